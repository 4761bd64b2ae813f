/**
 * A table's `sx` that keeps every right-aligned cell (the amounts, with their currency and share)
 * on one line, so 'US$ 12,500.00 (40.00%)' never breaks between symbol and number on a narrow
 * screen (docs/screens.md#sizes).
 */
export const AMOUNTS_ON_ONE_LINE = { '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } } as const;
