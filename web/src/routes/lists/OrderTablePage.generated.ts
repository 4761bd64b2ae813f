/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * Filters of the order searches. A null or blank filter
 * means none. Names match case- and accent-insensitively anywhere in the client's or beneficiary's
 * name; the payment dates bound the payment date, inclusive.
 */
export type OrderSearch = {
  /** Part of the beneficiary's name. */
  beneficiaryName?: string | null | undefined;
  /** One order by id. */
  orderId?: string | number | null | undefined;
  /** Payment date on or after. */
  paymentFrom?: string | null | undefined;
  /** Payment date on or before. */
  paymentTo?: string | null | undefined;
  /** Part of the client's name. */
  senderName?: string | null | undefined;
  /** Only orders with this status. */
  status?: OrderStatus | null | undefined;
  /** Digits contained in the client's phone. */
  telephone?: string | null | undefined;
  /** Only orders of this type. */
  type?: OrderType | null | undefined;
};

/**
 * How an order table is sorted: a column, ascending (_ASC) or descending (_DESC). Orders that tie are
 * always in order id, so pages are stable.
 */
export type OrderSort =
  /** Amount in BRL, smallest first. */
  | 'AMOUNT_BRL_ASC'
  /** Amount in BRL, largest first. */
  | 'AMOUNT_BRL_DESC'
  /** Amount in USD, smallest first. */
  | 'AMOUNT_USD_ASC'
  /** Amount in USD, largest first. */
  | 'AMOUNT_USD_DESC'
  /** Beneficiary's full name, A to Z. */
  | 'BENEFICIARY_ASC'
  /** Beneficiary's full name, Z to A. */
  | 'BENEFICIARY_DESC'
  /** Order id, lowest first. */
  | 'ID_ASC'
  /** Order id, highest first. */
  | 'ID_DESC'
  /** Payment date, oldest first. */
  | 'PAYMENT_DATE_ASC'
  /** Payment date, latest first. */
  | 'PAYMENT_DATE_DESC'
  /** Client's (sender's) full name, A to Z. */
  | 'SENDER_ASC'
  /** Client's (sender's) full name, Z to A. */
  | 'SENDER_DESC'
  /** Status in the order Pending, Completed, Cancelled, Renewed, Standby. */
  | 'STATUS_ASC'
  /** Status in the order Standby, Renewed, Cancelled, Completed, Pending. */
  | 'STATUS_DESC';

/** An order's status (REST statusID 1 to 5). */
export type OrderStatus =
  /** Cancelled; REST 3. */
  | 'CANCELLED'
  /** Paid out in full (labelled Paid on receipts); REST 2. */
  | 'COMPLETED'
  /** Taken, the reais not all paid out yet; REST 1. */
  | 'PENDING'
  /** Replaced by a renewal; set only by creating the renewal; REST 4. */
  | 'RENEWED'
  /** On hold; REST 5. */
  | 'STANDBY';

/** An order's type (REST transactionTypeID 0 to 2). */
export type OrderType =
  /** A normal order; REST 0. */
  | 'NORMAL'
  /** A premium order; REST 2. */
  | 'PREMIUM'
  /** A special order; REST 1. */
  | 'SPECIAL';

export type OrderTablePageQueryVariables = Exact<{
  search?: Types.OrderSearch | null | undefined;
  sort?: Types.OrderSort | null | undefined;
  page: number;
  perPage: number;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type OrderTablePageQuery = { orders: { total: number, nextCursor: string | null, previousCursor: string | null, items: Array<{ id: string, senderName: string, beneficiaryName: string, amountUsd: string, amountBrl: string, remainingValue: string, paymentDate: string, status: Types.OrderStatus }> }, agency: { timeZone: string } };


export const OrderTablePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderTablePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSearch"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"previousCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTable_order"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountBrl"}},{"kind":"Field","name":{"kind":"Name","value":"remainingValue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<OrderTablePageQuery, OrderTablePageQueryVariables>;