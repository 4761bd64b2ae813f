/**
 * The route table (docs/screens.md and docs/employees-and-access.md#roles-and-permissions). Every route but /login needs a stored token;
 * admin-only routes also ask the server (RequireAdmin). The receipt is signed-in but outside the
 * layout, to print, and so are the two reports.
 */
import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './features/auth/guards';
import { setAppRouter } from './appRouter';
import { hasSession } from './features/auth/session';
import LoginPage from './routes/login/Login';
import { loadScreenTexts } from './i18n';
import { Loading } from './ui/Loading';
import { RouteError } from './ui/RouteError';

/**
 * A route's screen loaded when the route is first visited (its own chunk): only /login and the
 * guards are in the first download (docs/screens.md).
 */
function screen(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * A screen whose queries start as its route is entered, before React draws it: `load`'s module
 * exports the screen and `startQueries(client)`, which sends them; the screen's hooks then read
 * the replies from the cache, or share a request still on its way (docs/screens.md#weight). The
 * loader runs at each visit of the route, so the data is fresh; it runs before the login guard
 * draws, so it asks for nothing without a session.
 */
function screenWithQueries(
  load: () => Promise<{ default: ComponentType; startQueries: (client: ApolloClient) => void }>,
): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    lazy: screen(load),
    loader: async () => {
      // Signed out, the login guard (RequireAuth) sends the user to /login: nothing is asked for.
      if (!hasSession()) return null;
      const [{ clientOfSession }, { startQueries }] = await Promise.all([import('./apollo/sessionClient'), load()]);
      startQueries(clientOfSession());
      return null;
    },
  };
}

/** An order table of a fixed kind, loaded with the table's chunk. */
function orderTable(kind: 'all' | 'pending' | 'standby' | 'special' | 'premium', title: string): RouteObject['lazy'] {
  return async () => {
    const { FixedOrderTablePage } = await import('./routes/lists/OrderTablePage');
    return { element: <FixedOrderTablePage kind={kind} title={title} /> };
  };
}

/** A daily order list, loaded with its chunk. */
function dailyList(kind: 'hold' | 'created-today' | 'payment-today' | 'over'): RouteObject['lazy'] {
  return async () => {
    const { default: DailyOrdersPage } = await import('./routes/lists/DailyOrdersPage');
    return { element: <DailyOrdersPage kind={kind} /> };
  };
}

/** The admin guard, loaded with the signed-in routes (it asks the server through Apollo Client). */
const requireAdmin: RouteObject['lazy'] = screen(() => import('./features/auth/RequireAdmin'));

/** Screens every signed-in user may open. */
const signedInScreens: RouteObject[] = [
  { path: 'dashboard', ...screenWithQueries(() => import('./routes/dashboard/Dashboard')) },
  { path: 'new', lazy: screen(() => import('./routes/orders/NewOrderPage')) },
  { path: 'orders/hold', lazy: dailyList('hold') },
  { path: 'orders/created-today', lazy: dailyList('created-today') },
  { path: 'orders/payment-today', lazy: dailyList('payment-today') },
  { path: 'order/:id', lazy: screen(() => import('./routes/orders/OrderDetailPage')) },
  { path: 'renew/:id', lazy: screen(() => import('./routes/orders/RenewOrderPage')) },
  { path: 'preview', lazy: screen(() => import('./routes/orders/PreviewPage')) },
  { path: 'clients', lazy: screen(() => import('./routes/clients/ClientsPage')) },
  { path: 'beneficiaries', lazy: screen(() => import('./routes/beneficiaries/BeneficiariesPage')) },
  { path: 'playground', lazy: screen(() => import('./routes/playground/Playground')) },
];

