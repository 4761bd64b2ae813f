/**
 * The measuring method of gateway-overhead.bench.ts and hive-gateway.bench.ts: the same orders page
 * asked of several sides (REST straight, a GraphQL gateway in front of it), at `concurrency`
 * requests in flight and then one at a time, in alternating rounds, and the report against the
 * first side (REST) with issue #12's targets.
 */
import { loadavg } from 'node:os';
import { Pool } from 'undici';
import { ORDERS_PAGE_QUERY, arg, complexSearchBody, cpuUsed, type CpuReading } from './processes.js';

/** Issue #12's targets for a gateway in front of REST: median latency ratio, throughput ratio, ms added one at a time. */
export const TARGETS = { medianRatio: 1.1, throughputRatio: 0.9, addedMs: 0.5 };

/**
 * The run of the gateway benchmarks (gateway-overhead.bench.ts, hive-gateway.bench.ts), from the
 * command line: `--requests` per side at `--concurrency` (12,000 at 50) over `--rounds` (8), then
 * `--sequential` (2,000) one at a time, after 200 warm-up requests a side.
 */
export function gatewayRun(): Pick<MeasureOptions, 'requests' | 'concurrency' | 'rounds' | 'sequential' | 'warmup'> {
  return {
    requests: arg('requests', 12000),
    concurrency: arg('concurrency', 50),
    rounds: arg('rounds', 8),
    sequential: arg('sequential', 2000),
    warmup: 200,
  };
}

/** One way to ask for the orders page. */
export interface Side {
  name: string;
  pool: Pool;
  /** The path and JSON body of page `page` (1..50). */
  request(page: number): { path: string; body: string };
  /** True when the parsed reply holds the 18 orders of a page. */
  check(body: unknown): boolean;
}

/** REST's complex search, page `page` of 18, newest first, straight from the REST API at `url`. */
export const restSide = (url: string, concurrency: number): Side => ({
  name: 'REST',
  pool: new Pool(url, { connections: concurrency }),
  request: (page) => ({ path: '/api/transaction/search/complex/table', body: complexSearchBody(page) }),
  check: (b) => (b as { transactions?: unknown[] }).transactions?.length === 18,
});

export interface MeasureOptions {
  token: string;
  /** Requests per side at `concurrency`, spread over `rounds`. */
  requests: number;
  concurrency: number;
  rounds: number;
  /** Requests per side one at a time, spread over `rounds`. */
  sequential: number;
  /** Requests per side before measuring (at each concurrency). */
  warmup: number;
  /** CPU seconds used so far by each process of interest (processes.ts cpuSnapshot). */
  cpu(): CpuReading;
  /** Wall-clock limit (ms since the epoch): a side stops sending past it. */
  deadline: number;
}

/** What one side measured. */
export interface SideResult {
  name: string;
  /** Latencies (ms) at `concurrency`, and the seconds those requests took. */
  latencies: number[];
  seconds: number;
  /** CPU seconds per process during this side's concurrent rounds. */
  cpu: Record<string, number>;
  /** Latencies (ms) one at a time. */
  sequential: number[];
}

/** The orders page of 18 with names through the GraphQL gateway at `url` (ORDERS_PAGE_QUERY). */
export const graphqlSide = (url: string, concurrency: number, name = 'GraphQL'): Side => ({
  name,
  pool: new Pool(url, { connections: concurrency }),
  request: (page) => ({ path: '/graphql', body: JSON.stringify({ query: ORDERS_PAGE_QUERY, variables: { page } }) }),
  check: (b) => (b as { data?: { orders?: { items?: unknown[] } } }).data?.orders?.items?.length === 18,
});

/** The `q` quantile (0..1) of `values`. */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/**
 * A closed loop: `concurrency` workers each send the next request when the last one answered, until
 * `count` (or `options.deadline`, ms since the epoch) over pages 1..50 of `side`; returns each
 * latency (ms) and the wall time (s). @throws on a wrong answer.
 */
