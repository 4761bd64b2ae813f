import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createApolloClient } from './apollo/client';
import { clearSession } from './features/auth/session';
import { router } from './router';
import { theme } from './ui/theme';
import { NotifyProvider } from './ui/notify';

// UNAUTHENTICATED on any operation but Login: the token is gone or expired (spec 01 §8).
const client = createApolloClient({
  onUnauthenticated: () => {
    clearSession();
    const { pathname, search, hash } = router.state.location;
    if (pathname !== '/login') {
      void router.navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
    }
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>,
);
