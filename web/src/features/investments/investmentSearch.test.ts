import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVESTMENT_SEARCH,
  LAST_SEARCH_KEY,
  loadLastSearch,
  paramsToRestore,
  paramsWithSearch,
  saveLastSearch,
  searchFromParams,
  toInvestmentSearch,
  type SearchStorage,
} from './investmentSearch';

function memory(): SearchStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('investment search criteria (docs/investments.md#the-investment, #validation)', () => {
  it('treats a non-numeric or negative id and a None status as no filter', () => {
    expect(toInvestmentSearch({ ...EMPTY_INVESTMENT_SEARCH, investmentId: 'abc' })).toBeNull();
    expect(toInvestmentSearch({ ...EMPTY_INVESTMENT_SEARCH, investmentId: '-1' })).toBeNull();
    expect(toInvestmentSearch({ ...EMPTY_INVESTMENT_SEARCH, investmentId: '12', status: '' })).toEqual({ investmentId: '12' });
    expect(
      toInvestmentSearch({ clientName: ' Rosa ', investmentId: '', status: 'CANCELLED', startDate: '2026-01-01', endDate: '2026-12-31' }),
    ).toEqual({ clientName: 'Rosa', status: 'CANCELLED', startDate: '2026-01-01', endDate: '2026-12-31' });
  });

  it('goes to the URL and back, dropping the page and malformed values', () => {
    const prev = new URLSearchParams('page=3&other=x');
    const params = paramsWithSearch(prev, {
      clientName: 'Rosa',
      investmentId: 'x1',
      status: 'PENDING',
      startDate: '2026-1-1',
      endDate: '2026-12-31',
    });
    expect(params.get('page')).toBeNull();
    expect(params.get('other')).toBe('x');
    expect(searchFromParams(params)).toEqual({
      clientName: 'Rosa',
      investmentId: '',
      status: 'PENDING',
      startDate: '',
      endDate: '2026-12-31',
    });
    expect(searchFromParams(new URLSearchParams('status=BOGUS&id=7'))).toEqual({ ...EMPTY_INVESTMENT_SEARCH, investmentId: '7' });
  });
});

describe('the remembered search (URL ↔ localStorage, docs/investments.md)', () => {
  it('restores the last search and page when the list opens without params', () => {
    const storage = memory();
    saveLastSearch({ ...EMPTY_INVESTMENT_SEARCH, clientName: 'Rosa', status: 'PENDING' }, 2, storage);
    expect(loadLastSearch(storage)).toEqual({ form: { ...EMPTY_INVESTMENT_SEARCH, clientName: 'Rosa', status: 'PENDING' }, page: 2 });
    const restored = paramsToRestore(new URLSearchParams(''), storage);
    expect(restored?.toString()).toBe('client=Rosa&status=PENDING&page=2');
    expect(searchFromParams(restored!)).toEqual({ ...EMPTY_INVESTMENT_SEARCH, clientName: 'Rosa', status: 'PENDING' });
  });

  it('lets the URL win when it has a search or a page', () => {
    const storage = memory();
    saveLastSearch({ ...EMPTY_INVESTMENT_SEARCH, clientName: 'Rosa' }, 1, storage);
    expect(paramsToRestore(new URLSearchParams('client=Ana'), storage)).toBeNull();
    expect(paramsToRestore(new URLSearchParams('page=2'), storage)).toBeNull();
  });

  it('forgets an empty search on page 1, and ignores what it cannot read', () => {
    const storage = memory();
    saveLastSearch({ ...EMPTY_INVESTMENT_SEARCH, investmentId: '5' }, 1, storage);
    expect(storage.map.has(LAST_SEARCH_KEY)).toBe(true);
    saveLastSearch(EMPTY_INVESTMENT_SEARCH, 1, storage);
    expect(storage.map.has(LAST_SEARCH_KEY)).toBe(false);
    expect(paramsToRestore(new URLSearchParams(''), storage)).toBeNull();
    storage.setItem(LAST_SEARCH_KEY, '{not json');
    expect(loadLastSearch(storage)).toBeNull();
  });
});
