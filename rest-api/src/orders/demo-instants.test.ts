/**
 * seed:demo's order instants (rest-api/scripts/demo-instants.ts, issue 30 item 18): every demo order's
 * creation instant is on its own creation date in the agency's zone and in the past, more than the
 * 30 minutes of 'Cancel and refund' before the seed's instant, even when the seed runs before the
 * day's opening hours (where the former rule put today's orders later today).
 */
import { expect, it } from 'vitest';
import { calendarDateIn, CANCELLATION_WINDOW_MINUTES, paymentDateFor } from '@agency/rules';
import { adminToken, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, createRecipient } from '../test-support/people.js';
import { createOrder, orderBody } from '../test-support/orders.js';
import { backdateOrders } from '../../scripts/demo-instants.js';

const ZONE = 'America/New_York';

forEachBackend('seed:demo order instants', (backend) => {
  const t = useApp(backend);

  it.each([
    ['before opening hours', '2026-11-20T13:00:00Z'], // 08:00 in New York
    ['in the afternoon', '2026-11-20T19:30:00Z'], // 14:30
    ['just after midnight', '2026-11-20T05:10:00Z'], // 00:10: today's orders at midnight at the latest
  ])('%s: on the creation date and in the past', async (_when, seededAt) => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const recipient = await createRecipient(app, admin);
    const ids: number[] = [];
    for (const creationDate of ['2026-11-20', '2026-11-20', '2026-11-19', '2026-10-01']) {
      const order = await createOrder(
        app,
        admin,
        orderBody(client.id, recipient.id, { creationDate, paymentDate: paymentDateFor(creationDate, 1), days: 1 }),
      );
      ids.push(order.transactionDetail.id);
    }
    const now = new Date(seededAt);
    await backdateOrders(db, ZONE, now, ids);

    const rows = await db.query<{ id: number; creation_date: string | Date; created_at: string | Date }>(
      'SELECT id, creation_date, created_at FROM transactions WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    expect(rows.rows).toHaveLength(4);
    const latest = now.getTime() - CANCELLATION_WINDOW_MINUTES * 60_000;
    const midnight = new Date('2026-11-20T05:00:00Z').getTime();
    for (const row of rows.rows) {
      const created = new Date(row.created_at);
      const date = typeof row.creation_date === 'string' ? row.creation_date.slice(0, 10) : calendarDateIn('UTC', row.creation_date);
      expect(calendarDateIn(ZONE, created), `order ${row.id}`).toBe(date);
      // In the past; more than the cancellation window ago unless the day began less than that ago.
      expect(created.getTime(), `order ${row.id}`).toBeLessThan(now.getTime());
      if (now.getTime() - midnight > (CANCELLATION_WINDOW_MINUTES + 60) * 60_000) {
        expect(created.getTime(), `order ${row.id}`).toBeLessThan(latest);
      }
    }
  });
});
