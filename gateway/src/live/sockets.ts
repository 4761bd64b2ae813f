/**
 * GraphQL subscriptions over the graphql-ws protocol at /graphql, on the gateway's own port
 * (docs/live-updates.md). One process: one event stream to the REST API (live/stream.ts), one hub,
 * any number of sockets.
 *
 * - A socket is accepted only with `connectionParams.authorization` = `Bearer <token>` that the REST
 *   API accepts (GET /api/auth/me, as queries are checked); otherwise it is closed with 4401.
 * - The token is checked again every RECHECK_MS, and at once when the stream says sessions changed
 *   (a logout, a revocation, a role change): a token the REST API refuses now closes its sockets with 4401.
 * - Sockets live only while the stream is up: a socket opened while it is down, and every open socket
 *   when it drops, is closed with 4205 (LIVE_INTERRUPTED). graphql-ws clients reconnect by themselves
 *   and the web refetches its active queries on every (re)connection, so nothing missed stays missed.
 * - Without GATEWAY_SECRET there is no stream (the REST API opens it to the gateway only): sockets
 *   are closed with 4503 (LIVE_OFF) and the web falls back to refetching on focus.
 * - The limits of queries apply: messages up to ANONYMOUS_BODY_LIMIT (a subscription is a few hundred
 *   bytes), graphql-js's token limit, graphql-armor's depth, alias, directive and cost rules; and at
 *   most MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions on one socket.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, parse, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GatewayContext } from '../context.js';
import { ANONYMOUS_BODY_LIMIT, PARSE_OPTIONS, withLimitCode } from '../limits.js';
import { bearerTokenOf, type SignedInCheck } from '../auth/signed-in.js';
import type { Caller } from '../rest/client.js';
import type { RestDataSource } from '../rest/data-source.js';
import { LiveHub } from './hub.js';
import { EventStream, type LiveEvent } from './stream.js';

/** Close codes of the gateway's sockets (docs/live-updates.md#close-codes). */
export const CLOSE = {
  /** No token, a token the REST API refuses, or a session that ended: sign in again (graphql-ws does not retry). */
  UNAUTHORIZED: 4401,
  /** The live feed was interrupted (or not up yet): reconnect, then refetch what is shown. */
  LIVE_INTERRUPTED: 4205,
  /** Live updates are off on this server (no GATEWAY_SECRET): refetch on focus instead. */
  LIVE_OFF: 4503,
} as const;

/** Subscriptions one socket may hold at once (the web holds a handful); past it a subscribe is refused with QUERY_TOO_COMPLEX. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;

/** How often every socket's token is checked again with the REST API (a session that expired by itself). */
export const RECHECK_MS = 60_000;
/** Session changes arriving within this window are checked together. */
const SESSIONS_SETTLE_MS = 50;

/** `error` as a GraphQLError whose extensions.code is `code` (Apollo's codes for a parse or validation failure). */
function coded(error: unknown, code: string): GraphQLError {
  const original = error instanceof GraphQLError ? error : new GraphQLError(String(error));
  return new GraphQLError(original.message, {
    nodes: original.nodes,
    source: original.source,
    positions: original.positions,
    extensions: { ...original.extensions, code },
  });
}

/** What the live server needs of the gateway. */
export interface LiveOptions {
  schema: GraphQLSchema;
  /** REST_API_URL: one or several comma-separated base URLs. */
  restApiUrl: string;
  gatewaySecret: string | null;
  /** graphql-armor's validation rules (limits.ts armorProtection). */
  validationRules: readonly ValidationRule[];
  dataSource: (caller: Caller) => RestDataSource;
  /** The gateway's memory of tokens (auth/signed-in.ts): a token it remembers as refused is refused without a REST call. */
  signedIn: SignedInCheck;
  zip: GatewayContext['zip'];
  /** Overrides RECHECK_MS (tests). */
  recheckMs?: number;
}

interface SocketState {
  authorization: string;
  employeeID: number;
  administrator: boolean;
}

/** Handle of the live server: its hub and stream (tests, metrics, the benchmark). */
export interface LiveServer {
  hub: LiveHub;
  stream: EventStream | null;
  /** Open sockets that were accepted. */
  sockets(): number;
}

/**
 * Attaches the subscription server to `app`'s HTTP server (upgrade requests to /graphql), opens the
 * event stream when GATEWAY_SECRET is set, and closes everything when the app closes.
 */
