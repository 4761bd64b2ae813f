/**
 * The compiled executor (execution.ts) must answer exactly as graphql-js would: same data, same
 * errors with the same codes, paths and locations. graphql-js's `execute` is the reference here; the
 * data source is a fixed in-memory one because what is compared is the two engines, not the REST API
 * (the domain suites run every operation through the compiled executor against the real one).
 */
import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLError, Kind, execute, getIntrospectionQuery, getOperationAST, parse, validate, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';
import { compiledExecutor } from './execution.js';
import type { RestClient, RestOrderListItem } from './rest/types.js';
import { buildSchema } from './schema.js';

const schema = buildSchema();

const clients: Record<number, RestClient> = {
  7: {
    id: 7,
    version: 1,
    fullName: 'Márcia Andrade',
    birthday: '1980-02-29',
    email: '52998224725',
    telephone: '9083439657',
    streetAddress: '1 Main St',
    zipCode: '07030',
    city: 'Hoboken',
    state: 'NJ',
    country: 'US',
    documentTypeID: 1,
    documentNumber: 'X1',
    hasDocument: false,
  },
};

const item = (id: number, overrides: Partial<RestOrderListItem> = {}): RestOrderListItem => ({
  id,
  senderName: 'Márcia Andrade',
  beneficiary: 'João Santana',
  clientID: 7,
  recipientID: 9,
  telephone: '9083439657',
  amountUSD: '229.17',
  amountBRL: '1206.19',
  remainingValue: '0.00',
  createdAt: '2026-11-20T17:44:40.860Z',
  creationDate: '2026-11-20',
  paymentDate: '2026-11-23',
  statusID: 1,
  transactionTypeID: 1,
  ...overrides,
});

/** A context whose order search answers `items`, or fails with `failure`. */
function context(items: RestOrderListItem[], failure?: Error) {
  return {
    rest: {
      lists: {
        search: async () => {
          if (failure) throw failure;
          return { size: 1000, items: items.map((i) => ({ ...i })) };
        },
      },
      clients: {
        byId: async (id: number) =>
          clients[id] ?? Promise.reject(new GraphQLError(`Client ${id} not found`, { extensions: { code: 'NOT_FOUND' } })),
      },
    },
  };
}

/** The request context Apollo hands the executor, for `query`. */
function requestOf(query: string, variables: Record<string, unknown>, contextValue: unknown): GatewayGraphQLRequestContext {
  const document = parse(query);
  const operation = getOperationAST(document)!;
  return {
    document,
    operation,
    operationName: operation.name?.value ?? null,
    context: contextValue,
    queryHash: query,
    request: { query, variables },
  } as unknown as GatewayGraphQLRequestContext;
}

/** Runs `query` on both engines with fresh contexts and returns both results as JSON. */
async function both(query: string, variables: Record<string, unknown>, makeContext: () => unknown) {
  const document = parse(query);
  expect(validate(schema, document)).toEqual([]);
  // The comparison means something only if graphql-jit compiles it (else the executor interprets).
  expect(isCompiledQuery(compileQuery(schema, document))).toBe(true);
  // Compiled from the first run here; in production from the second (COMPILE_AFTER_RUNS).
  const run = compiledExecutor(schema, { compileAfter: 1 });
  const requestContext = (contextValue: unknown) => requestOf(query, variables, contextValue);
  const reference = await execute({ schema, document, variableValues: variables, contextValue: makeContext() });
  const compiled = await run(requestContext(makeContext()));
  // The same document twice: the second run uses the cached compiled form.
  const again = await run(requestContext(makeContext()));
  return { reference, compiled, again, json: (r: ExecutionResult) => JSON.parse(JSON.stringify(r)) as unknown };
}

