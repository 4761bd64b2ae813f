/**
 * The sorts of the complex search and the pending search (docs/lists-and-reports.md#sorting-and-page-sizes):
 * each key ascending and descending, ties broken by the order id (pages stable), combined with
 * filters and paging, and a bad sort refused with 400 INVALID_FIELD naming `sort`.
 */
import { beforeAll, expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, createRecipient, tag } from '../test-support/people.js';
import { makeOrder } from '../test-support/orders.js';

const NOW = new Date('2026-11-18T15:00:00Z');

forEachBackend('order sorts', (backend) => {
  const t = useApp(backend, { fresh: true, now: () => NOW });
  const ids: Record<string, number> = {};
  let token = '';
  const x = tag();

  beforeAll(async () => {
    const { app } = t.current;
    token = await adminToken(app);
    const bruno = await createClient(app, token, { fullName: `Bruno Alves ${x}` });
    const ana = await createClient(app, token, { fullName: `Ana Costa ${x}` });
    const zeca = await createRecipient(app, token, { fullName: `Zeca Lima ${x}` });
    const carla = await createRecipient(app, token, { fullName: `Carla Dias ${x}` });
    // o1..o4 in creation order; amounts, dates and statuses chosen so each sort differs.
    ids.o1 = await makeOrder(app, token, bruno.id, carla.id, { amountUSD: '300.00', paymentDate: '2026-11-20', statusID: 2 });
    ids.o2 = await makeOrder(app, token, ana.id, zeca.id, { amountUSD: '50.00', creationDate: '2026-11-09', paymentDate: '2026-11-12' });
    ids.o3 = await makeOrder(app, token, bruno.id, zeca.id, {
      amountUSD: '1200.00',
      creationDate: '2026-11-09',
      paymentDate: '2026-11-12',
      statusID: 3,
    });
    ids.o4 = await makeOrder(app, token, ana.id, carla.id, { amountUSD: '50.00', paymentDate: '2026-11-25' });
  });

  async function search(body: Record<string, unknown>, pagination = { page: 1, perPage: 18 }, path = 'search/complex/table') {
    const res = await t.current.app.inject({
      method: 'POST',
      url: `/api/transaction/${path}`,
      headers: bearer(token),
      payload: { ...body, pagination },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { transactions: { id: number }[] }).transactions.map((i) => i.id);
  }
  const as = (...names: string[]) => names.map((n) => ids[n]);

  it('sorts by each key, ascending and descending, ties by order id', async () => {
    expect(await search({ sort: 'id' })).toEqual(as('o1', 'o2', 'o3', 'o4'));
    expect(await search({ sort: '-id' })).toEqual(as('o4', 'o3', 'o2', 'o1'));
    // Sender: Ana (o2, o4) before Bruno (o1, o3); descending reverses names and ids.
    expect(await search({ sort: 'sender' })).toEqual(as('o2', 'o4', 'o1', 'o3'));
    expect(await search({ sort: '-sender' })).toEqual(as('o3', 'o1', 'o4', 'o2'));
    expect(await search({ sort: 'beneficiary' })).toEqual(as('o1', 'o4', 'o2', 'o3'));
    expect(await search({ sort: '-beneficiary' })).toEqual(as('o3', 'o2', 'o4', 'o1'));
    // Amounts: o2 and o4 tie at 50.00, the id breaks it.
    expect(await search({ sort: 'amountUSD' })).toEqual(as('o2', 'o4', 'o1', 'o3'));
    expect(await search({ sort: '-amountUSD' })).toEqual(as('o3', 'o1', 'o4', 'o2'));
    expect(await search({ sort: 'amountBRL' })).toEqual(as('o2', 'o4', 'o1', 'o3'));
    expect(await search({ sort: '-amountBRL' })).toEqual(as('o3', 'o1', 'o4', 'o2'));
    expect(await search({ sort: 'paymentDate' })).toEqual(as('o2', 'o3', 'o1', 'o4'));
    expect(await search({ sort: '-paymentDate' })).toEqual(as('o4', 'o1', 'o3', 'o2'));
    // Status: 1 Pending (o2, o4), 2 Completed (o1), 3 Cancelled (o3).
    expect(await search({ sort: 'status' })).toEqual(as('o2', 'o4', 'o1', 'o3'));
    expect(await search({ sort: '-status' })).toEqual(as('o3', 'o1', 'o4', 'o2'));
    // No sort: newest first, as before.
    expect(await search({})).toEqual(as('o4', 'o3', 'o2', 'o1'));
  });

  it('sorts the filtered list and pages through it without gaps or repeats', async () => {
    expect(await search({ sort: '-amountUSD', senderName: 'bruno' })).toEqual(as('o3', 'o1'));
    expect(await search({ sort: 'sender', statusID: 1 })).toEqual(as('o2', 'o4'));
    const pages = [1, 2, 3].map((page) => search({ sort: 'amountUSD' }, { page, perPage: 1 }));
    expect((await Promise.all(pages)).flat()).toEqual(as('o2', 'o4', 'o1'));
    // The pending search keeps its payment-date order by default and takes a sort too.
    expect(await search({}, undefined, 'search/pending')).toEqual(as('o2', 'o4'));
    expect(await search({ sort: '-paymentDate' }, undefined, 'search/pending')).toEqual(as('o4', 'o2'));
  });

  it('refuses a sort that is not one of the keys with 400 INVALID_FIELD naming sort', async () => {
    for (const sort of ['name', 'amountusd', '--id', '+id', 7, '']) {
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/transaction/search/complex/table',
        headers: bearer(token),
        payload: { sort, pagination: { page: 1, perPage: 18 } },
      });
      expect(res.statusCode, String(sort)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FIELD' });
      expect(res.json().message).toContain('sort');
    }
  });
});
