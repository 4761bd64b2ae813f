/**
 * The GraphQL enum of each numeric id of the REST contract (docs/ARCHITECTURE.md#enumerations,
 * docs/ARCHITECTURE.md#contracts: an enum for every numeric id), mapped from the ids' one home in @agency/rules.
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
  Role,
} from '../generated/resolvers-types.js';
import {
  ACCOUNT_TYPE,
  DOCUMENT_TYPE,
  INVESTMENT_STATUS,
  INVOICE_STATUS,
  ORDER_STATUS,
  ORDER_TYPE,
  PAYMENT_METHOD,
  PAYOUT_TYPE,
  ROLE,
} from '@agency/rules';
import { upstreamUnavailable } from './errors.js';

/** A two-way map between GraphQL enum values and REST ids. */
export interface EnumIds<E extends string> {
  toId(value: E): number;
  fromId(id: number): E;
}

/**
 * The map of one enumeration from its ids in @agency/rules (keys are the GraphQL enum's values; the
 * type check makes them the same set). An id the REST API answers outside it is UPSTREAM_UNAVAILABLE.
 */
function enumIds<E extends string>(name: string, ids: Readonly<Record<E, number>>): EnumIds<E> {
  const byId = new Map<number, E>(Object.entries<number>(ids).map(([value, id]) => [id, value as E]));
  return {
    toId: (value) => ids[value],
    fromId: (id) => {
      const value = byId.get(id);
      if (value === undefined) throw upstreamUnavailable(new Error(`unknown ${name} id ${id} from the REST API`));
      return value;
    },
  };
}

/** 1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG. */
export const documentTypes = enumIds<DocumentType>('document type', DOCUMENT_TYPE);
/** 1 Bank Deposit, 2 Pix, 3 Zelle. */
export const payoutTypes = enumIds<PayoutType>('payout type', PAYOUT_TYPE);
/** 1 Savings, 2 Checking. */
export const accountTypes = enumIds<AccountType>('account type', ACCOUNT_TYPE);
/** 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby. */
export const orderStatuses = enumIds<OrderStatus>('order status', ORDER_STATUS);
/** 0 Normal, 1 Special, 2 Premium. */
export const orderTypes = enumIds<OrderType>('order type', ORDER_TYPE);
/** 1 Cash, 2 Check, 3 Zelle, 4 Credit. */
export const paymentMethods = enumIds<PaymentMethod>('payment method', PAYMENT_METHOD);
/** 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed (docs/investments.md#statuses). */
export const investmentStatuses = enumIds<InvestmentStatus>('investment status', INVESTMENT_STATUS);
/** 1 Pending, 2 Paid (docs/investments.md#invoices). */
export const invoiceStatuses = enumIds<InvoiceStatus>('invoice status', INVOICE_STATUS);
/** 1 Administrator, 2 Employee (docs/employees-and-access.md#roles-and-permissions). */
export const roles = enumIds<Role>('role', ROLE);

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
