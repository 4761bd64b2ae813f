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
    // The files of a worker share one module graph: Fastify, the routes' schemas and PGlite's code are
    // loaded once per worker instead of once per file (12 suites side by side at load 9-16: 110.7 s of
    // CPU isolated, 69.1 s not; tests/README.md). Each suite builds its own app and database
    // (test-support/build.ts); what a module keeps (the PGlite template's dump) is the same for all.
    isolate: false,
  },
});
