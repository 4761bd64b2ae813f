/**
 * Sanctions screening of the people an order involves (31 CFR 501: no transfer for, or on behalf
 * of, a blocked person; docs/compliance.md). Each REST process keeps the list in memory and checks
 * the list's version with one indexed SELECT per screening, so a load made by another process is
 * picked up on the next screening. Every screening is logged, clear, matched or overridden.
 */
import { isAdministratorRole } from '@agency/rules';
import type { Database, Queryable } from '../db/database.js';
import { writeAudit } from '../db/audit.js';
import { badRequest, forbidden, HttpError } from '../http-errors.js';
import type { Caller } from '../types.js';
import { loggedMatch, SanctionsIndex, type ListedParty, type SanctionsMatch } from './matching.js';
import { currentVersion, readListedParties, type ListVersion } from './sanctions-list.js';

/** Whose name is screened. */
export type ScreenedRole = 'client' | 'recipient';

/** An administrator's decision to go on despite a possible match, with the reason (body `sanctionsOverride`). */
export interface SanctionsOverride {
  reason: string;
}

/** One screening as the log keeps it. */
export interface ScreeningRecord {
  employeeId: number | null;
  name: string;
  role: ScreenedRole;
  version: ListVersion | null;
  matches: SanctionsMatch[];
  outcome: 'clear' | 'match' | 'overridden';
  overrideReason: string | null;
}

/**
 * The process's copy of the list in force and the similarity threshold (SANCTIONS_MATCH_THRESHOLD).
 * One per REST process (buildApp decorates the app with it).
 */
export class SanctionsScreener {
  readonly threshold: number;
  private version: ListVersion | null = null;
  private index = new SanctionsIndex([]);
  private loading: Promise<void> | null = null;

  /** The agency's time zone (AGENCY_TIME_ZONE): the day of the alerts an override raises. */
  readonly timeZone: string;

  constructor(threshold: number, timeZone = 'America/New_York') {
    this.threshold = threshold;
    this.timeZone = timeZone;
  }

  /** The id of the list version held in memory; null when none is (no list loaded, or not read yet). */
  get listId(): number | null {
    return this.version?.id ?? null;
  }

  /** The listed parties of the version held in memory (listId's), [] when none. */
  get listedParties(): readonly ListedParty[] {
    return this.index.listedParties;
  }

  /** Reads the list in force into memory when its version is not the one held (at start and after loads). */
  async refresh(q: Queryable): Promise<ListVersion | null> {
    const version = await currentVersion(q);
    if (version?.id !== this.version?.id) {
      // The rows of that version, read on the same connection (or transaction) as the version.
      this.index = new SanctionsIndex(version ? await readListedParties(q) : []);
      this.version = version;
    }
    return this.version;
  }

  /**
   * The listed parties `name` may be (best first, score 0..1 with 3 decimals) under the version in
   * force, which is read on q (one SELECT; the list itself only when it changed). None when no
   * list has been loaded.
   */
  async screen(q: Queryable, name: string): Promise<{ version: ListVersion | null; matches: SanctionsMatch[] }> {
    const version = await this.refresh(q);
    return { version, matches: version ? this.index.search(name, this.threshold) : [] };
  }

  /** Screens against the copy in memory without reading the database (benchmarks). */
  screenInMemory(name: string): SanctionsMatch[] {
    return this.index.search(name, this.threshold);
  }

  /** Puts a list in memory directly (benchmarks and unit tests). */
  useIndex(index: SanctionsIndex, version: ListVersion | null): void {
    this.index = index;
    this.version = version;
  }
}

/**
 * The override of a body (`sanctionsOverride`), checked before anything else: 403 unless the caller
 * is an administrator (only one may decide a possible match is not the person); 400
 * 'sanctionsOverride.reason' when the reason is blank. null when the body has none.
 */
