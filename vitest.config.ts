/**
 * One `vitest run` over every workspace's suite (npm test). Each project keeps its own config:
 * rules (units), rest-api (PGlite and PostgreSQL), gateway (against a real rest-api), web (units), tests (end to end).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['rules', 'rest-api', 'gateway', 'web', 'tests'],
    // Two files at a time (vitest's default is one less than the cores: one on this 2-core machine,
    // which left a core idle through the unit suites). The tests project stays one file at a time.
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
