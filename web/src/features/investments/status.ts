/**
 * Investment and invoice statuses as staff read them (docs/investments.md#statuses): the detail's Update Status
 * choices (Pending, Completed, Cancelled), the search's (None, Pending, Completed, Canceled,
 * Renewed), and what an invoice's Paid and Return buttons may do.
 */
import type { InvestmentStatus, InvoiceStatus } from '../../generated/graphql';
import { translate } from '../../i18n';

/** The label of an investment status in the chosen language (the order statuses' words). */
export function investmentStatusLabel(status: InvestmentStatus): string {
  return translate(`status.${status}`);
}

export function investmentStatusColor(status: InvestmentStatus): 'warning' | 'success' | 'error' | 'info' {
  switch (status) {
    case 'PENDING':
      return 'warning';
    case 'COMPLETED':
      return 'success';
    case 'CANCELLED':
      return 'error';
    default:
      return 'info';
  }
}

/** The statuses the detail's Update Status selector offers (docs/investments.md#statuses). */
export const UPDATABLE_INVESTMENT_STATUSES: readonly InvestmentStatus[] = ['PENDING', 'COMPLETED', 'CANCELLED'];

/** The search modal's Status choices ('' is None, no filter; Cancelled is spelled Canceled there); labels are catalogue keys. */
export const SEARCH_STATUS_OPTIONS: ReadonlyArray<{ value: InvestmentStatus | ''; label: string }> = [
  { value: '', label: 'investments.statusNone' },
  { value: 'PENDING', label: 'status.PENDING' },
  { value: 'COMPLETED', label: 'status.COMPLETED' },
  { value: 'CANCELLED', label: 'investments.statusCanceled' },
  { value: 'RENEWED', label: 'status.RENEWED' },
];

/** Why an investment cannot be renewed (docs/investments.md#statuses), or null when it can. */
export function renewRefusal(investment: { id: string; status: InvestmentStatus }): string | null {
  if (investment.status === 'RENEWED') return translate('investments.alreadyRenewed', { id: investment.id });
  if (investment.status === 'CANCELLED') return translate('investments.cancelledNoRenew', { id: investment.id });
  return null;
}

export function invoiceStatusLabel(status: InvoiceStatus): string {
  return translate(status === 'PAID' ? 'status.PAID' : 'status.PENDING');
}

/** 'Paid' shows for pending invoices only. */
export function canPay(invoice: { status: InvoiceStatus }): boolean {
  return invoice.status === 'PENDING';
}

/** 'Return' shows for pending invoices not returned yet (once only). */
export function canReturn(invoice: { status: InvoiceStatus; wasReturned: boolean }): boolean {
  return invoice.status === 'PENDING' && !invoice.wasReturned;
}

/** The day of the month an invoice date update sends (docs/investments.md#validation), or null when no date is picked. */
export function dayOfMonthOf(date: string): number | null {
  const m = /^\d{4}-\d{2}-(\d{2})$/.exec(date.trim());
  if (!m) return null;
  const day = Number(m[1]);
  return day >= 1 && day <= 31 ? day : null;
}
