/** Splitting a page of items for display. */

/** The daily lists' rows (docs/lists-and-reports.md): the first `top` items on top, the rest below. */
export function splitTopBottom<T>(items: readonly T[], top = 4): { top: T[]; bottom: T[] } {
  return { top: items.slice(0, top), bottom: items.slice(top) };
}

/** Items in groups of `size` (the receipt of payments' 21 a sheet); none gives no groups. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('size must be at least 1');
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
