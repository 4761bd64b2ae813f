import { cloneElement, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type Ref } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';

type Child = ReactElement<{
  ref?: Ref<HTMLElement>;
  onMouseOver?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}>;

/**
 * A tooltip for the user badge's Log out and Security buttons (docs/screens.md#weight) without MUI's
 * Tooltip and Popper, which /dashboard's first download cannot carry. It wraps `children` (one element
 * holding a ref, a `<span>` around a button) from the first paint and draws the tip beside it, in a
 * portal on the page's body (so the sidebar's scrolling box does not clip it), on hover or keyboard
 * focus; Escape, leaving or blurring hides it. The child is never drawn anew: a press and its release
 * always land on the same button, so its click is never lost (MUI's Tooltip fetched on first hover
 * used to redraw the button between them).
 */
export function LightTooltip({ title, children }: { title: string; children: Child }) {
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const node = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (!open || !node.current) return;
    const box = node.current.getBoundingClientRect();
    setAt({ top: box.bottom + 4, left: box.left + box.width / 2 });
  }, [open]);

  const child = cloneElement(children, {
    ref: node,
    onMouseOver: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    },
  });
  const tip = (
    <Box
      role="tooltip"
      sx={{
        position: 'fixed',
        top: at?.top ?? 0,
        left: at?.left ?? 0,
        transform: 'translateX(-50%)',
        visibility: at ? 'visible' : 'hidden',
        zIndex: 'tooltip',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        bgcolor: 'rgba(97, 97, 97, 0.92)',
        color: (theme) => theme.palette.common.white,
        borderRadius: 1,
        px: 1,
        py: 0.5,
        fontSize: '0.6875rem',
        fontWeight: 500,
      }}
    >
      {title}
    </Box>
  );
  return (
    <>
      {child}
      {open ? createPortal(tip, document.body) : null}
    </>
  );
}
