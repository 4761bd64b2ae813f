import { defineProject } from 'vitest/config';

/** Unit tests of the shared rules, beside each module (`npx vitest run --project rules`). */
export default defineProject({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
