import { StrictMode, startTransition, useMemo } from 'react';
import { ptBR as materialPtBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { router } from './router';
import { theme } from './ui/theme';
import { NotifyProvider } from './ui/notify';
import { catalogueReady, useLanguage } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The app in the chosen language (docs/i18n.md): MUI's own texts from its locale, and the screens
 * mounted anew on a switch, so every text and format (amounts, dates) follows at once.
 */
function App() {
  const language = useLanguage();
  const localized = useMemo(() => (language === 'pt-BR' ? createTheme(theme, materialPtBR) : theme), [language]);
  return (
    <ThemeProvider theme={localized}>
      <CssBaseline />
      <NotifyProvider key={language}>
        <RouterProvider router={router} />
      </NotifyProvider>
    </ThemeProvider>
  );
}

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
