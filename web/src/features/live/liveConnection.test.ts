/**
 * The live connection (docs/live-updates.md "The web") over a fake socket module (fault injection):
 * nothing is loaded before the first subscription; the token is read at each connection; the
 * state the indicator shows; a socket closed for an ended session ends it here; a subscription the socket dropped is started again, one the server
 * refused is not; sign-out closes the socket.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { gql } from '@apollo/client';
import { Observable, Subject } from 'rxjs';
import { createLiveConnection, liveUrl, retryDelay, type LiveSocketOptions } from './liveConnection';

const ORDERS_CHANGED = gql`
  subscription OrdersChanged {
    ordersChanged {
      id
    }
  }
`;

/** A socket module whose socket the test drives: each subscription gets a Subject the test can push to or fail. */
function fakeSocketModule() {
  const opened: LiveSocketOptions[] = [];
  const subscriptions: Subject<ApolloLink.Result>[] = [];
  const dispose = vi.fn();
  const load = vi.fn(async () => ({
    openLiveSocket(options: LiveSocketOptions) {
      opened.push(options);
      return {
        link: new ApolloLink(
          () =>
            new Observable<ApolloLink.Result>((observer) => {
              const subject = new Subject<ApolloLink.Result>();
              subscriptions.push(subject);
              return subject.subscribe(observer);
            }),
        ),
        dispose,
      };
    },
  }));
  return { load, opened, subscriptions, dispose };
}

/** Subscribes through the connection's link as Apollo Client would. */
function subscribe(link: ApolloLink) {
  const received: unknown[] = [];
  const errors: unknown[] = [];
  const subscription = ApolloLink.execute(link, { query: ORDERS_CHANGED }, { client: {} as never }).subscribe({
    next: (result) => received.push(result.data),
    error: (error: unknown) => errors.push(error),
  });
  return { received, errors, subscription };
}

describe('the live connection', () => {
  it('loads the socket with the first subscription, with the token as it is at each connection', async () => {
    const socket = fakeSocketModule();
    let token: string | null = 'first';
    const live = createLiveConnection({ token: () => token, url: 'ws://agency.test/graphql', load: socket.load });
    expect(socket.load).not.toHaveBeenCalled();
    expect(live.status.get()).toEqual({ state: 'idle', connections: 0 });

    const { received } = subscribe(live.link);
    await vi.waitFor(() => expect(socket.subscriptions).toHaveLength(1));
    const [options] = socket.opened;
    expect(options?.url).toBe('ws://agency.test/graphql');
    expect(options?.connectionParams()).toEqual({ authorization: 'Bearer first' });
    token = 'second';
    expect(options?.connectionParams()).toEqual({ authorization: 'Bearer second' });

    socket.subscriptions[0]!.next({ data: { ordersChanged: { id: '7' } } });
    expect(received).toEqual([{ ordersChanged: { id: '7' } }]);
  });

  it('is down when the socket closes under a subscription, stays down while retrying, and counts each connection', async () => {
    const socket = fakeSocketModule();
    const live = createLiveConnection({ token: () => 't', url: 'ws://agency.test/graphql', load: socket.load });
    const { subscription } = subscribe(live.link);
    await vi.waitFor(() => expect(socket.opened).toHaveLength(1));
    const events = socket.opened[0]!;

    events.onConnecting();
    expect(live.status.get().state).toBe('connecting');
    events.onConnected();
    expect(live.status.get()).toEqual({ state: 'connected', connections: 1 });
    events.onClosed(4205); // the gateway lost its own event stream
    expect(live.status.get().state).toBe('down');
    events.onConnecting(); // a retry: still down until it connects
    expect(live.status.get().state).toBe('down');
    events.onConnected();
    expect(live.status.get()).toEqual({ state: 'connected', connections: 2 });

    // The last subscription ends and the socket closes: nobody is waiting, so not 'down'.
    subscription.unsubscribe();
    events.onClosed(1000);
    expect(live.status.get().state).toBe('idle');
  });

  it('ends the session when the gateway closes the socket for it (4401), not on any other close', async () => {
    const socket = fakeSocketModule();
    const onSessionEnded = vi.fn();
    const live = createLiveConnection({ token: () => 't', url: 'ws://agency.test/graphql', load: socket.load, onSessionEnded });
    subscribe(live.link);
    await vi.waitFor(() => expect(socket.opened).toHaveLength(1));
    for (const code of [4205, 4503, 1001, undefined]) socket.opened[0]!.onClosed(code);
    expect(onSessionEnded).not.toHaveBeenCalled();
    socket.opened[0]!.onClosed(4401);
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('starts a subscription the socket dropped again, and passes on one the server refused', async () => {
    vi.useFakeTimers();
    try {
      const socket = fakeSocketModule();
      const live = createLiveConnection({ token: () => 't', url: 'ws://agency.test/graphql', load: socket.load });
      const dropped = subscribe(live.link);
      await vi.waitFor(() => expect(socket.subscriptions).toHaveLength(1));
      socket.subscriptions[0]!.error(new Error('Socket closed with event 4500'));
      expect(dropped.errors).toEqual([]);
      expect(live.status.get().state).toBe('down');
      await vi.advanceTimersByTimeAsync(2000);
      expect(socket.subscriptions).toHaveLength(2);
      socket.subscriptions[1]!.next({ data: { ordersChanged: { id: '8' } } });
      expect(dropped.received).toEqual([{ ordersChanged: { id: '8' } }]);

      const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Administrators only', extensions: { code: 'FORBIDDEN' } }] });
      socket.subscriptions[1]!.error(refused);
      expect(dropped.errors).toEqual([refused]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(socket.subscriptions).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the socket at sign-out and opens nothing more', async () => {
    const socket = fakeSocketModule();
    const live = createLiveConnection({ token: () => 't', url: 'ws://agency.test/graphql', load: socket.load });
    subscribe(live.link);
    await vi.waitFor(() => expect(socket.opened).toHaveLength(1));
    live.dispose();
    await vi.waitFor(() => expect(socket.dispose).toHaveBeenCalledOnce());
    expect(live.status.get().state).toBe('idle');
    subscribe(live.link);
    await Promise.resolve();
    expect(socket.subscriptions).toHaveLength(1);
  });

  it('waits 1, 2, 4 ... up to 30 s between attempts, plus up to a second at random', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => retryDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelay(0, () => 0.999)).toBe(1999);
  });

  it('uses wss:// on an https page and ws:// otherwise, on the same host', () => {
    expect(liveUrl({ protocol: 'https:', host: 'agency.example:8443' })).toBe('wss://agency.example:8443/graphql');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:4000' })).toBe('ws://localhost:4000/graphql');
  });
});
