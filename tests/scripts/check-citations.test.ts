/**
 * lint:citations (tests/scripts/check-citations.mjs) fails on a citation of a docs/ page or section
 * that does not exist, and on a document outside the repository; it passes when every one resolves.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** The folder beside the repository that the checker refuses citations of. */
const OUTSIDE = ['sha', 'red'].join('');
/** A comment citing the design document beside the repository, built so this file itself cites nothing outside it. */
const OUTSIDE_CITATION = `// ${['..', OUTSIDE, 'DESIGN'].join('/')}.md`;

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-citations.mjs');
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the checker over a repository of `files` (path → text); answers its exit code and output. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'citations-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const DOCS = {
  'docs/orders.md': '# Orders\n\n## The order page\n\n- **Cancel and refund**: within 30 minutes.\n\n<a id="versions"></a>Versions.\n',
  'docs/other.md': '# Other\n\nSee [the page](orders.md#the-order-page) and [here](#other).\n',
};

describe('lint:citations', () => {
  it('passes when every cited page, anchor, quoted section and bold run-in section exists', () => {
    const run = check({
      ...DOCS,
      'rest-api/src/a.ts':
        '// docs/orders.md#the-order-page, #versions; docs/orders.md "Cancel and refund"; docs/orders.md § The order page; docs/other.md\n',
    });
    expect(run.output).toContain('every reference points into docs/');
    expect(run.status).toBe(0);
  });

  it.each([
    ['a missing page', '// docs/missing.md', 'no page docs/missing.md'],
    ['a missing anchor', '// docs/orders.md#statuses', 'no section #statuses in docs/orders.md'],
    ['a missing anchor after a comma', '// docs/orders.md#the-order-page, #renewal', 'no section #renewal in docs/orders.md'],
    ['a missing quoted section', '// docs/orders.md "Renewal"', 'no section "Renewal" in docs/orders.md'],
    ['a missing § section', '// docs/orders.md § Renewal', 'no section "Renewal" in docs/orders.md'],
    // The path is put together here so that this file cites nothing outside the repository itself.
    ['a document outside the repository', OUTSIDE_CITATION, 'outside the repository'],
  ])('fails on %s, naming the file and line', (_, line, problem) => {
    const run = check({ ...DOCS, 'gateway/src/b.ts': `const x = 1;\n${line}\n` });
    expect(run.status).toBe(1);
    expect(run.output).toContain('gateway/src/b.ts:2');
    expect(run.output).toContain(problem);
  });

  it("fails on a docs page's Markdown link to a section that does not exist", () => {
    const run = check({ ...DOCS, 'docs/third.md': '# Third\n\n[gone](orders.md#gone)\n' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('docs/third.md:3: no section #gone in docs/orders.md');
  });
});
