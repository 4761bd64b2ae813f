/**
 * The limits of POST /graphql and the stable codes of their refusals (docs/graphql-limits.md).
 *
 * - Body: 16 KB without a live token, checked from Content-Length (or while reading a chunked body)
 *   before anything is parsed; 14 MB with one (a 10 MB file as base64). Over it: 413 PAYLOAD_TOO_LARGE.
 * - Without an Authorization header only the sign-in mutation (`login`, and `__typename`) is
 *   answered, in at most 200 tokens: anything else is 401 UNAUTHENTICATED, refused after a parse
 *   of at most 200 tokens, before Apollo and before any REST call. A longer document with a token
 *   the REST API refuses is refused the same way.
 * - Introspection (`__schema`, `__type`) only with a live token: 401 UNAUTHENTICATED otherwise.
 * - Tokens (graphql-js's parser), depth, aliases, directives and cost (graphql-armor): 400
 *   QUERY_TOO_COMPLEX with `extensions.limit` naming which.
 * - An operationName the document does not hold, or none with several operations: 400 OPERATION_NOT_FOUND.
 * - Persisted queries are not offered: 400 PERSISTED_QUERY_NOT_SUPPORTED.
 * - A body that is not JSON: 400 BAD_REQUEST; another content type: 415 UNSUPPORTED_MEDIA_TYPE.
 * - Requests without a live token: at most ANONYMOUS_REQUESTS_PER_MINUTE from one address; past it,
 *   each is held for a second, then refused with 429 RATE_LIMITED and the connection closed.
 */
import { Transform, type Readable } from 'node:stream';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { SignedInCheck } from './auth/signed-in.js';
import type { GatewayContext } from './context.js';

/** Largest GraphQL request body of a signed-in caller: a 10 MB file as base64 plus the query (14 MB). */
export const BODY_LIMIT = 14 * 1024 * 1024;
/** Largest body without a live token: a sign-in fits many times over. */
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;

/**
 * The most of a signed-in caller's refused body (413) the gateway still reads and drops so that the
 * answer reaches the browser (bytes, declared by Content-Length); above it, or without a length, the
 * connection is closed after the answer.
 */
export const DRAIN_LIMIT = 64 * 1024 * 1024;
/** Lexical tokens in one document (the web app's largest file of operations has about 500). */
export const MAX_TOKENS = 2000;
export const MAX_DEPTH = 12;
export const MAX_ALIASES = 15;
export const MAX_DIRECTIVES = 20;
export const MAX_COST = 5000;

/** Lexical tokens a document may have before the caller must be signed in (a sign-in has about 30). */
export const ANONYMOUS_MAX_TOKENS = 200;
/**
 * Root fields answered without an Authorization header: the sign-in's password step, its code step and an enrolment
 * at sign-in (the REST API checks their challenge: docs/employees-and-access.md#sign-in).
 */
const ANONYMOUS_FIELDS = new Set(['login', 'verifyLogin', 'setupSecondFactor', 'enableSecondFactor', '__typename']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);
const ANONYMOUS_REFUSAL = 'Sign in first: without a token only the sign-in mutations are answered.';
/** graphql-js's words when it stops at `maxTokens`. */
const TOO_MANY_TOKENS = /Document contains more tha[nt] \d+ tokens/;

/** Stable extensions.code values of the gateway's own refusals. */
export type LimitCode =
  | 'PAYLOAD_TOO_LARGE'
  | 'QUERY_TOO_COMPLEX'
  | 'OPERATION_NOT_FOUND'
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  | 'UNAUTHENTICATED'
  | 'BAD_REQUEST'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED';

function refusal(message: string, code: LimitCode, status: number, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra, http: { status } } });
}

/** A GraphQL error reply for Fastify (before Apollo runs): `{errors: [{message, extensions: {code}}]}`. */
function sendRefusal(reply: FastifyReply, status: number, code: LimitCode, message: string, extra: Record<string, unknown> = {}) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code, ...extra } }] });
}

/**
 * graphql-armor's validation rules with our refusal: each reports a validation error marked
 * `extensions.limit` (depth, aliases, directives, cost), which `withLimitCode` turns into
 * QUERY_TOO_COMPLEX; and its plugin that hides field suggestions. Its token limit is not used: it
 * parses every document a second time and answers a syntax error with HTTP 500; graphql-js's own
 * `maxTokens` parse option (`PARSE_OPTIONS`) does the same job.
 */
