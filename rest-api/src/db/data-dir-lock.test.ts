/**
 * One process per PGlite data folder, with real processes: a second REST API (or seed:demo) on the
 * same DATA_DIR stops at once naming the folder and the holder, and writes nothing; after the holder
 * is killed (its lock left behind), the next start takes the folder over with its data intact.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.js';

const restRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverJs = join(restRoot, 'dist', 'src', 'server.js');
const ADMIN = { email: 'admin@lock.test', password: 'lock-test-password' };

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function start(command: string, args: string[], dataDir: string, port: number): Started {
  let output = '';
  const child = spawn(command, args, {
    cwd: restRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      REST_PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, port, output: () => output, exited };
}

async function waitHealthy(s: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null) throw new Error(`exited ${s.child.exitCode}: ${s.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${s.port}/api/health`);
      if (res.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy: ${s.output()}`);
}

async function signIn(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return res.status;
}

describe.skipIf(!existsSync(serverJs))('PGlite data folder lock (two real processes; needs npm run build)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-lock-'));
  const running: Started[] = [];
  afterAll(async () => {
    for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(running.map((s) => s.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server and seed:demo on the same DATA_DIR, then takes over after the holder dies', async () => {
    const first = start(process.execPath, [serverJs], dataDir, await freePort());
    running.push(first);
    await waitHealthy(first);
    const lock = readFileSync(join(dataDir, LOCK_FILE), 'utf8');
    expect(JSON.parse(lock).pid).toBe(first.child.pid);

    const second = start(process.execPath, [serverJs], dataDir, await freePort());
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);
    expect(second.output()).toMatch(/started \d{4}-\d\d-\d\dT/);
    await expect(fetch(`http://127.0.0.1:${second.port}/api/health`)).rejects.toThrow();

    const seed = start(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], dataDir, await freePort());
    running.push(seed);
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(`is in use by process ${first.child.pid}`);
    expect(seed.output()).not.toContain('Loaded');

    // The holder still owns the folder, untouched by either refusal.
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(lock);
    expect(await signIn(first.port)).toBe(200);

    // Killed without a chance to clean up: its lock stays behind, naming a pid that is gone.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const third = start(process.execPath, [serverJs], dataDir, await freePort());
    running.push(third);
    await waitHealthy(third);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(third.child.pid);
    expect(await signIn(third.port)).toBe(200);

    // A clean stop releases the folder.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
