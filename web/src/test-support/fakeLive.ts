/**
 * A fake live connection for screen tests (fault injection: a socket that drops, events on demand):
 * subscriptions go to it instead of the mocked schema, and a test says what the server announces
 * (`emit`), or that the socket went down or came back (`goDown`, `reconnect`).
 */
import { ApolloLink } from '@apollo/client';
import { Observable, type Observer } from 'rxjs';
import { act } from '@testing-library/react';
import { createLiveStatus, type LiveConnection } from '../features/live/liveConnection';

type Result = ApolloLink.Result;

/** The fake connection: a LiveConnection with the test's controls. */
export interface FakeLive extends LiveConnection {
  /** Sends `data` to every running subscription named `operationName` (e.g. 'OrdersChanged'). */
  emit(operationName: string, data: Record<string, unknown>): void;
  /** The variables of each running subscription named `operationName`. */
  running(operationName: string): Record<string, unknown>[];
  /** The socket is lost (state 'down'). */
  goDown(): void;
  /** The socket is (re)connected: state 'connected', one more connection. */
  reconnect(): void;
}

/** A fake live connection, already connected once (as the shell's first subscription would have it). */
export function fakeLiveConnection(): FakeLive {
  const status = createLiveStatus({ state: 'connected', connections: 1 });
  const subscribers = new Set<{ name: string; variables: Record<string, unknown>; observer: Observer<Result> }>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<Result>((observer) => {
        const entry = { name: operation.operationName ?? '', variables: operation.variables, observer };
        subscribers.add(entry);
        return () => subscribers.delete(entry);
      }),
  );
  return {
    link,
    status,
    dispose: () => status.set({ state: 'idle' }),
    emit(operationName, data) {
      act(() => {
        for (const entry of [...subscribers]) if (entry.name === operationName) entry.observer.next({ data });
      });
    },
    running: (operationName) => [...subscribers].filter((entry) => entry.name === operationName).map((entry) => entry.variables),
    goDown: () => act(() => status.set({ state: 'down' })),
    reconnect: () => act(() => status.set({ state: 'connected', connections: status.get().connections + 1 })),
  };
}
