/**
 * `npm run import` (docs/import.md "Command line"): a CSV into a PGlite folder, printing the columns,
 * progress and the count per outcome; exit 1 when a row is refused (its line and reason printed),
 * 0 when every row is taken (the same file twice is the REST suite's: rest-api/src/import).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../support/pglite-folder.js';
import { root } from './support.js';

const exec = promisify(execFile);

describe('npm run import', () => {
  const work = mkdtempSync(join(tmpdir(), 'agency-import-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Runs the command on the work folder's PGlite; a port no server holds, so it does not stop on one. */
  async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await exec(join(root, 'node_modules', '.bin', 'tsx'), ['rest-api/scripts/import.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: join(work, 'data'), REST_PORT: '39518', INIT_CWD: work, DATABASE_URL: '' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  }

  it('dry-runs a file with a refused row (exit 1), and imports a good one (exit 0)', async () => {
    const header = 'Name,Date of birth,CPF,Phone,Address,ZIP,City,State,Document type,Document number';
    const good = [
      `Ana Prado,1980-05-10,${generateCpf()},(973) 555-0100,1 Broad St,07102,Newark,NJ,Passport,P1111111`,
      `Bruno Prado,1981-06-11,${generateCpf()},973-555-0101,2 Broad St,07102,Newark,NJ,Passport,P2222222`,
    ];
    writeFileSync(
      join(work, 'bad.csv'),
      [header, ...good, `Caio Prado,1982-07-12,${generateCpf()},555,3 Broad St,07102,Newark,NJ,Passport,P3333333`].join('\n'),
    );
    writeFileSync(join(work, 'good.csv'), [header, ...good].join('\n'));
    // The run's migrated folder: the import is the subject, not a first start's initdb and migrations
    // (tests/support/pglite-folder.ts; a first start on an empty DATA_DIR is rest-api's data-dir-lock.test).
    await seedDataDir(join(work, 'data'));

    const dry = await run('bad.csv', '--dry-run');
    expect(dry.code, dry.stderr).toBe(1);
    expect(dry.stdout).toContain('Phone → client.telephone (guessed)');
    expect(dry.stdout).toContain('line 4: REFUSED client.telephone: must be a US phone number');
    expect(dry.stdout).toMatch(/^DRY_RUN in [\d.]+ s: 2 new, 0 same, 0 changed, 1 refused, 0 held, of 3 rows$/m);

    const first = await run('good.csv');
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.stdout).toMatch(/^ {2}2 \/ 2 rows \(100%\)$/m);
    expect(first.stdout).toMatch(/^DONE in [\d.]+ s: 2 new, 0 same/m);
  }, 180_000);

  it('imports open orders with --first-day: an older Pending order is refused naming the day; a bad day stops before anything', async () => {
    const header = 'Name,Date of birth,CPF,Phone,Address,ZIP,City,State,Document type,Document number,Beneficiary,Beneficiary CPF,Pix key,';
    const person = `Dora Prado,1983-08-13,${generateCpf()},973-555-0102,4 Broad St,07102,Newark,NJ,Passport,P4444444,Eva Prado,`;
    const bcpf = generateCpf();
    writeFileSync(
      join(work, 'orders.csv'),
      [
        `${header}Beneficiary state,Beneficiary city,Order,Date,Amount USD,Rate,Status`,
        `${person}${bcpf},${bcpf},SP,Santos,A-1,2025-12-20,100.00,5.40,Pending`,
        `${person}${bcpf},${bcpf},SP,Santos,A-2,2026-01-05,"1,234.56",5.40,On hold`,
      ].join('\n'),
    );
    const bad = await run('orders.csv', '--first-day', '2026-02-30');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--first-day 2026-02-30: must be a real date YYYY-MM-DD');

    const done = await run('orders.csv', '--first-day', '2026-01-01');
    expect(done.code, done.stderr + done.stdout).toBe(1);
    expect(done.stdout).toContain('Import #');
    expect(done.stdout).toContain('2 rows, first day of use 2026-01-01');
    expect(done.stdout).toContain(
      'line 2: REFUSED order.status: an order created before the first day of use (2026-01-01) comes as history: it must be Completed or Cancelled',
    );
    expect(done.stdout).toMatch(/^DONE in [\d.]+ s: 1 new, 0 same, 0 changed, 1 refused, 0 held, of 2 rows$/m);
  }, 180_000);
});
