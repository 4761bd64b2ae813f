import { describe, expect, it } from 'vitest';
import { countedTotal } from './moneyCounter';
import { deletedOrderMessage, expiryBadge, standbyToggleTarget, statusLabel } from './status';

describe('order status', () => {
  it('labels Completed as Paid only where asked', () => {
    expect(statusLabel('COMPLETED')).toBe('Completed');
    expect(statusLabel('COMPLETED', { paid: true })).toBe('Paid');
    expect(statusLabel('STANDBY', { paid: true })).toBe('Standby');
  });

  it('shows the expiry badge only while Pending', () => {
    expect(expiryBadge('PENDING', '2026-11-19', '2026-11-20')).toBe('Expired');
    expect(expiryBadge('PENDING', '2026-11-20', '2026-11-20')).toBe('Expires Today');
    expect(expiryBadge('PENDING', '2026-11-21', '2026-11-20')).toBeNull();
    expect(expiryBadge('COMPLETED', '2026-11-19', '2026-11-20')).toBeNull();
    expect(expiryBadge('STANDBY', '2026-11-20', '2026-11-20')).toBeNull();
  });

  it("names the status a deleted renewal's original has again, and nothing when it is still Renewed", () => {
    expect(deletedOrderMessage('12', null)).toBe('Order #12 deleted');
    expect(deletedOrderMessage('12', { id: '7', status: 'STANDBY' })).toBe('Order #12 deleted. Order #7 is Standby again.');
    expect(deletedOrderMessage('12', { id: '7', status: 'RENEWED' })).toBe('Order #12 deleted');
  });

  it('toggles Standby back to Pending, anything else to Standby', () => {
    expect(standbyToggleTarget('STANDBY')).toBe('PENDING');
    expect(standbyToggleTarget('PENDING')).toBe('STANDBY');
    expect(standbyToggleTarget('COMPLETED')).toBe('STANDBY');
  });
});

describe('money counter', () => {
  it('adds the bills, blanks and non-numbers counting 0', () => {
    expect(countedTotal({})).toBe('0.00');
    expect(countedTotal({ 1: '3', 5: '1', 10: '', 20: '2', 50: 'x', 100: '10' })).toBe('1048.00');
  });
});
