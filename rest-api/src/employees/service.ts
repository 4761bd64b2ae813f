/**
 * Employees (docs/employees-and-access.md#calls): SQL and rules. Every write runs in one transaction that
 * also writes its audit row; audit snapshots never carry password hashes or image bytes.
 * The last administrator can be neither deleted nor made an employee (409).
 */
import { checkVersion } from '../db/versions.js';
import { isAdministratorRole, PASSWORD_TOO_WEAK, personName, problemText, ROLE } from '@agency/rules';
import type { Database, Queryable } from '../db/database.js';
import { softDeleteAudited, writeAudit } from '../db/audit.js';
import { checkNewPassword, hashPassword, verifyPassword } from '../auth/passwords.js';
import { revokeEmployeeSessions, sessionsChanged } from '../auth/sessions.js';
import { revokeEmployeeAccessTokens } from '../auth/access-tokens.js';
import { removeSecondFactor } from '../auth/mfa.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../http-errors.js';
import type { Caller } from '../types.js';
import { ROLE_NAMES, type CreateEmployeeBody, type Employee, type Language, type UpdateEmployeeBody } from './schemas.js';
import { checkImage, decodeBase64 } from './images.js';

/** An employees row as selected here (password_hash only where needed). */
export interface EmployeeRow {
  id: number;
  /** migration 025 */
  version: number;
  full_name: string;
  email: string;
  role_id: number;
  profile_image: Uint8Array | null;
  profile_image_type: string | null;
  password_hash: string;
  language: Language | null;
  /** migration 026: when the second factor was turned on, null when off. */
  totp_enabled_at: Date | null;
  /** migration 026: an administrator set the password; it must be changed at the next sign-in. */
  must_change_password: boolean;
}

/** Serialises one advisory lock for every change of who is an administrator. */
const ADMIN_CHANGE_LOCK = 4_711_002;

const COLUMNS =
  'id, full_name, email, role_id, profile_image, profile_image_type, password_hash, language, version, totp_enabled_at, must_change_password';

/** The public Employee of a row (roles: one entry; image as base64). */
export function toEmployee(row: EmployeeRow): Employee {
  const roleId = row.role_id === 1 ? 1 : 2;
  return {
    id: row.id,
    version: row.version,
    fullName: row.full_name,
    email: row.email,
    roles: [{ id: roleId, name: ROLE_NAMES[roleId] }],
    profileImage: row.profile_image ? Buffer.from(row.profile_image).toString('base64') : null,
    fileExtension: row.profile_image ? ((row.profile_image_type as Employee['fileExtension']) ?? null) : null,
    language: row.language ?? null,
    mfaEnabled: row.totp_enabled_at !== null,
  };
}

/** What the audit log keeps of an employee: no password hash, no image bytes. */
export function auditSnapshot(row: EmployeeRow) {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    roleID: row.role_id,
    hasProfileImage: row.profile_image !== null,
    profileImageType: row.profile_image_type,
    mfaEnabled: row.totp_enabled_at !== null,
  };
}

