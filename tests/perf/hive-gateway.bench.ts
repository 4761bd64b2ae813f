/**
 * Hive Gateway beside ours (issue #12, item 4): the same orders page straight from REST, through our
 * gateway, and through Hive Gateway set up over the REST API's own OpenAPI document, measured
 * exactly as gateway-overhead.bench.ts measures ours (overhead.ts: 50 concurrent, then one at a
 * time, alternating rounds), with the ratios of each gateway to REST.
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/hive-gateway.bench.ts [--requests 12000] [--concurrency 50] [--rounds 8] [--sequential 2000]
 *
 * 1. Starts the built REST API and our gateway as `npm start` does (processes.ts).
 * 2. Reads the OpenAPI document the REST API serves (GET /api/docs/json) and composes a supergraph
 *    from it with GraphQL Mesh's composer (@graphql-mesh/compose-cli) and @omnigraph/openapi, the
 *    loader `npm run lint:openapi` checks the document with; the caller's Authorization header is
 *    passed on to REST (`operationHeaders`).
 * 3. Runs Hive Gateway's runtime over it in a process of its own (hive-gateway-server.mjs, the same
 *    node flags and NODE_ENV as ours), so its CPU per request is counted apart.
 * 4. Asks each side for pages 1..50 of 18 orders, newest first: REST's complex search; our
 *    `orders(page, perPage: 18)`; Hive's `postTransactionSearchComplexTable` mutation (a POST route
 *    becomes a mutation) selecting the same eight fields of each order and the total.
 * Hive Gateway runs with its defaults (no JIT, no response cache, its own logger at info, which
 * writes no line per request); ours writes one line per request at info.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import type { Logger } from '@graphql-mesh/types';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { Pool } from 'undici';
import { gatewayRun, graphqlSide, measure, report, restSide, type Side } from './overhead.js';
import { cpuSnapshot, freePort, launcherFlags, root, signIn, start, waitFor } from './processes.js';

const RUN = gatewayRun();
const CONCURRENCY = RUN.concurrency;

/** The orders page through Hive Gateway: the complex search's POST route as Mesh names it, the same fields as ours. */
export const HIVE_ORDERS_PAGE = `mutation OrdersPage($page: PositiveInt!) {
  postTransactionSearchComplexTable(input: { senderName: "", recipientName: "", transactionID: -1, statusID: -1, start: "", end: "",
    transactionTypeID: -1, telephone: "", pagination: { page: $page, perPage: 18 } }) {
    ... on OrderPage { size transactions { id senderName beneficiary amountUSD amountBRL remainingValue paymentDate statusID } }
    ... on ErrorReply { message }
  }
}`;

/** Mesh's composer wants a logger: warnings and errors to stderr, the rest dropped. */
function quietLogger(): Logger {
  const logger = {
    log: () => undefined,
    debug: () => undefined,
    info: () => undefined,
    warn: (...args: unknown[]) => console.warn('compose:', ...args),
    error: (...args: unknown[]) => console.error('compose:', ...args),
    child: () => logger,
  };
  return logger as unknown as Logger;
}

/** The supergraph SDL of the REST API at `restUrl`, from the OpenAPI document it serves. */
async function composeSupergraph(restUrl: string): Promise<string> {
  const source = `${restUrl}/api/docs/json`;
  const handler = loadOpenAPISubgraph('agency', {
    source,
    endpoint: restUrl,
    // Hive Gateway's string interpolation: each REST call carries the GraphQL request's Authorization.
    operationHeaders: { Authorization: '{context.headers.authorization}' },
  });
  return getComposedSchemaFromConfig({ subgraphs: [{ sourceHandler: handler }] }, quietLogger());
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database tests/perf/generate.ts loaded.');
  const [restPort, gatewayPort, hivePort] = [await freePort(), await freePort(), await freePort()];
  const restUrl = `http://127.0.0.1:${restPort}`;
  const rest = start('rest-api', {
    REST_PORT: String(restPort),
    REST_HOST: '127.0.0.1',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
    LOGIN_RATE_LIMIT_PER_EMAIL: '1000',
  });
  const gateway = start('gateway', { PORT: String(gatewayPort), HOST: '127.0.0.1', REST_API_URL: restUrl });
  const folder = mkdtempSync(join(tmpdir(), 'hive-gateway-'));
  let hive: ReturnType<typeof spawn> | undefined;
  try {
    await waitFor(`${restUrl}/api/health`, rest, 60_000);
    const composeStarted = performance.now();
    const supergraph = await composeSupergraph(restUrl);
    const supergraphFile = join(folder, 'supergraph.graphql');
    writeFileSync(supergraphFile, supergraph);
    console.log(
      `supergraph composed from ${restUrl}/api/docs/json in ${Math.round(performance.now() - composeStarted)} ms (${supergraph.length} characters)`,
    );
    hive = spawn(
      process.execPath,
      [...launcherFlags(), resolve(root, 'tests/perf/hive-gateway-server.mjs'), supergraphFile, String(hivePort)],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, gateway, 60_000);
    await waitFor(`http://127.0.0.1:${hivePort}/readiness`, hive, 60_000);
    const token = await signIn(restUrl);
    const sides: Side[] = [
      restSide(restUrl, CONCURRENCY),
      graphqlSide(`http://127.0.0.1:${gatewayPort}`, CONCURRENCY, 'ours'),
      {
        name: 'Hive',
        pool: new Pool(`http://127.0.0.1:${hivePort}`, { connections: CONCURRENCY }),
        request: (page) => ({ path: '/graphql', body: JSON.stringify({ query: HIVE_ORDERS_PAGE, variables: { page } }) }),
        check: (b) =>
          (b as { data?: { postTransactionSearchComplexTable?: { transactions?: unknown[] } } }).data?.postTransactionSearchComplexTable
            ?.transactions?.length === 18,
      },
    ];
    const results = await measure(sides, {
      ...RUN,
      token,
      cpu: () => cpuSnapshot({ rest, ours: gateway, hive: hive! }),
      deadline: Date.now() + 15 * 60_000,
    });
    await Promise.all(sides.map((s) => s.pool.close()));
    report(results, CONCURRENCY);
  } finally {
    rest.kill('SIGTERM');
    gateway.kill('SIGTERM');
    hive?.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