export function armorProtection() {
  const reject = (limit: string) => ({
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        context?.reportError(new GraphQLError(error.message, { extensions: { limit } }));
      },
    ],
  });
  const armor = new ApolloArmor({
    maxDepth: { n: MAX_DEPTH, ...reject('depth') },
    maxAliases: { n: MAX_ALIASES, ...reject('aliases') },
    costLimit: { maxCost: MAX_COST, ...reject('cost') },
    maxDirectives: { n: MAX_DIRECTIVES, ...reject('directives') },
    maxTokens: { enabled: false },
  });
  const { plugins, validationRules } = armor.protect();
  // graphql-armor's typings point at Apollo's CommonJS declarations; the plugins are the same at run time.
  return { plugins: plugins as unknown as ApolloServerPlugin<GatewayContext>[], validationRules };
}

/** Apollo's parseOptions: graphql-js stops lexing after MAX_TOKENS tokens. */
export const PARSE_OPTIONS = { maxTokens: MAX_TOKENS };

/**
 * A formatted error that names one of our limits, reworded: graphql-js's token limit (a syntax
 * error, "Document contains more that N tokens") and graphql-armor's rules become
 * QUERY_TOO_COMPLEX with `extensions.limit` (tokens, depth, aliases, directives, cost); any other
 * error is returned as it is.
 */
export function withLimitCode(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const extensions = formatted.extensions;
  if (extensions?.code === 'GRAPHQL_PARSE_FAILED' && TOO_MANY_TOKENS.test(formatted.message)) {
    return {
      message: `The query is too complex: more than ${MAX_TOKENS} tokens.`,
      extensions: { ...extensions, code: 'QUERY_TOO_COMPLEX', limit: 'tokens' },
    };
  }
  if (extensions?.code === 'GRAPHQL_VALIDATION_FAILED' && typeof extensions.limit === 'string') {
    return {
      ...formatted,
      message: `The query is too complex: ${formatted.message.replace(/^Syntax Error: /, '')}`,
      extensions: { ...extensions, code: 'QUERY_TOO_COMPLEX' },
    };
  }
  return formatted;
}

/** Root fields by operation node: Apollo hands every request of a cached document the same nodes. */
const rootFieldsSeen = new WeakMap<OperationDefinitionNode, Set<string>>();

/**
 * The names of the root fields an operation selects, through fragments and inline fragments;
 * worked out once per operation node (the app's operations come from Apollo's document cache).
 */
function rootFields(operation: OperationDefinitionNode, document: DocumentNode): Set<string> {
  let names = rootFieldsSeen.get(operation);
  if (!names) {
    names = walkRootFields(operation, document);
    rootFieldsSeen.set(operation, names);
  }
  return names;
}

function walkRootFields(operation: OperationDefinitionNode, document: DocumentNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}

function authorizationOf(requestContext: GraphQLRequestContext<GatewayContext>): string | null {
  const value = requestContext.request.http?.headers.get('authorization');
  return value ? value : null;
}

/**
 * The Apollo plugin of the limits that need the parsed operation: a named operation that is not in
 * the document, introspection without a live token, persisted queries; and it forgets a token
 * signed out through `logout`, and remembers one handed out by `login` as live.
 */
export function limitsPlugin(signedIn: SignedInCheck): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart(start) {
      if (start.request.extensions?.persistedQuery) {
        // Apollo answers these with HTTP 200 (the automatic persisted queries protocol); nobody here
        // uses that protocol, so the status says it is a refused request.
        return {
          async willSendResponse({ response }) {
            response.http.status = 400;
          },
        };
      }
      return {
        async didResolveOperation(requestContext) {
          const { operation, document, request } = requestContext;
          if (!operation) {
            throw refusal(
              request.operationName
                ? `Unknown operation named "${request.operationName}".`
                : 'Must provide operation name if query contains multiple operations.',
              'OPERATION_NOT_FOUND',
              400,
            );
          }
          const fields = rootFields(operation, document);
          if ([...fields].some((name) => INTROSPECTION_FIELDS.has(name)) && !(await signedIn.isSignedIn(authorizationOf(requestContext)))) {
            throw refusal('Sign in first: the schema is shown to signed-in users only.', 'UNAUTHENTICATED', 401);
          }
        },
        async willSendResponse(requestContext) {
          const { operation, document, response } = requestContext;
          if (!operation || !document || response.body.kind !== 'single' || response.body.singleResult.errors) return;
          const fields = rootFields(operation, document);
          if (fields.has('logout')) signedIn.forget(authorizationOf(requestContext));
          // A token just handed out is live: its first requests need not be asked about.
          const data = response.body.singleResult.data;
          const token =
            (data?.login as { token?: unknown } | null | undefined)?.token ??
            (data?.verifyLogin as { token?: unknown } | null | undefined)?.token ??
            (data?.enableSecondFactor as { session?: { token?: unknown } | null } | null | undefined)?.session?.token;
          if (typeof token === 'string') signedIn.remember(`Bearer ${token}`);
        },
      };
    },
  };
}

