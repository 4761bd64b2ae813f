/**
 * Fuzzing the GraphQL gateway as the real stack (the built REST API on embedded PGlite in a fresh
 * DATA_DIR and the built gateway in front of it, two processes as `npm start` runs them). The
 * operations are derived from the schema the gateway serves (introspection, signed in): one per
 * root field of Query and Mutation, its arguments as variables, a selection of its leaf fields two
 * levels down. fast-check then draws wrong variables from a valid base (one value wrong, one
 * missing, an unknown input field, several wrong, the variables themselves wrong, a variable the
 * operation does not declare), sends some without a token or with an operationName the document
 * does not hold; and a few abusive requests (bodies past the limits, queries past depth, alias and
 * token limits). A fixed seed makes a run reproducible.
 *
 * Asserted: no HTTP 5xx, no dropped connection, every error carries an extensions.code, none is
 * INTERNAL_SERVER_ERROR (a masked gateway bug) or UPSTREAM_UNAVAILABLE (a REST 5xx), and the
 * administrator's session still works at the end.
 *
 * Not fuzzed: logout, changePassword and endSession (they end the administrator's own session: its
 * id is drawn as the valid '1', and signing oneself out is what endSession is for, so the fuzz would
 * end its own session and the check at the end fails), and the employee id of the employee mutations
 * (kept off the administrator itself, as endEmployeeSession's `id` would name its own session).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../support/pglite-folder.js';
import { startServer, type ServerProcess } from '../support/servers.js';
import { jsonArb, paths, setAt, type Json } from './values.js';

/** The seed of every draw (FUZZ_SEED to explore another; the default reproduces CI). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Operations drawn per root field (about 100 fields). */
const PER_FIELD = 20;
/** Requests in flight at once. */
const CONCURRENCY = 8;
const ADMIN = { email: 'gql-fuzz-admin@agency.test', password: 'gql-fuzz-chief-password' };
/**
 * Root fields left out: they end the administrator's own session by design (logout; endSession, whose
 * valid id '1' is the fuzz's own session: ending one's own session is the field's job, not a bug) or
 * change its password.
 */
const SKIPPED = new Set(['logout', 'changePassword', 'endSession']);
/**
 * Fields whose argument names an employee, by argument: never the administrator's own account (its
 * sessions, its second factor, its record).
 */
const EMPLOYEE_ID_ARGS = new Map([
  ['updateEmployee', 'id'],
  ['deleteEmployee', 'id'],
  ['uploadEmployeeImage', 'id'],
  ['endEmployeeSession', 'employeeID'],
  ['endEmployeeSessions', 'employeeID'],
  ['resetSecondFactor', 'employeeID'],
]);

interface FuzzOperation {
  field: string;
  query: string;
  variables: Record<string, Json>;
}

interface FuzzRequest {
  field: string;
  body: string;
  token: boolean;
}

let emails = 0;

/** A value of `type` its scalar or input type accepts, as plain as possible (the base the fuzz edits). */
function validValue(type: GraphQLInputType, name = ''): Json {
  if (isNonNullType(type)) return validValue(type.ofType, name);
  if (isListType(type)) return [validValue(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const out: Record<string, Json> = {};
    for (const field of Object.values(type.getFields())) out[field.name] = validValue(field.type, field.name);
    return out;
  }
  switch (type.name) {
    case 'ID':
      return '1';
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'Date':
      return '2026-11-20';
    case 'DateTime':
      return '2026-11-20T12:00:00Z';
    case 'Decimal':
      return '10.00';
    default:
      return /email/i.test(name) ? `fuzz${(emails += 1)}@agency.test` : 'Fuzz Value';
  }
}

/** The leaf fields of an output type, and of up to three of its object fields, two levels down. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const usable = Object.values(named.getFields()).filter((f) =>
    f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined),
  );
  const parts = usable.filter((f) => isLeafType(getNamedType(f.type))).map((f) => f.name);
  if (depth < 2) {
    for (const f of usable.filter((f) => !isLeafType(getNamedType(f.type))).slice(0, 3))
      parts.push(`${f.name} ${selectionOf(f.type, depth + 1)}`);
  }
  return `{ ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

/** One operation per root field: its arguments as variables, with valid values. */
function operationsOf(schema: GraphQLSchema): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      if (SKIPPED.has(field.name)) continue;
      const definitions = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
      const variables = Object.fromEntries(field.args.map((a) => [a.name, validValue(a.type, a.name)]));
      const employeeArg = EMPLOYEE_ID_ARGS.get(field.name);
      if (employeeArg) variables[employeeArg] = '999999';
      operations.push({ field: field.name, query, variables });
    }
  }
  return operations;
}

