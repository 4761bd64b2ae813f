/**
 * Test data for orders (each test makes its own): a valid creation payload for a client and a
 * recipient, and a helper that creates the order through the API.
 */
import type { App } from '../types.js';
import { amountBrlFor, totalWithFee } from '@agency/rules';
import { bearer } from './build.js';
import { clientBody, recipientBody } from './people.js';

/**
 * A valid creation payload: USD 100.00 at 5.4325 (BRL 543.25), fee 5 (total 105.00) paid in two
 * lines, created Monday 2026-11-16 and paid the next day (days 1). Override any field.
 */
export function orderBody(clientID: number, recipientID: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientID,
    recipientID,
    amountUSD: '100.00',
    exchangeRate: 5.4325,
    amountBRL: '543.25',
    fee: 5,
    totalFee: '105.00',
    valueAggregates: [
      { paymentID: 1, value: '100.00' },
      { paymentID: 3, value: 5 },
    ],
    isRenew: false,
    originalTransactionID: null,
    paymentDate: '2026-11-17',
    creationDate: '2026-11-16',
    days: 1,
    pixID: null,
    ...overrides,
  };
}

/** The transaction model as the tests read it. */
export interface OrderModel {
  transactionDetail: Record<string, unknown> & { id: number; statusID: number; remainingValue: string; amountBRL: string };
  client: Record<string, unknown> & { id: number };
  recipient: Record<string, unknown> & { id: number };
  pix: { id: number; pix: string; main: boolean } | null;
  pixID: number | null;
  aggregate: { paymentID: number; value: string }[];
  employeeName: string;
}

/** POST /api/transaction/status/ as token (force sent only when given); the raw reply. */
export function setOrderStatus(app: App, token: string, transactionID: number, statusID: number, force?: boolean) {
  return app.inject({
    method: 'POST',
    url: '/api/transaction/status/',
    headers: bearer(token),
    payload: { transactionID, statusID, ...(force === undefined ? {} : { force }) },
  });
}

/** POSTs a creation payload as token, with any extra headers (the raw reply). */
export function postOrder(app: App, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/transaction/create', headers: { ...bearer(token), ...headers }, payload: body });
}

/** Creates an order through the API; returns its model (throws with the reply when refused). */
export async function createOrder(
  app: App,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<OrderModel> {
  const res = await postOrder(app, token, body, headers);
  if (res.statusCode !== 200) throw new Error(`create order failed: ${res.statusCode} ${res.body}`);
  return res.json().transaction as OrderModel;
}

/** The options of makeOrder: dates, status, type and amount of an order made for a list test. */
export interface OrderOptions {
  creationDate?: string;
  paymentDate?: string;
  /** Set after creation (forced): 2 Completed, 3 Cancelled, 5 Standby. */
  statusID?: number;
  transactionTypeID?: number;
  /** USD; BRL is USD x 5.4325, the fee 5, paid in one cash line. */
  amountUSD?: string;
}

/**
 * Creates an order with typed dates (days -1) and the given status (forced), type and amount;
 * returns its id. Defaults: created 2026-11-16, paid 2026-11-17, Pending, Normal, USD 100.00.
 */
export async function makeOrder(
  app: App,
  token: string,
  clientID: number,
  recipientID: number,
  options: OrderOptions = {},
): Promise<number> {
  const amountUSD = options.amountUSD ?? '100.00';
  const totalFee = totalWithFee(amountUSD, 5);
  const order = await createOrder(
    app,
    token,
    orderBody(clientID, recipientID, {
      amountUSD,
      amountBRL: amountBrlFor(amountUSD, '5.4325'),
      totalFee,
      valueAggregates: [{ paymentID: 1, value: totalFee }],
      creationDate: options.creationDate ?? '2026-11-16',
      paymentDate: options.paymentDate ?? '2026-11-17',
      days: -1,
      transactionTypeID: options.transactionTypeID ?? 0,
    }),
  );
  const id = order.transactionDetail.id;
  if (options.statusID !== undefined && options.statusID !== 1) {
    const res = await setOrderStatus(app, token, id, options.statusID, true);
    if (res.statusCode !== 200) throw new Error(`status change failed: ${res.statusCode} ${res.body}`);
  }
  return id;
}

/** Soft-deletes an order through the API (administrators). */
export async function deleteOrder(app: App, adminToken: string, id: number): Promise<void> {
  const res = await app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers: bearer(adminToken) });
  if (res.statusCode !== 200) throw new Error(`delete order failed: ${res.statusCode} ${res.body}`);
}

/**
 * A valid confirm body: a new client and a new Bank Deposit recipient (unique names) and the
 * order of orderBody without its parties. `parts` replaces client, recipient or adds the rest.
 */
export function confirmBody(parts: Record<string, unknown> = {}): Record<string, unknown> {
  const { clientID: _c, recipientID: _r, pixID: _p, ...transaction } = orderBody(0, 0);
  return { client: clientBody(), recipient: recipientBody(), transaction, ...parts };
}

/** POSTs a confirm body as token, with any extra headers (the raw reply). */
export function postConfirm(app: App, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/transaction/confirm', headers: { ...bearer(token), ...headers }, payload: body });
}
