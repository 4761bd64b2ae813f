/**
 * The sidebar's entries (spec 01 §2 and §6, DESIGN §8): who sees what. Admin-only entries are
 * hidden from employees; the routes themselves are guarded as well (router.tsx).
 */
import { visibleTo, type Restricted } from '../../features/auth/access';

/** A sidebar entry: a link to a route, or an action that opens a modal. */
export type NavItem = Restricted & { label: string } & (
    | { to: string; action?: undefined }
    | { action: 'ordersReport' | 'changePassword'; to?: undefined }
  );

/** A titled group of entries. */
export interface NavSection {
  title: string;
  items: NavItem[];
}

/** The Currency Exchange area's sidebar. */
export const CURRENCY_SECTIONS: NavSection[] = [
  { title: 'Home', items: [{ label: 'Dashboard', to: '/dashboard' }] },
  {
    title: 'Orders',
    items: [
      { label: 'New Order', to: '/new' },
      { label: 'Pending Orders', to: '/orders/pending', adminOnly: true },
      { label: 'Standby Orders', to: '/orders/standby', adminOnly: true },
      { label: 'Over Orders', to: '/orders/over', adminOnly: true },
      { label: 'List Orders', to: '/orders', adminOnly: true },
      { label: 'Special Orders', to: '/orders/special', adminOnly: true },
      { label: 'Premium Orders', to: '/orders/premium', adminOnly: true },
      { label: 'Orders Report', action: 'ordersReport', adminOnly: true },
      { label: 'Orders in Hold', to: '/orders/hold' },
      { label: 'Created Today', to: '/orders/created-today' },
      { label: 'Payment Today', to: '/orders/payment-today' },
    ],
  },
  { title: 'Consortium', items: [{ label: 'Consortium List', to: '/consortium', adminOnly: true }] },
  {
    title: 'Clients/Benefs',
    items: [
      { label: 'List Clients', to: '/clients' },
      { label: "Today's Birthdays", to: '/birthdays', adminOnly: true },
      { label: 'List Beneficiaries', to: '/beneficiaries' },
    ],
  },
  { title: 'Employees', items: [{ label: 'List Employees', to: '/employees', adminOnly: true }] },
  {
    title: 'Compliance',
    items: [
      { label: 'Alerts', to: '/compliance/alerts', adminOnly: true },
      { label: 'Sanctions List', to: '/compliance/sanctions', adminOnly: true },
      { label: '$3,000 Records', to: '/compliance/recordkeeping', adminOnly: true },
    ],
  },
];

/** The Investments area's own sidebar (DESIGN §8), with a way back to /select. */
export const INVESTMENT_SECTIONS: NavSection[] = [
  {
    title: 'Investments',
    items: [
      { label: 'Investments Dashboard', to: '/investments/dashboard', adminOnly: true },
      { label: 'New Investment', to: '/investments/new', adminOnly: true },
      { label: 'List Investments', to: '/investments/list', adminOnly: true },
      { label: 'Investments Report', to: '/investments/report', adminOnly: true },
    ],
  },
  { title: 'Areas', items: [{ label: 'Choose Area', to: '/select' }] },
];

/** Every user's own section. */
export const USER_SECTION: NavSection = {
  title: 'User',
  items: [
    { label: 'Change Password', action: 'changePassword' },
    { label: 'GraphQL Playground', to: '/playground' },
  ],
};

/** The sections a user sees: entries they may not open are dropped, then empty sections. */
export function sidebarSections(area: 'currency' | 'investments', isAdministrator: boolean): NavSection[] {
  const sections = area === 'investments' ? INVESTMENT_SECTIONS : CURRENCY_SECTIONS;
  return [...sections, USER_SECTION]
    .map((s) => ({ ...s, items: visibleTo(s.items, isAdministrator) }))
    .filter((s) => s.items.length > 0);
}
