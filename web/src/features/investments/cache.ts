import type { ApolloCache } from '@apollo/client';

/** Drops the cached investment lists, calendar and report, so they are read again after a change. */
export function evictInvestmentLists(cache: ApolloCache): void {
  for (const fieldName of ['investments', 'invoiceCalendar', 'invoicesDue', 'investmentReport'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
