import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, isEmptySearch, paramsWithSearch, searchFromParams, toOrderSearch } from './orderSearch';

describe('order search (docs/lists-and-reports.md)', () => {
  it('reads the URL, dropping what is malformed', () => {
    const form = searchFromParams(
      new URLSearchParams(
        'sender=Jo%C3%A3o&beneficiary=Ana&id=12a3&status=PENDING&type=BOGUS&from=2026-11-01&to=11/05/2026&phone=%2B1%20(555)%20123-4567&page=2',
      ),
    );
    expect(form).toEqual({
      sender: 'João',
      beneficiary: 'Ana',
      orderId: '123',
      status: 'PENDING',
      type: '',
      from: '2026-11-01',
      to: '',
      phone: '5551234567',
    });
  });

  it('writes the search into the URL, dropping blanks and the page, keeping other params', () => {
    const next = paramsWithSearch(new URLSearchParams('page=3&keep=1&sender=old'), {
      ...EMPTY_SEARCH,
      beneficiary: ' Ana ',
      phone: '+1 (555) 123',
      status: 'STANDBY',
    });
    expect(next.get('page')).toBeNull();
    expect(next.get('keep')).toBe('1');
    expect(next.get('sender')).toBeNull();
    expect(next.get('beneficiary')).toBe('Ana');
    expect(next.get('phone')).toBe('555123');
    expect(next.get('status')).toBe('STANDBY');
    expect(searchFromParams(next).beneficiary).toBe('Ana');
  });

  it('sends what is typed, blanks left out, telephone as digits', () => {
    expect(toOrderSearch(EMPTY_SEARCH)).toEqual({});
    expect(toOrderSearch({ ...EMPTY_SEARCH, sender: ' Silva ', orderId: '42', phone: '+1 (555) 123-4567', type: 'SPECIAL' })).toEqual({
      senderName: 'Silva',
      orderId: '42',
      telephone: '5551234567',
      type: 'SPECIAL',
    });
  });

  it("lets the page's fixed part win over what is typed", () => {
    const typed = { ...EMPTY_SEARCH, status: 'COMPLETED' as const, from: '2026-01-01', to: '2026-12-31' };
    expect(toOrderSearch(typed, { status: 'PENDING' })).toEqual({ status: 'PENDING', paymentFrom: '2026-01-01', paymentTo: '2026-12-31' });
    expect(toOrderSearch(typed, { paymentFrom: '2026-11-20', paymentTo: '2026-11-20' })).toEqual({
      status: 'COMPLETED',
      paymentFrom: '2026-11-20',
      paymentTo: '2026-11-20',
    });
    expect(toOrderSearch(EMPTY_SEARCH, { type: 'PREMIUM' })).toEqual({ type: 'PREMIUM' });
  });

  it('knows an empty form', () => {
    expect(isEmptySearch(EMPTY_SEARCH)).toBe(true);
    expect(isEmptySearch({ ...EMPTY_SEARCH, to: '2026-11-01' })).toBe(false);
  });
});
