/**
 * Screen tests (Testing Library in jsdom): a screen rendered at a route with the real Apollo Client
 * over the product's own GraphQL schema (schema/*.graphql), whose answers are schema-valid mock
 * values except where a test sets them (`mocks`, @graphql-tools/mock); a plain `fetch` of /graphql
 * (the sign-in's) is answered by the same schema. What the server would
 * refuse or decide is the REST API's suites' business; these check what the screen shows and offers.
 * Subscriptions go to a fake live connection (./fakeLive.ts) the test drives: `live` in the result.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { OperationTypeNode, parse } from 'graphql';
import { firstValueFrom } from 'rxjs';
import { vi } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider } from '@apollo/client/react';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@agency/schema';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { NotifyProvider } from '../ui/notify';
import { registerLiveConnection } from '../features/live/liveConnection';
import { fakeLiveConnection } from './fakeLive';

/** Resolvers a test gives for chosen fields (as @graphql-tools/mock takes them). */
type IResolvers = NonNullable<Parameters<typeof addMocksToSchema>[0]['resolvers']>;

/** Mock values of the custom scalars, as the gateway would send them. */
const SCALARS: IMocks = {
  Decimal: () => '100.00',
  Date: () => '2026-11-20',
  DateTime: () => '2026-11-20T15:00:00.000Z',
};

/**
 * Renders `element` at `url` (matched by `path`; a location object carries router state too) with an Apollo Client over the mocked schema;
 * `resolvers` answer chosen fields (e.g. a mutation whose arguments a test checks); `children` are
 * routes drawn inside `element`'s outlet (a shell and its screens).
 * @returns Testing Library's queries of the rendered screen, the router (its location is the URL shown), the
 * Apollo Client and the fake live connection (`live.emit('OrdersChanged', ...)`).
 */
export function renderScreen(
  element: ReactElement,
  {
    path,
    url,
    mocks = {},
    resolvers,
    children,
  }: {
    path: string;
    url: string | { pathname: string; state?: unknown };
    mocks?: IMocks;
    resolvers?: IResolvers;
    children?: RouteObject[];
  },
) {
  const schema = addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs: loadTypeDefs() }),
    mocks: { ...SCALARS, ...mocks },
    ...(resolvers ? { resolvers } : {}),
  });
  const link = new SchemaLink({ schema });
  const live = fakeLiveConnection();
  const isSubscription = ({ operationType }: ApolloLink.Operation) => operationType === OperationTypeNode.SUBSCRIPTION;
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.split(isSubscription, live.link, link) });
  registerLiveConnection(client, live);
  // /login posts with a plain fetch (docs/screens.md#weight): the same mocked schema answers it.
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(init.body as string) as { query: string; variables?: Record<string, unknown> };
    const result = await firstValueFrom(ApolloLink.execute(link, { query: parse(query), variables: variables ?? {} }, { client }));
    return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } });
  });
  const router = createMemoryRouter(
    [
      { path, element, ...(children ? { children } : {}) },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const rendered = render(
    <ApolloProvider client={client}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </ApolloProvider>,
  );
  return Object.assign(rendered, { router, client, live });
}
