/**
 * The live connection of a signed-in session (docs/live-updates.md "The web"): GraphQL subscriptions
 * over graphql-ws at the same origin's /graphql, for the session's Apollo Client.
 *
 * - Lazy: graphql-ws and the socket come with the first subscription (the signed-in shell's), never
 *   on /login (docs/screens.md#weight); the socket closes when the last subscription ends.
 * - Forever: a lost socket is retried with a capped backoff (1, 2, 4 ... 30 s and a random part),
 *   and a subscription the socket dropped is started again, so the screens never stop listening.
 * - Its state (`LiveStatus`) drives the 'Live updates paused' indicator; `connections` counts the
 *   sockets opened, so a screen can refetch what it shows after a reconnection (it missed events).
 */
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Observable, type Subscription } from 'rxjs';

/** 'idle': no subscription, no socket; 'connecting': the first socket on its way; 'connected'; 'down': lost, retrying. */
export type LiveState = 'idle' | 'connecting' | 'connected' | 'down';

/** What the screens read of the connection: its state and how many sockets it opened (1 after the first). */
export interface LiveSnapshot {
  state: LiveState;
  connections: number;
}

/** The connection's state as a store `useSyncExternalStore` reads. */
export interface LiveStatus {
  get: () => LiveSnapshot;
  subscribe: (listener: () => void) => () => void;
}

/** A session's live connection: the link subscriptions take, its status, and `dispose` (sign-out). */
export interface LiveConnection {
  link: ApolloLink;
  status: LiveStatus;
  dispose(): void;
}

/** A status store with a setter: the real connection's and the screen tests' fake one. */
export function createLiveStatus(initial: LiveSnapshot = { state: 'idle', connections: 0 }): LiveStatus & {
  set(change: Partial<LiveSnapshot>): void;
} {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(change) {
      const next = { ...snapshot, ...change };
      if (next.state === snapshot.state && next.connections === snapshot.connections) return;
      snapshot = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The socket's side the connection loads on first use (./liveSocket.ts): a graphql-ws client behind Apollo's GraphQLWsLink. */
export interface LiveSocket {
  link: ApolloLink;
  dispose(): void;
}

/** What the connection tells the socket module: where, with what token, and the socket's events. */
export interface LiveSocketOptions {
  url: string;
  /** The `connectionParams` of each (re)connection: the session's token as it is then. */
  connectionParams: () => Record<string, unknown>;
  /** Milliseconds to wait before the `retries`-th new attempt (0 first). */
  retryDelay: (retries: number) => number;
  onConnecting: () => void;
  onConnected: () => void;
  /** `code`: the close event's code, when it had one (4401: the session is not, or no longer, valid). */
  onClosed: (code: number | undefined) => void;
}

/** The close code the gateway ends a socket with when its session is missing, refused or ended (docs/live-updates.md "Close codes"). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** The wait before a new attempt: 1 s doubled each time up to 30 s, plus up to 1 s at random (so counters do not all come back at once). */
export function retryDelay(retries: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** retries, 30_000) + Math.floor(random() * 1000);
}

/** ws:// or wss:// and this page's host, then /graphql: the gateway serves both on one port. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/**
 * Creates the live connection. `token` is read at each (re)connection; `onSessionEnded` runs when the
 * gateway closes the socket because the session ended (docs/live-updates.md "Close codes"); `load` brings the socket
 * module (a chunk of its own, fetched with the first subscription); `url` defaults to `liveUrl()`.
 * Nothing is opened until a subscription starts. Never throws: a failure shows as state 'down'.
 */
export function createLiveConnection({
  token,
  url,
  onSessionEnded = () => undefined,
  load = () => import('./liveSocket'),
}: {
  token: () => string | null;
  url?: string;
  /** The gateway closed the socket because the session ended (4401): the caller signs the clerk out, as on UNAUTHENTICATED. */
  onSessionEnded?: () => void;
  load?: () => Promise<{ openLiveSocket(options: LiveSocketOptions): LiveSocket }>;
}): LiveConnection {
  const status = createLiveStatus();
  let socket: Promise<LiveSocket> | null = null;
  let disposed = false;
  let active = 0;

  const options: LiveSocketOptions = {
    url: url ?? liveUrl(),
    connectionParams: () => {
      const current = token();
      return current ? { authorization: `Bearer ${current}` } : {};
    },
    retryDelay: (retries) => retryDelay(retries),
    // A retry keeps showing 'down' until it succeeds: the indicator does not blink at each attempt.
    onConnecting: () => {
      if (status.get().state !== 'down') status.set({ state: 'connecting' });
    },
    onConnected: () => status.set({ state: 'connected', connections: status.get().connections + 1 }),
    // Closed with nobody listening (the last subscription ended, or signed out): idle, not down.
    onClosed: (code) => {
      status.set({ state: active > 0 && !disposed ? 'down' : 'idle' });
      if (code === SESSION_ENDED_CLOSE_CODE && !disposed) onSessionEnded();
    },
  };

  function open(): Promise<LiveSocket> {
    socket ??= load().then(
      (module) => module.openLiveSocket(options),
      (error: unknown) => {
        socket = null; // the chunk failed to arrive (offline): the next attempt fetches it again
        throw error;
      },
    );
    return socket;
  }

  const link = new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | null = null;
        let timer: ReturnType<typeof setTimeout> | null = null;
        let attempt = 0;
        let ended = false;
        active += 1;

        const retry = () => {
          if (ended || disposed) return;
          status.set({ state: 'down' });
          timer = setTimeout(start, retryDelay(attempt++));
        };
        const start = () => {
          timer = null;
          if (ended || disposed) return;
          open().then((live) => {
            if (ended || disposed) return;
            inner = live.link.request(operation, forward).subscribe({
              next: (result) => {
                attempt = 0;
                observer.next(result);
              },
              // The server refused the subscription itself (not allowed, a bad id): said to the screen, not retried.
              // Anything else (a socket graphql-ws gave up on) is started again after a wait.
              error: (error: unknown) => (CombinedGraphQLErrors.is(error) ? observer.error(error) : retry()),
              complete: () => observer.complete(),
            });
          }, retry);
        };
        start();

        return () => {
          ended = true;
          active -= 1;
          if (timer) clearTimeout(timer);
          inner?.unsubscribe();
        };
      }),
  );

  return {
    link,
    status,
    dispose() {
      disposed = true;
      void socket?.then((live) => live.dispose()).catch(() => undefined);
      socket = null;
      status.set({ state: 'idle' });
    },
  };
}

const connections = new WeakMap<ApolloClient, LiveConnection>();

/** Ties a live connection to the Apollo Client whose subscriptions it carries (apollo/client.ts, the screen tests). */
export function registerLiveConnection(client: ApolloClient, connection: LiveConnection): void {
  connections.set(client, connection);
}

/** The live connection of `client`, or undefined for a client without one. */
export function liveConnectionOf(client: ApolloClient): LiveConnection | undefined {
  return connections.get(client);
}

/** Closes `client`'s live connection, if it has one (sign-out, an ended session). */
export function disposeLiveConnection(client: ApolloClient): void {
  connections.get(client)?.dispose();
}
