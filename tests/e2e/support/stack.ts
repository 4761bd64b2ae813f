/**
 * Starts the whole product the way README tells a user to (`npm start` at the repository root),
 * on free ports with a fresh DATA_DIR, and stops it again (the whole process group).
 *
 * Suites share started stacks: `startStack(env)` asks the tests project's global setup
 * (./global-setup.ts) for the run's stack with that `env`, started on first request and stopped when
 * the run ends; each suite makes its own data (./seed.ts). A suite whose checks read the whole
 * database (a day's counts, today's totals), or that changes what every suite sees (the
 * administrator's language, the sanctions list), asks for a stack of its own with `{ own: true }`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, createWriteStream, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { seedDataDir } from '../../support/pglite-folder.js';
import { freePort, waitFor } from '../../support/servers.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The global setup's stack broker (POST env as JSON → a shared stack), or null outside vitest's run. */
    stackBroker: string | null;
  }
}

export interface Stack {
  /** The web app and /graphql, e.g. http://localhost:41234 */
  baseUrl: string;
  /** The REST API, e.g. http://127.0.0.1:41235 */
  restUrl: string;
  adminEmail: string;
  adminPassword: string;
  /** Everything the stack printed so far. */
  output(): string;
  /** Stops a stack of the suite's own; a shared one is stopped by the global setup when the run ends. */
  stop(): Promise<void>;
}

/** What the broker answers about a shared stack (a Stack without its functions, and where its log is). */
export interface SharedStack {
  baseUrl: string;
  restUrl: string;
  adminEmail: string;
  adminPassword: string;
  logPath: string;
}

/**
 * The run's stack for `env` (shared with every suite asking for the same `env`), or, with
 * `{ own: true }` or outside a run with the global setup, one started for this suite alone
 * (launchStack). Stop it with stop() either way.
 */
export async function startStack(env: Record<string, string> = {}, options: { own?: boolean } = {}): Promise<Stack> {
  const broker = options.own ? null : inject('stackBroker');
  if (!broker) return launchStack(env);
  const response = await fetch(broker, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(env) });
  if (!response.ok) throw new Error(`the shared stack did not start: ${await response.text()}`);
  const shared = (await response.json()) as SharedStack;
  return { ...shared, output: () => readLog(shared.logPath), stop: async () => {} };
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Runs `npm start` with PORT, REST_PORT and DATA_DIR of its own (plus `env`), and waits until both
 * the gateway and the REST API answer. DATABASE_URL is left unset unless given: embedded PGlite, in
 * a copy of the run's migrated folder (../../support/pglite-folder.ts).
 */
export async function launchStack(env: Record<string, string> = {}): Promise<Stack & { logPath: string }> {
  const port = await freePort();
  const restPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const adminEmail = env.ADMIN_EMAIL ?? 'admin@agency.test';
  const adminPassword = env.ADMIN_PASSWORD ?? 'e2e-chief-password-42';
  const logPath = join(dataDir, 'stack.log');
  const logFile = createWriteStream(logPath);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    REST_PORT: String(restPort),
    DATA_DIR: join(dataDir, 'data'),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
    // The suites test something else than the second factor and sign the administrator in once or more each, more
    // often than TOTP's one code per 30-second step allows on a shared stack: MFA_REQUIRED=none for them. The
    // sign-in suite (sign-in-second-factor.test.ts) asks for its own stack with MFA_REQUIRED=administrators, as shipped.
    MFA_REQUIRED: 'none',
    ...env,
  };
  delete childEnv.REST_API_URL;
  // As a user's shell: vitest sets NODE_ENV=test, which would build React's development bundles.
  delete childEnv.NODE_ENV;
  if (!env.DATABASE_URL) {
    delete childEnv.DATABASE_URL;
    try {
      if (!env.DATA_DIR) await seedDataDir(childEnv.DATA_DIR!);
    } catch (error) {
      await new Promise((r) => logFile.end(r));
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn('npm', ['start'], { cwd: repoRoot, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  const output = () => readLog(logPath);
  // 'close' comes after the process group's output pipes are drained, so the log can end then.
  const closed = new Promise((r) => child.once('close', r));
  const stop = async () => {
    if (child.pid) {
      // The whole group, even when npm itself has exited: a start that failed can leave the
      // launcher's other process running, still writing to the log (the run then crashed with
      // 'write after end' once the log was closed).
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await closed;
      clearTimeout(timer);
    }
    child.stdout?.unpipe(logFile);
    child.stderr?.unpipe(logFile);
    await new Promise((r) => logFile.end(r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  const restUrl = `http://127.0.0.1:${restPort}`;
  try {
    await waitFor(`${restUrl}/api/health`, child, 180_000, output);
    await waitFor(`${baseUrl}/healthz`, child, 60_000, output);
    // The web app itself, not only the gateway: its index page is served once the build is in place.
    await waitFor(`${baseUrl}/login`, child, 120_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, restUrl, adminEmail, adminPassword, logPath, output, stop };
}
