/**
 * Helpers of the operations suites: a fresh PostgreSQL database per suite (dropped after), the built
 * REST API and gateway started as separate processes, REST and GraphQL calls, and request bodies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, waitFor } from '../support/servers.js';
import { confirmBody } from '../../rest-api/src/test-support/orders.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The server to create test databases on (user postgres, trust auth), as the REST API suites use. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether PostgreSQL answers at PG_ADMIN_URL. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database; returns its URL and a function that drops it (closing its connections). */
export async function freshDatabase(prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomUUID().slice(0, 6)}`.replace(/-/g, '');
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One started server process with its URL and what it printed. */
export interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends signal (default SIGTERM) and resolves when it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

function startProcess(workspace: 'rest-api' | 'gateway', env: Record<string, string>, url: string): Proc {
  const child = spawn(process.execPath, [resolve(root, workspace, 'dist/src/server.js')], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (c: Buffer) => (printed += c.toString()));
  child.stderr.on('data', (c: Buffer) => (printed += c.toString()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return { child, url, output: () => printed, stop };
}

/** Starts the built REST API on a free port with env on top; resolves once /api/health answers. */
export async function startRest(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const proc = startProcess('rest-api', { REST_PORT: String(port), REST_HOST: '127.0.0.1', ...env }, `http://127.0.0.1:${port}`);
  await waitFor(`${proc.url}/api/health`, proc.child, 60_000, proc.output);
  return proc;
}

/** Starts the built gateway on a free port with env on top; resolves once /livez answers. */
export async function startGateway(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const proc = startProcess(
    'gateway',
    { PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    `http://127.0.0.1:${port}`,
  );
  await waitFor(`${proc.url}/livez`, proc.child, 60_000, proc.output);
  return proc;
}

/** A JSON REST call; returns the status and the parsed body. */
export async function rest(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
}

/** Signs in on a REST API; returns the token (throws with the reply when refused). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await rest(base, 'POST', '/api/auth/authenticate', null, { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body!.token as string;
}

/** A GraphQL request to the gateway; returns the parsed reply. */
export async function gql(base: string, query: string, variables: Record<string, unknown>, token: string | null) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** A body of POST /api/transaction/confirm with a new client and recipient of their own (the REST suites' own). */
export { confirmBody } from '../../rest-api/src/test-support/orders.js';
/** Letters only (names stay valid and searchable). */
export { tag } from '../../rest-api/src/test-support/people.js';

export async function confirmOrder(
  base: string,
  token: string,
  body = confirmBody(),
  headers: Record<string, string> = {},
): Promise<number> {
  const res = await rest(base, 'POST', '/api/transaction/confirm', token, body, headers);
  if (res.status !== 201) throw new Error(`confirm failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body!.transaction.transactionDetail.id as number;
}

/** A 1x1 PNG, the smallest document an upload takes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads TINY_PNG as client clientId's document (multipart); returns the HTTP status. */
export async function uploadClientDocument(base: string, token: string, clientId: number): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${base}/api/client/upload/${clientId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.text();
  return res.status;
}

/** Polls until fn resolves true, or throws after timeoutMs. */
export async function eventually(fn: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fn()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} not within ${timeoutMs} ms`);
}
