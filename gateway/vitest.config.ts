import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    // Node resolves 'graphql' to its CommonJS build (graphql 16 has no exports map), and so do the
    // libraries that load it (Apollo Server, graphql-tools, graphql-jit). Vite would give our own
    // modules the ESM build: two copies of graphql, whose instanceof checks fail across them. Use
    // the one Node uses, so the tests run what production runs.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The REST API's migrated database, made once per run for every test stack (src/test-support/stack.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
    // The files of a worker share one module graph: Apollo Server, graphql-js, the REST API's code and
    // PGlite's are loaded once per worker instead of once per file, as in rest-api and web
    // (tests/README.md "Where the time goes"). Each suite starts its own stack (test-support/stack.ts);
    // no suite mocks a module (execution.test.ts counts compilations through compiledExecutor's
    // `compile` option, not vi.mock, which a module loaded by the file before would not see).
    isolate: false,
  },
});
