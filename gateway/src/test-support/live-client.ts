/**
 * A graphql-ws subscriber for the live-update suites and the benchmark (docs/live-updates.md): what
 * a browser's client does, over `ws`. `next(match)` awaits the first matching message (with a
 * timeout), never a sleep; `closed` resolves with the socket's close code.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** One subscription's messages, and the client's close. */
export interface Subscriber {
  client: Client;
  /** The data of every `next` message so far (and those to come, in `next`). */
  next(match?: (data: Record<string, any>) => boolean, timeoutMs?: number): Promise<Record<string, any>>;
  /** Resolves with the errors of an `error` message or of a `next` message carrying errors. */
  errors: Promise<readonly { message: string; extensions?: Record<string, unknown> }[]>;
  /** Resolves with the code of the close that ended the client (not retried). */
  closed: Promise<number>;
  /** Every close code so far, retried ones included (4205 when the gateway's feed dropped). */
  closes: number[];
  dispose(): Promise<void>;
}

/**
 * Subscribes to `query` at `url` (ws://host:port/graphql) with `token` (null: anonymous). The client
 * reconnects (and resubscribes) after a retryable close, as the web's does, unless `retry` is false.
 */
export function subscribe(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  { retry = true }: { retry?: boolean } = {},
): Subscriber {
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const closes: number[] = [];
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: retry ? 20 : 0,
    retryWait: async () => new Promise((resolve) => setTimeout(resolve, 100)),
    onNonLazyError: () => undefined,
    on: {
      // The close that ends the client: any without retries, else one graphql-ws does not retry.
      closed: (event) => {
        const code = (event as { code?: number }).code;
        if (typeof code === 'number') closes.push(code);
        if (typeof code === 'number' && (!retry || code === 4401 || code === 4503)) closedWith(code);
      },
    },
  });
  const seen: Record<string, any>[] = [];
  const waiting: { match: (data: Record<string, any>) => boolean; resolve: (data: Record<string, any>) => void }[] = [];
  let failed: (errors: readonly { message: string; extensions?: Record<string, unknown> }[]) => void = () => undefined;
  const errors = new Promise<readonly { message: string; extensions?: Record<string, unknown> }[]>((resolve) => (failed = resolve));
  const stop = client.subscribe<Record<string, any>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) failed(result.errors);
        if (!result.data) return;
        const data = result.data;
        const at = waiting.findIndex((w) => w.match(data));
        if (at >= 0) waiting.splice(at, 1)[0]!.resolve(data);
        else seen.push(data);
      },
      error: (error) => {
        if (Array.isArray(error)) failed(error);
      },
      complete: () => undefined,
    },
  );
  return {
    client,
    errors,
    closed,
    closes,
    next(match = () => true, timeoutMs = 5000) {
      const earlier = seen.findIndex(match);
      if (earlier >= 0) return Promise.resolve(seen.splice(earlier, 1)[0]!);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (data: Record<string, any>) => {
            clearTimeout(timer);
            resolve(data);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    async dispose() {
      stop();
      await client.dispose();
    },
  };
}

/**
 * Runs `write` until `subscriber` receives a message `match` accepts (each attempt waits up to
 * `perAttemptMs`): the first write may reach the REST API before the subscription is in place on
 * the gateway (nothing says when a subscribe message was handled). Returns that message.
 */
export async function heardAfter<T>(
  subscriber: Subscriber,
  write: () => Promise<T>,
  match: (data: Record<string, any>, written: T) => boolean,
  { attempts = 10, perAttemptMs = 1500 } = {},
): Promise<{ data: Record<string, any>; written: T }> {
  for (let attempt = 1; ; attempt += 1) {
    const written = await write();
    try {
      return { data: await subscriber.next((data) => match(data, written), perAttemptMs), written };
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
