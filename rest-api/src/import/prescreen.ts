/**
 * Screening a batch's names ahead of its transaction (docs/import.md "Scale"). The import's batches
 * are a pipeline: while one batch's transaction runs, the next batches' names are searched against
 * the list. A large import, on either database, searches them on a worker thread of its own
 * (ScreeningPool), so the similarity search runs on the second processor beside the main thread's
 * reading, checking and writing (and, on PGlite, its database); a small one on PostgreSQL searches
 * them on this thread between the running batch's statements (while the process would wait for the
 * database), and a small one on PGlite is not screened ahead (run.ts prescreenFor). Nothing is decided here: the
 * batch still screens, logs and holds exactly the names it did before, in its own transaction; it
 * takes a result from here instead of searching again only when it was searched under the same list
 * version (the search is a pure function of the name and the list). A name the batch needs and this
 * did not screen is searched then, as before, and a failure here never fails the import.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Queryable } from '../db/database.js';
import type { SanctionsMatch } from '../compliance/matching.js';
import type { SanctionsScreener } from '../compliance/screening.js';
import type { Column } from './mapping.js';
import type { TableRecord } from './read.js';
import { taxIdCell } from './rows.js';
import type { ScreenWorkerRequest } from './screen-worker.js';

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
    if (name) found.push({ name, cpf: taxIdCell(taxId), table });
  }
  return found;
}

/** An import of at least this many rows searches ahead on a worker thread (whose index of the list costs about 1 s of CPU to build). */
export const WORKER_ROWS = 5000;

/**
 * One worker thread (screen-worker.ts) searching names against its own index of the list version it
 * was last given: one, so the main thread and it (and PostgreSQL) share the two processors.
 */
export class ScreeningPool {
  private readonly worker: Worker;
  private listId: number | null = null;
  private readonly waiting = new Map<number, (results: SanctionsMatch[][] | null) => void>();
  private asked = 0;
  /** The worker failed or ended: nothing more is sent. */
  private failed = false;

