/**
 * The Apollo Client: POST /graphql on the same origin (the gateway serves the app), a bearer token
 * from localStorage on every call, and an error link that ends the session on UNAUTHENTICATED;
 * subscriptions go over the session's live connection (graphql-ws at the same /graphql,
 * docs/live-updates.md "The web").
 */
import { OperationTypeNode } from 'graphql';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken } from '../features/auth/session';
import { errorCode } from '../ui/errors';
import { createLiveConnection, registerLiveConnection } from '../features/live/liveConnection';

/** Operations whose UNAUTHENTICATED reply is shown to the user instead of ending the session. */
const SESSION_EXEMPT_OPERATIONS = new Set(['Login']);

/**
 * Creates the client. `onUnauthenticated` runs when any operation but Login answers
 * UNAUTHENTICATED (no, expired or revoked token): the caller clears the session and goes to /login.
 * Its live connection (features/live/liveConnection.ts) opens with the first subscription and is
 * closed by `disposeLiveConnection(client)` at sign-out.
 */
export function createApolloClient(opts: { onUnauthenticated: () => void }): ApolloClient {
  const authLink = new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (SESSION_EXEMPT_OPERATIONS.has(operation.operationName ?? '')) return;
    if (errorCode(error) === 'UNAUTHENTICATED') opts.onUnauthenticated();
  });

  const httpLink = new HttpLink({ uri: '/graphql' });
  // A socket closed because the session ended (revoked, expired) ends it here too, as UNAUTHENTICATED does.
  const live = createLiveConnection({ token: getToken, onSessionEnded: opts.onUnauthenticated });
  const isSubscription = ({ operationType }: ApolloLink.Operation) => operationType === OperationTypeNode.SUBSCRIPTION;

  const client = new ApolloClient({
    link: ApolloLink.split(isSubscription, live.link, ApolloLink.from([errorLink, authLink, httpLink])),
    cache: new InMemoryCache({
      typePolicies: {
        // The viewer and the agency have no id: keep one of each and merge the fields each query
        // asks for (the layout's name and address, the lists' time zone), or every answer would
        // drop the other queries' fields and make them fetch again.
        Viewer: { merge: true },
        Agency: { merge: true },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
  registerLiveConnection(client, live);
  return client;
}
