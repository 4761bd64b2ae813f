import type { Queryable } from './database.js';
/**
 * Name search (docs/ARCHITECTURE.md#contracts): trimmed, case- and accent-insensitive. Every searchable name column has a
 * GIN trigram index on lower(f_unaccent(column)) (migrations 002, 003), which serves both the
 * contains filter (LIKE '%term%') and the whole-name match (=).
 */

/** The indexed search key of a name column: `lower(f_unaccent(column))`. */
export function nameKey(column: string): string {
  return `lower(public.f_unaccent(${column}))`;
}

/** The same normalisation applied to a bound parameter (`$n`). */
export function termKey(param: string): string {
  return `lower(public.f_unaccent(${param}))`;
}

/** Escapes LIKE's wildcards (and its escape character) so the term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * SQL condition: column's name contains the term bound at `param` (already escaped with
 * escapeLike), accent- and case-insensitively. Served by the trigram index.
 */
export function nameContains(column: string, param: string): string {
  return `${nameKey(column)} LIKE '%' || ${termKey(param)} || '%'`;
}

/**
 * SQL ORDER BY keys of the best-match order: the whole name first, then names starting with the
 * term, then the rest; each group by name then id. `rawParam` holds the trimmed term,
 * `escapedParam` the same term passed through escapeLike.
 */
export function bestMatchOrder(column: string, rawParam: string, escapedParam: string, idColumn = 'id'): string {
  const key = nameKey(column);
  return `CASE WHEN ${key} = ${termKey(rawParam)} THEN 0 WHEN ${key} LIKE ${termKey(escapedParam)} || '%' THEN 1 ELSE 2 END, ${column}, ${idColumn}`;
}

/**
 * SQL condition: the stored search key `table.search_name` (lower(f_unaccent(full_name)), a
 * generated column of clients and recipients, migration 011) contains the term bound at `param`
 * (already escaped with escapeLike). Served by its own trigram index; cheaper to recheck than
 * nameContains on common names, which is what the order searches need at scale.
 */
export function storedNameContains(alias: string, param: string): string {
  return `${alias}.search_name LIKE '%' || ${termKey(param)} || '%'`;
}

/** How many people an ambiguous full name lists at most (SENDER_AMBIGUOUS, BENEFICIARY_AMBIGUOUS). */
export const NAME_CANDIDATES = 20;

/**
 * On tx: the rows of `table` (alias `alias`, selecting `columns`) whose whole name is `name`, case
 * and accents aside, locked FOR UPDATE, by id, at most NAME_CANDIDATES + 1. Writers naming the same
 * person first wait for each other (a transaction-scoped advisory lock on the table and the name),
 * so two of them cannot both find nobody and create the same person twice.
 */
export async function lockByFullName<T>(
  tx: Queryable,
  columns: string,
  table: 'clients' | 'recipients',
  alias: string,
  name: string,
): Promise<T[]> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1 || ':' || ${termKey('$2')}))`, [table, name]);
  const { rows } = await tx.query<T>(
    `SELECT ${columns} FROM ${table} ${alias} WHERE ${nameKey(`${alias}.full_name`)} = ${termKey('$1')} ORDER BY ${alias}.id LIMIT ${NAME_CANDIDATES + 1} FOR UPDATE`,
    [name],
  );
  return rows;
}
