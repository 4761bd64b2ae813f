/**
 * allowedActions of the one-order reply (docs/orders.md#what-may-be-done-with-an-order): for an
 * administrator and an employee, and an order in each status (and paid in part, fully paid, past its
 * 30 minutes), the reply lists exactly the actions whose routes then accept them, and each action it
 * leaves out is refused by its route with the documented code.
 */
import { expect, it } from 'vitest';
import type { App } from '../types.js';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { createClientAndRecipient } from '../test-support/people.js';
import { createOrder, orderBody, postOrder, setOrderStatus } from '../test-support/orders.js';

const ACTIONS = ['CANCEL', 'RENEW', 'DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT', 'EDIT'] as const;
type Action = (typeof ACTIONS)[number];

/** The app's clock: the real one unless a test moves it (orders are created at the database's now()). */
let clock: Date | null = null;

/** An order's state, as a test sets it up. */
type State =
  'PENDING' | 'STANDBY' | 'COMPLETED' | 'CANCELLED' | 'REFUNDED' | 'RENEWED' | 'PAID_IN_PART' | 'PAID_IN_FULL' | 'PAST_30_MINUTES';

/** What an employee may do in each state; an administrator may also DELETE, except a Renewed order (its renewal remains). */
const EMPLOYEE: Record<State, Action[]> = {
  PENDING: ['CANCEL', 'RENEW', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'],
  STANDBY: ['CANCEL', 'RENEW', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'],
  COMPLETED: ['RENEW', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'],
  // Cancelled by hand: back to Pending first, then paid; cancelled with a refund: locked for good.
  CANCELLED: ['CHANGE_STATUS'],
  REFUNDED: [],
  // Its payments go on the renewal.
  RENEWED: [],
  PAID_IN_PART: ['RENEW', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT', 'EDIT'],
  PAID_IN_FULL: ['RENEW', 'CHANGE_STATUS', 'EDIT'],
  PAST_30_MINUTES: ['RENEW', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'],
};

function expected(state: State, admin: boolean): Action[] {
  const actions = new Set<Action>(EMPLOYEE[state]);
  if (admin && state !== 'RENEWED') actions.add('DELETE');
  return ACTIONS.filter((a) => actions.has(a));
}

/** The first recorded partial payment of order id, or null. */
async function firstPayment(app: App, token: string, id: number): Promise<number | null> {
  const log = (await app.inject({ method: 'GET', url: `/api/transaction/partial/${id}`, headers: bearer(token) })).json<{
    partialRecord: { id: number }[];
  }>();
  return log.partialRecord[0]?.id ?? null;
}

/** Sends action on order id as token; answers the status code and the refusal's code (null when accepted). */
async function attempt(app: App, token: string, action: Action, id: number, clientID: number, recipientID: number) {
  const headers = bearer(token);
  let reply;
  switch (action) {
    case 'CANCEL':
      reply = await app.inject({ method: 'POST', url: `/api/transaction/cancel/${id}`, headers });
      break;
    case 'RENEW':
      reply = await postOrder(app, token, orderBody(clientID, recipientID, { isRenew: true, originalTransactionID: id }));
      break;
    case 'DELETE':
      reply = await app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers });
      break;
    case 'CHANGE_STATUS':
      reply = await app.inject({
        method: 'POST',
        url: '/api/transaction/status',
        headers,
        payload: { transactionID: id, statusID: 5, force: true },
      });
      break;
    case 'ADD_PARTIAL_PAYMENT':
      reply = await app.inject({ method: 'POST', url: `/api/transaction/partial/${id}`, headers, payload: { value: '1.00' } });
      break;
    case 'EDIT': {
      const record = await firstPayment(app, token, id);
      // No payment recorded: nothing for the edit route to change.
      if (record === null) return { status: 404, code: 'NOT_FOUND' };
      reply = await app.inject({ method: 'POST', url: `/api/transaction/partial/update/${record}`, headers, payload: { value: '1.00' } });
      break;
    }
  }
  return { status: reply.statusCode, code: reply.statusCode < 300 ? null : reply.json<{ code: string }>().code };
}

/** The refusal codes each action may answer when the reply leaves it out. */
const REFUSALS: Record<Action, string[]> = {
  CANCEL: ['CANCELLATION_WINDOW_CLOSED', 'ORDER_ALREADY_CANCELLED', 'ORDER_NOT_CANCELLABLE'],
  RENEW: ['ORDER_NOT_RENEWABLE'],
  DELETE: ['FORBIDDEN', 'CONFLICT'],
  CHANGE_STATUS: ['ORDER_LOCKED'],
  ADD_PARTIAL_PAYMENT: ['INVALID_FIELD', 'ORDER_LOCKED'],
  EDIT: ['NOT_FOUND'],
};

forEachBackend('what may be done with an order', (backend) => {
  const t = useApp(backend, { now: () => clock ?? new Date() });

  /** A new order in `state`, set up by the administrator (`admin`, their token); answers its id and parties. */
  async function orderIn(state: State, admin: string) {
    const { app } = t.current;
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const order = await createOrder(app, admin, orderBody(client.id, recipient.id));
    const id = order.transactionDetail.id;
    const status = { STANDBY: 5, COMPLETED: 2, CANCELLED: 3 } as Partial<Record<State, number>>;
    if (status[state]) expect((await setOrderStatus(app, admin, id, status[state], true)).statusCode).toBe(200);
    if (state === 'REFUNDED')
      expect((await app.inject({ method: 'POST', url: `/api/transaction/cancel/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    if (state === 'RENEWED')
      await createOrder(app, admin, orderBody(client.id, recipient.id, { isRenew: true, originalTransactionID: id }));
    if (state === 'PAID_IN_PART' || state === 'PAID_IN_FULL') {
      const value = state === 'PAID_IN_PART' ? '100.00' : order.transactionDetail.amountBRL;
      const paid = await app.inject({ method: 'POST', url: `/api/transaction/partial/${id}`, headers: bearer(admin), payload: { value } });
      expect(paid.statusCode).toBe(200);
    }
    return { id, clientID: client.id, recipientID: recipient.id };
  }

  const states = Object.keys(EMPLOYEE) as State[];
  for (const role of ['administrator', 'employee'] as const) {
    it(`lists for an ${role} exactly what the routes accept, in each state`, { timeout: 120_000 }, async () => {
      const { app } = t.current;
      const admin = await adminToken(app);
      const token = role === 'administrator' ? admin : (await createEmployee(app, admin)).token;
      for (const state of states) {
        const { id } = await orderIn(state, admin);
        clock = state === 'PAST_30_MINUTES' ? new Date(Date.now() + 31 * 60_000) : null;
        const reply = await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: bearer(token) });
        expect(reply.statusCode).toBe(200);
        const allowed = reply.json<{ allowedActions: Action[] }>().allowedActions;
        expect({ state, allowed }).toEqual({ state, allowed: expected(state, role === 'administrator') });

        // Each action on a fresh order in the same state: accepted exactly when listed.
        for (const action of ACTIONS) {
          const fresh = await orderIn(state, admin);
          const outcome = await attempt(app, token, action, fresh.id, fresh.clientID, fresh.recipientID);
          if (allowed.includes(action))
            expect({ state, action, ...outcome }).toEqual({ state, action, status: outcome.status, code: null });
          else expect(REFUSALS[action], `${state} ${action}: ${outcome.code}`).toContain(outcome.code);
        }
        clock = null;
      }
    });
  }
});
