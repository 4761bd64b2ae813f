/**
 * Start-up time and memory of `npm start` (docs/operations.md "Processes"): on a built tree, with a
 * fresh DATA_DIR (the embedded database, PGlite), spawns `npm start` and polls the gateway's
 * `login` mutation on the web port until a sign-in works; reports the milliseconds from the spawn
 * to the first answer of the web port and to the first working sign-in (the two should be the same
 * moment: the web port answers only when the REST API is ready), and the REST API process's
 * resident memory (VmRSS, MB) once the sign-in works. Then stops it (SIGTERM) and starts it again
 * on the same DATA_DIR (migrated, administrator present): the second start.
 *
 *   npx tsx tests/perf/startup.ts            # --starts 2 by default
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, freePort, root } from './processes.js';

const EMAIL = 'startup-admin@agency.test';
const PASSWORD = 'startup-admin-password';
const LOGIN = `mutation { login(email: "${EMAIL}", password: "${PASSWORD}") { token } }`;

/** The parent pid of pid, from /proc (null when gone). */
function parentOf(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return null;
  }
}

/** The pids descending from ancestor whose command line holds `needle`. */
function descendants(ancestor: number, needle: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    if (!cmdline.includes(needle)) continue;
    for (let p: number | null = parentOf(pid); p !== null && p > 1; p = parentOf(p)) {
      if (p === ancestor) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}

/** VmRSS of pid in MB (from /proc/pid/status). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

interface Start {
  firstAnswerMs: number;
  signInMs: number;
  restRssMb: number[];
  answersBeforeSignIn: number;
}

/** One `npm start` on dataDir: times to the first answer and the first working sign-in, REST VmRSS; then SIGTERM. */
async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const restPort = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      REST_PORT: String(restPort),
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let firstAnswerMs = 0;
  let answersBeforeSignIn = 0;
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('no working sign-in within 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: LOGIN }),
        });
        if (firstAnswerMs === 0) firstAnswerMs = performance.now() - started;
        const body = (await res.json()) as { data?: { login?: { token?: string } } };
        if (body.data?.login?.token) break;
        answersBeforeSignIn += 1;
      } catch {
        // the web port is not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    const signInMs = performance.now() - started;
    const restRssMb = descendants(child.pid!, 'rest-api/dist/src/server.js').map(residentMb);
    return { firstAnswerMs: Math.round(firstAnswerMs), signInMs: Math.round(signInMs), restRssMb, answersBeforeSignIn };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The launcher's workers finish their requests and close the database before the launcher exits.
    await new Promise((r) => setTimeout(r, 500));
  }
}

const starts = arg('starts', 2);
const dataDir = mkdtempSync(join(tmpdir(), 'agency-startup-'));
try {
  process.stdout.write(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
  for (let i = 1; i <= starts; i += 1) {
    const s = await startOnce(dataDir);
    process.stdout.write(
      `start ${i}${i === 1 ? ' (fresh DATA_DIR)' : ''}: web port first answered ${s.firstAnswerMs} ms, sign-in works ${s.signInMs} ms, ` +
        `answers before a working sign-in ${s.answersBeforeSignIn}, REST VmRSS ${s.restRssMb.join(', ')} MB\n`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
