/**
 * The cost of the GraphQL gateway (issue #12, items 1 and 4): the orders page with sender and
 * beneficiary names, fetched through GraphQL and straight from REST, over the same data.
 * - At 50 concurrent requests: the ratio of median latencies (target 1.10 or less) and of
 *   throughputs (target 0.90 or more), with the CPU milliseconds per request of each process.
 * - One request at a time: p50 and p95 of each side and the latency the gateway adds (target 0.5 ms
 *   or less at the median).
 *
 *   DATABASE_URL=postgres://.../perf_scratch npx tsx tests/perf/gateway-overhead.bench.ts [--requests 12000] [--concurrency 50] [--rounds 8] [--sequential 2000] [--floor]
 *
 * Runs the built REST API and gateway as two processes, as `npm start` does (processes.ts: the
 * launcher's node flags, NODE_ENV=production, a shared GATEWAY_SECRET, log level info; run
 * `npm run build` first), on free loopback ports, and drives them from this process with a closed
 * loop: each of the `concurrency` workers sends its next request when the previous answered, until
 * `requests` answers per side (bounded; a 10-minute cap stops it anyway), in `--rounds` alternating
 * rounds; then `--sequential` requests per side one at a time, alternating as well (overhead.ts).
 * Both sides ask for the same pages (1..50 of 18 orders, newest first, no filter) in the same order.
 * `--floor` adds a third side: bare-proxy.mjs, the least any gateway in Node must do, in front of
 * the same REST API.
 */
import { Pool } from 'undici';
import { gatewayRun, graphqlSide, measure, report, restSide, type Side } from './overhead.js';
import { cpuSnapshot, freePort, nodeArgs, signIn, start, startBareProxy, waitFor } from './processes.js';

const RUN = gatewayRun();
const CONCURRENCY = RUN.concurrency;
/** `--floor`: a third side, bare-proxy.mjs in front of the same REST API (the least any gateway in Node costs). */
const FLOOR = process.argv.includes('--floor');

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database tests/perf/generate.ts loaded.');
  const restPort = await freePort();
  const gatewayPort = await freePort();
  const rest = start(
    'rest-api',
    { REST_PORT: String(restPort), REST_HOST: '127.0.0.1', LOGIN_RATE_LIMIT_PER_ADDRESS: '1000', LOGIN_RATE_LIMIT_PER_EMAIL: '1000' },
    nodeArgs('REST_NODE_ARGS'),
  );
  const gateway = start(
    'gateway',
    { PORT: String(gatewayPort), HOST: '127.0.0.1', REST_API_URL: `http://127.0.0.1:${restPort}` },
    nodeArgs('GATEWAY_NODE_ARGS'),
  );
  const floorPort = await freePort();
  const floor = FLOOR ? startBareProxy(floorPort, `http://127.0.0.1:${restPort}`) : undefined;
  try {
    await waitFor(`http://127.0.0.1:${restPort}/api/health`, rest, 60_000);
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, gateway, 60_000);
    const token = await signIn(`http://127.0.0.1:${restPort}`);
    const sides: Side[] = [
      restSide(`http://127.0.0.1:${restPort}`, CONCURRENCY),
      graphqlSide(`http://127.0.0.1:${gatewayPort}`, CONCURRENCY),
    ];
    if (floor) {
      sides.push({
        name: 'bare proxy',
        pool: new Pool(`http://127.0.0.1:${floorPort}`, { connections: CONCURRENCY }),
        request: sides[1]!.request,
        check: sides[1]!.check,
      });
    }
    const results = await measure(sides, {
      ...RUN,
      token,
      cpu: () => cpuSnapshot(floor ? { rest, gateway, 'bare proxy': floor } : { rest, gateway }),
      deadline: Date.now() + 10 * 60_000,
    });
    await Promise.all(sides.map((s) => s.pool.close()));
    report(results, CONCURRENCY);
  } finally {
    rest.kill('SIGTERM');
    gateway.kill('SIGTERM');
    floor?.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
