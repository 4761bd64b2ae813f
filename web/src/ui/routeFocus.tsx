/**
 * Keyboard and screen-reader focus across screens (docs/screens.md#accessibility, WCAG 2.4.1 and
 * 2.4.3): a 'Skip to content' link as the shell's first Tab stop, and focus moved to the new
 * screen's main heading (its h1) at each change of route, so after Confirm or a sidebar link the
 * focus is not left on <body> or on a control of the screen that went away.
 */
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { translate } from '../i18n';

/** The id of the shell's <main>, which the skip link targets. */
export const MAIN_ID = 'main-content';

/** How long a new screen has to draw its heading (it may load its code and data first), in milliseconds. */
export const HEADING_WAIT_MS = 10_000;

/** Gives `element` focus, making it focusable from script only (tabindex -1) when it is not. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * The shell's first Tab stop: 'Skip to content', hidden until it has focus; Enter moves focus to the
 * <main> (id MAIN_ID), so a keyboard user reaches the screen without passing the sidebar's links.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        focusQuietly(main);
      }}
      sx={{
        // Off screen but focusable (display: none would drop it from the Tab order); on screen while focused.
        position: 'absolute',
        left: -10000,
        top: 8,
        zIndex: 'tooltip',
        px: 1.5,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:focus': { left: 8, outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {translate('common.skipToContent')}
    </Box>
  );
}

/**
 * Moves focus to the new screen's h1 inside `main` after each change of path (not of the query
 * string, which a list's filters change as the user types; not at the first load, where the
 * browser starts at the top). The heading of the screen being left may still be on screen for a
 * moment (the shell draws the new screen a task later), so the h1 waited for is one that was not
 * there at the change, or whose text changed since; a screen that draws its heading after loading
 * its data is waited for up to HEADING_WAIT_MS. Focus that the new screen gave on its own (a field
 * with autoFocus, a dialog) is left where it is.
 */
export function useFocusHeadingOnRouteChange(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The path focus was last moved for (the first one: the page as loaded), so a repeated run of the
  // effect (React's StrictMode) does not count as a change.
  const settled = useRef(pathname);

  useEffect(() => {
    if (settled.current === pathname) return;
    settled.current = pathname;
    const container = main.current;
    if (!container) return;
    const before = document.activeElement;
    // The headings on screen at the change, with their text: React may keep one element for the next
    // screen of the same kind (/order/1 to /order/2), which then counts once its text changed.
    const oldHeadings = new Map(Array.from(container.querySelectorAll('h1'), (h) => [h, h.textContent] as const));
    let done = false;

    const attempt = (): boolean => {
      const heading = Array.from(container.querySelectorAll('h1')).find((h) => !oldHeadings.has(h) || oldHeadings.get(h) !== h.textContent);
      if (!heading) return false;
      const active = document.activeElement;
      const screenTookFocus = active !== null && active !== before && active !== document.body && active.isConnected;
      if (!screenTookFocus) focusQuietly(heading);
      return true;
    };

    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
    const observer = new MutationObserver(() => {
      if (!done && attempt()) finish();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(finish, HEADING_WAIT_MS);
    if (attempt()) finish();
    return finish;
  }, [pathname, main]);
}
