/**
 * One `vitest run` over every workspace's suite (npm test). Each project keeps its own config:
 * rules (units), rest-api (PGlite and PostgreSQL), gateway (against a real rest-api), web (units), tests (end to end).
 */
import { defineConfig } from 'vitest/config';
import TestsProjectFirst from './tests/support/sequencer.js';

export default defineConfig({
  test: {
    projects: ['rules', 'rest-api', 'gateway', 'web', 'tests'],
    // Two files at a time, of every project in one pool (vitest's default is one less than the cores:
    // one on this 2-core machine, which left a core idle through the unit suites). The tests project
    // is in the pool too: run one file at a time after the others, its files (a browser and a started
    // stack, or a server under load) kept one core busy and left the other idle (tests/README.md).
    maxWorkers: 2,
    // The tests project's long files first, the unit projects' short ones after (tests/support/sequencer.ts).
    sequence: { sequencer: TestsProjectFirst },
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
