/**
 * The 'tests' project: end-to-end suites that start the whole stack as README starts it and drive
 * Debian's Chromium, and the fuzz suites (REST, and GraphQL through the gateway), the kill -9 test
 * and the operations suites against real processes. Its files run in the run's pool of three workers
 * beside the other projects' files, first (vitest.config.ts): each starts processes on free ports
 * with a folder or PostgreSQL database of its own, or shares the run's started stack
 * (e2e/support/stack.ts, whose broker is the global setup), where every suite makes and reads its
 * own data.
 */
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tests',
    include: [
      'e2e/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.ts',
      'fuzz/**/*.test.ts',
      'durability/**/*.test.ts',
      'ops/**/*.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    globalSetup: ['e2e/support/global-setup.ts'],
    // A screen's first visit (its code fetched, its query answered) can take more than expect.poll's
    // default second on a slow or busy 2-core host; Playwright's own waits allow 30 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
