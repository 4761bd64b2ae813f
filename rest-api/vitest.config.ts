/**
 * The rest-api vitest project (run from the root with `npx vitest run --project rest-api`): every
 * suite runs on in-memory PGlite and on a fresh PostgreSQL database made by the global setup.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'rest-api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test-support/global-setup.ts'],
  },
});
