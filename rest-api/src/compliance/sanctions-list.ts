/**
 * OFAC's sanctions list as we store it (31 CFR 501; docs/compliance.md): the published sdn.csv and
 * alt.csv read with csv-parse, checked line by line, and stored in place of the previous list in
 * one SQL transaction, so a bad file leaves the list in force unchanged.
 */
import { parse } from 'csv-parse/sync';
import { visibleText } from '@agency/rules';
import type { Database, Queryable } from '../db/database.js';
import { HttpError, badRequest, conflict } from '../http-errors.js';
import type { ListedParty } from './matching.js';
import { parseSdnRemarks } from './sdn-remarks.js';

/** OFAC's marker of an empty field. */
const EMPTY = '-0-';
/** sdn.csv: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks. */
const SDN_COLUMNS = 12;
/** alt.csv: ent_num, alt_num, alt_type, alt_name, alt_remarks. */
const ALT_COLUMNS = 5;

/** One SDN row as stored. */
export interface SdnEntry {
  entNum: number;
  name: string;
  sdnType: string | null;
  program: string | null;
  title: string | null;
  remarks: string | null;
}

/** One alias row as stored. */
export interface SdnAlias {
  entNum: number;
  altNum: number;
  altType: string | null;
  altName: string;
  altRemarks: string | null;
}

/** The list in force: its version (sanctions_lists.id) and when it was loaded; null before any load. */
export interface ListVersion {
  id: number;
  loadedAt: string;
}

/** POST /api/compliance/sanctions: how many SDN entries are in force and when they were loaded. */
export interface ListSummary {
  entries: number;
  loadedAt: string | null;
}

/**
 * GET /api/compliance/sanctions: the list in force and its age (docs/compliance.md "The list's
 * age"): `ageDays` whole days (24 hours each) since loadedAt, null before any load; `stale` when
 * there is no list or ageDays is above SANCTIONS_LIST_MAX_AGE_DAYS.
 */
export interface ListState extends ListSummary {
  ageDays: number | null;
  stale: boolean;
}

/** How a load may go (docs/compliance.md "Loading guards"). */
export interface LoadOptions {
  /** Replace the list in force even with fewer than half its entries (the body's allowShrink, --allow-shrink). */
  allowShrink?: boolean;
  /** The instant recorded as loadedAt; the database's clock when absent. */
  now?: Date;
}

function value(raw: string | undefined): string | null {
  const v = (raw ?? '').trim();
  return v === '' || v === EMPTY ? null : v;
}

/**
 * The records of one CSV file with the line each ends on. Blank lines and OFAC's end-of-file
 * marker (Ctrl-Z) are skipped. @throws 400 INVALID_FIELD naming `field` and the file's line for
 * text that is not CSV or a record without `columns` fields.
 */
