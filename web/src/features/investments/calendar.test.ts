import { describe, expect, it } from 'vitest';
import { monthFromParams, monthGrid, nextMonth, previousMonth, yearChoices } from './calendar';

describe('month grid (Sunday first, 7 columns)', () => {
  it('adds the leading and trailing days of the months around', () => {
    // March 2026 starts on a Sunday and has 31 days: 5 rows, no leading days, 4 trailing April days.
    const march = monthGrid(2026, 3);
    expect(march).toHaveLength(5);
    expect(march.every((w) => w.length === 7)).toBe(true);
    expect(march[0]![0]).toEqual({ date: '2026-03-01', day: 1, inMonth: true });
    expect(march[4]!.map((c) => c.date)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(march[4]![3]!.inMonth).toBe(false);
  });

  it('starts mid-week with the end of the month before, across a year', () => {
    // January 2027 starts on a Friday.
    const jan = monthGrid(2027, 1);
    expect(jan[0]!.slice(0, 5).map((c) => c.date)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(jan[0]![5]).toEqual({ date: '2027-01-01', day: 1, inMonth: true });
    expect(jan.flat().filter((c) => c.inMonth)).toHaveLength(31);
  });

  it('knows leap Februaries', () => {
    expect(
      monthGrid(2028, 2)
        .flat()
        .filter((c) => c.inMonth),
    ).toHaveLength(29);
    expect(
      monthGrid(2027, 2)
        .flat()
        .filter((c) => c.inMonth),
    ).toHaveLength(28);
    expect(
      monthGrid(2100, 2)
        .flat()
        .filter((c) => c.inMonth),
    ).toHaveLength(28);
    expect(
      monthGrid(2000, 2)
        .flat()
        .filter((c) => c.inMonth),
    ).toHaveLength(29);
    // February 2026: Sunday the 1st to Saturday the 28th: exactly 4 rows, nothing around.
    const feb = monthGrid(2026, 2);
    expect(feb).toHaveLength(4);
    expect(feb.flat().every((c) => c.inMonth)).toBe(true);
    // March 2028 starts on a Wednesday: the leading days are 27, 28, 29 February.
    expect(
      monthGrid(2028, 3)[0]!
        .slice(0, 3)
        .map((c) => c.date),
    ).toEqual(['2028-02-27', '2028-02-28', '2028-02-29']);
  });

  it('every date once, consecutive', () => {
    const dates = monthGrid(2026, 8)
      .flat()
      .map((c) => c.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates[0]).toBe('2026-07-26');
    expect(dates.at(-1)).toBe('2026-09-05');
  });
});

describe('years and month steps', () => {
  it('offers the current year minus 6 to plus 6', () => {
    expect(yearChoices(2026)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032]);
    expect(yearChoices(2026)).toHaveLength(13);
  });

  it('steps across years', () => {
    expect(previousMonth({ year: 2026, month: 1 })).toEqual({ year: 2025, month: 12 });
    expect(nextMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 });
    expect(nextMonth({ year: 2026, month: 5 })).toEqual({ year: 2026, month: 6 });
  });

  it('reads the month from the URL or falls back', () => {
    const fallback = { year: 2026, month: 5 };
    expect(monthFromParams(new URLSearchParams('year=2027&month=2'), fallback)).toEqual({ year: 2027, month: 2 });
    expect(monthFromParams(new URLSearchParams('year=2027&month=13'), fallback)).toEqual(fallback);
    expect(monthFromParams(new URLSearchParams(''), fallback)).toEqual(fallback);
  });
});