export async function load(
  side: Side,
  options: { token: string; deadline: number },
  count: number,
  concurrency: number,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && Date.now() < options.deadline) {
      const i = next++;
      const { path, body } = side.request((i % 50) + 1);
      const t0 = performance.now();
      const response = await side.pool.request({
        method: 'POST',
        path,
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
      });
      const parsed = await response.body.json();
      latencies.push(performance.now() - t0);
      if (response.statusCode !== 200 || !side.check(parsed))
        throw new Error(`${side.name}: bad answer ${response.statusCode} ${JSON.stringify(parsed).slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/**
 * Warms every side up, then runs `rounds` rounds at `concurrency` and `rounds` rounds one at a time,
 * the order of the sides rotating each round, so slow drifts of the machine (autovacuum,
 * checkpoints, other work) fall on every side alike.
 */
export async function measure(sides: Side[], options: MeasureOptions): Promise<SideResult[]> {
  const results = sides.map((s): SideResult => ({ name: s.name, latencies: [], seconds: 0, cpu: {}, sequential: [] }));
  const order = (round: number) => sides.map((_, i) => (i + round) % sides.length);
  for (const side of sides) await load(side, options, options.warmup, options.concurrency);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const i of order(round)) {
      const before = options.cpu();
      const run = await load(sides[i]!, options, Math.ceil(options.requests / options.rounds), options.concurrency);
      const after = options.cpu();
      for (const [key, seconds] of Object.entries(cpuUsed(before, after))) results[i]!.cpu[key] = (results[i]!.cpu[key] ?? 0) + seconds;
      results[i]!.latencies.push(...run.latencies);
      results[i]!.seconds += run.seconds;
    }
  }
  for (const side of sides) await load(side, options, options.warmup, 1);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const i of order(round)) {
      results[i]!.sequential.push(...(await load(sides[i]!, options, Math.ceil(options.sequential / options.rounds), 1)).latencies);
    }
  }
  return results;
}

/** Prints each side's figures and, for every side after the first, its ratios to the first against TARGETS. */
export function report(results: SideResult[], concurrency: number): void {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'NOT MET');
  const [reference, ...others] = results;
  const rps = (r: SideResult) => r.latencies.length / r.seconds;
  const pad = Math.max(...results.map((r) => r.name.length)) + 2;
  console.log(`at ${concurrency} concurrent:`);
  console.log(`  ${'side'.padEnd(pad)}requests  p50 ms   p95 ms   req/s`);
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(pad)}${String(r.latencies.length).padEnd(10)}${quantile(r.latencies, 0.5).toFixed(1).padEnd(9)}${quantile(r.latencies, 0.95).toFixed(1).padEnd(9)}${rps(r).toFixed(0)}`,
    );
  }
  for (const r of others) {
    const ratio = quantile(r.latencies, 0.5) / quantile(reference!.latencies, 0.5);
    const throughput = rps(r) / rps(reference!);
    console.log(
      `  ${r.name}/${reference!.name}: median latency ratio ${ratio.toFixed(2)} (target <= ${TARGETS.medianRatio.toFixed(2)}) ${verdict(ratio <= TARGETS.medianRatio)}; ` +
        `throughput ratio ${throughput.toFixed(2)} (target >= ${TARGETS.throughputRatio.toFixed(2)}) ${verdict(throughput >= TARGETS.throughputRatio)}`,
    );
  }
  console.log('  CPU ms per request (user + system):');
  for (const r of results) {
    const parts = Object.entries(r.cpu).map(([k, v]) => `${k} ${((1000 * v) / r.latencies.length).toFixed(2)}`);
    const total = Object.values(r.cpu).reduce((a, b) => a + b, 0);
    console.log(`    ${r.name.padEnd(pad)}${parts.join('  ')}  total ${((1000 * total) / r.latencies.length).toFixed(2)}`);
  }
  console.log(`\none request at a time (${reference!.sequential.length} a side):`);
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(pad)}p50 ${quantile(r.sequential, 0.5).toFixed(2)} ms  p95 ${quantile(r.sequential, 0.95).toFixed(2)} ms`,
    );
  }
  for (const r of others) {
    const added = quantile(r.sequential, 0.5) - quantile(reference!.sequential, 0.5);
    const added95 = quantile(r.sequential, 0.95) - quantile(reference!.sequential, 0.95);
    console.log(
      `  added by ${r.name}: p50 ${added.toFixed(2)} ms (target <= ${TARGETS.addedMs} ms) ${verdict(added <= TARGETS.addedMs)}, p95 ${added95.toFixed(2)} ms`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
