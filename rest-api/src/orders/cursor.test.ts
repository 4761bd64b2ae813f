/**
 * Keyset cursors of the order searches (docs/lists-and-reports.md#cursors-deep-pages): walking a
 * list page by page with nextCursor (and back with previousCursor) gives exactly the numbered pages,
 * for every sort and the default orders, with filters, ties on every sort key (same amounts, dates,
 * statuses, names of different people, creation instants a microsecond apart or equal) and deleted
 * orders left out; the size stays exact. A bad cursor is 400 INVALID_CURSOR naming its field.
 */
import { beforeAll, expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, createRecipient, tag } from '../test-support/people.js';
import { deleteOrder, makeOrder } from '../test-support/orders.js';
import { ORDER_SORTS } from './list-schemas.js';

const NOW = new Date('2026-11-18T15:00:00Z');
const PER_PAGE = 4;

interface Reply {
  size: number;
  ids: number[];
  nextCursor: string | null;
  previousCursor: string | null;
}

forEachBackend('order search cursors', (backend) => {
  const t = useApp(backend, { fresh: true, now: () => NOW });
  let token = '';
  const x = tag();

  beforeAll(async () => {
    const { app } = t.current;
    token = await adminToken(app);
    const ana = await createClient(app, token, { fullName: `Ana Tie ${x}` });
    const ana2 = await createClient(app, token, { fullName: `Ana Other ${x}` });
    const bruno = await createClient(app, token, { fullName: `Bruno Alves ${x}` });
    const zeca = await createRecipient(app, token, { fullName: `Zeca Lima ${x}` });
    const zeca2 = await createRecipient(app, token, { fullName: `Zeca Other ${x}` });
    // Two people of each side share a name: the name sorts tie on it and go on by the person's id.
    await app.db.query('UPDATE clients SET full_name = $1 WHERE id = $2', [`Ana Tie ${x}`, ana2.id]);
    await app.db.query('UPDATE recipients SET full_name = $1 WHERE id = $2', [`Zeca Lima ${x}`, zeca2.id]);
    const clients = [ana.id, ana2.id, bruno.id];
    const recipients = [zeca.id, zeca2.id];
    const amounts = ['50.00', '50.00', '75.00', '300.00'];
    const dates = ['2026-11-20', '2026-11-20', '2026-11-25', '2026-11-19'];
    const statuses = [1, 1, 2, 3, 5];
    const made: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      made.push(
        await makeOrder(app, token, clients[i % 3]!, recipients[i % 2]!, {
          amountUSD: amounts[i % 4]!,
          paymentDate: dates[i % 4]!,
          statusID: statuses[i % 5]!,
        }),
      );
    }
    // Creation instants: five values a microsecond apart, so many orders tie on created_at.
    await app.db.query(
      `UPDATE transactions SET created_at = timestamptz '2026-11-18 10:00:00.000001+00' + (id % 5) * interval '1 microsecond'`,
    );
    for (const id of [made[3]!, made[10]!, made[17]!]) await deleteOrder(app, token, id);
  });

  async function call(body: Record<string, unknown>, path = 'search/complex/table') {
    return t.current.app.inject({
      method: 'POST',
      url: `/api/transaction/${path}`,
      headers: bearer(token),
      payload: { pagination: { page: 1, perPage: PER_PAGE }, ...body },
    });
  }
  async function search(body: Record<string, unknown>, path?: string): Promise<Reply> {
    const res = await call(body, path);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as { size: number; transactions: { id: number }[]; nextCursor: string | null; previousCursor: string | null };
    return {
      size: reply.size,
      ids: reply.transactions.map((o) => o.id),
      nextCursor: reply.nextCursor,
      previousCursor: reply.previousCursor,
    };
  }

  /** Checks the walks by cursor, forward and back, against the numbered pages of body's list. */
  async function compareWalks(body: Record<string, unknown>, path?: string) {
    const label = JSON.stringify(body);
    const first = await search(body, path);
    const pages = Math.max(1, Math.ceil(first.size / PER_PAGE));
    const numbered: Reply[] = [first];
    for (let page = 2; page <= pages; page += 1) numbered.push(await search({ ...body, pagination: { page, perPage: PER_PAGE } }, path));
    expect(numbered.flatMap((p) => p.ids).length, label).toBe(first.size);
    expect(first.previousCursor, label).toBeNull();
    expect(numbered.at(-1)!.nextCursor, label).toBeNull();

    // Forward from page 1 by nextCursor.
    let reply = first;
    for (let page = 2; page <= pages; page += 1) {
      expect(reply.nextCursor, `${label} page ${page - 1}`).not.toBeNull();
      reply = await search({ ...body, after: reply.nextCursor }, path);
      expect(reply.ids, `${label} page ${page} by after`).toEqual(numbered[page - 1]!.ids);
      expect(reply.size, label).toBe(first.size);
    }
    expect(reply.nextCursor, `${label} last page by after`).toBeNull();

    // Back from the last numbered page by previousCursor.
    reply = numbered.at(-1)!;
    for (let page = pages - 1; page >= 1; page -= 1) {
      expect(reply.previousCursor, `${label} page ${page + 1}`).not.toBeNull();
      reply = await search({ ...body, before: reply.previousCursor }, path);
      expect(reply.ids, `${label} page ${page} by before`).toEqual(numbered[page - 1]!.ids);
    }
    expect(reply.previousCursor, `${label} first page by before`).toBeNull();
  }

  it('walks every sort page by page by cursor, giving exactly the numbered pages, ties and deletions included', async () => {
    const all = await search({ pagination: { page: 1, perPage: 100 } });
    expect(all.size).toBe(19);
    const filters: Record<string, unknown>[] = [{}, { statusID: 1 }, { senderName: 'ana tie' }, { start: '2026-11-19', end: '2026-11-20' }];
    for (const filter of filters) {
      await compareWalks(filter);
      for (const sort of ORDER_SORTS) await compareWalks({ ...filter, sort });
    }
  });

  it('walks the pending search by cursor in its payment-date order and in a sort', async () => {
    await compareWalks({}, 'search/pending');
    await compareWalks({ sort: '-sender' }, 'search/pending');
  });

  it('lets a cursor win over the page number, and keeps the exact size', async () => {
    const first = await search({ sort: 'amountUSD' });
    const second = await search({ sort: 'amountUSD', pagination: { page: 2, perPage: PER_PAGE } });
    const byCursor = await search({ sort: 'amountUSD', after: first.nextCursor, pagination: { page: 4, perPage: PER_PAGE } });
    expect(byCursor).toMatchObject({ size: 19, ids: second.ids });
    // '' and null are no cursor: the numbered page.
    expect((await search({ sort: 'amountUSD', after: '', before: null })).ids).toEqual(first.ids);
  });

  it('refuses a bad cursor with 400 INVALID_CURSOR naming the field, never a 500', async () => {
    const good = (await search({})).nextCursor!;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cases: [Record<string, unknown>, string][] = [
      [{ after: 'not a cursor!' }, 'after'],
      [{ before: 'bm90IGpzb24' }, 'before'],
      [{ after: encode(['newest']) }, 'after'],
      [{ after: encode({ o: 'newest', k: ['2026-11-18T10:00:00.000001Z'] }) }, 'after'],
      [{ after: encode({ o: 'newest', k: ['yesterday', '4'] }) }, 'after'],
      [{ after: encode({ o: 'id', k: ['99999999999'] }), sort: 'id' }, 'after'],
      [{ after: encode({ o: 'amountUSD', k: ['1e400', '3'] }), sort: 'amountUSD' }, 'after'],
      [{ after: encode({ o: 'paymentDate', k: ['2026-02-30', '3'] }), sort: 'paymentDate' }, 'after'],
      [{ after: good, sort: 'amountUSD' }, 'after'],
      [{ after: good, before: good }, 'before'],
      [{ after: 'A'.repeat(5000) }, 'after'],
      // A name PostgreSQL cannot store (NUL, a lone surrogate) inside a well-formed cursor.
      [{ after: encode({ o: 'sender', k: ['Ana\u0000', '1', '1'] }), sort: 'sender' }, 'after'],
      [{ after: encode({ o: 'sender', k: ['Ana\uD800', '1', '1'] }), sort: 'sender' }, 'after'],
    ];
    for (const [body, field] of cases) {
      const res = await call(body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR', field });
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
    // A name with SQL in it is only a value: a cursor of a name sort carries it as a bound parameter.
    const odd = encode({ o: 'sender', k: ["Zz'); DROP TABLE clients; --", '1', '1'] });
    expect((await search({ sort: 'sender', after: odd })).ids).toEqual([]);
  });
});
