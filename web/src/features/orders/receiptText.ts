/**
 * The bilingual texts of the receipt (docs/orders.md#amounts, docs/i18n.md): the payment-date
 * warning and the disclosures a US remittance receipt carries (amount received, date available,
 * cancellation and error rights, how to reach the agency), in Portuguese and English whatever the
 * language in use: the catalogues' `receipt.*` read in each language.
 */
import { CANCELLATION_WINDOW_MINUTES } from '@agency/rules';
import { loadCatalogue, translate } from '../../i18n';

export interface ReceiptTextInput {
  /** The payment date, already formatted (MM/DD/YYYY). */
  paymentDate: string;
  /** The amount the beneficiary receives, already formatted ('R$ 6,712.38'). */
  amountBrl: string;
  agencyName: string;
  agencyPhone: string;
}

export interface Bilingual {
  pt: string;
  en: string;
}

/**
 * Settles once the Portuguese catalogue is in place: the receipt speaks both languages whatever the
 * app's (docs/i18n.md), and an English session has not loaded Portuguese. If it cannot be fetched,
 * the receipt falls back to English alone rather than not printing.
 */
export const receiptCataloguesReady: Promise<void> = loadCatalogue('pt-BR').catch(() => undefined);

/** A receipt text in both languages: `receipt.<key>` of pt-BR.json and en.json with `params`. */
function bilingual(key: string, params: Record<string, unknown> = {}): Bilingual {
  return { pt: translate(`receipt.${key}`, params, 'pt-BR'), en: translate(`receipt.${key}`, params, 'en') };
}

/**
 * A label of the receipt in both languages, Portuguese first: 'Remetente / Sender' (`receipt.<key>`);
 * one word when both say the same ('Status').
 */
export function receiptLabel(key: string): string {
  return bothOf(bilingual(key));
}

/** 'pt / en' of a bilingual text, or the text once when both languages say the same ('Zelle'). */
export function bothOf({ pt, en }: Bilingual): string {
  return pt === en ? en : `${pt} / ${en}`;
}

/** The payment-date warning of docs/orders.md#amounts. */
export function paymentWarning(paymentDate: string): Bilingual {
  return bilingual('paymentWarning', { paymentDate });
}

/** The disclosures of docs/orders.md, in order: amount received, date available, cancellation, errors, contact. */
export function receiptDisclosures(r: ReceiptTextInput): Bilingual[] {
  const contact = r.agencyPhone ? `${r.agencyName}, ${r.agencyPhone}` : r.agencyName;
  return [
    bilingual('amountReceived', { amountBrl: r.amountBrl }),
    bilingual('dateAvailable', { paymentDate: r.paymentDate }),
    // The same window the server enforces at POST /api/transaction/cancel (12 CFR 1005.34).
    bilingual('rightToCancel', { minutes: CANCELLATION_WINDOW_MINUTES }),
    bilingual('rightToResolveErrors'),
    bilingual('contact', { contact }),
  ];
}

/**
 * The statement of a cancellation receipt: the order cancelled within the window and the refund of
 * its total with fee, both already formatted ('11/23/2026 10:15 AM', '$105.00').
 */
export function cancellationStatement(cancelledAt: string, refund: string): Bilingual {
  return bilingual('cancellation', { cancelledAt, refund, minutes: CANCELLATION_WINDOW_MINUTES });
}
