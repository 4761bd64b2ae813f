import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The box every table of the app sits in (docs/screens.md#sizes): it scrolls sideways when the table
 * is wider than the screen, so the page itself never does. It is a region named `label` (what the
 * table is, in the user's language) and, while it has something to scroll, it takes the focus
 * (tabIndex 0, with a visible outline) so a keyboard user can scroll it with the arrow keys (WCAG
 * 2.1.1, axe's scrollable-region-focusable; docs/screens.md#accessibility). A table that fits is not
 * a Tab stop. `outlined`: the box is an outlined Paper (a table on its own); else a plain box inside
 * the caller's Paper, under its heading.
 */
export function TableScroll({
  label,
  outlined = false,
  className,
  sx,
  children,
}: {
  label: string;
  outlined?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(ref);
  const props = {
    ref,
    role: 'region',
    'aria-label': label,
    tabIndex: scrolls ? 0 : undefined,
    className,
    'data-testid': 'table-scroll',
    sx: [
      { overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } },
      ...(Array.isArray(sx) ? sx : [sx]),
    ] as SxProps<Theme>,
  };
  return outlined ? (
    <Paper variant="outlined" {...props}>
      {children}
    </Paper>
  ) : (
    <Box {...props}>{children}</Box>
  );
}

/** Whether the element has more width than it shows, followed as it and its content resize. */
function useScrolls(ref: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
