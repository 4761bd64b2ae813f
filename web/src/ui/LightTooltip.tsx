import { cloneElement, useEffect, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type Child = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerDown?: () => void;
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
 * The tooltip draws the child anew, so it never arrives while a pointer is pressed on the child:
 * between the press and the release that would make the release land on another button than the
 * press, and the browser sends no click (the badge's Log out did nothing once in a few clicks).
 * It waits until the click was delivered.
 */
export function LazyTooltip({ title, children }: { title: string; children: Child }) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  const [open, setOpen] = useState(false);
  const node = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  // True from a press on the child to the end of the task that delivers its click.
  const pressed = useRef(false);
  const arrived = useRef<ComponentType<TooltipProps> | null>(null);
  const show = () => {
    if (!pressed.current && arrived.current) {
      const loaded = arrived.current;
      setTooltip(() => loaded);
    }
  };
  const press = () => {
    pressed.current = true;
    // The click is dispatched in the release's task: the tooltip may arrive in the next one.
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => {
        pressed.current = false;
        show();
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

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
    void import('@mui/material/Tooltip').then((m) => {
      arrived.current = m.default;
      show();
    });
  };
  // Left again before the tooltip arrived: it arrives closed, and focus is not taken back.
  const leave = () => {
    hadFocus.current = false;
    setOpen(false);
  };
  return cloneElement(children, {
    ref: node,
    onPointerDown: press,
    onMouseOver: () => load(false),
    onMouseLeave: leave,
    onFocus: () => load(true),
    onBlur: leave,
  });
}
