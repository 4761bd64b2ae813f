/**
 * Process helpers of the gateway benchmarks: start the built REST API and gateway as `npm start`
 * runs them (their `start` scripts' node flags, NODE_ENV=production), wait for them, sign in, and
 * read each process's CPU time from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot as root, startFlags } from '../support/servers.js';

export { freePort, startFlags, waitFor } from '../support/servers.js';
export { root };
/** The number after `--name` on the command line, or `fallback`. */
export const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
/** Extra node flags for one process, from the environment (e.g. GATEWAY_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'). */
export const nodeArgs = (variable: string) => (process.env[variable] ?? '').split(' ').filter(Boolean);

/**
 * Starts `workspace`'s built server (dist/src/server.js) with its start script's flags and `env`,
 * in the environment `npm start` gives it: NODE_ENV=production and the default log level (info,
 * one line per request, written to /dev/null here instead of a terminal). PERF_LOG_LEVEL overrides it.
 */
export function start(workspace: string, env: Record<string, string>, extraArgs: string[] = []): ChildProcess {
  const args = [...startFlags(workspace), ...extraArgs, resolve(root, workspace, 'dist/src/server.js')];
  return spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(process.env.PERF_LOG_LEVEL ? { LOG_LEVEL: process.env.PERF_LOG_LEVEL } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** CPU seconds used by the REST API, the gateway, PostgreSQL and this load generator. */
export function cpuSnapshot(rest: ChildProcess, gateway: ChildProcess): Record<string, number> {
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const own = process.cpuUsage();
  return {
    rest: sum(cpuByPid([rest.pid!])),
    gateway: sum(cpuByPid([gateway.pid!])),
    postgres: sum(cpuByPid(postgresPids())),
    load: (own.user + own.system) / 1e6,
  };
}

/**
 * Signs in to the REST API at `restUrl` as the benchmark administrator (ADMIN_EMAIL / ADMIN_PASSWORD,
 * default perf-admin@agency.test, as generate.ts creates it) and returns the bearer token.
 * @throws when the sign-in fails.
 */
export async function signIn(restUrl: string): Promise<string> {
  const email = process.env.ADMIN_EMAIL ?? 'perf-admin@agency.test';
  const password = process.env.ADMIN_PASSWORD ?? 'perf-admin-password';
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

/** The REST body of the complex search's page `page` of 18, no filter, as the gateway sends it. */
export const complexSearchBody = (page: number) =>
  JSON.stringify({
    senderName: '',
    recipientName: '',
    transactionID: -1,
    statusID: -1,
    start: '',
    end: '',
    transactionTypeID: -1,
    telephone: '',
    pagination: { page, perPage: 18 },
  });
