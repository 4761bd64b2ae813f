/**
 * Name search (DESIGN §8): trimmed, case- and accent-insensitive. Every searchable name column has a
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
