/**
 * Live updates, the REST half (docs/live-updates.md): what a write announces, and the stream the
 * gateway hears it on.
 *
 * - A write announces its change with `publishOrderEvent` / `publishAlertEvent` on its own
 *   transaction: `pg_notify('agency_events', <json>)`, delivered by the database only when that
 *   transaction commits, so nothing is announced that did not happen. On PGlite the same NOTIFY is
 *   heard in-process through `Database.listen` (db/database.ts), the mechanism the session cache uses.
 * - `GET /api/events` (only for the gateway: it proves itself with GATEWAY_SECRET in X-Gateway-Secret)
 *   streams every event as Server-Sent Events, `data: <json>` a line each, from this process's
 *   LISTEN: every REST process hears every NOTIFY on the database, so a gateway connected to any one
 *   of them hears every write. The session changes of auth/sessions.ts (`agency_sessions`) travel on
 *   the same stream as `{"type":"sessions"}`, so the gateway re-checks its sockets' tokens at once.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database, Queryable } from './db/database.js';
import { SESSIONS_CHANNEL } from './auth/sessions.js';
import { GATEWAY_SECRET_HEADER, fromGateway } from './auth/client-address.js';
import { HttpError } from './http-errors.js';

/** The channel every write's event is announced on (docs/live-updates.md#the-path). */
export const EVENTS_CHANNEL = 'agency_events';

/** What happened to an order (the SDL's OrderChangeKind). */
export type OrderChangeKind = 'CREATED' | 'CHANGED' | 'PAID' | 'CANCELLED' | 'DELETED';

/**
 * One event as the stream carries it (JSON). `at` is the instant the write ran its NOTIFY (ISO 8601);
 * `version` null for a deleted order; `employeeID`/`editedBy` null for a system change.
 */
export type AgencyEvent =
  | {
      type: 'order';
      id: number;
      kind: OrderChangeKind;
      version: number | null;
      employeeID: number | null;
      editedBy: string | null;
      at: string;
    }
  | { type: 'alert'; id: number; at: string }
  /** Sessions or the employees behind them changed (a logout, a revocation, a role change). */
  | { type: 'sessions' }
  /** The first line of every stream: this process listens, everything after it is heard. */
  | { type: 'ready' };

/**
 * Announces on `tx` that order `id` changed (`kind`), made by `employeeID` (null: the system). The
 * order's version and the employee's full name are read in the same statement, after the write, so
 * callers pass only what they know. Heard by every process when `tx` commits; nothing on a rollback.
 */
export async function publishOrderEvent(
  tx: Queryable,
  event: { id: number; kind: OrderChangeKind; employeeID: number | null },
): Promise<void> {
  await publishOrderEvents(tx, [event.id], event.kind, event.employeeID);
}

/**
 * publishOrderEvent for several orders that changed the same way in one write (an import's batch of new
 * orders), in one statement: one announcement an order, in the order of `ids`.
 */
export async function publishOrderEvents(tx: Queryable, ids: number[], kind: OrderChangeKind, employeeID: number | null): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `SELECT pg_notify('${EVENTS_CHANNEL}', json_build_object(
        'type', 'order', 'id', o.id, 'kind', $2::text,
        'version', CASE WHEN $2::text = 'DELETED' THEN NULL ELSE t.version END,
        'employeeID', $3::int, 'editedBy', (SELECT full_name FROM employees WHERE id = $3::int),
        'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text)
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) LEFT JOIN transactions t ON t.id = o.id
      ORDER BY o.n`,
    [ids, kind, employeeID],
  );
}

/** Announces on `tx` that compliance alert `id` was raised, extended or decided (heard when `tx` commits). */
export async function publishAlertEvent(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `SELECT pg_notify('${EVENTS_CHANNEL}', json_build_object('type', 'alert', 'id', $1::int,
        'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text)`,
    [id],
  );
}

/** A comment line sent this often keeps proxies from closing an idle stream and lets the gateway notice a dead one. */
export const HEARTBEAT_MS = 15_000;

/**
 * The streams of one REST process: it LISTENs on both channels (once, when the first stream opens)
 * and writes each notification to every open stream. When its LISTEN connection breaks, events may
 * be lost: every stream is ended, so each gateway reconnects and has its clients refetch.
 */
export class EventStreams {
  private readonly streams = new Set<FastifyReply>();
  private listening = false;
  private starting: Promise<void> | null = null;
  private readonly stops: (() => Promise<void>)[] = [];
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  /** Starts listening (once); resolves when both LISTENs are in place. @throws when the database cannot listen. */
  private start(): Promise<void> {
    this.starting ??= (async () => {
      const onListening = (listening: boolean) => {
        this.listening = listening;
        if (!listening) this.endAll();
      };
      this.stops.push(await this.db.listen(EVENTS_CHANNEL, (payload) => this.send(payload), onListening));
      this.stops.push(await this.db.listen(SESSIONS_CHANNEL, () => this.send('{"type":"sessions"}'), onListening));
      this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), HEARTBEAT_MS);
      this.heartbeat.unref();
    })().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  /** Opens a stream on `reply` (hijacked): `ready` first, then every event until either side ends it. */
  async open(reply: FastifyReply): Promise<void> {
    await this.start();
    if (!this.listening)
      throw new HttpError(503, 'The REST API is not listening to the database right now', { code: 'EVENTS_UNAVAILABLE' });
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-request-id': String(reply.request.id),
    });
    reply.raw.write('data: {"type":"ready"}\n\n');
    this.streams.add(reply);
    reply.raw.on('close', () => this.streams.delete(reply));
  }

  private send(json: string): void {
    this.write(`data: ${json}\n\n`);
  }

  private write(text: string): void {
    for (const reply of this.streams) reply.raw.write(text);
  }

  /** Ends every open stream (the LISTEN broke, or the process stops). */
  endAll(): void {
    for (const reply of this.streams) reply.raw.end();
    this.streams.clear();
  }

  /** Ends the streams and stops listening. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.endAll();
    await Promise.all(this.stops.splice(0).map((stop) => stop().catch(() => undefined)));
  }
}

/**
 * Registers GET /api/events (extension, docs/live-updates.md): the event stream, for the gateway only.
 * 403 GATEWAY_ONLY without the gateway's secret (or when GATEWAY_SECRET is not set); 503
 * EVENTS_UNAVAILABLE while the process cannot listen. The streams end when the app closes.
 */
export function registerEventStream(app: FastifyInstance, db: Database): void {
  const streams = new EventStreams(db);
  app.addHook('preClose', async () => streams.close());
  app.get(
    '/api/events',
    {
      // Not a session's route: the gateway's secret is the credential (checked below).
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!fromGateway(request, app.config.gatewaySecret)) {
        throw new HttpError(403, `Only the gateway may read the event stream (the ${GATEWAY_SECRET_HEADER} header)`, {
          code: 'GATEWAY_ONLY',
        });
      }
      await streams.open(reply);
    },
  );
}
