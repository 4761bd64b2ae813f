/**
 * Process helpers of the gateway benchmarks: start the built REST API and gateway as `npm start`
 * runs them (their `start` scripts' node flags, NODE_ENV=production), wait for them, sign in, and
 * read each process's CPU time from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot as root, startEnv, startFlags } from '../support/servers.js';

export { freePort, startEnv, startFlags, waitFor } from '../support/servers.js';
export { root };
/** The number after `--name` on the command line, or `fallback`. */
export const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
/** Extra node flags for one process, from the environment (e.g. GATEWAY_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'). */
export const nodeArgs = (variable: string) => (process.env[variable] ?? '').split(' ').filter(Boolean);

/**
 * The node flags `npm start` runs `workspace`'s server with: the launcher (gateway/scripts/start.mjs)
 * forks each kind with its own `execArgv` (`member.kind === 'rest' ? [...] : [...]`), which must be
 * the flags of that workspace's `start` script. A Node gateway of another make (Hive Gateway, the
 * bare proxy) runs with the gateway's.
 * @throws when the launcher's flags and a start script's differ, or the GLIBC_TUNABLES it gives the
 * REST API and rest-api's start script's (the benchmarks would not run as shipped).
 */
export function launcherFlags(workspace: 'rest-api' | 'gateway' = 'gateway'): string[] {
  const launcher = readFileSync(resolve(root, 'gateway/scripts/start.mjs'), 'utf8');
  const match = /execArgv: member\.kind === 'rest' \? \[([^\]]*)\] : \[([^\]]*)\]/.exec(launcher);
  if (!match)
    throw new Error("gateway/scripts/start.mjs no longer sets execArgv: member.kind === 'rest' ? [...] : [...]; update launcherFlags()");
  const flagsOf = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  const flags = { 'rest-api': flagsOf(match[1]!), gateway: flagsOf(match[2]!) };
  for (const each of ['rest-api', 'gateway'] as const) {
    if (startFlags(each).join(' ') !== flags[each].join(' '))
      throw new Error(
        `npm start's launcher runs ${each} with '${flags[each].join(' ')}' but its start script with '${startFlags(each).join(' ')}'`,
      );
  }
  const tunables = /const REST_GLIBC_TUNABLES = '([^']*)';/.exec(launcher)?.[1];
  if (tunables !== startEnv('rest-api').GLIBC_TUNABLES)
    throw new Error(
      `npm start's launcher gives the REST API GLIBC_TUNABLES '${tunables}' but its start script '${startEnv('rest-api').GLIBC_TUNABLES}'`,
    );
  return flags[workspace];
}

/** The GATEWAY_SECRET every process of one benchmark shares, as the launcher generates one per `npm start`. */
const gatewaySecret = randomBytes(24).toString('base64url');

/**
 * Starts `workspace`'s built server (dist/src/server.js) in the environment `npm start` gives it:
 * the launcher's node flags (launcherFlags, the same as the start scripts'), the variables of the
 * start script (startEnv: the REST API's GLIBC_TUNABLES), NODE_ENV=production,
 * a GATEWAY_SECRET shared by the REST API and the gateway, and the default log level (info, one
 * line per request, written to /dev/null here instead of a terminal); then `env`. PERF_LOG_LEVEL
 * overrides the log level; `extraArgs` adds node flags (profiling); `server` runs another build's
 * server.js (gateway-cpu.bench.ts --before).
 */
export function start(workspace: string, env: Record<string, string>, extraArgs: string[] = [], server?: string): ChildProcess {
  const args = [
    ...launcherFlags(workspace === 'rest-api' ? 'rest-api' : 'gateway'),
    ...extraArgs,
    server ?? resolve(root, workspace, 'dist/src/server.js'),
  ];
  return spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...startEnv(workspace === 'rest-api' ? 'rest-api' : 'gateway'),
      GATEWAY_SECRET: gatewaySecret,
      MFA_REQUIRED: 'none', // benchmarks sign in by password alone
      ...(process.env.PERF_LOG_LEVEL ? { LOG_LEVEL: process.env.PERF_LOG_LEVEL } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts bare-proxy.mjs (the least a gateway in Node must do for the orders page) on `port` in
 * front of the REST API at `restUrl`, with the launcher's node flags and the shared GATEWAY_SECRET.
 */
export function startBareProxy(port: number, restUrl: string): ChildProcess {
  return spawn(
    process.execPath,
    [...launcherFlags(), resolve(root, 'tests/perf/bare-proxy.mjs'), String(port), restUrl, JSON.stringify(NO_FILTER)],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', GATEWAY_SECRET: gatewaySecret },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** CPU seconds (user + system) used so far by each process, from /proc (Linux; empty elsewhere). */
export function cpuByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the ')' that ends the command name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone or not Linux
    }
  }
  return used;
}

/** Every PostgreSQL server process on this machine (the backends serving REST are among them). */
export function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds used so far by each process of a group, by pid. */
export type CpuReading = Record<string, Map<number, number>>;

/**
 * CPU seconds used so far by each named child process, by every PostgreSQL server process, and by
 * this load generator (`load`).
 */
export function cpuSnapshot(processes: Record<string, ChildProcess>): CpuReading {
  const own = process.cpuUsage();
  const reading: CpuReading = {};
  for (const [name, child] of Object.entries(processes)) reading[name] = cpuByPid([child.pid!]);
  reading.postgres = cpuByPid(postgresPids());
  reading.load = new Map([[process.pid, (own.user + own.system) / 1e6]]);
  return reading;
}

/**
 * CPU seconds each group used between two readings, counting only the processes present in both
 * (a PostgreSQL backend of another client that exits in between would otherwise count negative).
 */
export function cpuUsed(before: CpuReading, after: CpuReading): Record<string, number> {
  const used: Record<string, number> = {};
  for (const [name, pids] of Object.entries(after)) {
    used[name] = 0;
    for (const [pid, seconds] of pids) {
      const earlier = before[name]?.get(pid);
      if (earlier !== undefined) used[name] += seconds - earlier;
    }
  }
  return used;
}

/**
 * Signs in to the REST API at `restUrl` as the benchmark administrator (ADMIN_EMAIL / ADMIN_PASSWORD,
 * default perf-admin@agency.test, as generate.ts creates it) and returns the bearer token.
 * @throws when the sign-in fails.
 */
export async function signIn(restUrl: string): Promise<string> {
  const email = process.env.ADMIN_EMAIL ?? 'perf-admin@agency.test';
  const password = process.env.ADMIN_PASSWORD ?? 'perf-chief-password';
  const login = await fetch(`${restUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`sign-in as ${email} failed`);
  return token;
}

/** The orders page both benchmarks ask the gateway for (the REST call it makes is the complex search). */
export const ORDERS_PAGE_QUERY = `query OrdersPage($page: Int!) { orders(page: $page, perPage: 18) { total
  items { id senderName beneficiaryName amountUsd amountBrl remainingValue paymentDate status } } }`;

/** The complex search's filters left empty, as the gateway sends them (docs/lists-and-reports.md). */
export const NO_FILTER = {
  senderName: '',
  recipientName: '',
  transactionID: -1,
  statusID: -1,
  start: '',
  end: '',
  transactionTypeID: -1,
  telephone: '',
};

/** The REST body of the complex search's page `page` of 18, no filter, as the gateway sends it. */
export const complexSearchBody = (page: number) => JSON.stringify({ ...NO_FILTER, pagination: { page, perPage: 18 } });
