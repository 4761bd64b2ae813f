/**
 * Scripted reporting (issue: lists and reports, item 4):
 *
 *   npm run query -- FILE.graphql [--vars FILE.json] [--var name=value ...] [--csv]
 *
 * Sends QUERY_TOKEN, a personal access token made under the user badge's 'Access tokens'
 * (docs/employees-and-access.md#sign-in-screens), as `Authorization: Bearer`; without one it signs in through the
 * gateway with QUERY_EMAIL and QUERY_PASSWORD (or ADMIN_EMAIL and ADMIN_PASSWORD), which works only for an employee
 * without a second factor (an administrator has one as shipped: use a token). It runs the operation in FILE with the given variables and prints the result as
 * JSON, or with --csv the first list in it as CSV (nested fields flattened as a.b) and, when the
 * list's object holds totals of its columns (totalUsd, totalRemaining...), a last 'Total' row with
 * them (docs/lists-and-reports.md#csv-export). Run it as `npm run -s query` so only the result is
 * printed (npm's own lines go with -s). AGENCY_URL says
 * where the gateway is (default http://localhost:4000). Exits 1 with the server's message on an
 * error. --vars reads variables from a JSON object file (nested inputs such as confirmOrder's);
 * --var sets one on top of them, a string unless it looks like a number, true, false or null.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CSV_OPTIONS } from '@agency/rules';
import { stringify } from 'csv-stringify/sync';

interface Args {
  file: string;
  variables: Record<string, unknown>;
  csv: boolean;
}

/**
 * Reads the command line: a .graphql file, --vars FILE.json (read with `readJson`), --var name=value
 * pairs and --csv. @throws Error on a bad argument or a --vars file that is not a JSON object.
 */
export function parseArgs(argv: string[], readJson: (file: string) => unknown = readJsonFile): Args {
  const args: Args = { file: '', variables: {}, csv: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--csv') args.csv = true;
    else if (arg === '--vars') {
      const file = argv[++i];
      if (!file) throw new Error('--vars needs a JSON file');
      const value = readJson(file);
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`--vars: ${file} must hold a JSON object`);
      Object.assign(args.variables, value);
    } else if (arg === '--var') {
      const pair = argv[++i];
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) throw new Error(`--var needs name=value, got '${pair ?? ''}'`);
      args.variables[pair.slice(0, eq)] = typed(pair.slice(eq + 1));
    } else if (!args.file) args.file = arg;
    else throw new Error(`unexpected argument '${arg}'`);
  }
  if (!args.file) throw new Error('usage: npm run query -- FILE.graphql [--vars FILE.json] [--var name=value ...] [--csv]');
  return args;
}

/** A JSON file, relative to where npm was run. */
function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
}

function typed(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : value;
}

/** The first array found in a GraphQL result, depth first, or null. */
export function firstList(value: unknown): unknown[] | null {
  return firstListIn(value)?.rows ?? null;
}

/** The first array found, depth first, with the object holding it (null at the top). */
function firstListIn(
  value: unknown,
  parent: Record<string, unknown> | null = null,
): { rows: unknown[]; parent: Record<string, unknown> | null } | null {
  if (Array.isArray(value)) return { rows: value, parent };
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) {
      const found = firstListIn(child, value as Record<string, unknown>);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The totals row of a list's columns from the list's object: a column `c` gets the object's `c`
 * (totalUsd) or `total` + C (totalRemaining for remaining) when that is a number or a text; the
 * first column says 'Total'. Null when the object holds no total of a column.
 */
export function totalsRow(columns: string[], parent: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!parent) return null;
  const row: Record<string, unknown> = {};
  let found = false;
  for (const column of columns) {
    const candidates = [column, `total${column.charAt(0).toUpperCase()}${column.slice(1)}`].filter((k) => k.startsWith('total'));
    const key = candidates.find((k) => typeof parent[k] === 'string' || typeof parent[k] === 'number');
    if (key) {
      row[column] = parent[key];
      found = true;
    }
  }
  if (!found) return null;
  if (columns[0] !== undefined && row[columns[0]] === undefined) row[columns[0]] = 'Total';
  return row;
}

/** One row's fields flattened: {client: {fullName}} becomes {'client.fullName': ...}; lists are JSON. */
export function flatten(row: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (row && typeof row === 'object' && !Array.isArray(row)) {
    for (const [key, value] of Object.entries(row)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix || 'value'] = Array.isArray(row) ? JSON.stringify(row) : row;
  }
  return out;
}

/**
 * CSV of rows with the union of their flattened columns, in first-seen order, then the totals row
 * (totalsRow) when `parent`, the object holding the list, has one. Written with the agency's
 * CSV_OPTIONS (formula escaping, quoting), one record a line (LF: a terminal's output).
 */
export function toCsv(rows: unknown[], parent: Record<string, unknown> | null = null): string {
  const flat = rows.map((r) => flatten(r));
  const columns = [...new Set(flat.flatMap((r) => Object.keys(r)))];
  const totals = totalsRow(columns, parent);
  return stringify(totals ? [...flat, totals] : flat, {
    ...CSV_OPTIONS,
    record_delimiter: 'unix',
    header: true,
    columns,
    cast: { boolean: (b) => String(b) },
  });
}

async function post(url: string, body: unknown, token?: string): Promise<{ data?: unknown; errors?: { message: string }[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const url = (process.env.AGENCY_URL || 'http://localhost:4000').replace(/\/+$/, '');
  const query = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), args.file), 'utf8');
  const given = process.env.QUERY_TOKEN?.trim();
  const token = given || (await signIn(url));
  try {
    const result = await post(url, { query, variables: args.variables }, token);
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    if (args.csv) {
      const list = firstListIn(result.data);
      if (!list) throw new Error('--csv: the result holds no list');
      process.stdout.write(toCsv(list.rows, list.parent));
    } else {
      process.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
    }
  } finally {
    // A session opened here ends here; a personal access token stays (it is revoked under 'Access tokens').
    if (!given) await post(url, { query: 'mutation { logout }' }, token).catch(() => undefined);
  }
}

/**
 * Signs in with QUERY_EMAIL and QUERY_PASSWORD (or ADMIN_EMAIL and ADMIN_PASSWORD) and returns the session's token.
 * @throws Error naming what to set, the server's message, or that a second factor needs QUERY_TOKEN instead.
 */
async function signIn(url: string): Promise<string> {
  const email = process.env.QUERY_EMAIL || process.env.ADMIN_EMAIL;
  const password = process.env.QUERY_PASSWORD || process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error('set QUERY_TOKEN (a personal access token), or QUERY_EMAIL and QUERY_PASSWORD');
  const login = await post(url, {
    query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token mfaRequired } }',
    variables: { e: email, p: password },
  });
  const reply = (login.data as { login?: { token: string | null; mfaRequired: boolean } } | null)?.login;
  if (reply?.mfaRequired)
    throw new Error(
      `${email} signs in with a second factor: create an access token under 'Access tokens' in the user badge and set QUERY_TOKEN`,
    );
  if (!reply?.token) throw new Error(`sign-in failed: ${login.errors?.map((e) => e.message).join('; ') ?? 'no token'}`);
  return reply.token;
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('query.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`query: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
