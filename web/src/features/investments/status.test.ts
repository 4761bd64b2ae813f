import { describe, expect, it } from 'vitest';
import { canPay, canReturn, dayOfMonthOf, renewRefusal, SEARCH_STATUS_OPTIONS } from './status';
import { translate } from '../../i18n';

describe('invoice buttons and statuses (docs/investments.md#statuses, #validation)', () => {
  it('Paid for pending only; Return for pending not yet returned', () => {
    expect(canPay({ status: 'PENDING' })).toBe(true);
    expect(canPay({ status: 'PAID' })).toBe(false);
    expect(canReturn({ status: 'PENDING', wasReturned: false })).toBe(true);
    expect(canReturn({ status: 'PENDING', wasReturned: true })).toBe(false);
    expect(canReturn({ status: 'PAID', wasReturned: false })).toBe(false);
  });

  it('the invoice date update sends the day of the month, and needs a date', () => {
    expect(dayOfMonthOf('2026-07-15')).toBe(15);
    expect(dayOfMonthOf('2026-07-31')).toBe(31);
    expect(dayOfMonthOf('')).toBeNull();
  });

  it('a Renewed or Cancelled investment cannot be renewed', () => {
    expect(renewRefusal({ id: '3', status: 'RENEWED' })).toMatch(/already renewed/);
    expect(renewRefusal({ id: '3', status: 'CANCELLED' })).toMatch(/Cancelled/);
    expect(renewRefusal({ id: '3', status: 'PENDING' })).toBeNull();
  });

  it('search statuses: None, Pending, Completed, Canceled, Renewed', () => {
    expect(SEARCH_STATUS_OPTIONS.map((o) => translate(o.label))).toEqual(['None', 'Pending', 'Completed', 'Canceled', 'Renewed']);
  });
});
