import type { Queryable } from './database.js';

/**
 * A page of a list and the size of the whole list in one SQL statement, so one round trip to the
 * database (docs/lists-and-reports.md#one-statement-a-page).
 *
 * `countSql` selects one row with the column `n`: the exact size of the list (any integer type).
 * `rowsSql` selects the page's rows in their order (its own ORDER BY, LIMIT and OFFSET). The count
 * runs first (a materialized CTE named `size`, which `rowsSql` may read as `(SELECT n FROM size)`,
 * e.g. to choose between plans); the rows are read only when the page starts before the end of the
 * list (`offset` < size), so a page past the end costs nothing but still carries the size.
 * Both take their parameters from `params`.
 */
export const SIZE = '(SELECT n FROM size)';

/** The rows of one page (in rowsSql's order) and the size of the whole list; see SIZE. */
export async function queryPage<T extends object>(
  q: Queryable,
  countSql: string,
  rowsSql: string,
  offset: number,
  params: unknown[],
): Promise<{ size: number; rows: T[] }> {
  const { rows } = await q.query<T & { page_size: number | string; page_row: number | string | null }>(
    `WITH size AS MATERIALIZED (${countSql})
     SELECT s.n AS page_size, p.*
       FROM size s
       LEFT JOIN (SELECT row_number() OVER () AS page_row, r.* FROM (${rowsSql}) r WHERE ${SIZE} > ${Math.trunc(offset)}) p ON true
      ORDER BY p.page_row`,
    params,
  );
  const size = Number(rows[0]?.page_size ?? 0);
  const page: T[] = [];
  for (const row of rows) {
    if (row.page_row === null) continue;
    const { page_size: _size, page_row: _row, ...rest } = row;
    page.push(rest as unknown as T);
  }
  return { size, rows: page };
}
