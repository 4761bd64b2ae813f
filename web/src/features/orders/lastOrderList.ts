/**
 * The order list the user last visited (docs/orders.md#screens: Back on the order detail returns to it), kept
 * in sessionStorage by the layout on every route change.
 */
const KEY = 'lastOrderList';

/** Where Back goes when no order list was visited in this tab. */
export const DEFAULT_ORDER_LIST = '/dashboard';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

function session(): SessionLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** True for a path of an order list: /orders and everything under it. */
export function isOrderListPath(pathname: string): boolean {
  return pathname === '/orders' || pathname.startsWith('/orders/');
}

/** Remembers `path` (with its search) when it is an order list. */
export function rememberOrderList(pathname: string, search = '', storage: SessionLike | null = session()): void {
  if (isOrderListPath(pathname)) storage?.setItem(KEY, `${pathname}${search}`);
}

/** The last order list visited, or /dashboard. */
export function lastOrderList(storage: SessionLike | null = session()): string {
  const path = storage?.getItem(KEY);
  return path && isOrderListPath(path.split('?')[0] ?? '') ? path : DEFAULT_ORDER_LIST;
}
