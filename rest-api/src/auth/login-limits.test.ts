import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { redisFailureStore } from './login-limits.js';

/** The Redis store against the machine's Redis (TEST_REDIS_URL or 127.0.0.1:6379); .ci/run starts one. */
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Null when Redis answers PING at `url`, else why not. Without it the suite is skipped with one line,
 * except under CI=true, whose .ci/run starts Redis: there a missing Redis fails the run.
 */
async function redisUnavailable(): Promise<string | null> {
  const { hostname, port } = new URL(url);
  const answer = await new Promise<string>((resolve) => {
    const socket = new Socket();
    const done = (text: string) => {
      socket.destroy();
      resolve(text);
    };
    socket.setTimeout(2000, () => done('no answer within 2 s'));
    socket.once('error', (error) => done(error.message));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG') ? '' : `answered ${JSON.stringify(data.toString().trim())}`));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
  });
  if (!answer) return null;
  const reason = `Redis at ${url}: ${answer}`;
  if (process.env.CI === 'true') throw new Error(`CI=true and ${reason} (.ci/run starts redis-server)`);
  process.stdout.write(`SKIPPED: sign-in failure counters in Redis — ${reason}\n`);
  return reason;
}

const skipReason = await redisUnavailable();

describe.skipIf(skipReason !== null)('sign-in failure counters in Redis', () => {
  it('counts failures per key across two processes’ stores, expires them with the window, and clears', async () => {
    const a = await redisFailureStore(url, 1500);
    const b = await redisFailureStore(url, 1500);
    try {
      const email = `email:${randomUUID()}@agency.test`;
      const address = `address:${randomUUID()}`;
      await a.recordFailure([email, address]);
      await b.recordFailure([email]);
      expect(await b.failures([email, address, 'email:nobody-else'])).toEqual([2, 1, 0]);
      await a.clear(email);
      expect(await b.failures([email, address])).toEqual([0, 1]);
      // The window ends 1.5 s after the first failure: awaited, the counter is gone once it has ended.
      await expect.poll(() => a.failures([address]), { timeout: 5000, interval: 100 }).toEqual([0]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
