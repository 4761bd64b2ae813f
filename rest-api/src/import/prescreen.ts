/**
 * Screening a batch's names ahead of its transaction (docs/import.md "Scale"). On PostgreSQL the
 * import's batches are a pipeline: while one batch's transaction runs in the database, the next
 * batch's names are screened here against the list in memory, so the similarity search (about
 * 0.1 ms a name against a list of OFAC's size) runs while the process would otherwise wait for the
 * database. Nothing is decided here: the batch still screens, logs and holds exactly the names it
 * did before, in its own transaction; it takes a result from here instead of searching again only
 * when it was searched under the same list version (the search is a pure function of the name and
 * the list). A name the batch needs and this did not screen is searched then, as before.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../db/database.js';
import type { SanctionsMatch } from '../compliance/matching.js';
import type { SanctionsScreener } from '../compliance/screening.js';
import type { Column } from './mapping.js';
import type { TableRecord } from './read.js';
import { taxIdCell } from './rows.js';

/** Names searched between two turns of the event loop: a batch's own statements wait at most one slice (about 2 ms). */
const SLICE = 20;

/** A search's result and the list version it was made under. */
interface Screened {
  listId: number;
  matches: SanctionsMatch[];
}

/** The cells of a record that hold people's names, by the columns' fields; the CPF/CNPJ beside each, to tell who is on file. */
function namesOf(columns: Column[], record: TableRecord): { name: string; cpf: string; table: 'clients' | 'recipients' }[] {
  const found: { name: string; cpf: string; table: 'clients' | 'recipients' }[] = [];
  for (const [owner, table] of [
    ['client', 'clients'],
    ['recipient', 'recipients'],
  ] as const) {
    const at = columns.findIndex((c) => c.field === `${owner}.fullName`);
    const cpfAt = columns.findIndex((c) => c.field === `${owner}.email`);
    const name = at >= 0 ? record.cells[at]?.trim() : undefined;
    // The CPF/CNPJ as stored, near enough for a hint: punctuation out, a number's lost zeros back.
    const taxId = cpfAt >= 0 ? (record.cells[cpfAt] ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase() : '';
    if (name) found.push({ name, cpf: taxIdCell(taxId), table });
  }
  return found;
}

/**
 * The results of the names searched ahead, for the batch about to run (`current`) and the one being
 * prepared (`next`): two batches' worth at most.
 */
export class Prescreen {
  private current = new Map<string, Screened>();
  private next = new Map<string, Screened>();

  constructor(
    private readonly screener: SanctionsScreener,
    private readonly db: Queryable,
  ) {}

  /**
   * Searches the names of `records` (the next batch) that may be new or renamed: those whose CPF/CNPJ
   * is on file under the same name are left out (one indexed SELECT per table, outside the batch's
   * transaction, on another connection). Yields to the event loop every SLICE names.
   */
  async prepare(columns: Column[], records: TableRecord[]): Promise<void> {
    try {
      await this.searchAhead(columns, records);
    } catch {
      // Only an optimisation: the batch reads the list and screens its names itself.
    }
  }

  private async searchAhead(columns: Column[], records: TableRecord[]): Promise<void> {
    if (this.screener.listId === null) return;
    const wanted = records.flatMap((r) => namesOf(columns, r));
    const onFile = new Set<string>();
    for (const table of ['clients', 'recipients'] as const) {
      const cpfs = [...new Set(wanted.filter((w) => w.table === table && w.cpf !== '').map((w) => w.cpf))];
      if (cpfs.length === 0) continue;
      const { rows } = await this.db.query<{ cpf: string; full_name: string }>(
        `SELECT cpf, full_name FROM ${table} WHERE cpf = ANY($1::text[])`,
        [cpfs],
      );
      for (const row of rows) onFile.add(`${table}:${row.cpf}:${row.full_name}`);
    }
    const names = [...new Set(wanted.filter((w) => !onFile.has(`${w.table}:${w.cpf}:${w.name}`)).map((w) => w.name))];
    for (let i = 0; i < names.length; i += 1) {
      if (i % SLICE === 0 && i > 0) await nextTurn();
      const name = names[i]!;
      if (this.next.has(name)) continue;
      const earlier = this.current.get(name);
      if (earlier) {
        this.next.set(name, earlier);
        continue;
      }
      const listId = this.screener.listId;
      if (listId === null) return;
      this.next.set(name, { listId, matches: this.screener.screenInMemory(name) });
    }
  }

  /** The batch prepared last is the one about to run: its results become the ones taken. */
  advance(): void {
    this.current = this.next;
    this.next = new Map();
  }

  /** The matches of `name` searched ahead under list `listId`, or undefined (search it now). */
  take(listId: number, name: string): SanctionsMatch[] | undefined {
    const found = this.current.get(name);
    return found && found.listId === listId ? found.matches : undefined;
  }
}
