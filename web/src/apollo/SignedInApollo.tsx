/**
 * The Apollo Client of the signed-in screens (docs/screens.md#weight): /login signs in with a plain
 * `fetch`, so Apollo Client arrives with the first signed-in route, not with the first visit.
 */
import { Outlet } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { clearSession, getToken } from '../features/auth/session';
import { router } from '../router';
import { createApolloClient } from './client';
import { preloadNotifyView } from '../ui/notify';

// The notices' snackbar and modal come with the signed-in screens, so one about a lost connection
// still shows (ui/notify.tsx).
void preloadNotifyView().catch(() => undefined);

let current: { token: string | null; client: ApolloClient } | null = null;

/**
 * The client of the stored session: a new one, with an empty cache, for each sign-in (a new token),
 * so a previous user's viewer never shows; the same one across a language switch, which keeps the cache.
 */
function clientOfSession(): ApolloClient {
  const token = getToken();
  if (current?.token !== token) {
    current = {
      token,
      // UNAUTHENTICATED on any operation but Login: the token is gone or expired (docs/errors.md).
      client: createApolloClient({
        onUnauthenticated: () => {
          clearSession();
          const { pathname, search, hash } = router.state.location;
          if (pathname !== '/login') {
            void router.navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
          }
        },
      }),
    };
  }
  return current.client;
}

/** The signed-in routes' layout route: the session's Apollo Client around them. */
export default function SignedInApollo() {
  return (
    <ApolloProvider client={clientOfSession()}>
      <Outlet />
    </ApolloProvider>
  );
}
