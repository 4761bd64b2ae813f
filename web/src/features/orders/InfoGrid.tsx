import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One labelled value of an order screen. */
export interface InfoItem {
  label: string;
  value: ReactNode;
  testId?: string;
  /** Spans the whole row. */
  wide?: boolean;
}

/** Labelled values as a description list (label above value), in one or two columns. */
export function InfoGrid({ items, columns = 2 }: { items: ReadonlyArray<InfoItem | null | false>; columns?: 1 | 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: 1.5, m: 0, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}
    >
      {items
        .filter((i): i is InfoItem => Boolean(i))
        .map((item) => (
          <Box key={item.label} sx={{ gridColumn: item.wide ? '1 / -1' : undefined, minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={item.testId}>
              {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
