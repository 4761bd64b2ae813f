/**
 * Pure access rules shared by the route guards and the sidebar, kept apart from React so they
 * are unit-tested (docs/employees-and-access.md#sign-in and #roles-and-permissions, docs/screens.md#who-sees-what).
 */

/** Where a protected route sends the user. */
export type AccessDecision = 'allow' | 'login' | 'deny' | 'pending';

/**
 * Decides what a guarded route shows.
 * - no token: 'login' (the login guard, whatever the route);
 * - admin-only route while the server has not answered yet: 'pending';
 * - admin-only route for a non-administrator: 'deny' (Access Denied modal, then /dashboard);
 * - otherwise 'allow'.
 */
export function decideAccess(opts: { hasToken: boolean; adminOnly: boolean; isAdministrator: boolean | undefined }): AccessDecision {
  if (!opts.hasToken) return 'login';
  if (!opts.adminOnly) return 'allow';
  if (opts.isAdministrator === undefined) return 'pending';
  return opts.isAdministrator ? 'allow' : 'deny';
}

/** The location the login guard remembers, as react-router passes it in navigation state. */
export interface RememberedLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where to go after a successful login: back to the page the login guard interrupted, else /select.
 * Never back to /login itself, and only to paths inside the app.
 */
export function pathAfterLogin(state: unknown): string {
  const from = (state as { from?: RememberedLocation } | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) {
    return '/select';
  }
  if (from.pathname === '/login' || from.pathname === '/') return '/select';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** An entry of a menu that may be limited to administrators. */
export interface Restricted {
  adminOnly?: boolean;
}

/** The entries a user may open: administrators see everything, employees what is not admin-only. */
export function visibleTo<T extends Restricted>(items: readonly T[], isAdministrator: boolean): T[] {
  return items.filter((item) => isAdministrator || !item.adminOnly);
}

/** Message shown by the admin guard (docs/employees-and-access.md#roles-and-permissions), before it redirects to /dashboard. */
export const ACCESS_DENIED_TITLE = 'auth.accessDenied';
export const ACCESS_DENIED_MESSAGE = 'auth.accessDeniedMessage';

/** How long the Access Denied modal stays before the redirect (OK redirects at once). */
export const ACCESS_DENIED_REDIRECT_MS = 2500;
