/**
 * The one database interface the REST API uses (docs/ARCHITECTURE.md#shape, docs/money-and-dates.md, docs/ARCHITECTURE.md#contracts), with two drivers: PostgreSQL
 * through a pg Pool (DATABASE_URL) and embedded PGlite (DATA_DIR). Both get the same type parsers.
 */

/** Something SQL can be run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with $1.. parameters; returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A database connection (pool) with transactions. */
export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back everything fn did and is re-thrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify(payload)` for each NOTIFY on `channel` (delivered when the notifying transaction
   * commits, from this process or another on the same database), until the returned stop function
   * is called. `onListening(true)` when the LISTEN is in place (first, and again after the driver
   * reconnected by itself), `onListening(false)` when its connection broke: notifications sent in
   * between are lost. @throws the connection error when the first LISTEN cannot be set up.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** Connections of the pool: open, idle, and requests waiting for one (metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
}

/** PostgreSQL type oids whose parsing we fix in both drivers. */
export const OID = { INT8: 20, DATE: 1082, NUMERIC: 1700 } as const;

/**
 * The shared parsers: DATE stays the 'YYYY-MM-DD' string (no UTC shift), INT8 becomes a number,
 * NUMERIC stays a string (money is never a JavaScript number).
 */
export const typeParsers: Record<number, (value: string) => unknown> = {
  [OID.DATE]: (value) => value,
  [OID.INT8]: (value) => Number(value),
  [OID.NUMERIC]: (value) => value,
};
