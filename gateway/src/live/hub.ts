/**
 * The events one gateway process hands to its subscriptions (docs/live-updates.md): `publish` is
 * called by the event stream, `iterate` gives each subscription an async iterator of the events it
 * picks. An iterator's `return()` (the client completed the subscription, or its socket closed)
 * removes it at once, even while it waits for an event.
 */
import type { LiveEvent } from './stream.js';

type Listener = (event: LiveEvent) => void;

export class LiveHub {
  private readonly listeners = new Set<Listener>();

  /** Subscriptions open in this process (metrics and the benchmark). */
  get size(): number {
    return this.listeners.size;
  }

  /** Hands `event` to every subscription. */
  publish(event: LiveEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /**
   * The events `pick` maps to a value (undefined: not for this subscription), in order, until the
   * iterator is returned. Events arriving faster than the socket sends them wait in the iterator.
   */
  iterate<T>(pick: (event: LiveEvent) => T | undefined): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let waiting: ((result: IteratorResult<T>) => void) | null = null;
    let done = false;
    const listener: Listener = (event) => {
      const value = pick(event);
      if (value === undefined) return;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ value, done: false });
      } else {
        queue.push(value);
      }
    };
    this.listeners.add(listener);
    const finish = (): Promise<IteratorResult<T>> => {
      done = true;
      this.listeners.delete(listener);
      queue.length = 0;
      const resolve = waiting;
      waiting = null;
      resolve?.({ value: undefined, done: true });
      return Promise.resolve({ value: undefined, done: true });
    };
    const iterator: AsyncIterableIterator<T> = {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => {
          waiting = resolve;
        });
      },
      return: finish,
      throw: async (error: unknown) => {
        await finish();
        throw error;
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}
