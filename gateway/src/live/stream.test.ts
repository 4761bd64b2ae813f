/**
 * The gateway's event stream (docs/live-updates.md#the-path) when no REST process answers: it says
 * it is down, keeps trying, and a stopping gateway is not held by the pause between attempts.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EventStream } from './stream.js';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('EventStream', () => {
  it('reports each failed attempt as down and stops at once, even between attempts', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    let downs = 0;
    let secondDown: () => void = () => undefined;
    const twice = new Promise<void>((resolve) => (secondDown = resolve));
    const stream = new EventStream([url], 'a-secret-of-sixteen-chars', {
      up: () => undefined,
      down: () => {
        downs += 1;
        if (downs === 2) secondDown();
      },
      event: () => undefined,
    });
    stream.start();
    await twice;
    expect(stream.up).toBe(false);
    // Stopping during the pause after a failure resolves (it used to wait for a timer it had cleared).
    await stream.stop();
  });
});
