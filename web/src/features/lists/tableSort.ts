/**
 * The order tables' sort and page size, kept in the URL with the search (docs/lists-and-reports.md#sorting-and-page-sizes):
 * ?sort=paymentDate (ascending) or ?sort=-amountUSD (descending), the REST API's own form, and
 * ?perPage=50 (18, 50 or 100). Anything else in the URL is ignored: the table's default applies.
 */
import type { OrderSort } from '../../generated/graphql';

/** The columns a table sorts by. */
export const SORT_KEYS = ['id', 'sender', 'beneficiary', 'amountUSD', 'amountBRL', 'paymentDate', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** A table's sort: a column and a direction. */
export interface TableSort {
  key: SortKey;
  descending: boolean;
}

/** The page sizes a table offers; the first is the default. */
export const PAGE_SIZES = [18, 50, 100] as const;

/** Pending and Over: by payment date, oldest first. */
export const OLDEST_PAYMENT_FIRST: TableSort = { key: 'paymentDate', descending: false };

const ENUM_STEMS: Record<SortKey, string> = {
  id: 'ID',
  sender: 'SENDER',
  beneficiary: 'BENEFICIARY',
  amountUSD: 'AMOUNT_USD',
  amountBRL: 'AMOUNT_BRL',
  paymentDate: 'PAYMENT_DATE',
  status: 'STATUS',
};

/** The sort in ?sort=, else fallback (null: the list's own order, newest first). */
export function sortFromParams(params: URLSearchParams, fallback: TableSort | null = null): TableSort | null {
  const value = params.get('sort') ?? '';
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  return (SORT_KEYS as readonly string[]).includes(key) ? { key: key as SortKey, descending } : fallback;
}

/** The GraphQL OrderSort of a table sort ('AMOUNT_USD_DESC'), or null for none. */
export function toOrderSort(sort: TableSort | null): OrderSort | null {
  return sort ? (`${ENUM_STEMS[sort.key]}_${sort.descending ? 'DESC' : 'ASC'}` as OrderSort) : null;
}

/** The sort after a click on column key's header: the same column flips its direction, another starts ascending. */
export function nextSort(current: TableSort | null, key: SortKey): TableSort {
  return current?.key === key ? { key, descending: !current.descending } : { key, descending: false };
}

/** The URL's params with sort (the page back to 1, the other params kept). */
export function paramsWithSort(prev: URLSearchParams, sort: TableSort): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.set('sort', `${sort.descending ? '-' : ''}${sort.key}`);
  next.delete('page');
  return next;
}

/** ?perPage= when it is one of PAGE_SIZES, else the first. */
export function perPageFromParams(params: URLSearchParams): number {
  const n = Number(params.get('perPage'));
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : PAGE_SIZES[0];
}

/** The URL's params with a page size (the default dropped, the page back to 1). */
export function paramsWithPerPage(prev: URLSearchParams, perPage: number): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (perPage === PAGE_SIZES[0]) next.delete('perPage');
  else next.set('perPage', String(perPage));
  next.delete('page');
  return next;
}
