/**
 * Consortiums (docs/consortiums.md, #calls; docs/ARCHITECTURE.md#security): the list, creation, and the client
 * payments (registers) recorded in one. Title and client name are trimmed and required; a register's
 * amount is USD above 0 to the cent (the order amount rule); its date a real calendar date. Every
 * write runs in one transaction with its audit row.
 */
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { calendarDateField, requiredText, usdAmount } from '@agency/rules';
import { notFound } from '../http-errors.js';
import type { Caller } from '../types.js';
import type { Consortium, ConsortiumBody, ConsortiumRegister, RegisterBody } from './schemas.js';

interface RegisterRow {
  id: number;
  consortium_id: number;
  client_name: string;
  amount: string;
  date: string;
}

const REGISTER_COLUMNS = 'id, consortium_id, client_name, amount, date';

const toRegister = (row: RegisterRow): ConsortiumRegister => ({
  id: row.id,
  consortiumID: row.consortium_id,
  clientName: row.client_name,
  amount: row.amount,
  date: row.date,
});

/** The consortium with id (locked FOR SHARE when lock); 404 'Consortium N not found'. */
async function requireConsortium(q: Queryable, id: number, lock = false): Promise<Consortium> {
  const { rows } = await q.query<Consortium>(`SELECT id, title FROM consortiums WHERE id = $1${lock ? ' FOR SHARE' : ''}`, [id]);
  if (!rows[0]) throw notFound(`Consortium ${id} not found`);
  return rows[0];
}

/** GET /api/consortium/list: every consortium, by title then id. */
export async function listConsortiums(db: Queryable): Promise<Consortium[]> {
  const { rows } = await db.query<Consortium>('SELECT id, title FROM consortiums ORDER BY title, id');
  return rows;
}

/** POST /api/consortium/create: the title trimmed, not empty (400 'title: must not be empty'). */
export async function createConsortium(db: Database, caller: Caller, body: ConsortiumBody): Promise<Consortium> {
  const title = requiredText(body.title, 'title');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Consortium>('INSERT INTO consortiums (title) VALUES ($1) RETURNING id, title', [title]);
    const consortium = rows[0]!;
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'consortium',
      entityId: consortium.id,
      action: 'create',
      after: consortium,
    });
    return consortium;
  });
}

/**
 * POST /api/consortium/register/create (docs/consortiums.md): clientName required (trimmed), amount USD > 0
 * with at most 2 decimals, date a real 'YYYY-MM-DD'; each a 400 naming the field. 404 unknown
 * consortium.
 */
export async function createRegister(db: Database, caller: Caller, body: RegisterBody): Promise<ConsortiumRegister> {
  const clientName = requiredText(body.clientName, 'clientName');
  const amount = usdAmount(body.amount, 'amount');
  const date = calendarDateField(body.date, 'date');
  return db.transaction(async (tx) => {
    await requireConsortium(tx, body.consortiumID, true);
    const { rows } = await tx.query<RegisterRow>(
      `INSERT INTO consortium_registers (consortium_id, client_name, amount, date) VALUES ($1, $2, $3, $4) RETURNING ${REGISTER_COLUMNS}`,
      [body.consortiumID, clientName, amount, date],
    );
    const register = toRegister(rows[0]!);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'consortium_register',
      entityId: register.id,
      action: 'create',
      after: register,
    });
    return register;
  });
}

/** GET /api/consortium/register/{id}: the consortium and its registers by date, then id. 404 unknown. */
export async function consortiumRegisters(db: Queryable, id: number): Promise<{ consortium: Consortium; registers: ConsortiumRegister[] }> {
  const consortium = await requireConsortium(db, id);
  const { rows } = await db.query<RegisterRow>(
    `SELECT ${REGISTER_COLUMNS} FROM consortium_registers WHERE consortium_id = $1 ORDER BY date, id`,
    [id],
  );
  return { consortium, registers: rows.map(toRegister) };
}
