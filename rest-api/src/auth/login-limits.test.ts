import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisFailureStore } from './login-limits.js';

/** The Redis store against the machine's Redis (REDIS_URL or 127.0.0.1:6379); CI runs one. */
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('sign-in failure counters in Redis', () => {
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
      await new Promise((r) => setTimeout(r, 1700));
      expect(await a.failures([address])).toEqual([0]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
