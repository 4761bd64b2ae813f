import { StrictMode, startTransition, useMemo } from 'react';
import { createTheme } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { router } from './router';
import { theme } from './ui/theme';
import { NotifyProvider } from './ui/notify';
import { catalogueReady, componentTextsOf, useLanguage } from './i18n';
import { hasSession, loadDateFormatData } from './features/auth/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The app in the chosen language (docs/i18n.md): MUI's own texts from its locale (loaded with the
 * language's catalogue), and the screens
 * mounted anew on a switch, so every text and format (amounts, dates) follows at once.
 */
function App() {
  const language = useLanguage();
  const localized = useMemo(() => {
    const components = componentTextsOf(language);
    return components ? createTheme(theme, components) : theme;
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

// A signed-in clerk's first screen formats dates in the agency's time zone: the runtime's date data
// is loaded now, in a task of its own while that screen's code downloads (docs/screens.md#weight).
if (hasSession()) setTimeout(loadDateFormatData, 0);

// Rendered once the chosen language's catalogue is in (docs/i18n.md), as a transition: React then
// draws the first screen in short tasks instead of one long one (docs/screens.md#weight).
void catalogueReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