/** The query text and operation name of a /graphql request (POST body or GET query string), when there is one. */
function operationTextOf(request: FastifyRequest): { query: string; operationName: string | undefined } | null {
  const source = (request.method === 'GET' ? request.query : request.body) as { query?: unknown; operationName?: unknown } | null;
  if (!source || typeof source !== 'object' || typeof source.query !== 'string') return null;
  return { query: source.query, operationName: typeof source.operationName === 'string' ? source.operationName : undefined };
}

/**
 * Fastify preHandler of /graphql: refuses what only a signed-in caller may ask before Apollo parses
 * and validates it, so an anonymous caller costs a short parse at most. The document is parsed up
 * to ANONYMOUS_MAX_TOKENS tokens: without an Authorization header, a longer one, or one asking for
 * anything but `login` (and `__typename`), is 401 UNAUTHENTICATED; with a header, a longer one is
 * refused only when the REST API refuses the token (asked once, remembered). A token remembered as
 * live skips the parse. Everything else, and anything it cannot read, goes on to Apollo, which
 * answers it with the full limits.
 */
export function anonymousHook(signedIn: SignedInCheck) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const authorization = request.headers.authorization;
    // A token known to be live passes whatever its document: nothing to parse here (Apollo does).
    if (signedIn.remembered(authorization) === 'signed-in') return;
    const text = operationTextOf(request);
    if (!text) return;
    let document: DocumentNode;
    try {
      document = parse(text.query, { maxTokens: ANONYMOUS_MAX_TOKENS, noLocation: true });
    } catch (error) {
      if (!TOO_MANY_TOKENS.test((error as Error).message)) return;
      if (!authorization || (await signedIn.status(authorization)) === 'refused')
        return sendRefusal(reply, 401, 'UNAUTHENTICATED', ANONYMOUS_REFUSAL);
      return;
    }
    if (authorization) return;
    const operation = getOperationAST(document, text.operationName);
    if (operation && [...rootFields(operation, document)].some((name) => !ANONYMOUS_FIELDS.has(name))) {
      return sendRefusal(reply, 401, 'UNAUTHENTICATED', ANONYMOUS_REFUSAL);
    }
  };
}

/** Milliseconds a request over the anonymous limit is held before its 429: a client that waits for answers slows to one a second per connection. */
export const TARPIT_MS = 1000;
/** Requests held at once; past this many, the 429 goes out at once (held sockets cost memory). */
const TARPIT_HELD_MAX = 256;

/** The per-address counter of `@fastify/rate-limit` (FastifyInstance.createRateLimit), as the hook uses it. */
type AddressCounter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

/**
 * Fastify onRequest hook of /graphql: the per-address limit of requests without a live token
 * (docs/graphql-limits.md#anonymous-callers). A request with a live token is not counted (the
 * token is asked of the REST API once and remembered, SignedInCheck); any other (no header, a
 * refused token) counts against its address (`request.ip`, which follows TRUST_PROXY). Past the
 * limit it is held TARPIT_MS, then refused before its body is read: 429 RATE_LIMITED,
 * `Retry-After` and `extensions.retryAfterSeconds` (seconds until the address's window ends),
 * `Connection: close`. `authorizationOf` finds the caller's Authorization (the header by default;
 * the CSV export's form carries its token in the body).
 */
export function anonymousRateHook(
  signedIn: SignedInCheck,
  counter: AddressCounter,
  authorizationOf: (request: FastifyRequest) => string | undefined = (request) => request.headers.authorization,
) {
  let held = 0;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const authorization = authorizationOf(request);
    if (signedIn.remembered(authorization) === 'signed-in' || (await signedIn.isSignedIn(authorization))) return;
    const verdict = await counter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    if (held < TARPIT_HELD_MAX) {
      held += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, TARPIT_MS));
      } finally {
        held -= 1;
      }
    }
    const seconds = Math.max(1, verdict.ttlInSeconds);
    reply.header('retry-after', String(seconds)).header('connection', 'close');
    return sendRefusal(
      reply,
      429,
      'RATE_LIMITED',
      `Too many requests without signing in from this address: try again in ${seconds} seconds.`,
      { retryAfterSeconds: seconds },
    );
  };
}

/**
 * Fastify preParsing hook of /graphql: the body limit for this caller, refused from Content-Length
 * at once, or while a chunked body streams in. A token is asked about only when the body could be
 * over the anonymous limit (most requests are smaller and need no REST call).
 */
