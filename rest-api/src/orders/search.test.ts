/**
 * The complex search and the pending search (docs/orders.md#validation, #calls): each
 * filter alone and combined, names trimmed and accent-insensitive, '' / null / -1 as no filter, the
 * payment-date range inclusive, the telephone's digits, paging and its size, newest first; the
 * pending search by payment date. Each backend gets an empty database of its own.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, createRecipient, tag } from '../test-support/people.js';
import { deleteOrder, makeOrder } from '../test-support/orders.js';

const NOW = new Date('2026-11-18T15:00:00Z');

forEachBackend('order search', (backend) => {
  const t = useApp(backend, { fresh: true, now: () => NOW });
  const ids: Record<string, number> = {};
  let token = '';
  const x = tag();

  beforeAll(async () => {
    const { app } = t.current;
    token = await adminToken(app);
    const joao = await createClient(app, token, { fullName: `João Conceição ${x}`, telephone: '(973) 555-0101' });
    const maria = await createClient(app, token, { fullName: `Maria Silva ${x}`, telephone: '201-555-0199' });
    const antonio = await createRecipient(app, token, { fullName: `Antônio Pereira ${x}` });
    const beatriz = await createRecipient(app, token, { fullName: `Beatriz Souza ${x}` });
    ids.maria = maria.id;
    ids.beatriz = beatriz.id;
    ids.o1 = await makeOrder(app, token, joao.id, antonio.id, { creationDate: '2026-11-09', paymentDate: '2026-11-10' });
    ids.o2 = await makeOrder(app, token, joao.id, beatriz.id, {
      creationDate: '2026-11-09',
      paymentDate: '2026-11-12',
      statusID: 2,
      transactionTypeID: 1,
    });
    ids.o3 = await makeOrder(app, token, maria.id, antonio.id, {
      creationDate: '2026-11-09',
      paymentDate: '2026-11-14',
      statusID: 3,
      transactionTypeID: 2,
    });
    ids.o4 = await makeOrder(app, token, maria.id, beatriz.id, { creationDate: '2026-11-09', paymentDate: '2026-11-20' });
    ids.o5 = await makeOrder(app, token, joao.id, antonio.id, { creationDate: '2026-11-09', paymentDate: '2026-11-11' });
    ids.gone = await makeOrder(app, token, joao.id, antonio.id, { creationDate: '2026-11-09', paymentDate: '2026-11-12' });
    await deleteOrder(app, token, ids.gone);
  });

  async function search(filters: Record<string, unknown>, pagination = { page: 1, perPage: 18 }, path = 'search/complex/table') {
    const res = await t.current.app.inject({
      method: 'POST',
      url: `/api/transaction/${path}`,
      headers: bearer(token),
      payload: { ...filters, pagination },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { size: number; transactions: { id: number }[] };
    return { size: body.size, ids: body.transactions.map((i) => i.id) };
  }
  const as = (...names: string[]) => names.map((n) => ids[n]);

  it('answers every not-deleted order, newest first, when no filter is given (empty, null and -1 alike)', async () => {
    const all = { size: 5, ids: as('o5', 'o4', 'o3', 'o2', 'o1') };
    expect(await search({})).toEqual(all);
    expect(
      await search({
        senderName: '',
        recipientName: null,
        transactionID: -1,
        statusID: '-1',
        start: '',
        end: null,
        transactionTypeID: -1,
        telephone: '',
      }),
    ).toEqual(all);
    expect(await search({ senderName: '   ', telephone: '()' })).toEqual(all);
  });

  it('filters by each field alone', async () => {
    // Names: trimmed, contained, case- and accent-insensitive.
    expect(await search({ senderName: `  JOAO conceicao ${x} ` })).toEqual({ size: 3, ids: as('o5', 'o2', 'o1') });
    expect(await search({ senderName: 'conceição' })).toEqual({ size: 3, ids: as('o5', 'o2', 'o1') });
    expect(await search({ recipientName: 'ANTONIO pereira' })).toEqual({ size: 3, ids: as('o5', 'o3', 'o1') });
    expect(await search({ senderName: 'nobody at all' })).toEqual({ size: 0, ids: [] });
    // Id, as a number or as the digits the input accepts.
    expect(await search({ transactionID: ids.o3 })).toEqual({ size: 1, ids: as('o3') });
    expect(await search({ transactionID: String(ids.o3) })).toEqual({ size: 1, ids: as('o3') });
    expect(await search({ transactionID: ids.gone })).toEqual({ size: 0, ids: [] });
    // Status and type (type 0 is a filter, -1 is none).
    expect(await search({ statusID: 1 })).toEqual({ size: 3, ids: as('o5', 'o4', 'o1') });
    expect(await search({ statusID: '2' })).toEqual({ size: 1, ids: as('o2') });
    expect(await search({ transactionTypeID: 0 })).toEqual({ size: 3, ids: as('o5', 'o4', 'o1') });
    expect(await search({ transactionTypeID: 2 })).toEqual({ size: 1, ids: as('o3') });
    // The payment-date range, inclusive at both ends; each bound alone.
    expect(await search({ start: '2026-11-11', end: '2026-11-14' })).toEqual({ size: 3, ids: as('o5', 'o3', 'o2') });
    expect(await search({ start: '2026-11-14' })).toEqual({ size: 2, ids: as('o4', 'o3') });
    expect(await search({ end: '2026-11-10' })).toEqual({ size: 1, ids: as('o1') });
    // Telephone: the input's digits, contained in the client's (a leading 1 dropped).
    expect(await search({ telephone: '(973) 555-0101' })).toEqual({ size: 3, ids: as('o5', 'o2', 'o1') });
    expect(await search({ telephone: '+1 973 555 0101' })).toEqual({ size: 3, ids: as('o5', 'o2', 'o1') });
    expect(await search({ telephone: '0199' })).toEqual({ size: 2, ids: as('o4', 'o3') });
    expect(await search({ telephone: '555' })).toEqual({ size: 5, ids: as('o5', 'o4', 'o3', 'o2', 'o1') });
  });

  it('combines filters', async () => {
    expect(await search({ senderName: 'silva', statusID: 1 })).toEqual({ size: 1, ids: as('o4') });
    expect(await search({ senderName: 'joao', recipientName: 'souza' })).toEqual({ size: 1, ids: as('o2') });
    expect(await search({ recipientName: 'pereira', start: '2026-11-11', end: '2026-11-14', statusID: 3 })).toEqual({
      size: 1,
      ids: as('o3'),
    });
    expect(await search({ telephone: '9735550101', transactionTypeID: 0, end: '2026-11-10' })).toEqual({ size: 1, ids: as('o1') });
    expect(await search({ senderName: 'silva', transactionID: ids.o1 })).toEqual({ size: 0, ids: [] });
  });

  it('pages with the size of the whole result', async () => {
    expect(await search({}, { page: 1, perPage: 2 })).toEqual({ size: 5, ids: as('o5', 'o4') });
    expect(await search({}, { page: 3, perPage: 2 })).toEqual({ size: 5, ids: as('o1') });
    expect(await search({}, { page: 4, perPage: 2 })).toEqual({ size: 5, ids: [] });
    expect(await search({ statusID: 1 }, { page: 2, perPage: 2 })).toEqual({ size: 3, ids: as('o1') });
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const { app } = t.current;
    const bad = async (filters: Record<string, unknown>, field: string, pagination: unknown = { page: 1, perPage: 18 }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/transaction/search/complex/table',
        headers: bearer(token),
        payload: { ...filters, pagination },
      });
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad({ statusID: 9 }, 'statusID');
    await bad({ statusID: 'abc' }, 'statusID');
    await bad({ transactionTypeID: 3 }, 'transactionTypeID');
    await bad({ transactionID: '12a' }, 'transactionID');
    await bad({ start: '2026-02-30' }, 'start');
    await bad({ start: '2026-11-14', end: '2026-11-10' }, 'end');
    await bad({}, 'perPage', { page: 1, perPage: 101 });
    await bad({}, 'pagination', null);
  });

  it('lists the Pending orders matching the other filters by payment date, then id', async () => {
    expect(await search({}, { page: 1, perPage: 5 }, 'search/pending/')).toEqual({ size: 3, ids: as('o1', 'o5', 'o4') });
    // statusID is the list's own: another one in the body is ignored.
    expect(await search({ statusID: 2 }, { page: 1, perPage: 5 }, 'search/pending')).toEqual({ size: 3, ids: as('o1', 'o5', 'o4') });
    expect(await search({ senderName: 'silva' }, { page: 1, perPage: 5 }, 'search/pending')).toEqual({ size: 1, ids: as('o4') });
    expect(await search({ start: '2026-11-11' }, { page: 1, perPage: 5 }, 'search/pending')).toEqual({ size: 2, ids: as('o5', 'o4') });
    expect(await search({}, { page: 2, perPage: 2 }, 'search/pending')).toEqual({ size: 3, ids: as('o4') });
  });

  it("keeps a name search's size right as orders change status, move to Standby and back, or are deleted", async () => {
    const { app } = t.current;
    const setStatus = async (id: number, statusID: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/transaction/status',
        headers: bearer(token),
        payload: { transactionID: id, statusID, force: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Every count the search can take for one person, against the orders it lists.
    const sizes = async (filters: Record<string, unknown>) => {
      const counts: Record<string, number> = {};
      for (const statusID of [-1, 1, 2, 3, 5]) counts[statusID] = (await search({ ...filters, statusID })).size;
      counts.pending = (await search(filters, { page: 1, perPage: 18 }, 'search/pending')).size;
      return counts;
    };
    expect(await sizes({ senderName: 'conceição' })).toEqual({ '-1': 3, 1: 2, 2: 1, 3: 0, 5: 0, pending: 2 });
    await setStatus(ids.o5!, 5);
    expect(await sizes({ senderName: 'conceição' })).toEqual({ '-1': 3, 1: 1, 2: 1, 3: 0, 5: 1, pending: 1 });
    expect(await sizes({ recipientName: 'pereira' })).toEqual({ '-1': 3, 1: 1, 2: 0, 3: 1, 5: 1, pending: 1 });
    expect((await search({ telephone: '9735550101', statusID: 5 })).size).toBe(1);
    await setStatus(ids.o5!, 1);
    expect(await sizes({ senderName: 'conceição' })).toEqual({ '-1': 3, 1: 2, 2: 1, 3: 0, 5: 0, pending: 2 });
    const extra = await makeOrder(app, token, ids.maria!, ids.beatriz!, { creationDate: '2026-11-09', paymentDate: '2026-11-21' });
    expect(await sizes({ senderName: 'silva' })).toEqual({ '-1': 3, 1: 2, 2: 0, 3: 1, 5: 0, pending: 2 });
    await deleteOrder(app, token, extra);
    expect(await sizes({ senderName: 'silva' })).toEqual({ '-1': 2, 1: 1, 2: 0, 3: 1, 5: 0, pending: 1 });
  });
  it('reads each page and the size of the whole list in one SQL statement, a page past the end empty but sized', async () => {
    const { app } = t.current;
    const query = vi.spyOn(app.db, 'query');
    try {
      // One filter per way of counting: none (summary), a payment-date range newest first, a name
      // (the people's counts), a name and a date (the orders themselves).
      const cases: [Record<string, unknown>, string[]][] = [
        [{}, ['o5', 'o4', 'o3', 'o2', 'o1']],
        [{ start: '2026-11-10', end: '2026-11-14' }, ['o5', 'o3', 'o2', 'o1']],
        [{ senderName: 'conceição' }, ['o5', 'o2', 'o1']],
        [{ senderName: 'conceição', start: '2026-11-11' }, ['o5', 'o2']],
      ];
      for (const [filters, names] of cases) {
        const pages = [1, 2, 3, 4].map((page) => as(...names).slice((page - 1) * 2, page * 2));
        for (const [i, page] of pages.entries()) {
          query.mockClear();
          expect(await search(filters, { page: i + 1, perPage: 2 })).toEqual({ size: names.length, ids: page });
          expect(query.mock.calls.filter(([sql]) => /\bFROM\b/i.test(String(sql))).length).toBe(1);
        }
      }
    } finally {
      query.mockRestore();
    }
  });
});
