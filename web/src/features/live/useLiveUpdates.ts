/**
 * The screens' side of the live updates (docs/live-updates.md "The web"): one module, used by the
 * signed-in shell (`useLiveUpdates`) and by an open order (`useOrderChanges`). An event says what
 * changed; the queries on screen that show it are asked again (Apollo Client's `refetchQueries` over
 * the active queries, by name), nothing else.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApolloClient, ObservableQuery } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import {
  ComplianceAlertsChangedDocument,
  OrderChangedDocument,
  OrdersChangedDocument,
  type OrderChangedSubscription,
} from './Live.generated';
import { liveConnectionOf, type LiveSnapshot } from './liveConnection';

/** One order's change as `orderChanged` tells it: the version it made (null when deleted), who, when (an instant). */
export type OrderChange = OrderChangedSubscription['orderChanged'];

/**
 * The queries of the signed-in screens that show orders: the dashboard's week, hold count and pending list, the
 * order tables and daily lists, the $3,000 records and cancellations. (The printed reports open without the shell.)
 */
export const ORDER_QUERIES: ReadonlySet<string> = new Set([
  'DashboardSummary',
  'DashboardWeek',
  'OrderTablePage',
  'HoldOrdersPage',
  'CreatedTodayOrdersPage',
  'PaymentTodayOrdersPage',
  'OverOrdersPage',
  'PaymentTodayTotals',
  'RecordkeepingReport',
  'Cancellations',
]);

/** The queries that show compliance alerts (the dashboard's box, the alerts screen). */
export const ALERT_QUERIES: ReadonlySet<string> = new Set(['OpenComplianceAlerts', 'ComplianceAlerts']);

/** How long a burst of events is gathered before the screens are asked again (milliseconds). */
export const BURST_MS = 200;

/** Asks the active queries `wanted` keeps again (those not on screen are not asked: they fetch when opened). */
function refetchActive(client: ApolloClient, wanted: (query: ObservableQuery) => boolean): void {
  void client
    .refetchQueries({ include: 'active', onQueryUpdated: (query) => (wanted(query) ? query.refetch() : false) })
    .catch(() => undefined); // a failed refetch leaves the screen as it was; its own hooks show errors
}

const IDLE: LiveSnapshot = { state: 'idle', connections: 0 };
const NO_STORE = () => () => undefined;

/** The live connection's state for the indicator ('idle' for a client without one). */
export function useLiveStatus(): LiveSnapshot {
  const live = liveConnectionOf(useApolloClient());
  return useSyncExternalStore(live?.status.subscribe ?? NO_STORE, live?.status.get ?? (() => IDLE));
}

/**
 * The signed-in shell's listening: `ordersChanged` refetches the order queries on screen,
 * `complianceAlertsChanged` (administrators only: `isAdministrator` as the server said it) the
 * alert queries; events within BURST_MS are answered with one refetch. After a reconnection
 * (not the first connection) every query on screen is asked again, since events were missed;
 * while the connection is down, so is every query on screen each time the window gets the focus.
 */
export function useLiveUpdates({ isAdministrator }: { isAdministrator: boolean }): void {
  const client = useApolloClient();
  const pending = useRef<{ names: Set<string>; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    },
    [],
  );

  function changed(names: ReadonlySet<string>) {
    const waiting = pending.current;
    if (waiting) {
      for (const name of names) waiting.names.add(name);
      return;
    }
    const batch = new Set(names);
    const timer = setTimeout(() => {
      pending.current = null;
      refetchActive(client, (query) => batch.has(query.queryName ?? ''));
    }, BURST_MS);
    pending.current = { names: batch, timer };
  }

  useSubscription(OrdersChangedDocument, { fetchPolicy: 'no-cache', ignoreResults: true, onData: () => changed(ORDER_QUERIES) });
  useSubscription(ComplianceAlertsChangedDocument, {
    skip: !isAdministrator,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: () => changed(ALERT_QUERIES),
  });

  const { state, connections } = useLiveStatus();
  useEffect(() => {
    if (connections > 1) refetchActive(client, () => true);
  }, [client, connections]);

  useEffect(() => {
    if (state !== 'down') return undefined;
    const onFocus = () => refetchActive(client, () => true);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [client, state]);
}

/**
 * An open order's changes (`orderChanged`): each one refetches the order's page (OrderDetail),
 * unless its version is the one shown (`shownVersion`: the clerk's own save, already in hand).
 * Returns the last change heard, for the dialogs open on an older version to say so
 * (ChangedElsewhereNotice).
 */
export function useOrderChanges(orderId: string, shownVersion: number): OrderChange | null {
  const client = useApolloClient();
  const [last, setLast] = useState<OrderChange | null>(null);
  const shown = useRef(shownVersion);
  shown.current = shownVersion;

  useSubscription(OrderChangedDocument, {
    variables: { id: orderId },
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.orderChanged;
      if (!change) return;
      setLast(change);
      if (change.version !== null && change.version === shown.current) return;
      refetchActive(client, (query) => query.queryName === 'OrderDetail' && String(query.variables['id']) === orderId);
    },
  });
  return last;
}