/** Screens for administrators only (docs/screens.md and docs/employees-and-access.md#roles-and-permissions). */
const adminScreens: RouteObject[] = [
  { path: 'orders', lazy: orderTable('all', 'nav.items.listOrders') },
  { path: 'orders/pending', lazy: orderTable('pending', 'nav.items.pendingOrders') },
  { path: 'orders/standby', lazy: orderTable('standby', 'nav.items.standbyOrders') },
  { path: 'orders/over', lazy: dailyList('over') },
  { path: 'orders/special', lazy: orderTable('special', 'nav.items.specialOrders') },
  { path: 'orders/premium', lazy: orderTable('premium', 'nav.items.premiumOrders') },
  { path: 'orders/date/:date', lazy: async () => ({ Component: (await import('./routes/lists/OrderTablePage')).DateOrderTablePage }) },
  { path: 'consortium', lazy: screen(() => import('./routes/consortium/ConsortiumListPage')) },
  { path: 'consortium/:id', lazy: screen(() => import('./routes/consortium/ConsortiumPage')) },
  { path: 'birthdays', lazy: screen(() => import('./routes/birthdays/BirthdaysPage')) },
  { path: 'clients/import', lazy: screen(() => import('./routes/import/ImportClientsPage')) },
  { path: 'compliance/sanctions', lazy: screen(() => import('./routes/compliance/SanctionsPage')) },
  { path: 'compliance/alerts', lazy: screen(() => import('./routes/compliance/AlertsPage')) },
  { path: 'compliance/recordkeeping', lazy: screen(() => import('./routes/compliance/RecordkeepingPage')) },
  { path: 'employees', lazy: screen(() => import('./routes/employees/EmployeesPage')) },
  { path: 'audit', lazy: screen(() => import('./routes/audit/AuditLogPage')) },
  {
    path: 'investments',
    children: [
      { index: true, element: <Navigate to="/investments/dashboard" replace /> },
      { path: 'dashboard', lazy: screen(() => import('./routes/investments/InvestmentDashboardPage')) },
      { path: 'new', lazy: screen(() => import('./routes/investments/NewInvestmentPage')) },
      { path: 'investment/:id', lazy: screen(() => import('./routes/investments/InvestmentDetailPage')) },
      { path: 'list', lazy: screen(() => import('./routes/investments/InvestmentListPage')) },
      { path: 'report', lazy: screen(() => import('./routes/investments/InvestmentReportPage')) },
      { path: 'renew/:id', lazy: screen(() => import('./routes/investments/RenewInvestmentPage')) },
    ],
  },
];

/** The app's routes, exported apart from the router for tests and tooling. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        // Apollo Client and the screens' English texts come with the first signed-in route, not
        // with /login (docs/screens.md#weight).
        lazy: screen(async () => (await Promise.all([import('./apollo/SignedInApollo'), loadScreenTexts()]))[0]),
        children: [
          { path: '/select', lazy: screen(() => import('./routes/select/SelectArea')) },
          // A password an administrator set is changed here before anything else opens (RequireAuth sends every route here).
          { path: '/change-password', lazy: screen(() => import('./routes/change-password/MustChangePasswordPage')) },
          // The receipt prints without the app's layout (docs/orders.md#screens).
          {
            path: '/receipt/:id',
            // Bilingual whatever the app's language: shown once the Portuguese catalogue is in too.
            lazy: screen(async () => {
              const [page] = await Promise.all([
                import('./routes/orders/ReceiptPage'),
                import('./features/orders/receiptText').then((m) => m.receiptCataloguesReady),
              ]);
              return page;
            }),
          },
          // The reports open in a new window and print without the layout too (docs/screens.md, docs/employees-and-access.md#roles-and-permissions).
          {
            lazy: requireAdmin,
            children: [
              { path: '/orders/report/:range', lazy: screen(() => import('./routes/lists/DateReportPage')) },
              { path: '/report/:id', lazy: screen(() => import('./routes/lists/PaymentsReportPage')) },
            ],
          },
          {
            path: '/',
            ...screenWithQueries(() => import('./routes/layout/Layout')),
            // The frame's query is asked for once as the frame is entered, not at each screen change.
            shouldRevalidate: () => false,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              { errorElement: <RouteError />, children: [...signedInScreens, { lazy: requireAdmin, children: adminScreens }] },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '*',
    lazy: screen(async () => (await Promise.all([import('./routes/not-found/NotFound'), loadScreenTexts()]))[0]),
    hydrateFallbackElement: <Loading />,
  },
];

/** The browser router the app runs on (the error link navigates with it too). */
export const router = createBrowserRouter(routes);
setAppRouter(router);
