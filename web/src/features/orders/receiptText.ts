/**
 * The bilingual texts of the receipt (docs/orders.md#amounts): the payment-date warning and the
 * disclosures a US remittance receipt carries (amount received, date available, cancellation and
 * error rights, how to reach the agency), in Portuguese and English.
 */
import { CANCELLATION_WINDOW_MINUTES } from '@agency/rules';

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

/** The payment-date warning of docs/orders.md#amounts. */
export function paymentWarning(paymentDate: string): Bilingual {
  return {
    pt: `O pagamento está previsto para ${paymentDate} ou em até 24 horas após essa data.`,
    en: `Payment is expected on ${paymentDate} or within 24 hours after it.`,
  };
}

/** The disclosures of docs/orders.md, in order: amount received, date available, cancellation, errors, contact. */
export function receiptDisclosures(r: ReceiptTextInput): Bilingual[] {
  const contact = r.agencyPhone ? `${r.agencyName}, ${r.agencyPhone}` : r.agencyName;
  return [
    {
      pt: `Valor a ser recebido pelo beneficiário: ${r.amountBrl}.`,
      en: `Amount the beneficiary will receive: ${r.amountBrl}.`,
    },
    {
      pt: `Data em que os fundos estarão disponíveis: ${r.paymentDate}.`,
      en: `Date funds will be available: ${r.paymentDate}.`,
    },
    {
      // The same window the server enforces at POST /api/transaction/cancel (12 CFR 1005.34).
      pt: `Direito de cancelamento: você pode cancelar esta transferência e receber o reembolso integral se pedir em até ${CANCELLATION_WINDOW_MINUTES} minutos após o pagamento, a menos que os fundos já tenham sido retirados ou depositados.`,
      en: `Right to cancel: you may cancel this transfer for a full refund if you ask within ${CANCELLATION_WINDOW_MINUTES} minutes of payment, unless the funds have already been picked up or deposited.`,
    },
    {
      pt: 'Direito em caso de erro: você tem 180 dias para nos informar um erro nesta transferência; nós investigaremos e lhe daremos uma resposta.',
      en: 'Right to resolve errors: you have 180 days to report an error in this transfer; we will investigate and give you an answer.',
    },
    {
      pt: `Dúvidas, cancelamentos ou erros: entre em contato com ${contact}.`,
      en: `Questions, cancellations or errors: contact ${contact}.`,
    },
  ];
}

/**
 * The statement of a cancellation receipt: the order cancelled within the window and the refund of
 * its total with fee, both already formatted ('11/23/2026 10:15 AM', '$105.00').
 */
export function cancellationStatement(cancelledAt: string, refund: string): Bilingual {
  return {
    pt: `Transferência cancelada em ${cancelledAt}, dentro de ${CANCELLATION_WINDOW_MINUTES} minutos após o pagamento. Reembolso integral ao remetente: ${refund} (valor total com taxa).`,
    en: `Transfer cancelled on ${cancelledAt}, within ${CANCELLATION_WINDOW_MINUTES} minutes of payment. Full refund to the sender: ${refund} (total with fee).`,
  };
}
