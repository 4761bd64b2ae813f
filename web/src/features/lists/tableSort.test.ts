import { describe, expect, it } from 'vitest';
import {
  nextSort,
  OLDEST_PAYMENT_FIRST,
  paramsWithPerPage,
  paramsWithSort,
  perPageFromParams,
  sortFromParams,
  toOrderSort,
} from './tableSort';

describe('table sort and page size in the URL', () => {
  it('reads ?sort= as the REST form, and falls back on anything else', () => {
    expect(sortFromParams(new URLSearchParams('sort=-amountUSD'))).toEqual({ key: 'amountUSD', descending: true });
    expect(sortFromParams(new URLSearchParams('sort=sender'))).toEqual({ key: 'sender', descending: false });
    expect(sortFromParams(new URLSearchParams('sort=name'))).toBeNull();
    expect(sortFromParams(new URLSearchParams(''), OLDEST_PAYMENT_FIRST)).toBe(OLDEST_PAYMENT_FIRST);
    expect(sortFromParams(new URLSearchParams('sort=--id'), OLDEST_PAYMENT_FIRST)).toBe(OLDEST_PAYMENT_FIRST);
  });

  it('names the GraphQL OrderSort of a sort', () => {
    expect(toOrderSort({ key: 'amountBRL', descending: true })).toBe('AMOUNT_BRL_DESC');
    expect(toOrderSort(OLDEST_PAYMENT_FIRST)).toBe('PAYMENT_DATE_ASC');
    expect(toOrderSort(null)).toBeNull();
  });

  it('flips the direction on the same column and starts another ascending, back to page 1', () => {
    expect(nextSort({ key: 'status', descending: false }, 'status')).toEqual({ key: 'status', descending: true });
    expect(nextSort({ key: 'status', descending: true }, 'id')).toEqual({ key: 'id', descending: false });
    expect(nextSort(null, 'id')).toEqual({ key: 'id', descending: false });
    expect(paramsWithSort(new URLSearchParams('sender=ana&page=3'), { key: 'id', descending: true }).toString()).toBe(
      'sender=ana&sort=-id',
    );
  });

  it('offers 18, 50 and 100 rows a page, 18 by default and kept out of the URL', () => {
    expect(perPageFromParams(new URLSearchParams('perPage=50'))).toBe(50);
    expect(perPageFromParams(new URLSearchParams('perPage=20'))).toBe(18);
    expect(perPageFromParams(new URLSearchParams(''))).toBe(18);
    expect(paramsWithPerPage(new URLSearchParams('page=4&sort=id'), 100).toString()).toBe('sort=id&perPage=100');
    expect(paramsWithPerPage(new URLSearchParams('perPage=100'), 18).toString()).toBe('');
  });
});