/** The not-deleted employee with id (locked FOR UPDATE when forUpdate), or null. */
export async function findEmployee(q: Queryable, id: number, forUpdate = false): Promise<EmployeeRow | null> {
  const { rows } = await q.query<EmployeeRow>(
    `SELECT ${COLUMNS} FROM employees WHERE id = $1 AND deleted_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The not-deleted employee with email (case-insensitive), or null. */
export async function findEmployeeByEmail(q: Queryable, email: string): Promise<EmployeeRow | null> {
  const { rows } = await q.query<EmployeeRow>(`SELECT ${COLUMNS} FROM employees WHERE lower(email) = lower($1) AND deleted_at IS NULL`, [
    email.trim(),
  ]);
  return rows[0] ?? null;
}

async function requireEmployee(q: Queryable, id: number, forUpdate = false): Promise<EmployeeRow> {
  const row = await findEmployee(q, id, forUpdate);
  if (!row) throw notFound(`Employee ${id} not found`);
  return row;
}

async function assertEmailFree(q: Queryable, email: string, exceptId?: number): Promise<void> {
  const { rows } = await q.query('SELECT 1 FROM employees WHERE lower(email) = lower($1) AND deleted_at IS NULL AND id <> $2', [
    email,
    exceptId ?? 0,
  ]);
  if (rows.length > 0) throw conflict('email: already used by another employee', { code: 'EMAIL_TAKEN', field: 'email' });
}

async function otherAdministrators(q: Queryable, exceptId: number): Promise<number> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGE_LOCK]);
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM employees WHERE role_id = 1 AND deleted_at IS NULL AND id <> $1',
    [exceptId],
  );
  return rows[0]?.n ?? 0;
}

/** An employee's name as stored (personName, docs/clients-and-beneficiaries.md#names). @throws 400 INVALID_FIELD naming fullName. */
function trimmedName(value: string): string {
  return personName(value, 'fullName');
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

async function withEmailConflict<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email: already used by another employee', { code: 'EMAIL_TAKEN', field: 'email' });
    throw error;
  }
}

/** POST /api/employee/: one page (1-based) of not-deleted employees by fullName then id, and the total. */
export async function listEmployees(db: Database, page: number, perPage: number): Promise<{ size: number; employees: Employee[] }> {
  const [count, list] = await Promise.all([
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees WHERE deleted_at IS NULL'),
    db.query<EmployeeRow>(`SELECT ${COLUMNS} FROM employees WHERE deleted_at IS NULL ORDER BY full_name, id LIMIT $1 OFFSET $2`, [
      perPage,
      (page - 1) * perPage,
    ]),
  ]);
  return { size: count.rows[0]?.n ?? 0, employees: list.rows.map(toEmployee) };
}

/** GET-style read of one employee; 404 when unknown or deleted. */
export async function getEmployee(db: Queryable, id: number): Promise<Employee> {
  return toEmployee(await requireEmployee(db, id));
}

/**
 * Inserts an employee and its audit row on tx (actorId null = the system). Returns the row. The
 * password follows the password rule; `mustChangePassword` (an administrator or the first start
 * chose it) makes the employee change it at the next sign-in (docs/employees-and-access.md#passwords).
 * 400 PASSWORD_TOO_WEAK naming password; 409 'email: already used by another employee'.
 */
export async function insertEmployee(
  tx: Queryable,
  actorId: number | null,
  input: { fullName: string; email: string; password: string; roleID: 1 | 2; mustChangePassword: boolean },
): Promise<EmployeeRow> {
  const fullName = trimmedName(input.fullName);
  const email = input.email.trim();
  checkNewPassword(input.password, email, 'password');
  await assertEmailFree(tx, email);
  const passwordHash = await hashPassword(input.password);
  const { rows } = await withEmailConflict(() =>
    tx.query<EmployeeRow>(
      `INSERT INTO employees (full_name, email, password_hash, role_id, must_change_password) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [fullName, email, passwordHash, input.roleID, input.mustChangePassword],
    ),
  );
  const row = rows[0]!;
  await writeAudit(tx, { actorId, entity: 'employee', entityId: row.id, action: 'create', after: auditSnapshot(row) });
  return row;
}

/**
 * POST /api/employee/create (admin): creates the employee, who must change the password at the first
 * sign-in; returns it. 400 (PASSWORD_TOO_WEAK) and 409 as documented.
 */
export async function createEmployee(db: Database, caller: Caller, body: CreateEmployeeBody): Promise<Employee> {
  return db.transaction(async (tx) => toEmployee(await insertEmployee(tx, caller.employeeId, { ...body, mustChangePassword: true })));
}

/**
 * POST /api/employee/update/{id} (admin): changes the given fields. A new password (the password
 * rule, 400 PASSWORD_TOO_WEAK) set for someone else is a reset: it ends all their sessions and
 * personal access tokens and they must change it at the next sign-in; set for oneself it ends the
 * other sessions. 404 unknown id, 409 duplicate email or demoting the last administrator, 400 bad image.
 */
