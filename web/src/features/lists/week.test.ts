import { describe, expect, it } from 'vitest';
import { monthDay, weekDayLink, weekdayName } from './week';

describe('dashboard week (docs/lists-and-reports.md)', () => {
  it('links a day to its orders for administrators', () => {
    expect(weekDayLink('2026-11-16', true)).toBe('/orders/date/2026-11-16');
  });

  it('leaves a day as plain text for employees', () => {
    expect(weekDayLink('2026-11-16', false)).toBeNull();
  });

  it('shows a day as MM/DD', () => {
    expect(monthDay('2026-11-06')).toBe('11/06');
  });

  it("names a day in Portuguese, capitalised, and keeps the server's English name in English", () => {
    expect(weekdayName('2026-11-23', 'Monday', 'pt-BR')).toBe('Segunda-feira');
    expect(weekdayName('2026-11-24', 'Tuesday', 'pt-BR')).toBe('Terça-feira');
    expect(weekdayName('2026-11-28', 'Saturday', 'pt-BR')).toBe('Sábado');
    expect(weekdayName('2026-11-23', 'Monday', 'en')).toBe('Monday');
  });
});