describe('compiled execution answers as graphql-js does', () => {
  it('returns the same orders page: enums, scalars, aliases, fragments, typenames and batched clients', async () => {
    const query = `query Page($page: Int!, $search: OrderSearch) {
      orders(page: $page, perPage: 18, search: $search) {
        __typename total
        items { ...Row first: senderName client { fullName birthday cpf documentType } }
      }
    }
    fragment Row on OrderListItem { id amountUsd amountBrl remainingValue paymentDate createdAt status type beneficiaryName }`;
    const items = [
      item(1),
      item(2, { statusID: 3, transactionTypeID: 2, remainingValue: '1206.19' }),
      item(3, { statusID: 5, transactionTypeID: 0 }),
    ];
    const { reference, compiled, again, json } = await both(query, { page: 2, search: { status: 'PENDING' } }, () => context(items));
    expect(reference.errors).toBeUndefined();
    expect(json(compiled)).toEqual(json(reference));
    expect(json(again)).toEqual(json(reference));
    expect((compiled.data as { orders: { items: { status: string }[] } }).orders.items.map((i) => i.status)).toEqual(
      (reference.data as { orders: { items: { status: string }[] } }).orders.items.map((i) => i.status),
    );
  });

  it('answers introspection as graphql-js does (the playground and codegen read it)', async () => {
    const query = `{ __type(name: "OrderStatus") { name enumValues { name } } __schema { queryType { name } } }`;
    const { reference, compiled, json } = await both(query, {}, () => context([]));
    expect(json(compiled)).toEqual(json(reference));
    // The whole introspection query GraphiQL sends, descriptions and deprecations included.
    const full = await both(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }), {}, () => context([]));
    expect(full.reference.errors).toBeUndefined();
    expect(full.json(full.compiled)).toEqual(full.json(full.reference));
  });

  it('keeps a resolver error its code, path and locations, as a writable graphql-js GraphQLError', async () => {
    const failure = new GraphQLError('Access denied', { extensions: { code: 'FORBIDDEN' } });
    const { reference, compiled, json } = await both('{ orders { total } }', {}, () => context([], failure));
    expect(json(compiled)).toEqual(json(reference));
    const error = compiled.errors![0]!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.extensions.code).toBe('FORBIDDEN');
    expect(error.originalError).toBe(failure);
    // graphql-armor rewrites messages in place (field suggestions): the message must stay writable.
    (error as { message: string }).message = 'masked';
    expect(error.message).toBe('masked');
  });

  it('nulls a bad value from REST where graphql-js does, as an internal error naming the scalar', async () => {
    const { reference, compiled, json } = await both('{ orders { items { id paymentDate } } }', {}, () =>
      context([item(1, { paymentDate: '2026-02-30' })]),
    );
    expect(json(compiled)).toEqual(json(reference));
    expect(compiled.data).toBeNull();
    expect(compiled.errors![0]!.message).toMatch(/^Date: must be a calendar date.*\(in a REST reply\)$/);
    // Not the user's input: no BAD_USER_INPUT from either engine (Apollo makes it INTERNAL_SERVER_ERROR).
    expect(compiled.errors![0]!.extensions.code).toBeUndefined();
    expect(reference.errors![0]!.extensions.code).toBeUndefined();
  });

  it('compiles an operation on its second run, once, and only interprets a one-off', async () => {
    // Counts graphql-jit's compilations (the real function runs).
    const compiles = { count: 0 };
    const run = compiledExecutor(schema, {
      compile: (...args) => {
        compiles.count += 1;
        return compileQuery(...args);
      },
    });
    const page = 'query Page { orders { total } }';
    await run(requestOf(page, {}, context([])));
    expect(compiles.count).toBe(0);
    await run(requestOf(page, {}, context([])));
    await run(requestOf(page, {}, context([])));
    expect(compiles.count).toBe(1);
    const result = await run(requestOf('query OneOff { orders { total } }', {}, context([])));
    expect(result).toEqual({ data: { orders: { total: 1000 } } });
    expect(compiles.count).toBe(1);
  });

  it('words a variable that does not coerce exactly as graphql-js does', async () => {
    const { reference, compiled, json } = await both('query Page($page: Int!) { orders(page: $page) { total } }', { page: 'two' }, () =>
      context([]),
    );
    expect(json(compiled)).toEqual(json(reference));
    expect(compiled.errors![0]!.nodes?.[0]?.kind).toBe('VariableDefinition');
  });
});

describe("the web app's operations", () => {
  it('all compile, so none silently falls back to the interpreter', () => {
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.graphql')) files.push(path);
      }
    };
    walk(fileURLToPath(new URL('../../web/src', import.meta.url)));
    const document = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).map((d) => d.name!.value);
    expect(operations.length).toBeGreaterThan(50);
    const refused = operations.filter((name) => !isCompiledQuery(compileQuery(schema, document, name)));
    expect(refused).toEqual([]);
  });
});

describe('the compiled executor inside Apollo Server', () => {
  it('answers a variable that does not coerce with 400 BAD_USER_INPUT', async () => {
    const gateway = await createGateway(loadGatewayConfig({ REST_API_URL: 'http://127.0.0.1:1', WEB_DIST: '/nonexistent' }), {
      logger: false,
    });
    try {
      const reply = await gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: 'Bearer some-token' },
        payload: { query: 'query Page($page: Int!) { orders(page: $page) { total } }', variables: { page: 'two' } },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(reply.json().errors[0].message).toContain('$page');
    } finally {
      await gateway.close();
    }
  });
});