function records(text: string, field: string, file: string, columns: number): { fields: string[]; line: number }[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // eslint-disable-next-line no-control-regex -- the DOS end-of-file mark (0x1A) some list files end with
    parsed = parse(text.replace(/\u001a/g, ''), {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    const problem = (message ?? 'not CSV').replace(/ at line \d+.*$/s, '');
    throw badRequest(field, `${file} line ${lines ?? '?'}: ${problem}`);
  }
  const out: { fields: string[]; line: number }[] = [];
  for (const { record, info } of parsed) {
    // A line of nothing a reader would see (spaces, a BOM or zero-width characters) is a blank line.
    if (record.every((f) => visibleText(f) === '')) continue;
    if (record.length !== columns) {
      throw badRequest(field, `${file} line ${info.lines}: expected ${columns} columns, got ${record.length}`);
    }
    out.push({ fields: record, line: info.lines });
  }
  return out;
}

function integerAt(raw: string, field: string, file: string, line: number, column: string): number {
  const v = raw.trim();
  if (!/^\d{1,9}$/.test(v)) throw badRequest(field, `${file} line ${line}: ${column} must be a whole number, got '${v}'`);
  return Number(v);
}

/**
 * Reads OFAC's sdn.csv (no header row, 12 columns) and alt.csv (5 columns). '-0-' reads as empty.
 * @returns the entries and aliases. @throws 400 INVALID_FIELD (field 'sdnCsv' or 'altCsv') naming
 *   the file and its line: malformed CSV, a wrong column count, a non-numeric ent_num or alt_num, a
 *   missing name, a repeated ent_num, or an alias of an ent_num that sdn.csv does not have.
 */
export function parseSanctionsFiles(sdnCsv: string, altCsv?: string | null): { entries: SdnEntry[]; aliases: SdnAlias[] } {
  const entries: SdnEntry[] = [];
  const seen = new Set<number>();
  for (const { fields, line } of records(sdnCsv, 'sdnCsv', 'sdn.csv', SDN_COLUMNS)) {
    const entNum = integerAt(fields[0]!, 'sdnCsv', 'sdn.csv', line, 'ent_num');
    const name = value(fields[1]);
    if (!name) throw badRequest('sdnCsv', `sdn.csv line ${line}: SDN_Name is empty`);
    if (seen.has(entNum)) throw badRequest('sdnCsv', `sdn.csv line ${line}: ent_num ${entNum} appears twice`);
    seen.add(entNum);
    entries.push({
      entNum,
      name,
      sdnType: value(fields[2]),
      program: value(fields[3]),
      title: value(fields[4]),
      remarks: value(fields[11]),
    });
  }
  const aliases: SdnAlias[] = [];
  const altSeen = new Set<string>();
  for (const { fields, line } of altCsv ? records(altCsv, 'altCsv', 'alt.csv', ALT_COLUMNS) : []) {
    const entNum = integerAt(fields[0]!, 'altCsv', 'alt.csv', line, 'ent_num');
    const altNum = integerAt(fields[1]!, 'altCsv', 'alt.csv', line, 'alt_num');
    const altName = value(fields[3]);
    if (!altName) throw badRequest('altCsv', `alt.csv line ${line}: alt_name is empty`);
    if (!seen.has(entNum)) throw badRequest('altCsv', `alt.csv line ${line}: ent_num ${entNum} is not in sdn.csv`);
    const id = `${entNum}/${altNum}`;
    if (altSeen.has(id)) throw badRequest('altCsv', `alt.csv line ${line}: alias ${id} appears twice`);
    altSeen.add(id);
    aliases.push({ entNum, altNum, altType: value(fields[2]), altName, altRemarks: value(fields[4]) });
  }
  return { entries, aliases };
}

/** Rows inserted per statement. */
const CHUNK = 2000;

/** The code of a file that holds no SDN entry. */
export const SANCTIONS_LIST_EMPTY = 'SANCTIONS_LIST_EMPTY';
/** The code of a list with fewer than half the entries of the list in force. */
export const SANCTIONS_LIST_SHRINKS = 'SANCTIONS_LIST_SHRINKS';

/** 400 SANCTIONS_LIST_EMPTY naming sdnCsv: the file would switch screening off. */
function emptyList(): HttpError {
  return new HttpError(
    400,
    'sdnCsv: The file holds no SDN entry (only blank lines, spaces or end-of-file marks); the list in force stays. ' +
      "Load OFAC's sdn.csv as published.",
    { code: SANCTIONS_LIST_EMPTY, field: 'sdnCsv' },
  );
}

/**
 * Replaces the list in force with the parsed files in one SQL transaction and records the new
 * version (loaded_by: the administrator, null from the command line; loaded_at: options.now).
 * Guards (docs/compliance.md "Loading guards"): a file with no entry is refused, and so is a list
 * with fewer than half the entries of the list in force unless options.allowShrink; a refusal
 * writes nothing. @returns the new summary.
 * @throws what parseSanctionsFiles throws, 400 SANCTIONS_LIST_EMPTY (field sdnCsv), 409
 *   SANCTIONS_LIST_SHRINKS with details {entries, inForce}; all before anything is written.
 */
export async function loadSanctionsList(
  db: Database,
  actorId: number | null,
  sdnCsv: string,
  altCsv?: string | null,
  options: LoadOptions = {},
): Promise<ListSummary> {
  const { entries, aliases } = parseSanctionsFiles(sdnCsv, altCsv);
  if (entries.length === 0) throw emptyList();
  return db.transaction(async (tx) => {
    // One load at a time; screenings keep reading the old version until COMMIT.
    await tx.query('LOCK TABLE sanctions_lists IN EXCLUSIVE MODE');
    // Under the lock, so two loads cannot both compare with the same list in force.
    const inForce = (await listSummary(tx)).entries;
    if (!options.allowShrink && entries.length * 2 < inForce) {
      throw conflict(
        `The new list has ${entries.length} SDN entries, the list in force ${inForce}: fewer than half, as a truncated download would be. ` +
          'Send allowShrink: true to replace it anyway; the list in force stays.',
        { code: SANCTIONS_LIST_SHRINKS, details: { entries: entries.length, inForce } },
      );
    }
    await tx.query('DELETE FROM sanctions_aliases');
    await tx.query('DELETE FROM sanctions_entries');
    for (let i = 0; i < entries.length; i += CHUNK) {
      const part = entries.slice(i, i + CHUNK);
      await tx.query(
        `INSERT INTO sanctions_entries (ent_num, name, sdn_type, program, title, remarks)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
        [
          part.map((e) => e.entNum),
          part.map((e) => e.name),
          part.map((e) => e.sdnType),
          part.map((e) => e.program),
          part.map((e) => e.title),
          part.map((e) => e.remarks),
        ],
      );
    }
    for (let i = 0; i < aliases.length; i += CHUNK) {
      const part = aliases.slice(i, i + CHUNK);
      await tx.query(
        `INSERT INTO sanctions_aliases (ent_num, alt_num, alt_type, alt_name, alt_remarks)
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[])`,
        [
          part.map((a) => a.entNum),
          part.map((a) => a.altNum),
          part.map((a) => a.altType),
          part.map((a) => a.altName),
          part.map((a) => a.altRemarks),
        ],
      );
    }
    const { rows } = await tx.query<{ loaded_at: Date }>(
      'INSERT INTO sanctions_lists (loaded_by, entries, aliases, loaded_at) VALUES ($1, $2, $3, coalesce($4::timestamptz, now())) RETURNING loaded_at',
      [actorId, entries.length, aliases.length, options.now ?? null],
    );
    return { entries: entries.length, loadedAt: rows[0]!.loaded_at.toISOString() };
  });
}

/** The version in force (one indexed read), or null before any load. */
export async function currentVersion(q: Queryable): Promise<ListVersion | null> {
  const { rows } = await q.query<{ id: number; loaded_at: Date }>('SELECT id, loaded_at FROM sanctions_lists ORDER BY id DESC LIMIT 1');
  const row = rows[0];
  return row ? { id: Number(row.id), loadedAt: row.loaded_at.toISOString() } : null;
}

/** The count of SDN entries in force and when they were loaded ({entries: 0, loadedAt: null} before any load). */
export async function listSummary(q: Queryable): Promise<ListSummary> {
  const { rows } = await q.query<{ entries: number; loaded_at: Date }>(
    'SELECT entries, loaded_at FROM sanctions_lists ORDER BY id DESC LIMIT 1',
  );
  const row = rows[0];
  return row ? { entries: row.entries, loadedAt: row.loaded_at.toISOString() } : { entries: 0, loadedAt: null };
}

const DAY_MS = 86_400_000;

/**
 * A summary with its age at the instant `now` (ListState): ageDays = whole 24-hour days since
 * loadedAt (0 for a clock behind it), null with no list; stale with no list or ageDays > maxAgeDays.
 */
export function withAge(summary: ListSummary, now: Date, maxAgeDays: number): ListState {
  if (summary.loadedAt === null) return { ...summary, ageDays: null, stale: true };
  const ageDays = Math.max(0, Math.floor((now.getTime() - Date.parse(summary.loadedAt)) / DAY_MS));
  return { ...summary, ageDays, stale: ageDays > maxAgeDays };
}

/** GET /api/compliance/sanctions: the list in force and its age at `now` (withAge). */
export async function listState(q: Queryable, now: Date, maxAgeDays: number): Promise<ListState> {
  return withAge(await listSummary(q), now, maxAgeDays);
}

/** OFAC writes several programs as 'SDGT] [IRGC'; we show 'SDGT, IRGC'. */
function programOf(raw: string | null): string {
  return (raw ?? '')
    .replace(/\]\s*\[/g, ', ')
    .replace(/[[\]]/g, '')
    .trim();
}

/** sdn.csv's SDN_Type as the matcher reads it: OFAC leaves it empty for entities. */
function kindOf(sdnType: string | null): ListedParty['kind'] {
  const t = (sdnType ?? '').trim().toLowerCase();
  return t === 'individual' || t === 'vessel' || t === 'aircraft' ? t : 'entity';
}

/**
 * Every stored entry with its aliases, for the in-memory index, with its kind (SDN_Type) and the
 * date of birth and nationality its remarks give (parseSdnRemarks).
 */
export async function readListedParties(q: Queryable): Promise<ListedParty[]> {
  const [entries, aliases] = await Promise.all([
    q.query<{ ent_num: number; name: string; program: string | null; sdn_type: string | null; remarks: string | null }>(
      'SELECT ent_num, name, program, sdn_type, remarks FROM sanctions_entries ORDER BY ent_num',
    ),
    q.query<{ ent_num: number; alt_name: string }>('SELECT ent_num, alt_name FROM sanctions_aliases ORDER BY ent_num, alt_num'),
  ]);
  const byEnt = new Map<number, string[]>();
  for (const a of aliases.rows) {
    const list = byEnt.get(a.ent_num);
    if (list) list.push(a.alt_name);
    else byEnt.set(a.ent_num, [a.alt_name]);
  }
  return entries.rows.map((e) => ({
    entNum: e.ent_num,
    name: e.name,
    program: programOf(e.program),
    aliases: byEnt.get(e.ent_num) ?? [],
    kind: kindOf(e.sdn_type),
    ...parseSdnRemarks(e.remarks),
  }));
}
