/**
 * `npm run sanctions:load` (docs/compliance.md "Loading guards"): OFAC's files load into a PGlite
 * folder; a file with no entry and a list under half the size in force are refused with exit code 1
 * and the reason, the list in force staying; `--allow-shrink` replaces it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../support/pglite-folder.js';
import { root } from './support.js';

const exec = promisify(execFile);
const fixtures = join(root, 'rest-api', 'src', 'compliance', 'fixtures');

describe('npm run sanctions:load', () => {
  const work = mkdtempSync(join(tmpdir(), 'agency-sanctions-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Runs the command on the work folder's PGlite; a port no server holds, so it does not stop on one. */
  async function load(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await exec(join(root, 'node_modules', '.bin', 'tsx'), ['rest-api/scripts/sanctions-load.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: join(work, 'data'), REST_PORT: '39517', INIT_CWD: root, DATABASE_URL: '' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  }

  it('loads, refuses an empty file and a shrunken list keeping the list in force, and replaces it with --allow-shrink', async () => {
    // The run's migrated folder: the load is the subject, not a first start's initdb and migrations
    // (tests/support/pglite-folder.ts; a first start on an empty DATA_DIR is rest-api's data-dir-lock.test).
    await seedDataDir(join(work, 'data'));
    const first = await load(join(fixtures, 'sdn.csv'), join(fixtures, 'alt.csv'));
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Loaded 6 SDN entries at /m);

    const empty = join(work, 'empty.csv');
    writeFileSync(empty, '\ufeff\r\n  \r\n\x1a');
    const refusedEmpty = await load(empty);
    expect(refusedEmpty.code).toBe(1);
    expect(refusedEmpty.stderr).toContain('sdnCsv: The file holds no SDN entry');

    const two = join(work, 'two.csv');
    writeFileSync(
      two,
      '9004,"TWO, One","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"\r\n9005,"TWO, Two","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"\r\n\x1a',
    );
    const refusedShrink = await load(two);
    expect(refusedShrink.code).toBe(1);
    // The list in force is still the first one: the empty file changed nothing.
    expect(refusedShrink.stderr).toContain('Refused: the new list has 2 SDN entries, the list in force 6');
    expect(refusedShrink.stderr).toContain('Run again with --allow-shrink');
    const again = await load(two);
    expect(again.stderr).toContain('the list in force 6');

    const allowed = await load(two, '--allow-shrink');
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toMatch(/^Loaded 2 SDN entries at /m);
  }, 180_000);
});
