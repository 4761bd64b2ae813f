/**
 * The investment list's search (docs/investments.md Investment search criteria, docs/investments.md#validation): what the
 * Search modal holds lives in the URL (?client=..&id=..&status=..&from=..&to=..&page=2) and the last
 * search is also kept in localStorage, so reopening the list without params restores it. An ID or
 * a status that is not a number / None means no filter (the old product's -1).
 */
import { isCalendarDate } from '@agency/rules';
import type { InvestmentSearch, InvestmentStatus } from '../../generated/graphql';

/** The Search modal's values, as typed. */
export interface InvestmentSearchForm {
  clientName: string;
  investmentId: string;
  status: InvestmentStatus | '';
  startDate: string;
  endDate: string;
}

export const EMPTY_INVESTMENT_SEARCH: InvestmentSearchForm = { clientName: '', investmentId: '', status: '', startDate: '', endDate: '' };

/** The localStorage key of the last search (docs/investments.md). */
export const LAST_SEARCH_KEY = 'investment search';

const STATUSES: readonly InvestmentStatus[] = ['PENDING', 'COMPLETED', 'CANCELLED', 'RENEWED'];
const KEYS: Record<keyof InvestmentSearchForm, string> = {
  clientName: 'client',
  investmentId: 'id',
  status: 'status',
  startDate: 'from',
  endDate: 'to',
};

/** A positive whole-number id, or '' (docs/investments.md#validation: non-numeric or negative is no filter). */
export function investmentIdFilter(text: string | null | undefined): string {
  const t = (text ?? '').trim();
  return /^\d+$/.test(t) && Number(t) > 0 ? String(Number(t)) : '';
}

function clean(raw: Partial<Record<keyof InvestmentSearchForm, string | null | undefined>>): InvestmentSearchForm {
  const date = (v: string | null | undefined) => (v && isCalendarDate(v.trim()) ? v.trim() : '');
  const status = raw.status && (STATUSES as readonly string[]).includes(raw.status) ? (raw.status as InvestmentStatus) : '';
  return {
    clientName: (raw.clientName ?? '').trim(),
    investmentId: investmentIdFilter(raw.investmentId),
    status,
    startDate: date(raw.startDate),
    endDate: date(raw.endDate),
  };
}

/** True when the URL holds any search param. */
export function hasSearchParams(params: URLSearchParams): boolean {
  return Object.values(KEYS).some((k) => params.has(k));
}

/** The search in the URL; anything malformed is dropped. */
export function searchFromParams(params: URLSearchParams): InvestmentSearchForm {
  const raw: Partial<Record<keyof InvestmentSearchForm, string | null>> = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof InvestmentSearchForm, string][]) raw[field] = params.get(key);
  return clean(raw);
}

/** The URL's params for a search: other params kept, blank filters and the page dropped. */
export function paramsWithSearch(prev: URLSearchParams, form: InvestmentSearchForm): URLSearchParams {
  const next = new URLSearchParams(prev);
  const c = clean(form);
  for (const [field, key] of Object.entries(KEYS) as [keyof InvestmentSearchForm, string][]) {
    if (c[field]) next.set(key, c[field]);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** True when no filter is set. */
export function isEmptyInvestmentSearch(form: InvestmentSearchForm): boolean {
  return Object.values(clean(form)).every((v) => v === '');
}

/** The InvestmentSearch sent: blank filters left out (null means no filter), or null when nothing is set. */
export function toInvestmentSearch(form: InvestmentSearchForm): InvestmentSearch | null {
  const c = clean(form);
  const search: InvestmentSearch = {};
  if (c.clientName) search.clientName = c.clientName;
  if (c.investmentId) search.investmentId = c.investmentId;
  if (c.status) search.status = c.status;
  if (c.startDate) search.startDate = c.startDate;
  if (c.endDate) search.endDate = c.endDate;
  return Object.keys(search).length > 0 ? search : null;
}

/** The part of Storage the remembered search needs (localStorage in the app, a map in tests). */
export type SearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): SearchStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered search with its page, or null. */
export function loadLastSearch(storage: SearchStorage | null = browserStorage()): { form: InvestmentSearchForm; page: number } | null {
  const text = storage?.getItem(LAST_SEARCH_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return null;
    const str = (k: string) => (typeof value[k] === 'string' ? value[k] : '');
    const page = typeof value.page === 'number' && Number.isInteger(value.page) && value.page >= 1 ? value.page : 1;
    return {
      form: clean({
        clientName: str('clientName'),
        investmentId: str('investmentId'),
        status: str('status'),
        startDate: str('startDate'),
        endDate: str('endDate'),
      }),
      page,
    };
  } catch {
    return null;
  }
}

/** Remembers a search and its page (an empty search on page 1 forgets it). */
export function saveLastSearch(form: InvestmentSearchForm, page: number, storage: SearchStorage | null = browserStorage()): void {
  if (!storage) return;
  const c = clean(form);
  if (isEmptyInvestmentSearch(c) && page <= 1) storage.removeItem(LAST_SEARCH_KEY);
  else storage.setItem(LAST_SEARCH_KEY, JSON.stringify({ ...c, page }));
}

/**
 * The URL params to restore when the list opens without any (docs/investments.md): the remembered search and
 * page, or null when the URL already has a search or a page, or nothing is remembered.
 */
export function paramsToRestore(params: URLSearchParams, storage: SearchStorage | null = browserStorage()): URLSearchParams | null {
  if (hasSearchParams(params) || params.has('page')) return null;
  const last = loadLastSearch(storage);
  if (!last || (isEmptyInvestmentSearch(last.form) && last.page <= 1)) return null;
  const next = paramsWithSearch(params, last.form);
  if (last.page > 1) next.set('page', String(last.page));
  return next;
}