export function checkOverride(caller: Caller, override: SanctionsOverride | null | undefined): SanctionsOverride | null {
  if (override === undefined || override === null) return null;
  if (!isAdministratorRole(caller.roleId)) throw forbidden('Only an administrator may override a possible sanctions match');
  const reason = override.reason.trim();
  if (!reason) throw badRequest('sanctionsOverride.reason', 'must not be blank');
  return { reason };
}

/** The clerk's sentence for a refusal: every possible match with its program and score. */
export function matchMessage(matches: SanctionsMatch[]): string {
  const list = matches.map((m) => `${m.name} (${m.program || 'no program'}, score ${m.score.toFixed(2)})`).join('; ');
  return `Possible sanctions match: ${list}. An administrator must review it before this can go on.`;
}

/**
 * The screenings of one request: each name is screened on the request's transaction; the log
 * rows are written by `commit` inside that transaction when it goes on, or by `afterRollback`
 * on the database when the request is refused, so a refused screening is logged too.
 */
export class ScreeningSession {
  private readonly pending: ScreeningRecord[] = [];
  private written = false;

  constructor(
    readonly screener: SanctionsScreener,
    private readonly caller: Caller,
    private readonly override: SanctionsOverride | null,
  ) {}

  /** The screenings an administrator's override let through, with their list version and matches. */
  overridden(role: ScreenedRole): ScreeningRecord[] {
    return this.pending.filter((r) => r.role === role && r.outcome === 'overridden');
  }

  /**
   * Screens `name` (a client's or a beneficiary's full name) on tx. With matches and no
   * administrator's override, records the outcome 'match' and returns the matches for the caller
   * to refuse; with an override, audits it on tx (matches and reason) and returns []. Returns []
   * when clear.
   */
  async screen(tx: Queryable, name: string, role: ScreenedRole): Promise<SanctionsMatch[]> {
    const { version, matches } = await this.screener.screen(tx, name);
    const base = { employeeId: this.caller.employeeId, name, role, version, matches };
    if (matches.length === 0) {
      this.pending.push({ ...base, outcome: 'clear', overrideReason: null });
      return [];
    }
    if (this.override) {
      this.pending.push({ ...base, outcome: 'overridden', overrideReason: this.override.reason });
      await writeAudit(tx, {
        actorId: this.caller.employeeId,
        entity: 'sanctions_screening',
        entityId: null,
        action: 'override',
        after: { name, role, listID: version?.id ?? null, listLoadedAt: version?.loadedAt ?? null, matches, reason: this.override.reason },
      });
      return [];
    }
    this.pending.push({ ...base, outcome: 'match', overrideReason: null });
    return matches;
  }

  /** Throws 422 SANCTIONS_MATCH with every match of the names screened, when there is any. */
  refuseOnMatch(matches: SanctionsMatch[]): void {
    if (matches.length === 0) return;
    throw new HttpError(422, matchMessage(matches), { code: 'SANCTIONS_MATCH', details: { matches } });
  }

  /** Writes the pending log rows on tx (the request's transaction, just before it commits). */
  async commit(tx: Queryable): Promise<void> {
    await writeScreenings(tx, this.pending);
    this.written = true;
  }

  /** After a refusal rolled the transaction back: writes the screenings it made, on their own. */
  async afterRollback(db: Queryable): Promise<void> {
    if (this.written || this.pending.length === 0) return;
    await writeScreenings(db, this.pending);
  }
}

/**
 * Runs fn in one SQL transaction with a screening session: the session's log rows commit with
 * fn's writes, or, when fn throws (a match, any other refusal), are written after the rollback.
 */
export async function screenedTransaction<T>(
  db: Database,
  screener: SanctionsScreener,
  caller: Caller,
  override: SanctionsOverride | null,
  fn: (tx: Queryable, session: ScreeningSession) => Promise<T>,
): Promise<T> {
  const session = new ScreeningSession(screener, caller, override);
  try {
    return await db.transaction(async (tx) => {
      const result = await fn(tx, session);
      await session.commit(tx);
      return result;
    });
  } catch (error) {
    await session.afterRollback(db);
    throw error;
  }
}

