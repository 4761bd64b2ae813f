import { describe, expect, it } from 'vitest';
import { chunk, splitTopBottom } from './split';

describe('daily list rows (docs/lists-and-reports.md)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('puts the first 4 on top and the rest below', () => {
    expect(splitTopBottom(ids(8))).toEqual({ top: [1, 2, 3, 4], bottom: [5, 6, 7, 8] });
    expect(splitTopBottom(ids(6))).toEqual({ top: [1, 2, 3, 4], bottom: [5, 6] });
  });

  it('leaves the bottom row empty for 4 or fewer', () => {
    expect(splitTopBottom(ids(4))).toEqual({ top: [1, 2, 3, 4], bottom: [] });
    expect(splitTopBottom(ids(1))).toEqual({ top: [1], bottom: [] });
    expect(splitTopBottom([])).toEqual({ top: [], bottom: [] });
  });
});

describe('payments per sheet (docs/lists-and-reports.md)', () => {
  it('groups 21 a sheet', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    const groups = chunk(items, 21);
    expect(groups.map((g) => g.length)).toEqual([21, 21, 3]);
    expect(groups.flat()).toEqual(items);
    expect(
      chunk(
        Array.from({ length: 21 }, (_, i) => i),
        21,
      ),
    ).toHaveLength(1);
    expect(chunk([], 21)).toEqual([]);
  });

  it('refuses a size below 1', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