  constructor() {
    // Under tsx or vitest (tests, benchmarks) the worker is this folder's .ts file, loaded through tsx.
    const typescript = import.meta.url.endsWith('.ts');
    const url = new URL(typescript ? './screen-worker.ts' : './screen-worker.js', import.meta.url);
    this.worker = typescript
      ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`, { eval: true })
      : new Worker(url);
    this.worker.unref();
    this.worker.on('message', ({ id, results }: { id: number; results: SanctionsMatch[][] | null }) => {
      this.waiting.get(id)?.(results);
      this.waiting.delete(id);
    });
    // A worker that fails or ends leaves its names to be searched by the batch (take() misses them).
    this.worker.on('error', () => this.failAll());
    this.worker.on('exit', () => this.failAll());
  }

  private failAll(): void {
    this.failed = true;
    for (const done of this.waiting.values()) done(null);
    this.waiting.clear();
  }

  /**
   * Each name's matches under the screener's list version, searched by the worker (given that
   * version's parties first when it holds another); null for every name when there is no list or
   * the worker failed.
   */
  async screen(screener: SanctionsScreener, names: string[]): Promise<{ listId: number; results: SanctionsMatch[][] } | null> {
    const listId = screener.listId;
    if (this.failed || listId === null || names.length === 0) return null;
    if (listId !== this.listId) {
      this.worker.postMessage({ type: 'list', listId, parties: screener.listedParties } satisfies ScreenWorkerRequest);
      this.listId = listId;
    }
    const id = (this.asked += 1);
    const results = await new Promise<SanctionsMatch[][] | null>((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ type: 'screen', id, listId, threshold: screener.threshold, names } satisfies ScreenWorkerRequest);
    });
    return results ? { listId, results } : null;
  }

  /** Stops the worker. */
  async close(): Promise<void> {
    this.failAll();
    await this.worker.terminate();
  }
}

/**
 * The results of the names searched ahead, each kept with the last batch that asked for it until
 * that batch has started: two or three batches' worth at most (the one running, the one about to
 * run, the one being read).
 */
export class Prescreen {
  /** Each name searched, its result and the number of the last batch that asked for it (oldest first). */
  private readonly searched = new Map<string, Screened & { batch: number }>();
  /** Batches whose names were asked for, and batches started (advance). */
  private prepared = 0;
  private started = 0;

  /**
   * db: where the names on file are looked up first (another connection than the batch's). pool:
   * the worker thread to search on (a large import); without one the names are searched on this
   * thread between the batch's statements.
   */
  constructor(
    private readonly screener: SanctionsScreener,
    private readonly db: Queryable,
    private readonly pool: ScreeningPool | null = null,
  ) {}

  /**
   * Searches the names of `records` (the next batch) that may be new or renamed: those whose CPF/CNPJ
   * is on file under the same name are left out (one indexed SELECT per table, outside the batch's
   * transaction, on another connection). On this thread it yields to the event loop every SLICE names.
   */
  async prepare(columns: Column[], records: TableRecord[]): Promise<void> {
    const batch = (this.prepared += 1);
    try {
      await this.searchAhead(columns, records, batch);
    } catch {
      // Only an optimisation: the batch reads the list and screens its names itself.
    }
  }

  /** Keeps `name`'s result for `batch`: true when it was searched already (by this batch or one before). */
  private keep(name: string, batch: number): boolean {
    const had = this.searched.get(name);
    if (!had) return false;
    if (had.batch !== batch) {
      // Moved to the end: the names are dropped oldest first (advance).
      this.searched.delete(name);
      this.searched.set(name, { ...had, batch });
    }
    return true;
  }

  private async searchAhead(columns: Column[], records: TableRecord[], batch: number): Promise<void> {
    if (this.screener.listId === null) return;
    const wanted = records.flatMap((r) => namesOf(columns, r));
    const onFile = new Set<string>();
    for (const table of ['clients', 'recipients'] as const) {
      const cpfs = [...new Set(wanted.filter((w) => w.table === table && w.cpf !== '').map((w) => w.cpf))];
      if (cpfs.length === 0) continue;
      const { rows } = await this.db.query<{ cpf: string; full_name: string }>(
        `SELECT cpf, full_name FROM ${table} WHERE cpf = ANY($1::text[])`,
        [cpfs],
      );
      for (const row of rows) onFile.add(`${table}:${row.cpf}:${row.full_name}`);
    }
    const names = [...new Set(wanted.filter((w) => !onFile.has(`${w.table}:${w.cpf}:${w.name}`)).map((w) => w.name))];
    if (this.pool) {
      const fresh = names.filter((name) => !this.keep(name, batch));
      const found = await this.pool.screen(this.screener, fresh);
      if (found) fresh.forEach((name, i) => this.searched.set(name, { listId: found.listId, matches: found.results[i]!, batch }));
      return;
    }
    for (let i = 0; i < names.length; i += 1) {
      if (i % SLICE === 0 && i > 0) await nextTurn();
      const name = names[i]!;
      if (this.keep(name, batch)) continue;
      const listId = this.screener.listId;
      if (listId === null) return;
      this.searched.set(name, { listId, matches: this.screener.screenInMemory(name), batch });
    }
  }

  /** Stops the worker thread, if any. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  /** The next batch starts (in the order they were prepared): the names only earlier batches asked for are dropped. */
  advance(): void {
    this.started += 1;
    for (const [name, screened] of this.searched) {
      if (screened.batch >= this.started) break;
      this.searched.delete(name);
    }
  }

  /** The matches of `name` searched ahead under list `listId`, or undefined (search it now). */
  take(listId: number, name: string): SanctionsMatch[] | undefined {
    const found = this.searched.get(name);
    return found && found.listId === listId ? found.matches : undefined;
  }
}
