/**
 * Screening a batch's names ahead of its transaction (docs/import.md "Scale"). On PostgreSQL the
 * import's batches are a pipeline: while one batch's transaction runs in the database, the next
 * batch's names are screened here against the list in memory, so the similarity search (about
 * 0.1 ms a name against a list of OFAC's size) runs while the process would otherwise wait for the
 * database. Nothing is decided here: the batch still screens, logs and holds exactly the names it
 * did before, in its own transaction; it takes a result from here instead of searching again only
 * when it was searched under the same list version (the search is a pure function of the name and
 * the list). A name the batch needs and this did not screen is searched then, as before.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Database } from '../db/database.js';
import type { ListedParty, SanctionsMatch } from '../compliance/matching.js';
import type { SanctionsScreener } from '../compliance/screening.js';
import { currentVersion, readListedParties } from '../compliance/sanctions-list.js';
import type { ScreenWorkerRequest } from './screen-worker.js';
import type { Column } from './mapping.js';
import type { TableRecord } from './read.js';

/** Names searched between two turns of the event loop: a batch's own statements wait at most one slice (about 2 ms). */
const SLICE = 20;

/** A search's result and the list version it was made under. */
interface Screened {
  listId: number;
  matches: SanctionsMatch[];
}

/** The cells of a record that hold people's names, by the columns' fields; the CPF/CNPJ beside each, to tell who is on file. */
function namesOf(columns: Column[], record: TableRecord): { name: string; cpf: string; table: 'clients' | 'recipients' }[] {
  const found: { name: string; cpf: string; table: 'clients' | 'recipients' }[] = [];
  for (const [owner, table] of [
    ['client', 'clients'],
    ['recipient', 'recipients'],
  ] as const) {
    const at = columns.findIndex((c) => c.field === `${owner}.fullName`);
    const cpfAt = columns.findIndex((c) => c.field === `${owner}.email`);
    const name = at >= 0 ? record.cells[at]?.trim() : undefined;
    // The CPF/CNPJ as stored, near enough for a hint: punctuation out, a number's lost zeros back.
    const taxId = cpfAt >= 0 ? (record.cells[cpfAt] ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase() : '';
    if (name) found.push({ name, cpf: /^\d{9,10}$/.test(taxId) ? taxId.padStart(11, '0') : taxId, table });
  }
  return found;
}

/** Imports of at least this many rows screen ahead on worker threads (each builds its own index of the list: about 1 s of CPU). */
export const WORKER_ROWS = 5000;

/** Worker threads screening: two, so the main thread, the workers and PostgreSQL share two processors. */
const WORKERS = 2;

/**
 * Worker threads that search names against their own index of one list version (screen-worker.ts):
 * the names of a batch are split between them.
 */
export class ScreeningPool {
  private readonly workers: Worker[];
  private listId: number | null = null;
  private readonly waiting = new Map<number, (results: (SanctionsMatch[] | null)[] | null) => void>();
  private asked = 0;
  /** A worker failed or ended: nothing more is sent. */
  private failed = false;

  constructor(size = WORKERS) {
    // Under tsx (tests, benchmarks) the worker is this folder's .ts file, loaded as the process is.
    const typescript = import.meta.url.endsWith('.ts');
    const url = new URL(typescript ? './screen-worker.ts' : './screen-worker.js', import.meta.url);
    this.workers = Array.from({ length: size }, () => {
      const worker = typescript
        ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`, { eval: true })
        : new Worker(url);
      worker.unref();
      worker.on('message', ({ id, results }: { id: number; results: SanctionsMatch[][] | null }) => {
        this.waiting.get(id)?.(results);
        this.waiting.delete(id);
      });
      // A worker that fails or ends leaves its names to be searched on the main thread (take() misses them).
      worker.on('error', () => this.failAll());
      worker.on('exit', () => this.failAll());
      return worker;
    });
  }

  private failAll(): void {
    this.failed = true;
    for (const done of this.waiting.values()) done(null);
    this.waiting.clear();
  }

  /**
   * Gives the workers the list in force, read in one snapshot with its version id, when it is not
   * the one they hold. Returns the version id they hold (null: no list).
   */
  async useList(db: Database): Promise<number | null> {
    const { listId, parties } = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const version = await currentVersion(tx);
      if (!version || version.id === this.listId) return { listId: version?.id ?? null, parties: null as ListedParty[] | null };
      return { listId: version.id, parties: await readListedParties(tx) };
    });
    if (listId !== null && parties) {
      for (const worker of this.workers) worker.postMessage({ type: 'list', listId, parties } satisfies ScreenWorkerRequest);
      this.listId = listId;
    }
    return listId;
  }

  /** Each name's matches under list `listId`, searched by the workers; null for a name not searched (another list, a failed worker). */
  async screen(listId: number, threshold: number, names: string[]): Promise<(SanctionsMatch[] | null)[]> {
    if (this.failed) return names.map(() => null);
    const share = Math.ceil(names.length / this.workers.length);
    const parts = await Promise.all(
      this.workers.map((worker, w) => {
        const slice = names.slice(w * share, (w + 1) * share);
        if (slice.length === 0) return Promise.resolve([] as (SanctionsMatch[] | null)[]);
        const id = (this.asked += 1);
        return new Promise<(SanctionsMatch[] | null)[]>((resolve) => {
          this.waiting.set(id, (results) => resolve(results ?? slice.map(() => null)));
          worker.postMessage({ type: 'screen', id, listId, threshold, names: slice } satisfies ScreenWorkerRequest);
        });
      }),
    );
    return parts.flat();
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    this.failAll();
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/**
 * The results of the names searched ahead, for the batch about to run (`current`) and the one being
 * prepared (`next`): two batches' worth at most.
 */
export class Prescreen {
  private current = new Map<string, Screened>();
  private next = new Map<string, Screened>();

  /**
   * pool: worker threads to search on (a large import); without one the names are searched on this
   * thread between the batch's statements (PostgreSQL only: on PGlite the database shares it).
   * hints: whether names on file are looked up first (not on PGlite, where a query waits for the
   * batch's transaction to end).
   */
  constructor(
    private readonly screener: SanctionsScreener,
    private readonly db: Database,
    private readonly pool: ScreeningPool | null = null,
    private readonly hints = true,
  ) {}

  /**
   * Searches the names of `records` (the next batch) that may be new or renamed: those whose CPF/CNPJ
   * is on file under the same name are left out (one indexed SELECT per table, outside the batch's
   * transaction, on another connection). Yields to the event loop every SLICE names.
   */
  async prepare(columns: Column[], records: TableRecord[]): Promise<void> {
    try {
      await this.searchAhead(columns, records);
    } catch {
      // Only an optimisation: the batch reads the list and screens its names itself.
    }
  }

  private async searchAhead(columns: Column[], records: TableRecord[]): Promise<void> {
    const poolList = this.pool ? await this.pool.useList(this.db) : null;
    if (this.screener.listId === null && poolList === null) return;
    const wanted = records.flatMap((r) => namesOf(columns, r));
    const onFile = new Set<string>();
    for (const table of this.hints ? (['clients', 'recipients'] as const) : []) {
      const cpfs = [...new Set(wanted.filter((w) => w.table === table && w.cpf !== '').map((w) => w.cpf))];
      if (cpfs.length === 0) continue;
      const { rows } = await this.db.query<{ cpf: string; full_name: string }>(
        `SELECT cpf, full_name FROM ${table} WHERE cpf = ANY($1::text[])`,
        [cpfs],
      );
      for (const row of rows) onFile.add(`${table}:${row.cpf}:${row.full_name}`);
    }
    const names = [...new Set(wanted.filter((w) => !onFile.has(`${w.table}:${w.cpf}:${w.name}`)).map((w) => w.name))];
    if (this.pool && poolList !== null) {
      const fresh: string[] = [];
      for (const name of names) {
        const earlier = this.current.get(name);
        if (earlier) this.next.set(name, earlier);
        else fresh.push(name);
      }
      const results = await this.pool.screen(poolList, this.screener.threshold, fresh);
      fresh.forEach((name, i) => {
        const matches = results[i];
        if (matches) this.next.set(name, { listId: poolList, matches });
      });
      return;
    }
    for (let i = 0; i < names.length; i += 1) {
      if (i % SLICE === 0 && i > 0) await nextTurn();
      const name = names[i]!;
      if (this.next.has(name)) continue;
      const earlier = this.current.get(name);
      if (earlier) {
        this.next.set(name, earlier);
        continue;
      }
      const listId = this.screener.listId;
      if (listId === null) return;
      this.next.set(name, { listId, matches: this.screener.screenInMemory(name) });
    }
  }

  /** The batch prepared last is the one about to run: its results become the ones taken. */
  advance(): void {
    this.current = this.next;
    this.next = new Map();
  }

  /** Stops the worker threads, if any. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  /** The matches of `name` searched ahead under list `listId`, or undefined (search it now). */
  take(listId: number, name: string): SanctionsMatch[] | undefined {
    const found = this.current.get(name);
    return found && found.listId === listId ? found.matches : undefined;
  }
}
