/**
 * One `vitest run` over every workspace's suite (npm test). Each project keeps its own config:
 * rules (units), rest-api (PGlite and PostgreSQL), gateway (against a real rest-api), web (units), tests (end to end).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['rules', 'rest-api', 'gateway', 'web', 'tests'],
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
