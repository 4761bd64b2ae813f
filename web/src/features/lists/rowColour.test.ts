import { describe, expect, it } from 'vitest';
import { orderRowColour } from './rowColour';

describe('order table row colour (docs/lists-and-reports.md)', () => {
  const today = '2026-11-20';

  it('colours a Pending order due before today as overdue (colour 2)', () => {
    expect(orderRowColour('PENDING', '2026-11-19', today)).toBe('overdue');
    expect(orderRowColour('PENDING', '2025-01-01', today)).toBe('overdue');
  });

  it('colours a Pending order due tomorrow as due-tomorrow (colour 1)', () => {
    expect(orderRowColour('PENDING', '2026-11-21', today)).toBe('due-tomorrow');
    expect(orderRowColour('PENDING', '2027-01-01', '2026-12-31')).toBe('due-tomorrow');
  });

  it('leaves today, later dates and other statuses uncoloured', () => {
    expect(orderRowColour('PENDING', today, today)).toBeNull();
    expect(orderRowColour('PENDING', '2026-11-22', today)).toBeNull();
    for (const status of ['COMPLETED', 'CANCELLED', 'RENEWED', 'STANDBY'] as const) {
      expect(orderRowColour(status, '2026-11-19', today)).toBeNull();
      expect(orderRowColour(status, '2026-11-21', today)).toBeNull();
    }
  });

  it('colours nothing for a malformed date', () => {
    expect(orderRowColour('PENDING', 'not a date', today)).toBeNull();
  });
});