/** Wrong variables for `op`, drawn around its valid ones. */
function variablesArb(op: FuzzOperation): fc.Arbitrary<Json> {
  const base = op.variables as Json;
  // The employee id stays where it is: an edit there could reach the administrator.
  const employeeArg = EMPLOYEE_ID_ARGS.get(op.field);
  const fields = paths(base).filter((p) => p.length > 0 && !(p.length === 1 && p[0] === employeeArg));
  const choices: fc.Arbitrary<Json>[] = [
    fc.constant(base),
    jsonArb,
    fc
      .tuple(fc.constantFrom('notDeclared', 'a\u0000b', '__proto__'), jsonArb)
      .map(([key, value]) => ({ ...(base as Record<string, Json>), [key]: value })),
  ];
  if (fields.length > 0) {
    choices.push(fc.tuple(fc.constantFrom(...fields), jsonArb).map(([p, bad]) => setAt(base, p, bad)));
    choices.push(fc.tuple(fc.constantFrom(...fields), jsonArb).map(([p, bad]) => setAt(base, p, bad)));
    choices.push(fc.constantFrom(...fields).map((p) => setAt(base, p, undefined)));
    choices.push(fc.constantFrom(...fields).map((p) => setAt(base, p, null)));
    choices.push(
      fc
        .array(fc.tuple(fc.constantFrom(...fields), jsonArb), { minLength: 2, maxLength: 5 })
        .map((edits) =>
          edits.reduce<Json>((acc, [p, bad]) => (paths(acc).some((q) => q.join('/') === p.join('/')) ? setAt(acc, p, bad) : acc), base),
        ),
    );
    // An unknown field inside an input object.
    const objects = paths(base).filter(
      (p) => p.length > 0 && fields.some((q) => q.length === p.length + 1 && q.slice(0, -1).join('/') === p.join('/')),
    );
    if (objects.length > 0)
      choices.push(fc.tuple(fc.constantFrom(...objects), jsonArb).map(([p, value]) => setAt(base, [...p, 'unknownField'], value)));
  }
  return fc.oneof(...choices);
}

function requestArb(op: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(variablesArb(op), fc.nat(19)).map(([variables, roll]) => {
    // One in ten without a token; one in twenty with an operationName the document does not hold.
    const token = roll >= 2;
    const body: Record<string, unknown> = { query: op.query, variables };
    if (roll === 19) body.operationName = 'Elsewhere';
    return { field: op.field, body: JSON.stringify(body), token };
  });
}