export function bodyLimitHook(signedIn: SignedInCheck) {
  // Callback style: the usual small body passes without a promise.
  return (
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: Readable,
    done: (error: Error | null, payload?: Readable) => void,
  ): void => {
    const declared = Number(request.headers['content-length']);
    const known = Number.isFinite(declared) && request.headers['content-length'] !== undefined;
    if (known && declared <= ANONYMOUS_BODY_LIMIT) return done(null, payload);
    limitedBody(signedIn, request, payload, known ? declared : undefined).then(
      (limited) => done(null, limited),
      (error: Error) => done(error),
    );
  };
}

/** The payload, refused or cut off past the body limit of this caller. @throws TooLarge when Content-Length says so. */
async function limitedBody(
  signedIn: SignedInCheck,
  request: FastifyRequest,
  payload: Readable,
  declared: number | undefined,
): Promise<Readable> {
  const known = declared !== undefined;
  const limit = (await signedIn.isSignedIn(request.headers.authorization)) ? BODY_LIMIT : ANONYMOUS_BODY_LIMIT;
  if (known && declared > limit) {
    // A signed-in caller's body up to DRAIN_LIMIT is read and dropped before the 413 goes out: a
    // reply written while the client is still sending, on a connection closed under it, reaches
    // the client as a reset (fetch: "other side closed") instead of the answer. Nothing is forwarded.
    if (limit === BODY_LIMIT && declared <= DRAIN_LIMIT) await drain(payload);
    throw tooLarge(limit);
  }
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(tooLarge(limit));
      else done(null, chunk);
    },
  });
  payload.on('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
}

/** Reads `payload` to its end and drops it; resolves when it ended, closed or failed (the refusal follows either way). */
function drain(payload: Readable): Promise<void> {
  return new Promise((resolve) => {
    if (payload.readableEnded || payload.destroyed) return resolve();
    const done = () => {
      payload.off('end', done).off('close', done).off('error', done);
      resolve();
    };
    payload.on('end', done).on('close', done).on('error', done);
    payload.resume();
  });
}

interface TooLarge extends Error {
  statusCode: number;
  code: 'PAYLOAD_TOO_LARGE';
  limit: number;
}

function tooLarge(limit: number): TooLarge {
  const anonymous = limit === ANONYMOUS_BODY_LIMIT;
  const error = new Error(
    anonymous
      ? `Request body over ${ANONYMOUS_BODY_LIMIT / 1024} KB: sign in first (without a token only the sign-in mutations are answered).`
      : `Request body over ${BODY_LIMIT / 1024 / 1024} MB.`,
  ) as TooLarge;
  error.statusCode = 413;
  error.code = 'PAYLOAD_TOO_LARGE';
  error.limit = limit;
  return error;
}

/**
 * Error handler of /graphql for what fails before Apollo runs (body limit, body not JSON, content
 * type): a GraphQL-shaped reply with a stable code, never a 5xx for the caller's input.
 */
export function graphqlErrorHandler(error: FastifyError | TooLarge, request: FastifyRequest, reply: FastifyReply): void {
  // It answers through `reply` (a thenable): Fastify wants nothing back.
  void answerGraphqlError(error, request, reply);
}

function answerGraphqlError(error: FastifyError | TooLarge, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    const limit = (error as TooLarge).limit ?? BODY_LIMIT;
    const message = (error as TooLarge).limit ? error.message : `Request body over ${BODY_LIMIT / 1024 / 1024} MB.`;
    // Anonymous: close the connection after the reply, or Node would read (and throw away) the rest
    // of the body, megabytes of work for each refused flood. Signed in (a clerk's too-big scan): the
    // body was read and dropped before this (limitedBody, up to DRAIN_LIMIT), so the browser gets this answer; a
    // connection closed under an upload still being sent is reset, and the browser shows only a
    // network error (docs/graphql-limits.md).
    const declared = Number(request.headers['content-length']);
    if (limit === ANONYMOUS_BODY_LIMIT || !(declared <= DRAIN_LIMIT)) reply.header('connection', 'close');
    return sendRefusal(reply, 413, 'PAYLOAD_TOO_LARGE', message, { limitBytes: limit });
  }
  if (status === 415) return sendRefusal(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send GraphQL requests as application/json.');
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : error.message;
    return sendRefusal(reply, status, 'BAD_REQUEST', message);
  }
  request.log.error({ err: error }, 'graphql request failed');
  return reply
    .code(500)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: 'Internal error in the gateway', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
}
