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
    setupFiles: ['src/test-support/screenTexts.ts'],
  },
});
