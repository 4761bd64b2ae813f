/**
 * How the gateway executes operations: an operation the app sends again and again is compiled once
 * by graphql-jit and its compiled form runs every later request (the orders page's execution and
 * serialisation cost a third of what graphql-js's interpreter costs: tests/perf/README.md). Plugged
 * into Apollo Server through its documented gateway interface (@apollo/server-gateway-interface),
 * which hands every parsed and validated request to an executor; parsing, validation,
 * graphql-armor's limits, CSRF prevention, plugins and error formatting stay Apollo's.
 *
 * Anything graphql-jit does not compile, and any request whose variables do not coerce, runs on
 * graphql-js's `execute` instead, so error replies keep graphql-js's exact shape (Apollo marks
 * variable errors BAD_USER_INPUT from their variable-definition node, which only graphql-js sets).
 */
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/** A compiled operation, or the reason to interpret it instead. */
type Compiled = CompiledQuery | 'interpret';

/**
 * Runs of an operation before it is compiled. Compiling costs ~1.4 ms (the interpreter ~30 µs a run),
 * so a one-off query (the playground, a probe, anyone posting new text) is only interpreted; the
 * app's operations, sent again and again, are compiled on their second run.
 */
export const COMPILE_AFTER_RUNS = 2;
/** Compiled operations kept, least recently used dropped (the web app sends ~75). */
const COMPILED_KEPT = 500;
/** Operations counted towards compiling, least recently used dropped. */
const RUNS_KEPT = 5000;

/**
 * Returns an executor over `schema` that compiles an operation (query hash and operation name) on
 * its `compileAfter`th run and runs the compiled form from then on; both caches are bounded.
 * `compile` is graphql-jit's compileQuery unless given (a test counts its calls through it).
 */
export function compiledExecutor(
  schema: GraphQLSchema,
  { compileAfter = COMPILE_AFTER_RUNS, compile = compileQuery }: { compileAfter?: number; compile?: typeof compileQuery } = {},
): GatewayExecutor {
  const runs = new LRUCache<string, number>({ max: RUNS_KEPT });
  const compiledOperations = new LRUCache<string, Compiled>({ max: COMPILED_KEPT });

  /** The compiled form of the operation, or undefined while it has not run often enough. */
  const compiledFor = (key: string, document: DocumentNode, operationName: string | null): Compiled | undefined => {
    const known = compiledOperations.get(key);
    if (known) return known;
    const seen = (runs.get(key) ?? 0) + 1;
    if (seen < compileAfter) {
      runs.set(key, seen);
      return undefined;
    }
    runs.delete(key);
    const result = compile(schema, document, operationName ?? undefined);
    const compiled: Compiled = isCompiledQuery(result) ? result : 'interpret';
    compiledOperations.set(key, compiled);
    return compiled;
  };

  return async (requestContext) => {
    const { document, operationName, context } = requestContext;
    const variables = requestContext.request.variables ?? {};
    const interpret = () =>
      execute({ schema, document, contextValue: context, variableValues: variables, operationName }) as Promise<ExecutionResult>;
    const compiled = compiledFor(`${requestContext.queryHash}:${operationName ?? ''}`, document, operationName);
    if (compiled === undefined || compiled === 'interpret') return interpret();
    const result = await compiled.query(undefined, context, variables);
    // No data at all means the variables did not coerce and nothing ran: let graphql-js word it.
    if (!('data' in result) || result.data === undefined) return interpret();
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
}

/**
 * graphql-jit's errors are read-only look-alikes of GraphQLError; plugins (graphql-armor masks
 * field suggestions in place) and Apollo's formatting expect graphql-js's own, so each becomes one
 * with the same message, locations, path, extensions and original error.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  if (error.locations) Object.defineProperty(copy, 'locations', { value: error.locations, enumerable: true, writable: true });
  return copy;
}

/**
 * The gateway interface Apollo Server takes instead of a schema: a fixed schema (no updates) and
 * the compiled executor.
 */
export function compiledGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return { executor: compiledExecutor(schema) };
    },
    async stop() {
      // Nothing to release: the schema never changes.
    },
  };
}
