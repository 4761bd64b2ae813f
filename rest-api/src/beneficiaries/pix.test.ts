import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { createRecipient } from '../test-support/people.js';

type Entry = { id: number; pix: string; main: boolean };

/** The invariant (docs/clients-and-beneficiaries.md): one main key when there are keys; a Pix beneficiary's pix is the main key. */
async function expectInvariant(db: Database, recipientId: number): Promise<void> {
  const keys = await db.query<{ pix: string; main: boolean }>(
    'SELECT pix, main FROM recipient_pix WHERE recipient_id = $1 AND deleted_at IS NULL',
    [recipientId],
  );
  const mains = keys.rows.filter((k) => k.main);
  expect(mains).toHaveLength(keys.rows.length > 0 ? 1 : 0);
  const { rows } = await db.query<{ pix: string | null; payout_type_id: number }>(
    'SELECT pix, payout_type_id FROM recipients WHERE id = $1',
    [recipientId],
  );
  if (rows[0]!.payout_type_id === 2) expect(rows[0]!.pix).toBe(mains[0]!.pix);
}

forEachBackend('recipient Pix keys', (backend) => {
  const t = useApp(backend);

  it('adds keys (the first becomes main), refuses empty, invalid and duplicate keys', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const r = await createRecipient(app, admin);
    const add = (pix: string, recipientID = r.id) =>
      app.inject({ method: 'POST', url: '/api/recipient/pix', headers: bearer(admin), payload: { recipientID, pix } });

    const first = await add('Key.One@Example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: expect.any(Number), pix: 'key.one@example.com', main: true, recipientID: r.id });
    const cpf = generateCpf();
    const second = await add(cpf);
    expect(second.json()).toMatchObject({ pix: cpf, main: false });
    // A Bank Deposit beneficiary keeps pix null: the mirror is for payout Pix only.
    expect((await db.query<{ pix: string | null }>('SELECT pix FROM recipients WHERE id = $1', [r.id])).rows[0]!.pix).toBeNull();

    const empty = await add('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('pix: must not be empty');
    const bad = await add('not-a-key');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'pix: must be a CPF (11 digits), a CNPJ (14 characters), an email address, a Brazilian phone number with +55 and area code (+55 11 98765-4321) or a random key (32 letters and digits in 5 groups, as the bank gave it)',
    );
    const dup = await add('KEY.ONE@example.com ');
    expect(dup.statusCode).toBe(409);
    const unknown = await add(randomUUID(), 99999999);
    expect(unknown.statusCode).toBe(404);

    const list = await app.inject({ method: 'GET', url: `/api/recipient/pix/${r.id}`, headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.json().pixList.map((p: Entry) => [p.pix, p.main])).toEqual([
      ['key.one@example.com', true],
      [cpf, false],
    ]);
    const badParam = await app.inject({ method: 'GET', url: '/api/recipient/pix/0', headers: bearer(admin) });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().message).toBe('id: must be at least 1');
    await expectInvariant(db, r.id);
  });

  it('changes the main key and deletes keys, keeping exactly one main and the Pix mirror', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const r = await createRecipient(app, admin, { payoutTypeID: 2, pix: 'main@example.com' });
    const k1 = r.pixList[0]!;
    const add = async (pix: string) =>
      (
        await app.inject({ method: 'POST', url: '/api/recipient/pix', headers: bearer(admin), payload: { recipientID: r.id, pix } })
      ).json() as Entry;
    const k2 = await add('+55 11 98765-4321');
    const k3 = await add(randomUUID());
    expect([k2.main, k3.main]).toEqual([false, false]);
    await expectInvariant(db, r.id);

    const main3 = await app.inject({ method: 'POST', url: `/api/recipient/pix/main/${k3.id}`, headers: bearer(admin) });
    expect(main3.statusCode).toBe(200);
    expect(main3.json()).toEqual({
      recipientID: r.id,
      pixList: [
        { id: k3.id, pix: k3.pix, main: true },
        { id: k1.id, pix: k1.pix, main: false },
        { id: k2.id, pix: '+5511987654321', main: false },
      ],
    });
    await expectInvariant(db, r.id);
    const get = await app.inject({ method: 'GET', url: `/api/recipient/search/id/${r.id}`, headers: bearer(admin) });
    expect(get.json().recipient.pix).toBe(k3.pix);

    // Deleting the main key makes the oldest remaining key main.
    const del = await app.inject({ method: 'DELETE', url: `/api/recipient/pix/${k3.id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    expect(del.json().pixList.map((p: Entry) => [p.id, p.main])).toEqual([
      [k1.id, true],
      [k2.id, false],
    ]);
    await expectInvariant(db, r.id);
    const again = await app.inject({ method: 'DELETE', url: `/api/recipient/pix/${k3.id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    const mainGone = await app.inject({ method: 'POST', url: `/api/recipient/pix/main/${k3.id}`, headers: bearer(admin) });
    expect(mainGone.statusCode).toBe(404);
    // Soft delete: the row stays for the orders that reference it.
    expect((await db.query('SELECT 1 FROM recipient_pix WHERE id = $1 AND deleted_at IS NOT NULL', [k3.id])).rows).toHaveLength(1);

    const delOther = await app.inject({ method: 'DELETE', url: `/api/recipient/pix/${k2.id}`, headers: bearer(admin) });
    expect(delOther.json().pixList).toEqual([{ id: k1.id, pix: 'main@example.com', main: true }]);
    // The last key of a Pix beneficiary cannot go: its pix would be left empty.
    const last = await app.inject({ method: 'DELETE', url: `/api/recipient/pix/${k1.id}`, headers: bearer(admin) });
    expect(last.statusCode).toBe(409);
    await expectInvariant(db, r.id);

    // A deleted key can be added again.
    const readded = await add(k3.pix);
    expect(readded).toMatchObject({ pix: k3.pix, main: false });
    const audit = await db.query<{ action: string }>(
      `SELECT a.action FROM audit_log a JOIN recipient_pix p ON a.entity = 'recipient_pix' AND a.entity_id = p.id::text WHERE p.recipient_id = $1 ORDER BY a.id`,
      [r.id],
    );
    expect(audit.rows.map((a) => a.action)).toEqual(['create', 'create', 'set-main', 'delete', 'delete', 'create']);
  });

  it('lets the last key of a non-Pix beneficiary go, leaving no main', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const r = await createRecipient(app, admin, { payoutTypeID: 3, pix: 'zelle@example.com' });
    const added = await app.inject({
      method: 'POST',
      url: '/api/recipient/pix',
      headers: bearer(admin),
      payload: { recipientID: r.id, pix: 'pix@example.com' },
    });
    expect(added.json().main).toBe(true);
    expect((await db.query<{ pix: string }>('SELECT pix FROM recipients WHERE id = $1', [r.id])).rows[0]!.pix).toBe('zelle@example.com');
    const del = await app.inject({ method: 'DELETE', url: `/api/recipient/pix/${added.json().id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ recipientID: r.id, pixList: [] });
    await expectInvariant(db, r.id);
  });

  it('keeps one main key under concurrent changes', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const r = await createRecipient(app, admin, { payoutTypeID: 2, pix: randomUUID() });
    const keys = await Promise.all(
      [1, 2, 3, 4].map(
        async () =>
          (
            await app.inject({
              method: 'POST',
              url: '/api/recipient/pix',
              headers: bearer(admin),
              payload: { recipientID: r.id, pix: randomUUID() },
            })
          ).json() as Entry,
      ),
    );
    const results = await Promise.all(
      keys.map((k) => app.inject({ method: 'POST', url: `/api/recipient/pix/main/${k.id}`, headers: bearer(admin) })),
    );
    expect(results.map((x) => x.statusCode)).toEqual([200, 200, 200, 200]);
    await expectInvariant(db, r.id);
  });
});
