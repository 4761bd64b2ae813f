import { cloneElement, useEffect, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type Child = ReactElement<{
  ref?: Ref<HTMLElement>;
  onMouseOver?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}>;

/**
 * MUI's Tooltip, fetched at the first hover or keyboard focus of what it names, so a screen that
 * shows one (the user badge's Log out) does not bring MUI's Popper with its first download
 * (docs/screens.md#weight). Until then `children` (one element holding a ref, a `<span>` around a
 * button) is drawn alone; then the tooltip opens at once, and focus stays where it was.
 */
export function LazyTooltip({ title, children }: { title: string; children: Child }) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  const [open, setOpen] = useState(false);
  const node = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    // The child is drawn anew inside the tooltip: give focus back to it if it had it.
    if (Tooltip && hadFocus.current) node.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: node })}
      </Tooltip>
    );
  }
  const load = (focus: boolean) => {
    hadFocus.current = focus;
    setOpen(true);
    void import('@mui/material/Tooltip').then((m) => setTooltip(() => m.default));
  };
  // Left again before the tooltip arrived: it arrives closed, and focus is not taken back.
  const leave = () => {
    hadFocus.current = false;
    setOpen(false);
  };
  return cloneElement(children, {
    ref: node,
    onMouseOver: () => load(false),
    onMouseLeave: leave,
    onFocus: () => load(true),
    onBlur: leave,
  });
}
