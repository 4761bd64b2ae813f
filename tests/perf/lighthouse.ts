/**
 * Lighthouse on the first visit (docs/screens.md#weight): /login signed out, and /dashboard signed in
 * with the demo data, in Debian's Chromium with Lighthouse's default mobile profile (simulated slow 4G
 * and a 4x slower CPU). Prints each page's performance and accessibility scores with the
 * metrics behind them (first and largest contentful paint, total blocking time, layout shift).
 * Targets: performance ≥ 90 and accessibility 100 on both, CLS ≤ 0.05 and TBT ≤ 200 ms.
 *
 *   npx tsx tests/perf/lighthouse.ts [--runs 3]
 *
 * Loads the demo data (`npm run seed:demo`) into a fresh DATA_DIR, starts the product with
 * `npm start` on free ports (tests/e2e/support/stack.ts), and runs Lighthouse `--runs` times per
 * page, reporting the median run by performance score. /login runs as Lighthouse does by default
 * (storage and cache cleared); /dashboard keeps the signed-in token in localStorage, but the HTTP
 * cache is cleared before each run, so it is a first visit of a signed-in clerk too.
 * Lighthouse 12 (its 13 needs Node 22).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../e2e/support/browser.js';
import { repoRoot, startStack } from '../e2e/support/stack.js';
import { freePort } from '../support/servers.js';
import { arg } from './processes.js';

const RUNS = arg('runs', 3);

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
  const { lhr } = result;
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
    scriptKb: (summary.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN) / 1024,
  };
}

const median = (runs: Figures[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

function row(page: string, f: Figures): string {
  const ok = f.performance >= 90 && f.accessibility === 100 && f.cls <= 0.05 && f.tbtMs <= 200;
  return `${page.padEnd(11)} ${String(f.performance).padStart(11)} ${String(f.accessibility).padStart(13)} ${f.fcpMs.toFixed(0).padStart(7)} ${f.lcpMs.toFixed(0).padStart(7)} ${f.tbtMs.toFixed(0).padStart(7)} ${f.cls.toFixed(3).padStart(6)} ${f.scriptKb.toFixed(0).padStart(9)}  ${ok ? 'ok' : 'BELOW TARGET'}`;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'agency-lighthouse-'));
  const dataDir = join(work, 'data');
  const password = 'lighthouse-admin-password';
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@agency.test', ADMIN_PASSWORD: password };
  const load0 = loadavg();
  const seeded = spawnSync('npm', ['run', '-s', 'seed:demo'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr || seeded.stdout}`);
  const stack = await startStack(env);
  const port = await freePort();
  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
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
  try {
    const login: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) login.push(await audit(`${stack.baseUrl}/login`, port, false));

    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByLabel('Email').fill(stack.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/select$/);
    const cdp = await context.newCDPSession(page);
    const dashboard: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await cdp.send('Network.clearBrowserCache');
      dashboard.push(await audit(`${stack.baseUrl}/dashboard`, port, true));
    }

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
    }
    console.log(
      `\nevery run (performance): /login ${login.map((f) => f.performance).join(', ')}; /dashboard ${dashboard.map((f) => f.performance).join(', ')}`,
    );
    console.log(
      `load average before ${load0.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await context.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
