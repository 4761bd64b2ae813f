/**
 * The socket of the live updates (docs/live-updates.md "The web"): a graphql-ws client behind Apollo
 * Client's GraphQLWsLink. Its own chunk, fetched with the first subscription (./liveConnection.ts),
 * so graphql-ws never weighs on /login (docs/screens.md#weight).
 */
import { createClient } from 'graphql-ws';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { LiveSocket, LiveSocketOptions } from './liveConnection';

/** The code of a CloseEvent (graphql-ws passes the socket's), else undefined. */
function closeCode(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : undefined;
}

/**
 * Opens (lazily: at the first subscription) a graphql-ws client on `options.url` that retries
 * forever, whatever closed the socket (the gateway closes it on purpose when it lost its own event
 * stream, so that clients reconnect and refetch), with `options.retryDelay` between attempts.
 */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const client = createClient({
    url: options.url,
    connectionParams: options.connectionParams,
    lazy: true,
    // A screen change ends one screen's subscriptions and starts the next's: keep the socket meanwhile.
    lazyCloseTimeout: 3000,
    // Pings keep proxies from dropping a quiet socket.
    keepAlive: 20_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, options.retryDelay(retries))),
    on: {
      connecting: () => options.onConnecting(),
      connected: () => options.onConnected(),
      closed: (event) => options.onClosed(closeCode(event)),
    },
  });
  return { link: new GraphQLWsLink(client), dispose: () => void client.dispose() };
}
