/**
 * The Apollo Client of the signed-in screens (docs/screens.md#weight): /login signs in with a plain
 * `fetch`, so Apollo Client arrives with the first signed-in route, not with the first visit.
 */
import { Outlet } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { clientOfSession } from './sessionClient';
import { preloadNotifyView } from '../ui/notify';

// The notices' snackbar and modal come with the signed-in screens, so one about a lost connection
// still shows (ui/notify.tsx).
void preloadNotifyView().catch(() => undefined);

/** The signed-in routes' layout route: the session's Apollo Client around them. */
export default function SignedInApollo() {
  return (
    <ApolloProvider client={clientOfSession()}>
      <Outlet />
    </ApolloProvider>
  );
}
