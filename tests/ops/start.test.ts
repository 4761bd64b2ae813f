/**
 * The launcher of `npm start` (gateway/scripts/start.mjs, run after the build): several REST and
 * gateway processes on PostgreSQL, the REST ones with their memory settings; one REST process only
 * on the embedded database; SIGTERM stops
 * every process, each logging one line, with exit code 0. A PGlite folder backed up and restored
 * into another folder has the same rows.
 * The PostgreSQL part needs PostgreSQL (skipped without it, except under CI=true).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../support/pglite-folder.js';
import { freePort, waitFor } from '../support/servers.js';
import { freshDatabase, postgresAvailable, root } from './support.js';

const run = promisify(execFile);
const available = await postgresAvailable();
if (!available && process.env.CI === 'true')
  throw new Error('PostgreSQL is not reachable and CI=true: the launcher suite may not be skipped');
const launcher = join(root, 'gateway', 'scripts', 'start.mjs');

/** The pids of parent's child processes whose command line holds `script` (from /proc). */
function workersOf(parent: number, script: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        return ppid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

describe('npm start with several processes', () => {
  const work = mkdtempSync(join(tmpdir(), 'agency-start-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('refuses more than one REST process on the embedded database, saying why', async () => {
    const refused = await run(process.execPath, [launcher], {
      env: { ...process.env, DATABASE_URL: '', REST_PROCESSES: '2', DATA_DIR: join(work, 'data') },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((refused as { code: number }).code).toBe(1);
    expect((refused as { stderr: string }).stderr).toMatch(
      /REST_PROCESSES=2 needs DATABASE_URL: the embedded database in DATA_DIR is opened by one process only/,
    );
  });

  it.skipIf(!available)('runs 2 REST and 2 gateway processes on PostgreSQL, and SIGTERM stops each with one line', async () => {
    const database = await freshDatabase('agency_start');
    try {
      const port = await freePort();
      const restPort = await freePort();
      const child = spawn(process.execPath, [launcher], {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          REST_PROCESSES: '2',
          GATEWAY_PROCESSES: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          REST_PORT: String(restPort),
          ADMIN_PASSWORD: 'start-chief-password',
          LOG_LEVEL: 'info',
          WEB_DIST: '/nonexistent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      try {
        await waitFor(`http://127.0.0.1:${port}/healthz`, child, 60_000, () => output);
        // The second REST process listens on the next port.
        await waitFor(`http://127.0.0.1:${restPort + 1}/api/health`, child, 30_000, () => output);
        // The port answers as soon as one gateway process listens; wait for the second one too.
        const deadline = Date.now() + 30_000;
        while ((output.match(/Agency back office ready/g) ?? []).length < 2 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(output.match(/Agency back office ready/g)).toHaveLength(2);
        // The REST processes run with their memory settings (docs/operations.md "Memory"); /proc is
        // Linux's. glibc cuts GLIBC_TUNABLES in /proc/PID/environ after its first setting once it
        // has read it, so an operator's settings after ours cannot be seen there.
        if (process.platform === 'linux') {
          const rest = workersOf(child.pid!, 'rest-api/dist/src/server.js');
          expect(rest).toHaveLength(2);
          for (const pid of rest) {
            expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=8');
            expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('GLIBC_TUNABLES=glibc.malloc.mmap_threshold=32768');
          }
        }
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      expect(output.match(/REST API pid \d+ stopped on SIGTERM: requests finished, database closed/g)).toHaveLength(2);
      expect(output.match(/gateway pid \d+ stopped on SIGTERM: requests finished/g)).toHaveLength(2);
      expect(output).toMatch(/Agency back office stopped \(2 REST API and 2 gateway processes\)/);
      expect(output).not.toMatch(/cut off|force/i);
    } finally {
      await database.drop();
    }
  });

  it('keeps the web port closed until the REST API answers when REST_WAIT_MS is set, as npm start sets it', async () => {
    const port = await freePort();
    const restPort = await freePort();
    const gateway = spawn(process.execPath, [join(root, 'gateway/dist/src/server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        REST_API_URL: `http://127.0.0.1:${restPort}`,
        REST_WAIT_MS: '20000',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const stopped = new Promise((r) => gateway.once('exit', r));
    // The REST API is up but not ready (503) until `ready`; the gateway's health probes are counted.
    let ready = false;
    let probes = 0;
    const rest = createServer((request, response) => {
      if (request.url === '/api/health') probes += 1;
      response.writeHead(request.url === '/api/health' ? (ready ? 200 : 503) : 404, { 'content-type': 'application/json' });
      response.end(ready ? '{"status":"ok"}' : '{"status":"starting"}');
    });
    await new Promise<void>((r) => rest.listen(restPort, '127.0.0.1', r));
    try {
      // Three refused probes: the gateway has started and is waiting, where without the wait it
      // would have listened already.
      await expect.poll(() => probes, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      ready = true;
      await waitFor(`http://127.0.0.1:${port}/healthz`, gateway, 10_000);
    } finally {
      gateway.kill('SIGTERM');
      await stopped;
      rest.close();
    }
  });

  it('backs up a PGlite folder and restores it into another with the same rows', async () => {
    const source = join(work, 'pglite-source');
    // A copy of the run's migrated folder (its start skips initdb and the migrations: a first start
    // on an empty DATA_DIR is rest-api's data-dir-lock.test); the start creates the administrator.
    await seedDataDir(source);
    const restPort = await freePort();
    const rest = spawn(process.execPath, [join(root, 'rest-api/dist/src/server.js')], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: source,
        REST_PORT: String(restPort),
        ADMIN_PASSWORD: 'pglite-chief-password',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitFor(`http://127.0.0.1:${restPort}/api/health`, rest, 60_000);
    const failed = await fetch(`http://127.0.0.1:${restPort}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@pglite.test', password: 'wrong-password' }),
    });
    expect(failed.status).toBe(401);
    // While the product runs, DATA_DIR is its own: the backup says so.
    const busy = await run('npm', ['run', '-s', 'backup', '--', join(work, 'busy.tgz')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: source },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((busy as { code: number }).code).toBe(1);
    expect((busy as { stderr: string }).stderr).toMatch(new RegExp(source.replace(/[/.]/g, '\\$&')));
    const stopped = new Promise((r) => rest.once('exit', r));
    rest.kill('SIGTERM');
    await stopped;

    const file = join(work, 'pglite.tgz');
    const backup = await run('npm', ['run', '-s', 'backup', '--', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: source },
    });
    const restored = await run('npm', ['run', '-s', 'restore', '--', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(work, 'pglite-restored') },
    });
    const rows = (text: string) => text.split('\n').filter((l) => /^\w+\s+[\d,]+$/.test(l));
    expect(rows(backup.stdout).length).toBeGreaterThan(10);
    expect(rows(restored.stdout)).toEqual(rows(backup.stdout));
    expect(rows(restored.stdout)).toContainEqual(expect.stringMatching(/^employees\s+1$/));
    expect(rows(restored.stdout)).toContainEqual(expect.stringMatching(/^login_failures\s+2$/));
  });
});
