/**
 * `npm start` after the build (docs/operations.md "Processes"): starts REST_PROCESSES REST API
 * processes (default 1) on REST_PORT, REST_PORT+1, ... and GATEWAY_PROCESSES gateway processes
 * (default 1) sharing PORT (node:cluster), and supervises them:
 * - GATEWAY_SECRET (the header by which the REST API knows the gateway) is generated when unset and
 *   given to both; REST_API_URL defaults to the list of the REST processes' URLs.
 * - With the embedded database (no DATABASE_URL) only one REST process may open DATA_DIR: more stops
 *   here with a message saying so.
 * - The first REST process starts alone among the REST processes (it migrates and may create the
 *   first administrator); the others follow once it answers /api/health. The gateways start beside
 *   it and listen once a REST process answers (REST_WAIT_MS, 120000 here unless set), so the web
 *   port (the gateway's) answers only when a sign-in can work (docs/operations.md "Processes").
 * - A process that dies after running a while is started again after a second; one that dies
 *   within 10 s of its start stops everything (a bad setting, a DATA_DIR in use).
 * - The REST processes run with --max-semi-space-size=8 and GLIBC_TUNABLES=glibc.malloc.mmap_threshold=32768
 *   (an operator's GLIBC_TUNABLES after it), as rest-api's start script: their memory at start
 *   (docs/operations.md "Memory").
 * - SIGINT (Ctrl-C) and SIGTERM reach every process, which finishes its requests and logs one line;
 *   this launcher then exits with one line of its own.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '@agency/rules/config';
import { loadLauncherConfig } from '../dist/src/config.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REST_SERVER = resolve(root, 'rest-api', 'dist', 'src', 'server.js');
const GATEWAY_SERVER = resolve(root, 'gateway', 'dist', 'src', 'server.js');

/** Prints a message naming the variable and exits 1. */
function refuse(message) {
  process.stderr.write(`npm start: ${message}\n`);
  process.exit(1);
}

/** REST_PROCESSES and GATEWAY_PROCESSES, declared with the gateway's variables (LAUNCHER_VARIABLES). */
function launcherConfig() {
  try {
    return loadLauncherConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }
}

const { restProcesses, gatewayProcesses } = launcherConfig();
const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl && restProcesses > 1) {
  refuse(
    `REST_PROCESSES=${restProcesses} needs DATABASE_URL: the embedded database in DATA_DIR is opened by one process only. ` +
      'Set DATABASE_URL to a PostgreSQL database (npm run db:copy moves the data there), or leave REST_PROCESSES at 1.',
  );
}
const restPortRaw = process.env.REST_PORT?.trim() || '3001';
if (!/^\d+$/.test(restPortRaw) || Number(restPortRaw) + restProcesses - 1 > 65535)
  refuse(`REST_PORT must be a port number, got '${restPortRaw}'`);
const restPort = Number(restPortRaw);
const restHost = process.env.REST_HOST?.trim() || '127.0.0.1';
const dialHost = restHost === '0.0.0.0' || restHost === '::' ? '127.0.0.1' : restHost.includes(':') ? `[${restHost}]` : restHost;
const restUrls = Array.from({ length: restProcesses }, (_, i) => `http://${dialHost}:${restPort + i}`);
const gatewaySecret = process.env.GATEWAY_SECRET?.trim() || randomBytes(24).toString('base64url');
const shared = { GATEWAY_SECRET: gatewaySecret, NODE_ENV: process.env.NODE_ENV || 'production' };
// glibc's malloc for the REST API processes, as rest-api's start script has it: a block of 32 KB or
// more (V8's compiler zones, TurboFan's among them when it recompiles PGlite's hot WebAssembly
// functions) gets its own mapping, given back to the system when freed, instead of staying in the
// threads' arenas: ~65 MB less resident memory at start on the embedded database, CPU per page the
// same (docs/operations.md "Memory"; tests/perf/README.md, "REST memory at start"). A
// GLIBC_TUNABLES already set comes after it, so its settings win; other C libraries ignore it.
const REST_GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=32768';
const restTunables = [REST_GLIBC_TUNABLES, process.env.GLIBC_TUNABLES?.trim()].filter(Boolean).join(':');

/** Every process we run: {kind, index, env, worker, startedAt}. */
const members = [];
let stopping = false;

function launch(member) {
  // Node flags as each workspace's own start script has them: the gateway's larger young generation
  // (--max-semi-space-size=64) cut its CPU per page; the REST API's did not, and cost it 30 MB at start
  // and ~100 MB under load (tests/perf/README.md, "The embedded database"). The REST API's smaller
  // one (8 MB semi-spaces, V8's default 16) saves it ~15 MB at start and under load for the same CPU
  // per page (docs/operations.md "Memory"; tests/perf/README.md, "REST memory at start").
  cluster.setupPrimary({
    exec: member.kind === 'rest' ? REST_SERVER : GATEWAY_SERVER,
    execArgv: member.kind === 'rest' ? ['--max-semi-space-size=8'] : ['--max-semi-space-size=64'],
  });
  member.startedAt = Date.now();
  member.worker = cluster.fork(member.env);
  member.worker.on('exit', (code, signal) => {
    if (stopping) return;
    const ranMs = Date.now() - member.startedAt;
    const name = `${member.kind === 'rest' ? 'REST API' : 'gateway'} process ${member.index + 1}`;
    if (ranMs < 10_000) {
      process.stderr.write(`npm start: ${name} exited ${signal ?? code} within ${Math.round(ranMs / 1000)} s of starting; stopping.\n`);
      stopAll('SIGTERM', 1);
      return;
    }
    process.stderr.write(`npm start: ${name} exited ${signal ?? code}; starting it again in 1 s.\n`);
    setTimeout(() => !stopping && launch(member), 1000);
  });
}

let exitCode = 0;
function stopAll(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const member of members) {
    // Ctrl-C reaches every process of the terminal already; a second signal is ignored by each.
    if (member.worker && !member.worker.isDead()) member.worker.process.kill(signal);
  }
}

async function waitForHealth(url, member, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping && !member.worker.isDead()) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
cluster.on('exit', () => {
  if (stopping && members.every((m) => !m.worker || m.worker.isDead())) {
    process.stdout.write(`Agency back office stopped (${restProcesses} REST API and ${gatewayProcesses} gateway processes).\n`);
    process.exit(exitCode);
  }
});

for (let i = 0; i < restProcesses; i += 1) {
  members.push({ kind: 'rest', index: i, env: { ...shared, GLIBC_TUNABLES: restTunables, REST_PORT: String(restPort + i) } });
}
for (let i = 0; i < gatewayProcesses; i += 1) {
  members.push({
    kind: 'gateway',
    index: i,
    // The gateways start beside the REST API and listen once it answers (REST_WAIT_MS), so the web
    // port's first answer is a working sign-in and their start-up overlaps the REST API's.
    env: {
      ...shared,
      REST_API_URL: process.env.REST_API_URL?.trim() || restUrls.join(','),
      REST_WAIT_MS: process.env.REST_WAIT_MS?.trim() || '120000',
    },
  });
}

// The first REST process starts alone among the REST processes (it migrates and may create the
// first administrator); the gateways start beside it and wait for it before they listen.
const restMembers = members.filter((m) => m.kind === 'rest');
const [first, ...otherRest] = restMembers;
launch(first);
for (const member of members.filter((m) => m.kind === 'gateway')) launch(member);
await waitForHealth(restUrls[0], first, 120_000);
if (!stopping) for (const member of otherRest) launch(member);
