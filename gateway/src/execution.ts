/**
 * How the gateway executes operations: each operation document is compiled once by graphql-jit and
 * its compiled form runs every later request (the orders page's execution and serialisation cost a
 * third of what graphql-js's interpreter costs: tests/perf/README.md). Plugged into Apollo Server
 * through its documented gateway interface (@apollo/server-gateway-interface), which hands every
 * parsed and validated request to an executor; parsing, validation, graphql-armor's limits, CSRF
 * prevention, plugins and error formatting stay Apollo's.
 *
 * Anything graphql-jit does not compile, and any request whose variables do not coerce, runs on
 * graphql-js's `execute` instead, so error replies keep graphql-js's exact shape (Apollo marks
 * variable errors BAD_USER_INPUT from their variable-definition node, which only graphql-js sets).
 * One known difference, tested: a value from REST that a scalar refuses on the way out keeps its
 * message and path but not the scalar's code, so Apollo reports it as INTERNAL_SERVER_ERROR.
 */
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** A compiled operation, or the reason to interpret it instead. */
type Compiled = CompiledQuery | 'interpret';

/**
 * Returns an executor over `schema` that compiles each (document, operation name) once. Compiled
 * forms are held per parsed document, so they live exactly as long as Apollo's document cache
 * keeps that document.
 */
export function compiledExecutor(schema: GraphQLSchema): GatewayExecutor {
  const cache = new WeakMap<DocumentNode, Map<string | null, Compiled>>();

  const compiledFor = (document: DocumentNode, operationName: string | null): Compiled => {
    let byName = cache.get(document);
    if (!byName) {
      byName = new Map();
      cache.set(document, byName);
    }
    let compiled = byName.get(operationName);
    if (!compiled) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      compiled = isCompiledQuery(result) ? result : 'interpret';
      byName.set(operationName, compiled);
    }
    return compiled;
  };

  return async (requestContext) => {
    const { document, operationName, context } = requestContext;
    const variables = requestContext.request.variables ?? {};
    const interpret = () =>
      execute({ schema, document, contextValue: context, variableValues: variables, operationName }) as Promise<ExecutionResult>;
    const compiled = compiledFor(document, operationName);
    if (compiled === 'interpret') return interpret();
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
