/**
 * The bilingual texts of the receipt (docs/orders.md#amounts, docs/i18n.md): the payment-date
 * warning and the disclosures a US remittance receipt carries (amount received, date available,
 * cancellation and error rights, how to reach the agency), and a cancellation receipt's refund
 * statement, in Portuguese and English whatever the language in use: the catalogues' `receipt.*`
 * read in each language.
 */
import { CANCELLATION_WINDOW_MINUTES } from '@agency/rules';
import { loadCatalogue, translate, type Language } from '../../i18n';
import { formatBrl, formatDate } from '../../ui/format';

export interface ReceiptTextInput {
  /** The payment date, a calendar date 'YYYY-MM-DD' (each language's line writes it its own way). */
  paymentDate: string;
  /** The amount the beneficiary receives, BRL as a decimal string ('6712.38'). */
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

/**
 * A receipt text in both languages: `receipt.<key>` of pt-BR.json and en.json with `params`, a
 * function of the language when the values are dates or amounts, so the Portuguese line writes
 * '02/11/2026' and 'R$ 3.594,89' and the English one '11/02/2026' and 'R$ 3,594.89' (docs/i18n.md).
 */
function bilingual(key: string, params: Record<string, unknown> | ((language: Language) => Record<string, unknown>) = {}): Bilingual {
  const of = (language: Language) => (typeof params === 'function' ? params(language) : params);
  return { pt: translate(`receipt.${key}`, of('pt-BR'), 'pt-BR'), en: translate(`receipt.${key}`, of('en'), 'en') };
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

/** The payment-date warning of docs/orders.md#amounts; `paymentDate` is 'YYYY-MM-DD', written in each language's form. */
export function paymentWarning(paymentDate: string): Bilingual {
  return bilingual('paymentWarning', (language) => ({ paymentDate: formatDate(paymentDate, language) }));
}

/**
 * The disclosures of docs/orders.md, in order: amount received, date available, cancellation, errors,
 * contact. A cancellation receipt (`cancelled`) promises no payout (12 CFR 1005.34): it keeps only
 * the right to resolve errors and the contact.
 */
export function receiptDisclosures(r: ReceiptTextInput, { cancelled = false }: { cancelled?: boolean } = {}): Bilingual[] {
  const contact = r.agencyPhone ? `${r.agencyName}, ${r.agencyPhone}` : r.agencyName;
  const payout = [
    bilingual('amountReceived', (language) => ({ amountBrl: formatBrl(r.amountBrl, language) })),
    bilingual('dateAvailable', (language) => ({ paymentDate: formatDate(r.paymentDate, language) })),
    // The same window the server enforces at POST /api/transaction/cancel (12 CFR 1005.34).
    bilingual('rightToCancel', { minutes: CANCELLATION_WINDOW_MINUTES }),
  ];
  return [...(cancelled ? [] : payout), bilingual('rightToResolveErrors'), bilingual('contact', { contact })];
}

/** What a cancellation receipt states, each figure already formatted in each language. */
export interface CancellationFigures {
  /** The cancellation instant in the agency's time zone ('11/23/2026, 03:15 PM' / '23/11/2026, 15:15'). */
  cancelledAt: Bilingual;
  /** The agency's IANA time zone the instant is written in ('America/New_York'). */
  timeZone: string;
  /** The refund in USD: the order's total with fee ('$105.00'). */
  refund: Bilingual;
  /** The amount refunded, in USD, without the fee ('$100.00'). */
  amountUsd: Bilingual;
  /** The fee refunded, in USD ('$5.00'). */
  fee: Bilingual;
}

/**
 * The statement of a cancellation receipt (12 CFR 1005.34): the order cancelled within the window,
 * when (in the agency's time zone), and the refund in USD of the amount and of the fee; nothing is
 * paid to the beneficiary.
 */
export function cancellationStatement(f: CancellationFigures): Bilingual {
  const of = (language: 'pt' | 'en') => ({
    cancelledAt: f.cancelledAt[language],
    timeZone: f.timeZone,
    refund: f.refund[language],
    amountUsd: f.amountUsd[language],
    fee: f.fee[language],
    minutes: CANCELLATION_WINDOW_MINUTES,
  });
  return { pt: translate('receipt.cancellation', of('pt'), 'pt-BR'), en: translate('receipt.cancellation', of('en'), 'en') };
}
