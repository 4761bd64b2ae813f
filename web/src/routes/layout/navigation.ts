/**
 * The sidebar's entries (docs/screens.md and docs/employees-and-access.md#roles-and-permissions): who sees what. Admin-only entries are
 * hidden from employees; the routes themselves are guarded as well (router.tsx).
 */
import { visibleTo, type Restricted } from '../../features/auth/access';

/** The sidebar's entries that open a modal (the layout's dialogs) rather than a route. */
export type NavAction = 'ordersReport' | 'changePassword';

/** A sidebar entry: a link to a route, or an action that opens a modal; `label` is its catalogue key (nav.items.*). */
export type NavItem = Restricted & { label: string } & ({ to: string; action?: undefined } | { action: NavAction; to?: undefined });

/** A titled group of entries; `title` is its catalogue key (nav.sections.*). */
export interface NavSection {
  title: string;
  items: NavItem[];
}

/** The Currency Exchange area's sidebar. */
export const CURRENCY_SECTIONS: NavSection[] = [
  { title: 'nav.sections.home', items: [{ label: 'nav.items.dashboard', to: '/dashboard' }] },
  {
    title: 'nav.sections.orders',
    items: [
      { label: 'nav.items.newOrder', to: '/new' },
      { label: 'nav.items.pendingOrders', to: '/orders/pending', adminOnly: true },
      { label: 'nav.items.standbyOrders', to: '/orders/standby', adminOnly: true },
      { label: 'nav.items.overOrders', to: '/orders/over', adminOnly: true },
      { label: 'nav.items.listOrders', to: '/orders', adminOnly: true },
      { label: 'nav.items.specialOrders', to: '/orders/special', adminOnly: true },
      { label: 'nav.items.premiumOrders', to: '/orders/premium', adminOnly: true },
      { label: 'nav.items.ordersReport', action: 'ordersReport', adminOnly: true },
      { label: 'nav.items.ordersInHold', to: '/orders/hold' },
      { label: 'nav.items.createdToday', to: '/orders/created-today' },
      { label: 'nav.items.paymentToday', to: '/orders/payment-today' },
    ],
  },
  { title: 'nav.sections.consortium', items: [{ label: 'nav.items.consortiumList', to: '/consortium', adminOnly: true }] },
  {
    title: 'nav.sections.clients',
    items: [
      { label: 'nav.items.listClients', to: '/clients' },
      { label: 'nav.items.birthdays', to: '/birthdays', adminOnly: true },
      { label: 'nav.items.listBeneficiaries', to: '/beneficiaries' },
      { label: 'nav.items.importClients', to: '/clients/import', adminOnly: true },
    ],
  },
  { title: 'nav.sections.employees', items: [{ label: 'nav.items.listEmployees', to: '/employees', adminOnly: true }] },
  {
    title: 'nav.sections.compliance',
    items: [
      { label: 'nav.items.complianceAlerts', to: '/compliance/alerts', adminOnly: true },
      { label: 'nav.items.sanctionsList', to: '/compliance/sanctions', adminOnly: true },
      { label: 'nav.items.recordkeeping', to: '/compliance/recordkeeping', adminOnly: true },
      { label: 'nav.items.auditLog', to: '/audit', adminOnly: true },
    ],
  },
];

/** The Investments area's own sidebar (docs/investments.md), with a way back to /select. */
export const INVESTMENT_SECTIONS: NavSection[] = [
  {
    title: 'nav.sections.investments',
    items: [
      { label: 'nav.items.investmentsDashboard', to: '/investments/dashboard', adminOnly: true },
      { label: 'nav.items.newInvestment', to: '/investments/new', adminOnly: true },
      { label: 'nav.items.listInvestments', to: '/investments/list', adminOnly: true },
      { label: 'nav.items.investmentsReport', to: '/investments/report', adminOnly: true },
    ],
  },
  { title: 'nav.sections.areas', items: [{ label: 'nav.items.chooseArea', to: '/select' }] },
];

/** Every user's own section. */
export const USER_SECTION: NavSection = {
  title: 'nav.sections.user',
  items: [
    { label: 'nav.items.changePassword', action: 'changePassword' },
    { label: 'nav.items.playground', to: '/playground' },
  ],
};

/** The sections a user sees: entries they may not open are dropped, then empty sections. */
export function sidebarSections(area: 'currency' | 'investments', isAdministrator: boolean): NavSection[] {
  const sections = area === 'investments' ? INVESTMENT_SECTIONS : CURRENCY_SECTIONS;
  return [...sections, USER_SECTION].map((s) => ({ ...s, items: visibleTo(s.items, isAdministrator) })).filter((s) => s.items.length > 0);
}
