/**
 * The limits of /graphql (docs/graphql-limits.md), against a real rest-api: an anonymous caller
 * can sign in and nothing else, cannot send more than 16 KB nor read the schema; every limit and
 * malformed request answers 4xx with a stable extensions.code, never 500.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, specifiedRules, validate, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_BODY_LIMIT,
  MAX_ALIASES,
  MAX_DEPTH,
  MAX_DIRECTIVES,
  MAX_TOKENS,
  PARSE_OPTIONS,
  TARPIT_MS,
  armorProtection,
} from './limits.js';
import { buildSchema } from './schema.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, startTestStack, type TestStack } from './test-support/stack.js';

interface Reply {
  status: number;
  body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe('GraphQL limits', () => {
  let stack: TestStack;
  let token: string;
  const restCalls: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({}, {}, { onRestCall: (method, path) => restCalls.push(`${method} ${path}`) });
    token = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack?.close());

  /** POSTs a raw body (a string, an object as JSON, or a stream) to /graphql. */
  async function post(payload: string | object | Readable, headers: Record<string, string> = {}): Promise<Reply> {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: payload as string,
    });
    return { status: response.statusCode, body: response.json() };
  }
  const signedIn = () => ({ authorization: `Bearer ${token}` });
  const code = (reply: Reply) => reply.body.errors?.[0]?.extensions?.code;

  it('lets an anonymous caller sign in, and answers nothing else without a token, with no REST call', async () => {
    const wrong = await post({ query: 'mutation { login(email: "nobody@gateway.test", password: "not-the-password") { token } }' });
    expect(wrong.body.errors?.[0]?.message).toBe('Wrong email or password');
    expect(await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    restCalls.length = 0;
    for (const query of [
      '{ agency { name } }',
      '{ __typename viewer { isAdministrator } }',
      'query { ...F } fragment F on Query { orders { total } }',
      'mutation { logout }',
    ]) {
      const refused = await post({ query });
      expect(refused.status, query).toBe(401);
      expect(code(refused), query).toBe('UNAUTHENTICATED');
      expect(refused.body.errors?.[0]?.message).toBe('Sign in first: without a token only the sign-in mutations are answered.');
    }
    expect(restCalls).toEqual([]);
    expect((await post({ query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } });
    // Past 200 tokens no sign-in is that long: refused unread by Apollo, with or without a refused token.
    const long = `mutation { login(email: "a@b.c", password: "whatever-it-is") { token ${'__typename '.repeat(200)} } }`;
    for (const headers of [{}, { authorization: 'Bearer not-a-session-token' }] as Record<string, string>[]) {
      const refused = await post({ query: long }, headers);
      expect([refused.status, code(refused)]).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it('refuses an anonymous body over 16 KB from its Content-Length, before parsing it (413 PAYLOAD_TOO_LARGE)', async () => {
    // Not even JSON: a parsed body would be a 400, so a 413 says it was refused unread.
    const junk = `{"query": "${'x'.repeat(ANONYMOUS_BODY_LIMIT)}`;
    const refused = await post(junk);
    expect(refused.status).toBe(413);
    expect(refused.body.errors?.[0]).toEqual({
      message: 'Request body over 16 KB: sign in first (without a token only the sign-in mutations are answered).',
      extensions: { code: 'PAYLOAD_TOO_LARGE', limitBytes: 16384 },
    });
    // A token the REST API does not know counts as none.
    expect((await post(junk, { authorization: 'Bearer not-a-session-token' })).status).toBe(413);
    // Just under the limit is read and answered.
    const padded = { query: `${' '.repeat(ANONYMOUS_BODY_LIMIT - 100)}{ __typename }` };
    expect((await post(padded)).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('counts a chunked anonymous body as it streams in', async () => {
    const chunks = Array.from({ length: 40 }, () => ' '.repeat(1024));
    const stream = Readable.from([`{"query": "{ __typename }${chunks.join('')}"}`].flatMap((s) => s.match(/[\s\S]{1,1024}/g)!));
    const refused = await post(stream);
    expect(refused.status).toBe(413);
    expect(code(refused)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps the upload-sized limit for a signed-in caller', async () => {
    const big = { query: `{ __typename }${' '.repeat(2 * 1024 * 1024)}` };
    const reply = await post(big, signedIn());
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { __typename: 'Query' } });
    const huge = await post('x'.repeat(15 * 1024 * 1024), signedIn());
    expect(huge.status).toBe(413);
    expect(huge.body.errors?.[0]).toEqual({
      message: 'Request body over 14 MB.',
      extensions: { code: 'PAYLOAD_TOO_LARGE', limitBytes: 14 * 1024 * 1024 },
    });
  });

  it('answers a signed-in variable of 4 to 12 MB in a text field with its refusal, never UPSTREAM_UNAVAILABLE', async () => {
    const create = 'mutation($i: ClientInput!) { createClient(input: $i) { id } }';
    for (const megabytes of [5, 12]) {
      const i = { fullName: 'a'.repeat(megabytes * 1024 * 1024) };
      const reply = await post({ query: create, variables: { i } }, signedIn());
      expect(code(reply), `${megabytes} MB`).toBe('BAD_USER_INPUT');
    }
  });

  it("gets a signed-in clerk's too-big upload the 413 over a real socket, not a reset connection", async () => {
    // The anonymous refusal closes the connection under the upload; a clerk's is read and dropped,
    // so the browser receives the answer (a reset would show only a network error).
    const address = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ query: `{ __typename }${' '.repeat(15 * 1024 * 1024)}` });
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedIn() },
        body,
      });
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).not.toBe('close');
      expect(((await response.json()) as Reply['body']).errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('answers introspection to a signed-in caller only, and not after their logout', async () => {
    const query = '{ __schema { queryType { name } } }';
    const anonymous = await post({ query });
    expect([anonymous.status, code(anonymous)]).toEqual([401, 'UNAUTHENTICATED']);
    const badToken = await post({ query: '{ __type(name: "Order") { name } }' }, { authorization: 'Bearer not-a-session-token' });
    expect([badToken.status, code(badToken)]).toEqual([401, 'UNAUTHENTICATED']);
    expect(badToken.body.errors?.[0]?.message).toBe('Sign in first: the schema is shown to signed-in users only.');

    const mine = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const allowed = await post({ query }, { authorization: `Bearer ${mine}` });
    expect(allowed.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    expect((await post({ query: 'mutation { logout }' }, { authorization: `Bearer ${mine}` })).body).toEqual({ data: { logout: true } });
    const after = await post({ query }, { authorization: `Bearer ${mine}` });
    expect([after.status, code(after)]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('answers each query limit with 400 QUERY_TOO_COMPLEX naming the limit', async () => {
    const cases: [string, string][] = [
      ['tokens', `{ ${'agency { name } '.repeat(Math.ceil(MAX_TOKENS / 4))} }`],
      ['depth', `query($id: ID!) { order(id: $id) { ${'originalOrder { '.repeat(MAX_DEPTH)} id ${'} '.repeat(MAX_DEPTH)} } }`],
      ['aliases', `{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: agency { name }`).join(' ')} }`],
      ['directives', `{ agency { name ${'@include(if: true) '.repeat(MAX_DIRECTIVES + 1)} } }`],
      [
        'cost',
        `query($id: ID!) { ${Array.from({ length: MAX_ALIASES }, (_, i) => `o${i}: order(id: $id) { ${'originalOrder { id status isRenewal '.repeat(MAX_DEPTH - 3)}${'} '.repeat(MAX_DEPTH - 3)} }`).join(' ')} }`,
      ],
    ];
    for (const [limit, query] of cases) {
      const reply = await post({ query, variables: { id: '1' } }, signedIn());
      expect(reply.status, limit).toBe(400);
      const error = reply.body.errors?.find((e) => e.extensions?.limit === limit);
      expect(error, `${limit}: ${JSON.stringify(reply.body)}`).toBeDefined();
      expect(error!.extensions!.code).toBe('QUERY_TOO_COMPLEX');
      expect(error!.message).toMatch(/^The query is too complex: /);
    }
  });

  it('answers a syntax error with 400 GRAPHQL_PARSE_FAILED and a bad body with 400 BAD_REQUEST or 415', async () => {
    const syntax = await post({ query: '{ agency { ' }, signedIn());
    expect([syntax.status, code(syntax)]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const notJson = await post('{"query":', signedIn());
    expect([notJson.status, code(notJson)]).toEqual([400, 'BAD_REQUEST']);
    expect(notJson.body.errors?.[0]?.message).toBe('The request body is not valid JSON.');
    const xml = await post('<query/>', { ...signedIn(), 'content-type': 'application/xml' });
    expect([xml.status, code(xml)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const noQuery = await post({}, signedIn());
    expect([noQuery.status, code(noQuery)]).toEqual([400, 'BAD_REQUEST']);
  });

  it('answers an operationName the document does not hold with 400 OPERATION_NOT_FOUND, and runs nothing', async () => {
    const mine = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const unknown = await post({ query: 'mutation Out { logout }', operationName: 'Elsewhere' }, { authorization: `Bearer ${mine}` });
    expect([unknown.status, code(unknown)]).toEqual([400, 'OPERATION_NOT_FOUND']);
    expect(unknown.body.errors?.[0]?.message).toBe('Unknown operation named "Elsewhere".');
    // The logout did not run: the token still works.
    expect((await post({ query: '{ viewer { isAdministrator } }' }, { authorization: `Bearer ${mine}` })).body).toEqual({
      data: { viewer: { isAdministrator: true } },
    });
    const several = await post({ query: 'query A { __typename } query B { __typename }' }, signedIn());
    expect([several.status, code(several)]).toEqual([400, 'OPERATION_NOT_FOUND']);
  });

  it('answers a persisted query, with or without a matching hash, with 400 PERSISTED_QUERY_NOT_SUPPORTED', async () => {
    for (const body of [
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } },
      { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'not-the-hash' } } },
      { query: '{ __typename }', extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } },
    ]) {
      const reply = await post(body, signedIn());
      expect([reply.status, code(reply)]).toEqual([400, 'PERSISTED_QUERY_NOT_SUPPORTED']);
    }
  });
});

describe('requests without a live token, per address', () => {
  let stack: TestStack;
  const LIMIT = 5;
  const restCalls: string[] = [];
  beforeAll(async () => {
    stack = await startTestStack(
      {},
      { ANONYMOUS_REQUESTS_PER_MINUTE: String(LIMIT) },
      { onRestCall: (method, path) => restCalls.push(`${method} ${path}`) },
    );
  });
  afterAll(async () => stack?.close());

  const ask = (query: string, options: { authorization?: string; from?: string } = {}) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: options.from ?? '192.0.2.10',
      headers: { 'content-type': 'application/json', ...(options.authorization ? { authorization: options.authorization } : {}) },
      payload: JSON.stringify({ query }),
    });

  it('holds and refuses the requests past the limit (429 RATE_LIMITED), and keeps serving signed-in callers and other addresses', async () => {
    // Signed in while under the limit (a sign-in counts as an anonymous request).
    const login = await ask(`mutation { login(email: "${ADMIN_EMAIL}", password: "${ADMIN_PASSWORD}") { token } }`);
    const token = (login.json() as { data: { login: { token: string } } }).data.login.token;
    // A clerk's requests do not count: their office's sign-ins stay open however busy they are. The
    // token the sign-in handed out is known to be live: no REST call asks about it.
    restCalls.length = 0;
    for (let i = 0; i < 2 * LIMIT; i += 1)
      expect((await ask('{ agency { name } }', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(restCalls.filter((call) => call === 'GET /api/auth/me')).toEqual([]);
    for (let i = 1; i < LIMIT; i += 1) expect((await ask('{ agency { name } }')).statusCode).toBe(401);

    const started = performance.now();
    const refused = await ask('{ __typename }');
    const heldMs = performance.now() - started;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Too many requests without signing in from this address: try again in \d+ seconds\.$/),
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
        },
      ],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers.connection).toBe('close');
    expect(heldMs).toBeGreaterThanOrEqual(TARPIT_MS - 50);
    // A bad token is no way around it.
    expect((await ask('{ __typename }', { authorization: 'Bearer not-a-session-token' })).statusCode).toBe(429);

    // The clerk behind the same address is answered at once, and another address is not limited.
    const clerk = await ask('{ agency { name } }', { authorization: `Bearer ${token}` });
    expect(clerk.statusCode).toBe(200);
    expect(clerk.json()).toMatchObject({ data: { agency: { name: 'Gateway Test Agency' } } });
    expect((await ask('{ __typename }', { from: '198.51.100.7' })).json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('counts the CSV export of a caller without a live token too (its token is in the form)', async () => {
    const from = '203.0.113.5';
    const exportAs = (token: string) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/export/orders',
        remoteAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, list: 'orders' }).toString(),
      });
    const login = await ask(`mutation { login(email: "${ADMIN_EMAIL}", password: "${ADMIN_PASSWORD}") { token } }`, { from });
    const token = (login.json() as { data: { login: { token: string } } }).data.login.token;
    for (let i = 1; i < LIMIT; i += 1) expect((await exportAs(`made-up-${i}`)).statusCode).toBe(401);
    expect((await exportAs('made-up-again')).statusCode).toBe(429);
    expect((await exportAs(token)).statusCode).toBe(200);
  });
});

describe("the web app's operations", () => {
  it('each fits every limit, as the browser sends it (the operation and the fragments it uses)', () => {
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.graphql')) files.push(path);
      }
    };
    walk(fileURLToPath(new URL('../../web/src', import.meta.url)));
    const all = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
    const fragments = new Map(
      all.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    const schema = buildSchema();
    const rules = [...specifiedRules, ...armorProtection().validationRules];
    const operations = all.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const operation of operations) {
      const used = new Map<string, DefinitionNode>();
      const collect = (node: DefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (fragment && !used.has(spread.name.value)) {
              used.set(spread.name.value, fragment);
              collect(fragment);
            }
          },
        });
      collect(operation);
      const text = print({ kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
      try {
        const errors = validate(schema, parse(text, PARSE_OPTIONS), rules);
        if (errors.length > 0) refused.push(`${operation.name?.value}: ${errors[0]!.message}`);
      } catch (error) {
        refused.push(`${operation.name?.value}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
