/**
 * Lighthouse on the first visit (docs/screens.md#weight): /login signed out, and /dashboard signed in
 * with the demo data, in Debian's Chromium with Lighthouse's default mobile profile (simulated slow 4G
 * and a 4x slower CPU). Prints each page's performance and accessibility scores with the
 * metrics behind them (first and largest contentful paint, total blocking time, layout shift).
 * Targets: performance ≥ 90 and accessibility 100 on both, CLS ≤ 0.05 and TBT ≤ 200 ms.
 *
 *   npx tsx tests/perf/lighthouse.ts [--runs 3]
 *   npx tsx tests/perf/lighthouse.ts --compare /tmp/dist-a /tmp/dist-b [--runs 6] [--login]
 *
 * Loads the demo data (`npm run seed:demo`) into a fresh DATA_DIR, starts the product with
 * `npm start` on free ports (tests/e2e/support/stack.ts), and runs Lighthouse `--runs` times per
 * page, reporting the median run by performance score. /login runs as Lighthouse does by default
 * (storage and cache cleared); /dashboard keeps the signed-in token in localStorage, but the HTTP
 * cache is cleared before each run, so it is a first visit of a signed-in clerk too.
 * Lighthouse 12 (its 13 needs Node 22). Each report ends with Lighthouse's benchmarkIndex of the
 * host and the share of the page's long tasks spent on the CPU (`cpuShare`): the 4x CPU slowdown
 * turns a faster host's tasks into shorter ones, and a busier host's into longer ones, so figures
 * taken on different machines compare only beside them.
 *
 * `--compare` audits /dashboard (or /login) for two builds of the web app side by side (see
 * `compare`), the way to tell a change's effect on total blocking time from the machine's noise.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type CDPSession } from 'playwright-core';
import { chromiumPath } from '../e2e/support/browser.js';
import { signIn } from '../e2e/support/session.js';
import { launchStack as startStack, repoRoot, type Stack } from '../e2e/support/stack.js';
import { freePort } from '../support/servers.js';
import { arg } from './processes.js';

const RUNS = arg('runs', 3);
/** `--compare A B --login`: the builds side by side on /login rather than /dashboard. */
const LOGIN = process.argv.includes('--login');

interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** The elements that moved most (Lighthouse's layout-shifts audit), to find a CLS's cause. */
  shifts: string[];
  /** The longest main-thread tasks (Lighthouse's long-tasks audit: script URL, start and duration in ms), to find a TBT's cause. */
  longTasks: string[];
  /** The main thread's work by kind (Lighthouse's mainthread-work-breakdown: script evaluation, style and layout, ...), in ms of its slowed CPU. */
  work: string[];
  /** Lighthouse's measure of the host's CPU (its benchmarkIndex): the 4x slowdown assumes 1000 or more. */
  benchmarkIndex: number;
  /** How much of its long tasks' time the page's main thread was on the CPU (see `cpuShare`), 0-1. */
  cpuShare: number;
}

/** The fields of a trace event read here (Lighthouse's own TraceEvent type has no `tdur`). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The share of the page's long tasks (its main thread's tasks above 12.5 ms, those that count
 * towards total blocking time once slowed 4x) that the thread spent on the CPU: their thread time
 * over their wall time, from Lighthouse's own trace. Near 1 on a host with cores to spare; well
 * below it when the thread waited for a core (the browser's other processes, the server, other
 * jobs), which lengthens the same work's tasks and so its TBT (tests/perf/README.md, "a host where
 * the page waits for the CPU").
 */
function cpuShare(events: readonly TraceEvent[]): number {
  // The page's main thread is the one that painted it (the trace also holds Lighthouse's blank page).
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!fcp) return Number.NaN;
  const long = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && (e.dur ?? 0) > 12_500,
  );
  const wall = long.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return wall > 0 ? long.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / wall : Number.NaN;
}

/**
 * One Lighthouse run of `url`. Chromium sometimes leaves the navigation start out of the trace
 * (NO_NAVSTART, "Please run Lighthouse again"): such a run is retried, up to twice.
 */
async function audit(url: string, port: number, keepStorage: boolean, attempt = 1): Promise<Figures> {
  try {
    return await auditOnce(url, port, keepStorage);
  } catch (error) {
    if (attempt < 3 && error instanceof Error && error.message.includes('NO_NAVSTART')) return audit(url, port, keepStorage, attempt + 1);
    throw error;
  }
}

