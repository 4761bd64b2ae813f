/**
 * The numeric ids of the specs' enumerations (docs/ARCHITECTURE.md#enumerations) and the GraphQL enum names for them
 * (docs/ARCHITECTURE.md#contracts: an enum for every numeric id).
 */
import type {
  OrderSort,
  AccountType,
  DocumentType,
  InvestmentStatus,
  InvoiceStatus,
  OrderStatus,
  OrderType,
  PayoutType,
  PaymentMethod,
} from '../generated/resolvers-types.js';
import { upstreamUnavailable } from './errors.js';

/** A two-way map between GraphQL enum values and REST ids. */
export interface EnumIds<E extends string> {
  toId(value: E): number;
  fromId(id: number): E;
}

function enumIds<E extends string>(name: string, byId: Record<number, E>): EnumIds<E> {
  const ids = new Map<E, number>(Object.entries(byId).map(([id, value]) => [value, Number(id)]));
  return {
    toId: (value) => ids.get(value)!,
    fromId: (id) => {
      const value = byId[id];
      if (value === undefined) throw upstreamUnavailable(new Error(`unknown ${name} id ${id} from the REST API`));
      return value;
    },
  };
}

/** 1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG. */
export const documentTypes = enumIds<DocumentType>('document type', { 1: 'CNH', 2: 'ID', 3: 'PASSPORT', 4: 'CPF', 5: 'CNPJ', 6: 'RG' });
/** 1 Bank Deposit, 2 Pix, 3 Zelle. */
export const payoutTypes = enumIds<PayoutType>('payout type', { 1: 'BANK_DEPOSIT', 2: 'PIX', 3: 'ZELLE' });
/** 1 Savings, 2 Checking. */
export const accountTypes = enumIds<AccountType>('account type', { 1: 'SAVINGS', 2: 'CHECKING' });
/** 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby. */
export const orderStatuses = enumIds<OrderStatus>('order status', {
  1: 'PENDING',
  2: 'COMPLETED',
  3: 'CANCELLED',
  4: 'RENEWED',
  5: 'STANDBY',
});
/** 0 Normal, 1 Special, 2 Premium. */
export const orderTypes = enumIds<OrderType>('order type', { 0: 'NORMAL', 1: 'SPECIAL', 2: 'PREMIUM' });
/** 1 Cash, 2 Check, 3 Zelle, 4 Credit. */
export const paymentMethods = enumIds<PaymentMethod>('payment method', { 1: 'CASH', 2: 'CHECK', 3: 'ZELLE', 4: 'CREDIT' });
/** 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed (docs/investments.md#statuses). */
export const investmentStatuses = enumIds<InvestmentStatus>('investment status', {
  1: 'PENDING',
  2: 'COMPLETED',
  3: 'CANCELLED',
  4: 'RENEWED',
});
/** 1 Pending, 2 Paid (docs/investments.md#invoices). */
export const invoiceStatuses = enumIds<InvoiceStatus>('invoice status', { 1: 'PENDING', 2: 'PAID' });

/** The REST API's sort of each GraphQL OrderSort ('-' before the key: descending). */
export const REST_ORDER_SORTS: Record<OrderSort, string> = {
  ID_ASC: 'id',
  ID_DESC: '-id',
  SENDER_ASC: 'sender',
  SENDER_DESC: '-sender',
  BENEFICIARY_ASC: 'beneficiary',
  BENEFICIARY_DESC: '-beneficiary',
  AMOUNT_USD_ASC: 'amountUSD',
  AMOUNT_USD_DESC: '-amountUSD',
  AMOUNT_BRL_ASC: 'amountBRL',
  AMOUNT_BRL_DESC: '-amountBRL',
  PAYMENT_DATE_ASC: 'paymentDate',
  PAYMENT_DATE_DESC: '-paymentDate',
  STATUS_ASC: 'status',
  STATUS_DESC: '-status',
};