export async function updateEmployee(
  db: Database,
  caller: Caller,
  id: number,
  body: UpdateEmployeeBody,
  expectedVersion: number | null = null,
): Promise<Employee> {
  let image: { bytes: Buffer | null; type: string | null } | undefined;
  if (body.profileImage === null) image = { bytes: null, type: null };
  else if (typeof body.profileImage === 'string') {
    image = await checkImage(decodeBase64(body.profileImage, 'profileImage'), 'profileImage');
  }
  const fullName = body.fullName !== undefined ? trimmedName(body.fullName) : undefined;
  const email = body.email?.trim();
  if (body.password !== undefined) {
    const current = email ?? (await findEmployee(db, id))?.email ?? null;
    checkNewPassword(body.password, current, 'password');
  }
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
  const reset = passwordHash !== undefined && caller.employeeId !== id;

  return db.transaction(async (tx) => {
    const before = await requireEmployee(tx, id, true);
    await checkVersion(tx, 'employee', id, before.version, expectedVersion);
    if (body.roleID === ROLE.EMPLOYEE && isAdministratorRole(before.role_id) && (await otherAdministrators(tx, id)) === 0) {
      throw conflict('The last administrator cannot be made an employee', { code: 'LAST_ADMINISTRATOR' });
    }
    if (email !== undefined) await assertEmailFree(tx, email, id);
    const { rows } = await withEmailConflict(() =>
      tx.query<EmployeeRow>(
        `UPDATE employees SET
           full_name = COALESCE($2, full_name),
           email = COALESCE($3, email),
           password_hash = COALESCE($4, password_hash),
           role_id = COALESCE($5, role_id),
           profile_image = CASE WHEN $6::boolean THEN $7::bytea ELSE profile_image END,
           profile_image_type = CASE WHEN $6::boolean THEN $8 ELSE profile_image_type END,
           must_change_password = CASE WHEN $4::text IS NULL THEN must_change_password ELSE $9::boolean END,
           updated_at = now()
         WHERE id = $1
         RETURNING ${COLUMNS}`,
        [
          id,
          fullName ?? null,
          email ?? null,
          passwordHash ?? null,
          body.roleID ?? null,
          image !== undefined,
          image?.bytes ?? null,
          image?.type ?? null,
          reset,
        ],
      ),
    );
    const after = rows[0]!;
    if (passwordHash !== undefined) {
      await revokeEmployeeSessions(tx, id, reset ? undefined : caller.tokenHash);
      if (reset) await revokeEmployeeAccessTokens(tx, id);
    } else {
      await sessionsChanged(tx); // a role change applies to their sessions at once
    }
    const changes = passwordHash !== undefined ? { passwordChanged: true, ...(reset ? { passwordReset: true } : {}) } : {};
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'employee',
      entityId: id,
      action: 'update',
      before: auditSnapshot(before),
      after: { ...auditSnapshot(after), ...changes },
    });
    return toEmployee(after);
  });
}