async function auditOnce(url: string, port: number, keepStorage: boolean): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    shifts: (
      (
        lhr.audits['layout-shifts']?.details as
          { items?: { score?: number; node?: { selector?: string; nodeLabel?: string } }[] } | undefined
      )?.items ?? []
    )
      .slice(0, 5)
      .map(
        (item) =>
          `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '?'} (${(item.node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)})`,
      ),
    longTasks: (
      (lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? []
    )
      .slice(0, 5)
      .map(
        (t) =>
          `${(t.duration ?? 0).toFixed(0)} ms at ${(t.startTime ?? 0).toFixed(0)} ms: ${(t.url ?? '?').replace(/^https?:\/\/[^/]+/, '')}`,
      ),
    work: (
      (lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ??
      []
    ).map((item) => `${(item.duration ?? 0).toFixed(0)} ${item.groupLabel ?? '?'}`),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuShare: cpuShare((artifacts.Trace?.traceEvents ?? []) as TraceEvent[]),
    scriptKb: (summary.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN) / 1024,
  };
}

const median = (runs: Figures[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

function row(page: string, f: Figures): string {
  const ok = f.performance >= 90 && f.accessibility === 100 && f.cls <= 0.05 && f.tbtMs <= 200;
  return `${page.padEnd(11)} ${String(f.performance).padStart(11)} ${String(f.accessibility).padStart(13)} ${f.fcpMs.toFixed(0).padStart(7)} ${f.lcpMs.toFixed(0).padStart(7)} ${f.tbtMs.toFixed(0).padStart(7)} ${f.cls.toFixed(3).padStart(6)} ${f.scriptKb.toFixed(0).padStart(9)}  ${ok ? 'ok' : 'BELOW TARGET'}`;
}

/** The demo data in a fresh folder, and the administrator who signs in to it. */
function seedDemo(work: string): Record<string, string> {
  // MFA_REQUIRED=none: the benchmark measures the pages, not the sign-in (the password rule: no 'admin' in it).
  const env = {
    DATA_DIR: join(work, 'data'),
    ADMIN_EMAIL: 'admin@agency.test',
    ADMIN_PASSWORD: 'lighthouse-chief-password',
    MFA_REQUIRED: 'none',
  };
  const seeded = spawnSync('npm', ['run', '-s', 'seed:demo'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr || seeded.stdout}`);
  return env;
}

/** Debian's Chromium with a debugging port for Lighthouse, its profile in `dir`. */
async function launchBrowser(dir: string): Promise<{ context: BrowserContext; port: number }> {
  const port = await freePort();
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
    ],
  });
  return { context, port };
}

/** Signs the administrator in on `baseUrl`; the returned session clears the HTTP cache between runs. */
async function signedInSession(context: BrowserContext, baseUrl: string, email: string, password: string): Promise<CDPSession> {
  const page = await context.newPage();
  await signIn(page, baseUrl, email, password);
  await page.waitForURL(/\/select$/);
  return context.newCDPSession(page);
}

/** A signed-in clerk's first visit of /dashboard: the token kept, the HTTP cache cleared. */
async function auditDashboard(cdp: CDPSession, baseUrl: string, port: number): Promise<Figures> {
  await cdp.send('Network.clearBrowserCache');
  return audit(`${baseUrl}/dashboard`, port, true);
}

const loadAverage = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
const share = (f: Figures) => (Number.isNaN(f.cpuShare) ? '-' : `${Math.round(f.cpuShare * 100)}%`);

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'agency-lighthouse-'));
  const load0 = loadavg();
  const env = seedDemo(work);
  const stack = await startStack(env);
  const { context, port } = await launchBrowser(join(work, 'profile'));
  try {
    const login: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) login.push(await audit(`${stack.baseUrl}/login`, port, false));

    const cdp = await signedInSession(context, stack.baseUrl, stack.adminEmail, env.ADMIN_PASSWORD!);
    const dashboard: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) dashboard.push(await auditDashboard(cdp, stack.baseUrl, port));

    console.log(`Lighthouse ${RUNS} run(s) per page, mobile profile, median run by performance score\n`);
    console.log(
      `${'page'.padEnd(11)} ${'performance'.padStart(11)} ${'accessibility'.padStart(13)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'script KB'.padStart(9)}`,
    );
    console.log(row('/login', median(login)));
    console.log(row('/dashboard', median(dashboard)));
    for (const [name, f] of [
      ['/login', median(login)],
      ['/dashboard', median(dashboard)],
    ] as const) {
      if (f.shifts.length > 0) console.log(`\nlayout shifts on ${name}:\n  ${f.shifts.join('\n  ')}`);
      if (f.tbtMs > 0 && f.longTasks.length > 0) console.log(`\nlongest tasks on ${name}:\n  ${f.longTasks.join('\n  ')}`);
      console.log(`\nmain-thread work on ${name} (ms): ${f.work.join(', ')}`);
    }
    console.log(
      `\nevery run (performance): /login ${login.map((f) => f.performance).join(', ')}; /dashboard ${dashboard.map((f) => f.performance).join(', ')}`,
    );
    console.log(
      `every run (TBT ms): /login ${login.map((f) => f.tbtMs.toFixed(0)).join(', ')}; /dashboard ${dashboard.map((f) => f.tbtMs.toFixed(0)).join(', ')}`,
    );
    console.log(
      `host CPU (Lighthouse's benchmarkIndex, one a run): ${[...login, ...dashboard].map((f) => f.benchmarkIndex.toFixed(0)).join(', ')}`,
    );
    console.log(`page's long tasks on the CPU (thread time over wall time, one a run): ${[...login, ...dashboard].map(share).join(', ')}`);
    console.log(`load average before ${loadAverage(load0)}, after ${loadAverage(loadavg())}`);
  } finally {
    await context.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * `--compare A B`: two builds of the web app (folders made by `vite build`, as web/dist) audited
 * side by side on /dashboard (on /login with `--login`): one stack per build over copies of the
 * same demo data, the runs alternating A B, B A, ... so that a change in the machine's load falls
 * on both. Prints each build's runs and medians.
 */
async function compare(builds: [string, string]): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'agency-lighthouse-'));
  const load0 = loadavg();
  const env = seedDemo(work);
  cpSync(env.DATA_DIR!, join(work, 'data-b'), { recursive: true });
  const stacks: Stack[] = [];
  const { context, port } = await launchBrowser(join(work, 'profile'));
  try {
    stacks.push(await startStack({ ...env, WEB_DIST: resolve(builds[0]) }));
    stacks.push(await startStack({ ...env, DATA_DIR: join(work, 'data-b'), WEB_DIST: resolve(builds[1]) }));
    // /login as Lighthouse runs it (storage cleared, so signed out); /dashboard signed in.
    const sessions = LOGIN
      ? []
      : await Promise.all(stacks.map((s) => signedInSession(context, s.baseUrl, s.adminEmail, env.ADMIN_PASSWORD!)));
    const runs: [Figures[], Figures[]] = [[], []];
    for (let i = 0; i < RUNS; i += 1) {
      for (const which of i % 2 === 0 ? [0, 1] : [1, 0])
        runs[which]!.push(
          LOGIN
            ? await audit(`${stacks[which]!.baseUrl}/login`, port, false)
            : await auditDashboard(sessions[which]!, stacks[which]!.baseUrl, port),
        );
    }
    const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`${LOGIN ? '/login' : '/dashboard'}, Lighthouse mobile profile, ${RUNS} run(s) a build, alternating\n`);
    for (const [i, build] of builds.entries()) {
      const r = runs[i as 0 | 1];
      console.log(`${'AB'[i]} ${build}`);
      console.log(`  TBT ms      ${r.map((f) => f.tbtMs.toFixed(0)).join(', ')}  (median ${middle(r.map((f) => f.tbtMs)).toFixed(0)})`);
      console.log(`  performance ${r.map((f) => f.performance).join(', ')}  (median ${middle(r.map((f) => f.performance))})`);
      console.log(`  LCP ms      ${r.map((f) => f.lcpMs.toFixed(0)).join(', ')}  (median ${middle(r.map((f) => f.lcpMs)).toFixed(0)})`);
      console.log(`  CLS         ${r.map((f) => f.cls.toFixed(3)).join(', ')}`);
    }
    console.log(
      `\nhost CPU (Lighthouse's benchmarkIndex, one a run): ${[...runs[0], ...runs[1]].map((f) => f.benchmarkIndex.toFixed(0)).join(', ')}`,
    );
    console.log(`page's long tasks on the CPU (thread time over wall time, one a run): ${[...runs[0], ...runs[1]].map(share).join(', ')}`);
    console.log(`load average before ${loadAverage(load0)}, after ${loadAverage(loadavg())}`);
  } finally {
    await context.close();
    for (const stack of stacks) await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const compared = process.argv.indexOf('--compare');
if (compared >= 0) {
  const builds = process.argv.slice(compared + 1, compared + 3);
  if (builds.length !== 2 || builds.some((b) => b.startsWith('--'))) throw new Error('--compare needs two built web apps: --compare A B');
  await compare(builds as [string, string]);
} else {
  await main();
}
