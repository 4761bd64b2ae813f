import { defineProject } from 'vitest/config';

/**
 * Unit tests of the web app's pure parts (form schemas, session and guard helpers), and screen
 * tests (*.test.tsx) with Testing Library in jsdom over the product's GraphQL schema.
 */
export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-support/screenTexts.ts', 'src/test-support/waits.ts'],
    // A screen test renders and clicks through MUI in jsdom: 2-9 s on a busy 2-core host with two
    // files at a time (vitest.config.ts), past vitest's default 5 s. The same limit as rest-api's and
    // the gateway's suites.
    testTimeout: 30_000,
    // The files of a worker share one module graph: MUI, Apollo Client, React and the mocked schema
    // are loaded once per worker instead of once per file, which was most of a screen file's CPU
    // (20 screen files: 92.7 s of CPU isolated, 37.7 s not, side by side at load 16-25; tests/README.md).
    // Each file still gets its own jsdom; what a module keeps between files is reset by the setup
    // files (the language: test-support/screenTexts.ts) or by the tests themselves (cleanup, mocks).
    isolate: false,
  },
});