/** POST /api/employee/upload/{id} (admin): stores checked image bytes as the profile image. */
export async function setProfileImage(db: Database, caller: Caller, id: number, bytes: Buffer): Promise<Employee> {
  const image = await checkImage(bytes, 'file');
  return db.transaction(async (tx) => {
    const before = await requireEmployee(tx, id, true);
    const { rows } = await tx.query<EmployeeRow>(
      `UPDATE employees SET profile_image = $2, profile_image_type = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, image.bytes, image.type],
    );
    const after = rows[0]!;
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'employee',
      entityId: id,
      action: 'upload-image',
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return toEmployee(after);
  });
}

/** DELETE /api/employee/delete/{id} (admin): soft delete, revokes their sessions. 409 for the last administrator. */
export async function deleteEmployee(db: Database, caller: Caller, id: number, expectedVersion: number | null = null): Promise<Employee> {
  return db.transaction(async (tx) => {
    const before = await requireEmployee(tx, id, true);
    await checkVersion(tx, 'employee', id, before.version, expectedVersion);
    if (before.role_id === 1 && (await otherAdministrators(tx, id)) === 0) {
      throw conflict('The last administrator cannot be deleted', { code: 'LAST_ADMINISTRATOR' });
    }
    await softDeleteAudited(tx, caller.employeeId, 'employee', id, auditSnapshot(before));
    await revokeEmployeeSessions(tx, id);
    return toEmployee(before);
  });
}

/**
 * POST /api/employee/update/password (any signed-in user, own account only: 403 otherwise).
 * 400 'actualPassword: is wrong'; 400 PASSWORD_TOO_WEAK naming newPassword (the password rule, and
 * not the current password again). Revokes the caller's other sessions and ends mustChangePassword.
 */
export async function changeOwnPassword(
  db: Database,
  caller: Caller,
  body: { employeeID: number; actualPassword: string; newPassword: string },
): Promise<Employee> {
  if (body.employeeID !== caller.employeeId) throw forbidden('You can only change your own password');
  const current = await requireEmployee(db, caller.employeeId);
  if (!(await verifyPassword(current.password_hash, body.actualPassword))) {
    throw badRequest('actualPassword', problemText('isWrong'));
  }
  checkNewPassword(body.newPassword, current.email, 'newPassword');
  if (body.newPassword === body.actualPassword) {
    throw new HttpError(400, `newPassword: ${problemText('passwordSame')}`, {
      code: PASSWORD_TOO_WEAK,
      field: 'newPassword',
      details: { reason: 'passwordSame' },
    });
  }
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    const before = await requireEmployee(tx, caller.employeeId, true);
    const { rows } = await tx.query<EmployeeRow>(
      `UPDATE employees SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [caller.employeeId, passwordHash],
    );
    await revokeEmployeeSessions(tx, caller.employeeId, caller.tokenHash);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'employee',
      entityId: caller.employeeId,
      action: 'change-password',
      before: auditSnapshot(before),
      after: { ...auditSnapshot(rows[0]!), passwordChanged: true },
    });
    return toEmployee(rows[0]!);
  });
}

/**
 * POST /api/auth/language (any signed-in employee, own record only): keeps the staff app's language
 * ('en' or 'pt-BR', checked by the route's schema) on the caller's record so it follows them to another
 * browser (docs/i18n.md). One transaction with its audit row (action 'set-language'). Returns the record.
 */
export async function setOwnLanguage(db: Database, caller: Caller, language: Language): Promise<EmployeeRow> {
  return db.transaction(async (tx) => {
    const before = await requireEmployee(tx, caller.employeeId, true);
    const { rows } = await tx.query<EmployeeRow>(
      `UPDATE employees SET language = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [caller.employeeId, language],
    );
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'employee',
      entityId: caller.employeeId,
      action: 'set-language',
      before: { language: before.language },
      after: { language },
    });
    return rows[0]!;
  });
}

/**
 * POST /api/employee/{id}/mfa/reset (admin): turns off another employee's second factor (a lost
 * phone): secret and recovery codes go; one who must have one (MFA_REQUIRED) enrols again at the next
 * sign-in. Audited as mfa-reset with the administrator as actor. 404 unknown id; 409 MFA_NOT_ENABLED
 * when it is already off; 409 MFA_RESET_OWN for the caller's own (turning it off needs a current
 * code: POST /api/auth/mfa/disable).
 */
export async function resetSecondFactor(db: Database, caller: Caller, id: number): Promise<Employee> {
  if (id === caller.employeeId) {
    throw conflict('Your own second factor is turned off with a current code (Security), not reset', { code: 'MFA_RESET_OWN' });
  }
  return db.transaction(async (tx) => {
    const before = await requireEmployee(tx, id, true);
    if (before.totp_enabled_at === null) {
      throw conflict(`Employee ${id} has no second factor to reset`, { code: 'MFA_NOT_ENABLED' });
    }
    await removeSecondFactor(tx, id);
    await sessionsChanged(tx);
    await writeAudit(tx, {
      actorId: caller.employeeId,
      entity: 'employee',
      entityId: id,
      action: 'mfa-reset',
      before: { mfaEnabled: true },
      after: { mfaEnabled: false, resetBy: caller.employeeId },
    });
    return toEmployee({ ...before, totp_enabled_at: null });
  });
}
