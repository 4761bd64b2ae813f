/**
 * The route table (spec 01 §2, spec 02 §2 and §6). Every route but /login needs a stored token;
 * admin-only routes also ask the server (RequireAdmin). The receipt is signed-in but outside the
 * layout, to print, and so are the two reports.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from './features/auth/guards';
import BeneficiariesPage from './routes/beneficiaries/BeneficiariesPage';
import BirthdaysPage from './routes/birthdays/BirthdaysPage';
import ClientsPage from './routes/clients/ClientsPage';
import Dashboard from './routes/dashboard/Dashboard';
import ConsortiumListPage from './routes/consortium/ConsortiumListPage';
import SanctionsPage from './routes/compliance/SanctionsPage';
import AlertsPage from './routes/compliance/AlertsPage';
import RecordkeepingPage from './routes/compliance/RecordkeepingPage';
import ConsortiumPage from './routes/consortium/ConsortiumPage';
import EmployeesPage from './routes/employees/EmployeesPage';
import InvestmentDashboardPage from './routes/investments/InvestmentDashboardPage';
import InvestmentDetailPage from './routes/investments/InvestmentDetailPage';
import InvestmentListPage from './routes/investments/InvestmentListPage';
import InvestmentReportPage from './routes/investments/InvestmentReportPage';
import NewInvestmentPage from './routes/investments/NewInvestmentPage';
import RenewInvestmentPage from './routes/investments/RenewInvestmentPage';
import Layout from './routes/layout/Layout';
import LoginPage from './routes/login/Login';
import NotFound from './routes/not-found/NotFound';
import NewOrderPage from './routes/orders/NewOrderPage';
import OrderDetailPage from './routes/orders/OrderDetailPage';
import PreviewPage from './routes/orders/PreviewPage';
import ReceiptPage from './routes/orders/ReceiptPage';
import DailyOrdersPage from './routes/lists/DailyOrdersPage';
import DateReportPage from './routes/lists/DateReportPage';
import { DateOrderTablePage, FixedOrderTablePage } from './routes/lists/OrderTablePage';
import PaymentsReportPage from './routes/lists/PaymentsReportPage';
import RenewOrderPage from './routes/orders/RenewOrderPage';
import SelectArea from './routes/select/SelectArea';
import { Loading } from './ui/Loading';
import { RouteError } from './ui/RouteError';

const Playground = lazy(() => import('./routes/playground/Playground'));

/** Screens every signed-in user may open. */
const signedInScreens: RouteObject[] = [
  { path: 'dashboard', element: <Dashboard /> },
  { path: 'new', element: <NewOrderPage /> },
  { path: 'orders/hold', element: <DailyOrdersPage kind="hold" /> },
  { path: 'orders/created-today', element: <DailyOrdersPage kind="created-today" /> },
  { path: 'orders/payment-today', element: <DailyOrdersPage kind="payment-today" /> },
  { path: 'order/:id', element: <OrderDetailPage /> },
  { path: 'renew/:id', element: <RenewOrderPage /> },
  { path: 'preview', element: <PreviewPage /> },
  { path: 'clients', element: <ClientsPage /> },
  { path: 'beneficiaries', element: <BeneficiariesPage /> },
  {
    path: 'playground',
    element: (
      <Suspense fallback={<Loading />}>
        <Playground />
      </Suspense>
    ),
  },
];

/** Screens for administrators only (spec 02 §2 and §6, DESIGN §8). */
const adminScreens: RouteObject[] = [
  { path: 'orders', element: <FixedOrderTablePage kind="all" title="nav.items.listOrders" /> },
  { path: 'orders/pending', element: <FixedOrderTablePage kind="pending" title="nav.items.pendingOrders" /> },
  { path: 'orders/standby', element: <FixedOrderTablePage kind="standby" title="nav.items.standbyOrders" /> },
  { path: 'orders/over', element: <DailyOrdersPage kind="over" /> },
  { path: 'orders/special', element: <FixedOrderTablePage kind="special" title="nav.items.specialOrders" /> },
  { path: 'orders/premium', element: <FixedOrderTablePage kind="premium" title="nav.items.premiumOrders" /> },
  { path: 'orders/date/:date', element: <DateOrderTablePage /> },
  { path: 'consortium', element: <ConsortiumListPage /> },
  { path: 'consortium/:id', element: <ConsortiumPage /> },
  { path: 'birthdays', element: <BirthdaysPage /> },
  { path: 'compliance/sanctions', element: <SanctionsPage /> },
  { path: 'compliance/alerts', element: <AlertsPage /> },
  { path: 'compliance/recordkeeping', element: <RecordkeepingPage /> },
  { path: 'employees', element: <EmployeesPage /> },
  {
    path: 'investments',
    children: [
      { index: true, element: <Navigate to="/investments/dashboard" replace /> },
      { path: 'dashboard', element: <InvestmentDashboardPage /> },
      { path: 'new', element: <NewInvestmentPage /> },
      { path: 'investment/:id', element: <InvestmentDetailPage /> },
      { path: 'list', element: <InvestmentListPage /> },
      { path: 'report', element: <InvestmentReportPage /> },
      { path: 'renew/:id', element: <RenewInvestmentPage /> },
    ],
  },
];

/** The app's routes, exported apart from the router for tests and tooling. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      { path: '/select', element: <SelectArea /> },
      // The receipt prints without the app's layout (spec 01 §2, DESIGN §5).
      { path: '/receipt/:id', element: <ReceiptPage /> },
      // The reports open in a new window and print without the layout too (spec 01 §2, spec 02 §2, §6).
      {
        element: <RequireAdmin />,
        children: [
          { path: '/orders/report/:range', element: <DateReportPage /> },
          { path: '/report/:id', element: <PaymentsReportPage /> },
        ],
      },
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { errorElement: <RouteError />, children: [...signedInScreens, { element: <RequireAdmin />, children: adminScreens }] },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** The browser router the app runs on (the error link navigates with it too). */
export const router = createBrowserRouter(routes);
