/**
 * A new-order draft (docs/orders.md#the-new-order-form) that passes every check of
 * docs/orders.md#validation: a sender, a Bank Deposit beneficiary, USD 100.00 at 5.4325 BRL/USD
 * (BRL 543.25) plus a USD 5.00 fee paid in cash, created 2026-11-20 and paid 5 days later. Screen
 * tests store it (as Preview does) and change the one thing they check.
 */
import type { BeneficiaryFormValues } from '../features/beneficiaries/beneficiarySchema';
import type { ClientFormValues } from '../features/clients/clientSchema';
import { saveDraft, type OrderDraft } from '../features/orders/draft';
import type { TransferValues } from '../features/orders/transfer';

/** What a test changes in the draft: any field of each part, and the picks. */
export interface DraftChanges {
  sender?: Partial<ClientFormValues>;
  beneficiary?: Partial<BeneficiaryFormValues>;
  transfer?: Partial<TransferValues>;
  senderPick?: OrderDraft['senderPick'];
  beneficiaryPick?: OrderDraft['beneficiaryPick'];
}

/** The good draft with `changes` applied. */
export function orderDraft(changes: DraftChanges = {}): OrderDraft {
  return {
    version: 1,
    idempotencyKey: 'draft-key-1',
    sender: {
      fullName: 'Helena Duarte',
      birthday: '1981-04-12',
      cpf: '529.982.247-25',
      telephone: '+1 (973) 555-0177',
      streetAddress: '77 Ferry Street',
      zipCode: '07105',
      city: 'Newark',
      state: 'NJ',
      country: 'US',
      documentType: 'PASSPORT',
      documentNumber: 'P7788990',
      ...changes.sender,
    },
    senderPick: changes.senderPick ?? null,
    beneficiary: {
      fullName: 'Otavio Duarte',
      cpf: '111.444.777-35',
      telephone: '',
      state: 'BA',
      zip: '',
      city: 'Salvador',
      payoutType: 'BANK_DEPOSIT',
      accountType: 'CHECKING',
      pix: '',
      bankName: 'Banco do Brasil',
      branch: '3344',
      accountNumber: '99881-2',
      documentType: 'CPF',
      documentNumber: '11144477735',
      ...changes.beneficiary,
    },
    beneficiaryPick: changes.beneficiaryPick ?? null,
    transfer: {
      amountUsd: '100.00',
      exchangeRate: '5.4325',
      amountBrl: '543.25',
      fee: '5.00',
      type: 'NORMAL',
      days: 5,
      creationDate: '2026-11-20',
      paymentDate: '2026-11-27',
      payments: [{ method: 'CASH', value: '105.00' }],
      ...changes.transfer,
    },
  };
}

/** Stores the good draft with `changes` where /new and /preview read it (localStorage); returns it. */
export function storeOrderDraft(changes: DraftChanges = {}): OrderDraft {
  const draft = orderDraft(changes);
  saveDraft(draft);
  return draft;
}
