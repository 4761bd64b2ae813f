/**
 * What every domain's REST calls share (docs/ARCHITECTURE.md#conventions): the page shape, the NOT_FOUND helpers,
 * URL path segments, and the per-request state (the batching loaders and the orders read) that lets one
 * domain's reply prime another's lookups.
 */
import { GraphQLError } from 'graphql';
import type { Caller, RestClient } from './client.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { RestAgency, RestClient as RestClientRecord, RestRecipient, RestTransaction } from './types.js';

/** A page of records and the total count. */
export interface RestPage<T> {
  size: number;
  items: T[];
}

/** Options of the real data source. */
export interface DataSourceOptions {
  /** The agency's details for a REST host without GET /api/configuration/agency. */
  agency: RestAgency;
}

/** The state one request's REST calls share across domains. */
export interface RequestState {
  /** The batching loaders of clients and beneficiaries by id. */
  loaders: Loaders;
  /** Remembers the clients a reply carried, so later lookups by id need no call; returns them. */
  primeClients: (rows: RestClientRecord[]) => RestClientRecord[];
  /** Remembers the beneficiaries a reply carried; returns them. */
  primeRecipients: (rows: RestRecipient[]) => RestRecipient[];
  /** The orders read in this request, by id (a partial payment forgets its order: the remaining value changed). */
  orders: Map<number, Promise<RestTransaction>>;
  options: DataSourceOptions;
}

/** A fresh per-request state over the caller's loaders. */
export function createRequestState(client: RestClient, caller: Caller, options: DataSourceOptions): RequestState {
  const loaders = createLoaders(client, caller);
  return {
    loaders,
    primeClients: (rows) => {
      for (const row of rows) loaders.client.clear(row.id).prime(row.id, row);
      return rows;
    },
    primeRecipients: (rows) => {
      for (const row of rows) loaders.recipient.clear(row.id).prime(row.id, row);
      return rows;
    },
    orders: new Map(),
    options,
  };
}

/** The promise's value, or null when it fails with NOT_FOUND (a REST 404); other errors pass through. */
export function nullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: GraphQLError) => {
    if (error?.extensions?.code === 'NOT_FOUND') return null;
    throw error;
  });
}

/** The list, or empty when it fails with NOT_FOUND (a REST 404); other errors pass through. */
export function emptyWhenNotFound<T>(promise: Promise<T[]>): Promise<T[]> {
  return promise.catch((error: GraphQLError) => {
    if (error?.extensions?.code === 'NOT_FOUND') return [];
    throw error;
  });
}

/**
 * Text as one URL path segment. @throws GraphQLError BAD_USER_INPUT naming `field` for text with an
 * unpaired UTF-16 surrogate, which no URL can carry (and PostgreSQL could not store).
 */
export function pathSegment(text: string, field: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // URIError: the only text encodeURIComponent refuses is an unpaired surrogate.
    throw new GraphQLError(`${field}: must not contain a NUL character or an unpaired surrogate`, {
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  }
}

/** The path `base`, or `base/term` when searching (term as one path segment, named 'search' in errors). */
export const pagePath = (base: string, term: string | null) => (term ? `${base}/${pathSegment(term, 'search')}` : base);

/**
 * The `expectedVersion` part of a REST write body (docs/ARCHITECTURE.md#versions): present only when
 * the GraphQL caller sent one, so a write without it behaves as before.
 */
export function versionBody(expectedVersion: number | null | undefined): { expectedVersion?: number } {
  return expectedVersion === null || expectedVersion === undefined ? {} : { expectedVersion };
}

/** The If-Match header of a REST write without a body (a DELETE) carrying the version, when one was sent. */
export function ifMatch(expectedVersion: number | null | undefined): Record<string, string> {
  return expectedVersion === null || expectedVersion === undefined ? {} : { 'if-match': `"${expectedVersion}"` };
}
