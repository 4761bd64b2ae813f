import { defineProject } from 'vitest/config';

/** Unit tests of the web app's pure parts (form schemas, session and guard helpers). */
export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
