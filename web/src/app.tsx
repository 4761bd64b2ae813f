/**
 * The app's frame (docs/screens.md#weight): the theme in the chosen language, the notices and the
 * router, drawn into the page by `mount`. The entry's second stage (web/src/main.tsx): its chunk
 * (`app`) carries React DOM and React Router with it.
 */
import { StrictMode, startTransition, useMemo } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import type { router as appRouter } from './router';
import { theme, themeOptions } from './ui/theme';
import { NotifyProvider } from './ui/notify';
import { catalogueReady, componentTextsOf, useLanguage } from './i18n';

type Router = typeof appRouter;

/**
 * The app in the chosen language (docs/i18n.md): MUI's own texts from its locale (loaded with the
 * language's catalogue), and the screens mounted anew on a switch, so every text and format
 * (amounts, dates) follows at once.
 */
function App({ router }: { router: Router }) {
  const language = useLanguage();
  const localized = useMemo(() => {
    const components = componentTextsOf(language);
    return components ? createTheme(themeOptions, components) : theme;
  }, [language]);
  return (
    <ThemeProvider theme={localized}>
      <CssBaseline />
      <NotifyProvider key={language}>
        <RouterProvider router={router} />
      </NotifyProvider>
    </ThemeProvider>
  );
}

/**
 * Draws the app with `router` into `root` once the chosen language's catalogue is in (docs/i18n.md),
 * as a transition: React then draws the first screen in short tasks instead of one long one
 * (docs/screens.md#weight).
 */
export function mount(root: HTMLElement, router: Router): void {
  void catalogueReady.then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    ),
  );
}
