/**
 * Order statuses as staff read them (docs/orders.md#the-order, #statuses) and the expiry badge shown while an
 * order is Pending: 'Expired' (red) when the payment date is before today, 'Expires Today' on the day.
 */
import { compareDates } from '@agency/rules';
import type { OrderStatus } from '../../generated/graphql';
import { translate, type Language } from '../../i18n';

/**
 * The label of a status in the chosen language (`language` to force one: receipts keep English);
 * `paid` labels Completed as Paid (receipts and reports).
 */
export function statusLabel(status: OrderStatus, { paid = false, language }: { paid?: boolean; language?: Language } = {}): string {
  return translate(paid && status === 'COMPLETED' ? 'status.PAID' : `status.${status}`, {}, language);
}

/** The chip colour of a status. */
export function statusColor(status: OrderStatus): 'warning' | 'success' | 'error' | 'info' | 'default' {
  switch (status) {
    case 'PENDING':
      return 'warning';
    case 'COMPLETED':
      return 'success';
    case 'CANCELLED':
      return 'error';
    case 'RENEWED':
      return 'info';
    default:
      return 'default';
  }
}

/** The statuses the Update Status selector offers (docs/orders.md#screens). */
export const UPDATABLE_STATUSES: readonly OrderStatus[] = ['PENDING', 'COMPLETED', 'CANCELLED', 'STANDBY'];

/** What the Standby button sets (docs/orders.md): from Standby back to Pending, from anything else to Standby. */
export function standbyToggleTarget(status: OrderStatus): OrderStatus {
  return status === 'STANDBY' ? 'PENDING' : 'STANDBY';
}

/**
 * The notice after deleting order `id`. `original` is the deleted order's original as the delete
 * left it (null when it renewed nothing): when it is no longer Renewed, the notice says which
 * status it has again.
 */
export function deletedOrderMessage(id: string, original: { id: string; status: OrderStatus } | null | undefined): string {
  if (!original || original.status === 'RENEWED') return translate('orders.deleted', { id });
  return translate('orders.deletedAndRestored', { id, original: original.id, status: statusLabel(original.status) });
}

export type ExpiryBadge = 'Expired' | 'Expires Today';

/** The expiry badge of an order (docs/lists-and-reports.md#daily-lists), only while Pending; null otherwise. */
export function expiryBadge(status: OrderStatus, paymentDate: string, today: string): ExpiryBadge | null {
  if (status !== 'PENDING') return null;
  try {
    const c = compareDates(paymentDate, today);
    return c < 0 ? 'Expired' : c === 0 ? 'Expires Today' : null;
  } catch {
    return null;
  }
}
