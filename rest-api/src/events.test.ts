/**
 * The event stream of live updates (docs/live-updates.md): only the gateway may open it, and it
 * carries each order write once its transaction committed, with the order's version and who made it,
 * and nothing of a refused write.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { AgencyEvent } from './events.js';
import { ADMIN_EMAIL, adminToken, bearer, forEachBackend, useApp } from './test-support/build.js';
import { createClientAndRecipient } from './test-support/people.js';
import { makeOrder, setOrderStatus } from './test-support/orders.js';

const SECRET = 'events-test-gateway-secret';

/** Reads `data:` lines of an SSE response; `next(match)` resolves with the first matching event (5 s at most). */
function reader(body: ReadableStream<Uint8Array>) {
  const seen: AgencyEvent[] = [];
  const waiting: { match: (e: AgencyEvent) => boolean; resolve: (e: AgencyEvent) => void }[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const stream = body.getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await stream.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        if (!line.startsWith('data: ')) continue;
        const event = JSON.parse(line.slice(6)) as AgencyEvent;
        const waiter = waiting.findIndex((w) => w.match(event));
        if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(event);
        else seen.push(event);
      }
    }
  })();
  return {
    next(match: (e: AgencyEvent) => boolean): Promise<AgencyEvent> {
      const earlier = seen.findIndex(match);
      if (earlier >= 0) return Promise.resolve(seen.splice(earlier, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event within 5 s')), 5000);
        waiting.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    cancel: () => stream.cancel(),
  };
}

forEachBackend('GET /api/events', (backend) => {
  const t = useApp(backend, { config: { gatewaySecret: SECRET } });

  it('answers 403 GATEWAY_ONLY without the gateway secret', async () => {
    const res = await t.current.app.inject({ method: 'GET', url: '/api/events', headers: { 'x-gateway-secret': 'not-the-secret-at-all' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('GATEWAY_ONLY');
  });

  describe('streaming', () => {
    it('announces each committed order write with its version and employee, nothing of a refused one, and alert decisions', async () => {
      const { app } = t.current;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { 'x-gateway-secret': SECRET } });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = reader(res.body!);
      try {
        await events.next((e) => e.type === 'ready');
        const token = await adminToken(app);
        const { rows } = await app.db.query<{ id: number; full_name: string }>('SELECT id, full_name FROM employees WHERE email = $1', [
          ADMIN_EMAIL,
        ]);
        const admin = rows[0]!;
        const { client, recipient } = await createClientAndRecipient(app, token);
        const id = await makeOrder(app, token, client.id, recipient.id);
        const ofOrder = (e: AgencyEvent) => e.type === 'order' && e.id === id;

        expect(await events.next(ofOrder)).toMatchObject({
          kind: 'CREATED',
          version: 1,
          employeeID: admin.id,
          editedBy: admin.full_name,
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        });
        // Completed while the reais are unpaid is refused (422): the write rolls back, so the next
        // event of the order is the payment after it.
        expect((await setOrderStatus(app, token, id, 2)).statusCode).toBe(422);
        const paid = await app.inject({
          method: 'POST',
          url: `/api/transaction/partial/${id}`,
          headers: bearer(token),
          payload: { value: '10.00' },
        });
        expect(paid.statusCode).toBe(200);
        expect(await events.next(ofOrder)).toMatchObject({ kind: 'PAID', version: 2 });
        expect((await setOrderStatus(app, token, id, 3)).statusCode).toBe(200);
        expect(await events.next(ofOrder)).toMatchObject({ kind: 'CANCELLED', version: 3 });
        const deleted = await app.inject({ method: 'DELETE', url: `/api/transaction/${id}`, headers: bearer(token) });
        expect(deleted.statusCode).toBe(200);
        expect(await events.next(ofOrder)).toMatchObject({ kind: 'DELETED', version: null });

        // An administrator's decision on an alert is announced by the alert's id.
        const raised = await app.db.query<{ id: number }>(
          `INSERT INTO compliance_alerts (type, client_id, day, total, threshold, transaction_ids)
           VALUES ('CTR', $1, '2026-11-16', '10000.01', '10000.00', '{}') RETURNING id`,
          [client.id],
        );
        const alert = raised.rows[0]!.id;
        const decided = await app.inject({
          method: 'POST',
          url: `/api/compliance/alerts/${alert}`,
          headers: bearer(token),
          payload: { status: 'CLEARED', note: 'Checked with the client' },
        });
        expect(decided.statusCode).toBe(200);
        expect(await events.next((e) => e.type === 'alert' && e.id === alert)).toMatchObject({ type: 'alert', id: alert });

        // A logout changes sessions: the stream says so (the gateway re-checks its sockets' tokens).
        await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), payload: {} });
        await events.next((e) => e.type === 'sessions');
      } finally {
        await events.cancel();
      }
    });
  });
});
