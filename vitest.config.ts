/**
 * One `vitest run` over every workspace's suite (npm test). Each project keeps its own config:
 * rules (units), rest-api (PGlite and PostgreSQL), gateway (against a real rest-api), web (units), tests (end to end).
 */
import { defineConfig } from 'vitest/config';
import TestsProjectFirst from './tests/support/sequencer.js';

export default defineConfig({
  test: {
    projects: ['rules', 'rest-api', 'gateway', 'web', 'tests'],
    // Three files at a time on this 2-core machine, of every project in one pool (vitest's default is
    // one less than the cores: one here, which left a core idle through the unit suites). The tests
    // project is in the pool too: its files wait on a browser, a started stack or a server under load
    // part of the time, which a third file fills: 507 -> 469 s of `vitest run` back to back, quiet
    // (tests/README.md).
    maxWorkers: 3,
    // The tests project's long files first, the unit projects' short ones after (tests/support/sequencer.ts).
    sequence: { sequencer: TestsProjectFirst },
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
