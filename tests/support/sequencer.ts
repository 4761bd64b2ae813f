/**
 * The order in which `vitest run`'s pool of three workers (vitest.config.ts) takes the test files: the
 * tests project's first, then every other project's, each in vitest's own order (the longest last
 * time, else the largest, first). A file of the tests project runs for tens of seconds to minutes
 * (a started stack and a browser, thousands of requests, processes killed and started again); the
 * unit projects' files for a few seconds each. Longest first leaves the short files for the end,
 * where they keep every worker busy until the last one ends: started last, an end-to-end file ran
 * alone on one core while the other had nothing left to run (tests/README.md).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export default class TestsProjectFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => file.project.name === 'tests'), ...sorted.filter((file) => file.project.name !== 'tests')];
  }
}