/** Requests past the gateway's limits, anonymous and signed in. */
function abusive(): FuzzRequest[] {
  const nest = (n: number) => `query($id: ID!) { order(id: $id) { ${'originalOrder { '.repeat(n)} id ${'} '.repeat(n)} } }`;
  return [
    { field: 'big anonymous body', body: JSON.stringify({ query: `${' '.repeat(1024 * 1024)}{ __typename }` }), token: false },
    { field: 'big anonymous junk', body: 'x'.repeat(64 * 1024), token: false },
    { field: 'body past 14 MB', body: JSON.stringify({ query: `{ __typename }${' '.repeat(15 * 1024 * 1024)}` }), token: true },
    { field: 'deep', body: JSON.stringify({ query: nest(20), variables: { id: '1' } }), token: true },
    { field: 'tokens', body: JSON.stringify({ query: `{ ${'agency { name } '.repeat(1000)} }` }), token: true },
    {
      field: 'aliases',
      body: JSON.stringify({ query: `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: agency { name }`).join(' ')} }` }),
      token: true,
    },
    { field: 'introspection', body: JSON.stringify({ query: getIntrospectionQuery() }), token: false },
    { field: 'not JSON', body: '{"query": "{ agency', token: true },
    { field: 'batch', body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]), token: true },
    {
      field: 'persisted',
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } }),
      token: true,
    },
    { field: 'variables as text', body: JSON.stringify({ query: '{ __typename }', variables: '{"a":1}' }), token: true },
  ];
}

interface Outcome {
  status: number;
  codes: unknown[];
  /** The first error's message, or the connection failure. */
  error?: string;
}

async function send(url: string, token: string | null, body: string): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    const text = await response.text();
    try {
      const parsed = JSON.parse(text) as { errors?: { message?: string; extensions?: { code?: unknown } }[] };
      const errors = parsed.errors ?? [];
      return { status: response.status, codes: errors.map((e) => e.extensions?.code), ...(errors[0] ? { error: errors[0].message } : {}) };
    } catch {
      return { status: response.status, codes: ['<reply is not JSON>'], error: text.slice(0, 200) };
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, codes: [], error: `${(error as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}` };
  }
}

/** Signs the administrator in through the gateway; answers the session's token. */
async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: ADMIN.email, p: ADMIN.password },
    }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
}

describe('GraphQL fuzz (real stack, schema-derived operations with wrong variables)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-gql-fuzz-'));
  let rest: ServerProcess | undefined;
  let gateway: ServerProcess | undefined;
  afterAll(async () => {
    await gateway?.stop();
    await rest?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeAll(async () => {
    // The run's migrated folder: the first start skips initdb and the migrations.
    await seedDataDir(dataDir);
    rest = await startServer(
      'rest-api',
      {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // MFA_REQUIRED=none: the fuzz suite tests the schema's handling of bad input, not sign-in.
        MFA_REQUIRED: 'none',
        LOGIN_RATE_LIMIT_PER_EMAIL: '1000000',
        LOGIN_RATE_LIMIT_PER_ADDRESS: '1000000',
      },
      '/api/health',
    );
    // The suite sends thousands of anonymous requests from one address on purpose: the per-address
    // limit would hold each past the 120th for a second (it is tested in gateway/src/limits.test.ts).
    gateway = await startServer(
      'gateway',
      { REST_API_URL: rest.url, WEB_DIST: '/nonexistent', ANONYMOUS_REQUESTS_PER_MINUTE: '0' },
      '/healthz',
    );
  }, 120_000);

  it('answers a signed-in 4 MB and 12 MB file variable with a code and a 15 MB body with 413 PAYLOAD_TOO_LARGE, ten times over', async () => {
    // Issue 35 item 8: a big variable answered UPSTREAM_UNAVAILABLE (ECONNRESET) or a closed
    // connection now and then. 4 and 12 MB are within the signed-in 14 MB body limit
    // (docs/graphql-limits.md), so they reach the REST API and are refused there for what they are
    // (not a document of these bytes); 15 MB is over it and refused by the gateway, nothing forwarded.
    const url = gateway!.url;
    const token = await signIn(url);
    const upload = (megabytes: number) =>
      JSON.stringify({
        query: 'mutation($id: ID!, $file: FileInput!) { uploadClientDocument(id: $id, file: $file) { id } }',
        variables: {
          id: '999999',
          file: { name: 'scan.pdf', type: 'application/pdf', data: 'QUJD'.repeat((megabytes * 1024 * 1024) / 4) },
        },
      });
    const over = JSON.stringify({ query: '{ __typename }', variables: { padding: 'a'.repeat(15 * 1024 * 1024) } });
    for (let round = 0; round < 10; round += 1) {
      const [four, twelve, fifteen] = await Promise.all([
        send(url, token, upload(4)),
        send(url, token, upload(12)),
        send(url, token, over),
      ]);
      for (const outcome of [four, twelve]) {
        expect(outcome.status, `round ${round}: ${outcome.error}`).toBe(200);
        expect(outcome.codes.length).toBe(1);
        expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(outcome.codes[0]);
      }
      expect(fifteen, `round ${round}`).toEqual({ status: 413, codes: ['PAYLOAD_TOO_LARGE'], error: 'Request body over 14 MB.' });
    }
    // The session survived all of it.
    expect(await send(url, token, JSON.stringify({ query: '{ viewer { isAdministrator } }' }))).toEqual({ status: 200, codes: [] });
  }, 240_000);

  it('answers at least 1,000 schema-derived operations with wrong variables without a 5xx or an error without code', async () => {
    const url = gateway!.url;
    const token = await signIn(url);
    const introspection = (await (
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: getIntrospectionQuery() }),
      })
    ).json()) as { data: IntrospectionQuery };
    const operations = operationsOf(buildClientSchema(introspection.data));
    expect(operations.length).toBeGreaterThan(70);

    const requests: FuzzRequest[] = [];
    operations.forEach((op, i) => requests.push(...fc.sample(requestArb(op), { seed: SEED + i, numRuns: PER_FIELD })));
    requests.push(...abusive());

    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const codes = new Map<string, number>();
    let next = 0;
    async function worker() {
      while (next < requests.length) {
        const req = requests[next++]!;
        const outcome = await send(url, req.token ? token : null, req.body);
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        for (const code of outcome.codes) codes.set(String(code), (codes.get(String(code)) ?? 0) + 1);
        const variables = req.body.indexOf('"variables":');
        const shown = `${req.field}${req.token ? '' : ' (anonymous)'}: ${(variables >= 0 ? req.body.slice(variables) : req.body).slice(0, 600)} -> ${outcome.error ?? ''}`;
        if (outcome.status === 0 || outcome.status >= 500) failures.push(`${outcome.status} ${shown}`);
        else if (outcome.codes.some((c) => typeof c !== 'string')) failures.push(`${outcome.status} an error without code: ${shown}`);
        else if (outcome.codes.some((c) => c === 'INTERNAL_SERVER_ERROR' || c === 'UPSTREAM_UNAVAILABLE'))
          failures.push(`${outcome.status} ${outcome.codes.join(',')}: ${shown}`);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `graphql fuzz: ${requests.length} operations on ${operations.length} root fields in ${seconds.toFixed(1)} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; codes ${JSON.stringify(Object.fromEntries(codes))}\n`,
    );

    expect(requests.length).toBeGreaterThanOrEqual(1000);
    expect(
      failures,
      `${failures.length} requests failed:\n${failures.slice(0, 20).join('\n')}\n${gateway!.output().slice(-3000)}\n${rest!.output().slice(-3000)}`,
    ).toEqual([]);
    // Refusals did happen (the fuzz is not all valid), and the administrator is still signed in.
    expect(codes.get('BAD_USER_INPUT') ?? 0).toBeGreaterThan(100);
    const viewer = await send(url, token, JSON.stringify({ query: '{ viewer { isAdministrator } }' }));
    expect(viewer).toEqual({ status: 200, codes: [] });
  }, 300_000);
});
