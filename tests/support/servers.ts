/**
 * Helpers of the suites and benchmarks that start the product's processes: a free loopback port,
 * waiting until a server answers (giving up as soon as its process exits), and starting a built
 * server as `npm start` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Resolves when `url` answers 2xx. Throws when `child` (the process serving it) exits first, or after
 * `timeoutMs`; the message ends with `log()` (what the process printed, when it was captured).
 */
export async function waitFor(url: string, child: ChildProcess, timeoutMs: number, log: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process serving ${url} exited with ${child.exitCode}\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${log()}`);
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A workspace's `start` script: 'NODE_ENV=production [NAME=value ...] node [flags] dist/src/server.js'. */
const START_SCRIPT = /^NODE_ENV=production ((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/src\/server\.js$/;

function startScript(workspace: string): RegExpExecArray {
  const script = (JSON.parse(readFileSync(resolve(repoRoot, workspace, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts
    .start;
  const match = START_SCRIPT.exec(script);
  if (!match) throw new Error(`${workspace}'s start script changed shape: '${script}'; update startFlags()`);
  return match;
}

/**
 * The node flags of a workspace's `start` script ('NODE_ENV=production [NAME=value ...] node [flags]
 * dist/src/server.js'), so test and benchmark processes run exactly as `npm start` runs them.
 * @throws when the script no longer has that shape.
 */
export function startFlags(workspace: string): string[] {
  return startScript(workspace)[2]!.split(' ').filter(Boolean);
}

/**
 * The environment variables a workspace's `start` script sets besides NODE_ENV (the REST API's
 * GLIBC_TUNABLES, docs/operations.md "Processes"), as name → value.
 * @throws when the script no longer has the shape startFlags reads.
 */
export function startEnv(workspace: string): Record<string, string> {
  const assignments = startScript(workspace)[1]!.split(' ').filter(Boolean);
  return Object.fromEntries(assignments.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
}

/** A built server of ours running as its own process. */
export interface ServerProcess {
  child: ChildProcess;
  /** Its base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, and wait until it has exited. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9), and wait until it has exited. */
  kill(): Promise<void>;
}

/**
 * Starts `workspace`'s built server (rest-api or gateway: dist/src/server.js, with its start
 * script's flags and variables, NODE_ENV=production) on a free loopback port, and waits until `readyPath`
 * answers 2xx. `env` goes on top of this process's environment, without DATABASE_URL and
 * REST_API_URL unless given; LOG_LEVEL defaults to error. Run `npm run build` first.
 * @throws when it exits or does not answer within `timeoutMs`, with what it printed.
 */
export async function startServer(
  workspace: 'rest-api' | 'gateway',
  env: Record<string, string>,
  readyPath: string,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error' };
  delete childEnv.DATABASE_URL;
  delete childEnv.REST_API_URL;
  Object.assign(
    childEnv,
    startEnv(workspace),
    env,
    workspace === 'rest-api' ? { REST_PORT: String(port) } : { PORT: String(port), HOST: '127.0.0.1' },
  );
  const child = spawn(process.execPath, [...startFlags(workspace), resolve(repoRoot, workspace, 'dist', 'src', 'server.js')], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const server: ServerProcess = { child, url, output: () => output, stop: signal('SIGTERM'), kill: signal('SIGKILL') };
  try {
    await waitFor(`${url}${readyPath}`, child, timeoutMs, () => output);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