export function registerLiveUpdates(app: FastifyInstance, options: LiveOptions): LiveServer {
  const hub = new LiveHub();
  const accepted = new Map<WebSocket, SocketState>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: ANONYMOUS_BODY_LIMIT });

  const closeAll = (code: number, reason: string) => {
    for (const socket of accepted.keys()) socket.close(code, reason);
    accepted.clear();
  };

  // Each distinct token asked once; sockets whose token is refused now are closed.
  let checking: Promise<void> | null = null;
  const recheck = async () => {
    const byToken = new Map<string, WebSocket[]>();
    for (const [socket, state] of accepted) byToken.set(state.authorization, [...(byToken.get(state.authorization) ?? []), socket]);
    await Promise.all(
      [...byToken].map(async ([authorization, sockets]) => {
        if ((await viewerOf(authorization)) !== 'refused') return;
        for (const socket of sockets) {
          accepted.delete(socket);
          socket.close(CLOSE.UNAUTHORIZED, 'Your session has ended: sign in again');
        }
      }),
    );
  };
  const recheckSoon = () => {
    checking ??= new Promise<void>((resolve) => setTimeout(resolve, SESSIONS_SETTLE_MS))
      .then(recheck)
      .catch((error: unknown) => app.log.warn({ err: error }, 'live: re-checking the sockets failed'))
      .finally(() => (checking = null));
  };
  const recheckTimer = setInterval(recheckSoon, options.recheckMs ?? RECHECK_MS);
  recheckTimer.unref();

  /** The REST API's answer for a token: the viewer, 'refused', or 'unknown' (REST unreachable: not held against it). */
  const viewerOf = async (authorization: string) => {
    try {
      const viewer = await options.dataSource({ authorization, forwardedFor: null, requestId: null }).auth.me();
      return { employeeID: viewer.employee.id, administrator: viewer.isAdministrator };
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      return code === 'INTERNAL_SERVER_ERROR' || code === 'UPSTREAM_UNAVAILABLE' || code === undefined
        ? ('unknown' as const)
        : ('refused' as const);
    }
  };

  const stream = options.gatewaySecret
    ? new EventStream(
        options.restApiUrl.split(',').map((url) => url.trim()),
        options.gatewaySecret,
        {
          up: () => app.log.info('live: the event stream is open'),
          down: (reason) => {
            if (accepted.size > 0)
              app.log.warn({ reason, sockets: accepted.size }, 'live: the event stream dropped; sockets told to refetch');
            closeAll(CLOSE.LIVE_INTERRUPTED, 'Live updates interrupted: reconnect and refetch');
          },
          event: (event: LiveEvent) => {
            if (event.type === 'sessions') recheckSoon();
            else hub.publish(event);
          },
        },
      )
    : null;

  const rules = [...specifiedRules, ...options.validationRules];
  const server = useServer<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      schema: options.schema,
      onConnect: async (ctx) => {
        const { socket } = ctx.extra;
        if (!stream) {
          socket.close(CLOSE.LIVE_OFF, 'Live updates are off on this server (GATEWAY_SECRET is not set)');
          return false;
        }
        const given = ctx.connectionParams?.authorization;
        const authorization = typeof given === 'string' && bearerTokenOf(given) ? given : null;
        const viewer =
          authorization && options.signedIn.remembered(authorization) !== 'refused' ? await viewerOf(authorization) : 'refused';
        if (viewer === 'refused' || !authorization) {
          socket.close(CLOSE.UNAUTHORIZED, 'Sign in first: send connectionParams.authorization = "Bearer <token>"');
          return false;
        }
        if (viewer === 'unknown' || !stream.up) {
          socket.close(CLOSE.LIVE_INTERRUPTED, 'Live updates are reconnecting: try again');
          return false;
        }
        if (socket.readyState !== socket.OPEN) return false;
        accepted.set(socket, { authorization, ...viewer });
        return true;
      },
      // Parsed and validated here, so refusals carry the codes queries get from Apollo (then onError words them).
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws has already noted this subscription's id among ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [
            new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once on one connection.`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'subscriptions' },
            }),
          ];
        }
        let document;
        try {
          document = parse(payload.query, PARSE_OPTIONS);
        } catch (error) {
          return [coded(error, 'GRAPHQL_PARSE_FAILED')];
        }
        const invalid = validate(options.schema, document, rules);
        if (invalid.length > 0) return invalid.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED'));
        return { schema: options.schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      onClose: (ctx) => {
        accepted.delete(ctx.extra.socket);
      },
      context: (ctx): GatewayContext => {
        const state = accepted.get(ctx.extra.socket);
        const authorization = state?.authorization ?? null;
        return {
          rest: options.dataSource({ authorization, forwardedFor: ctx.extra.request.socket.remoteAddress ?? null, requestId: null }),
          zip: options.zip,
          live: state ? { hub, employeeID: state.employeeID, administrator: state.administrator } : undefined,
        };
      },
      // Errors in the shape and with the codes of queries (QUERY_TOO_COMPLEX for a limit).
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => withLimitCode(error.toJSON())),
    },
    wss,
  );

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/graphql' && path !== '/graphql/') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  stream?.start();
  app.addHook('preClose', async () => {
    clearInterval(recheckTimer);
    // Sockets first, with 1001 (going away: clients reconnect to another process), then the stream.
    await server.dispose();
    await stream?.stop();
  });

  return { hub, stream, sockets: () => accepted.size };
}
