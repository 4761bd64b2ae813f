/**
 * A table's `sx` that keeps every right-aligned cell (the amounts, with their currency and share)
 * on one line, so 'US$ 12,500.00 (40.00%)' never breaks between symbol and number on a narrow
 * screen (docs/screens.md#sizes).
 */
export const AMOUNTS_ON_ONE_LINE = { '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } } as const;

/**
 * A cell's `sx` for a secondary column: not shown under breakpoint `from` ('sm' 600 px, 'md' 900 px,
 * 'lg' 1200 px, 'xl' 1536 px of screen), so the key columns (id, names, amount, payment date,
 * status) fit without scrolling sideways on a phone, a tablet and a laptop (docs/screens.md#sizes).
 * What it hides stays reachable: on the record the row opens, and in the CSV, which has every column.
 */
export function shownFrom(from: 'sm' | 'md' | 'lg' | 'xl') {
  return { display: { xs: 'none', [from]: 'table-cell' } } as const;
}

/**
 * A name cell's `sx`: a long word (a pasted name of 60 letters without a space) breaks anywhere
 * rather than widen the row past the screen (docs/screens.md#sizes, issue 30 item 15). Breaking
 * anywhere lets a table squeeze the cell to one letter, so it keeps a width where the words of a
 * name (Maldonado, Bittencourt) stay whole: 7rem on a phone, 8.5rem from `sm` up (padding included).
 */
export const NAME_CELL = { overflowWrap: 'anywhere', minWidth: { xs: '7rem', sm: '8.5rem' } } as const;

/** Text (a card's line, a heading) whose long words break anywhere rather than leave its box. */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** A table's `sx`: cells padded 8 px a side on a phone (16 from `sm` up), so four columns fit 390 px. */
export const COMPACT_ON_PHONE = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;

/**
 * An action column's cell (a row's Review button): it stays at the right edge of the table's box
 * while the rest scrolls under it, so the action is on screen on a phone too (docs/screens.md#sizes).
 */
export const STICKY_END = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
