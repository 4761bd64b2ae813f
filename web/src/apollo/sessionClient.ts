/**
 * The Apollo Client of the stored session (docs/screens.md#weight): the signed-in routes' provider
 * (`SignedInApollo.tsx`) and the routes' loaders, which start a screen's queries before it renders
 * (`web/src/router.tsx`), share it. It reaches the router through appRouter.ts, as router.tsx loads it.
 */
import type { ApolloClient } from '@apollo/client';
import { clearSession, getToken } from '../features/auth/session';
import { sessionEndedState } from '../features/auth/sessionEnded';
import { appRouter } from '../appRouter';
import { createApolloClient } from './client';
import { disposeLiveConnection } from '../features/live/liveConnection';

let current: { token: string | null; client: ApolloClient } | null = null;

/**
 * The client of the stored session: a new one, with an empty cache, for each sign-in (a new token),
 * so a previous user's viewer never shows; the same one across a language switch, which keeps the cache.
 * The previous session's live connection is closed (docs/live-updates.md "The web").
 */
export function clientOfSession(): ApolloClient {
  const token = getToken();
  if (current?.token !== token) {
    if (current) disposeLiveConnection(current.client);
    current = {
      token,
      // UNAUTHENTICATED on any operation but Login: the token is gone or expired (docs/errors.md).
      // /login says the session ended (and that a new order's draft is kept), and signing in returns here.
      client: createApolloClient({
        onUnauthenticated: () => {
          clearSession();
          if (current) disposeLiveConnection(current.client);
          const router = appRouter();
          if (!router) return;
          const { pathname, search, hash } = router.state.location;
          if (pathname !== '/login') {
            void router.navigate('/login', { replace: true, state: sessionEndedState({ pathname, search, hash }) });
          }
        },
      }),
    };
  }
  return current.client;
}