/**
 * Writes screening log rows on q, in one statement (an import logs a batch's screenings at once).
 * For a request's own screenings ScreeningSession calls it; the import (docs/import.md) too.
 */
export async function writeScreenings(q: Queryable, records: ScreeningRecord[]): Promise<void> {
  if (records.length === 0) return;
  await q.query(
    `INSERT INTO sanctions_screenings (employee_id, name, role, list_id, list_loaded_at, matches, outcome, override_reason)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::bigint[], $5::timestamptz[], $6::jsonb[], $7::text[], $8::text[])`,
    [
      records.map((r) => r.employeeId),
      records.map((r) => r.name),
      records.map((r) => r.role),
      records.map((r) => r.version?.id ?? null),
      records.map((r) => r.version?.loadedAt ?? null),
      records.map((r) => JSON.stringify(r.matches)),
      records.map((r) => r.outcome),
      records.map((r) => r.overrideReason),
    ],
  );
}

/** One logged screening as GET /api/compliance/screenings returns it. */
export interface ScreeningEntry {
  id: number;
  screenedAt: string;
  employeeID: number | null;
  employeeName: string | null;
  name: string;
  role: ScreenedRole;
  listID: number | null;
  listLoadedAt: string | null;
  matches: SanctionsMatch[];
  outcome: 'clear' | 'match' | 'overridden';
  overrideReason: string | null;
}

/**
 * GET /api/compliance/screenings: one page (1-based) of the screening log, newest first, with the
 * total; start/end ('YYYY-MM-DD', inclusive) bound the agency's calendar day of the screening.
 */
export async function pageScreenings(
  q: Queryable,
  timeZone: string,
  options: { page: number; perPage: number; start?: string; end?: string },
): Promise<{ size: number; screenings: ScreeningEntry[] }> {
  // $1 (the time zone) is named in every statement, so PostgreSQL knows its type.
  const where: string[] = ['$1::text IS NOT NULL'];
  const params: unknown[] = [timeZone];
  if (options.start) {
    params.push(options.start);
    where.push(`(s.screened_at AT TIME ZONE $1)::date >= $${params.length}::date`);
  }
  if (options.end) {
    params.push(options.end);
    where.push(`(s.screened_at AT TIME ZONE $1)::date <= $${params.length}::date`);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM sanctions_screenings s ${clause}`, params);
  const n = params.length;
  const { rows } = await q.query<{
    id: number;
    screened_at: Date;
    employee_id: number | null;
    employee_name: string | null;
    name: string;
    role: ScreenedRole;
    list_id: number | null;
    list_loaded_at: Date | null;
    matches: SanctionsMatch[];
    outcome: ScreeningEntry['outcome'];
    override_reason: string | null;
  }>(
    `SELECT s.id, s.screened_at, s.employee_id, e.full_name AS employee_name, s.name, s.role, s.list_id, s.list_loaded_at, s.matches,
            s.outcome, s.override_reason
       FROM sanctions_screenings s LEFT JOIN employees e ON e.id = s.employee_id
       ${clause}
      ORDER BY s.screened_at DESC, s.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, options.perPage, (options.page - 1) * options.perPage],
  );
  return {
    size: count.rows[0]?.n ?? 0,
    screenings: rows.map((r) => ({
      id: Number(r.id),
      screenedAt: r.screened_at.toISOString(),
      employeeID: r.employee_id,
      employeeName: r.employee_name,
      name: r.name,
      role: r.role,
      listID: r.list_id === null ? null : Number(r.list_id),
      listLoadedAt: r.list_loaded_at ? r.list_loaded_at.toISOString() : null,
      matches: r.matches.map(loggedMatch),
      outcome: r.outcome,
      overrideReason: r.override_reason,
    })),
  };
}
