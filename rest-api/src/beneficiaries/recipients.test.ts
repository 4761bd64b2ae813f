import { randomUUID } from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, PDF_BYTES, useApp } from '../test-support/build.js';
import { createRecipient, recipientBody, tag, upload } from '../test-support/people.js';

forEachBackend('recipients', (backend) => {
  const t = useApp(backend);

  it('creates a Bank Deposit recipient with normalised fields and reads it back', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const cpf = generateCpf();
    const name = `Pedro ${tag()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipient/create',
      headers: bearer(admin),
      payload: recipientBody({
        fullName: ` ${name} `,
        email: cpf,
        telephone: '+55 (21) 99876-5432',
        state: 'rj',
        pix: 'ignored@example.com',
      }),
    });
    expect(res.statusCode).toBe(200);
    const recipient = res.json().recipient;
    expect(recipient).toEqual({
      id: expect.any(Number),
      version: 1,
      fullName: name,
      email: cpf,
      telephone: '21998765432',
      state: 'RJ',
      zip: '01310-100',
      city: 'São Paulo',
      payoutTypeID: 1,
      accountTypeID: 2,
      pix: null,
      bankName: 'Banco do Brasil',
      branch: '1234',
      accountNumber: '56789-0',
      documentTypeID: 4,
      documentNumber: '123.456.789-09',
      hasDocument: false,
      pixList: [],
    });
    const get = await app.inject({ method: 'GET', url: `/api/recipient/search/id/${recipient.id}`, headers: bearer(admin) });
    expect(get.json()).toEqual({ recipient });
    const missing = await app.inject({ method: 'GET', url: '/api/recipient/search/id/99999999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Recipient 99999999 not found');
    const audit = await db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'recipient' AND entity_id = $1`, [
      String(recipient.id),
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
  });

  it('accepts the optional fields empty or absent, and a telephone without the country code', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const bare = await createRecipient(app, admin, { telephone: undefined, zip: undefined });
    expect(bare).toMatchObject({ telephone: null, zip: null });
    const blank = await createRecipient(app, admin, { telephone: '  ', zip: '' });
    expect(blank).toMatchObject({ telephone: null, zip: null });
    expect((await createRecipient(app, admin, { telephone: '(11) 3333-4444' })).telephone).toBe('1133334444');
    expect((await createRecipient(app, admin, { telephone: '5511987654321' })).telephone).toBe('11987654321');
  });

  it('accepts a Pix key of each kind, stored canonical and made the main key', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const cpf = generateCpf();
    const cnpj = generateCnpj();
    const uuid = randomUUID();
    const cases: [string, string][] = [
      [`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, cpf],
      [cnpj, cnpj],
      ['Fulano.Silva@Example.COM', 'fulano.silva@example.com'],
      ['+55 (11) 98765-4321', '+5511987654321'],
      [uuid.toUpperCase(), uuid],
    ];
    for (const [given, stored] of cases) {
      const r = await createRecipient(app, admin, { payoutTypeID: 2, pix: given });
      expect(r, given).toMatchObject({ payoutTypeID: 2, pix: stored, bankName: null, branch: null, accountNumber: null });
      expect(r.pixList).toEqual([{ id: expect.any(Number), pix: stored, main: true }]);
    }
  });

  it('refuses bad Pix keys, bad Zelle values and missing payout fields, naming the field', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const pixProblem =
      'pix: must be a CPF (11 digits), a CNPJ (14 characters), an email address, a Brazilian phone number with +55 and area code (+55 11 98765-4321) or a random key (32 letters and digits in 5 groups, as the bank gave it)';
    const zelleProblem = 'pix: Zelle needs an email or a US phone';
    const cases: [Record<string, unknown>, string][] = [
      [{ payoutTypeID: 2, pix: 'not a key' }, pixProblem],
      [{ payoutTypeID: 2, pix: '123.456.789-00' }, pixProblem],
      [{ payoutTypeID: 2, pix: '+1 (973) 555-0100' }, pixProblem],
      [{ payoutTypeID: 2, pix: '+55 (11) 3333-4444' }, pixProblem],
      [{ payoutTypeID: 2, pix: '  ' }, 'pix: is required for Pix'],
      [{ payoutTypeID: 2, pix: null }, 'pix: is required for Pix'],
      [{ payoutTypeID: 3, pix: 'someone' }, zelleProblem],
      [{ payoutTypeID: 3, pix: 'a@b' }, zelleProblem],
      [{ payoutTypeID: 3, pix: '+55 11 98765 4321' }, zelleProblem],
      [{ payoutTypeID: 3, pix: undefined }, 'pix: is required for Zelle'],
      [{ payoutTypeID: 1, bankName: ' ' }, 'bankName: is required for Bank Deposit'],
      [{ payoutTypeID: 1, branch: null }, 'branch: is required for Bank Deposit'],
      [{ payoutTypeID: 1, accountNumber: undefined }, 'accountNumber: is required for Bank Deposit'],
      [{ payoutTypeID: 4 }, 'payoutTypeID: must be at most 3'],
      [{ accountTypeID: 0 }, 'accountTypeID: must be at least 1'],
      [{ email: '111.111.111-11' }, 'email: must be a valid CPF or CNPJ'],
      [{ email: undefined }, 'email: is required'],
      [{ telephone: '123' }, 'telephone: must be a Brazilian phone number, e.g. +55 (11) 98765-4321'],
      [{ state: 'Sao Paulo' }, 'state: must be a 2-letter state code, e.g. NJ'],
      [{ city: ' ' }, 'city: must not be empty'],
      [{ fullName: '' }, 'fullName: must not be empty'],
      [{ documentTypeID: 0 }, 'documentTypeID: must be at least 1'],
      [{ documentNumber: '' }, 'documentNumber: must not be empty'],
    ];
    for (const [overrides, message] of cases) {
      const name = `Invalid ${tag()}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/recipient/create',
        headers: bearer(admin),
        payload: recipientBody({ fullName: name, ...overrides }),
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await db.query('SELECT 1 FROM recipients WHERE full_name = $1', [name])).rows).toEqual([]);
    }
  });

  it('stores a Zelle email (lowercase) or US phone (digits) in pix, without bank fields', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const email = await createRecipient(app, admin, { payoutTypeID: 3, pix: ' Pay.Me@Example.com ' });
    expect(email).toMatchObject({
      payoutTypeID: 3,
      pix: 'pay.me@example.com',
      bankName: null,
      branch: null,
      accountNumber: null,
      pixList: [],
    });
    const phone = await createRecipient(app, admin, { payoutTypeID: 3, pix: '+1 (973) 555-0100' });
    expect(phone.pix).toBe('9735550100');
  });

  it('switches payout types with a full replace, clearing the other fields', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const r = await createRecipient(app, admin);
    const update = (overrides: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/recipient/update/${r.id}`,
        headers: bearer(admin),
        payload: recipientBody({ fullName: r.fullName, ...overrides }),
      });

    const toPix = await update({ payoutTypeID: 2, pix: 'first@example.com' });
    expect(toPix.statusCode).toBe(200);
    expect(toPix.json().recipient).toMatchObject({
      payoutTypeID: 2,
      pix: 'first@example.com',
      bankName: null,
      branch: null,
      accountNumber: null,
    });
    expect(toPix.json().recipient.pixList).toEqual([{ id: expect.any(Number), pix: 'first@example.com', main: true }]);

    const toZelle = await update({ payoutTypeID: 3, pix: 'zelle@example.com' });
    expect(toZelle.json().recipient).toMatchObject({ payoutTypeID: 3, pix: 'zelle@example.com', bankName: null });
    expect(toZelle.json().recipient.pixList).toHaveLength(1);

    const toBank = await update({ payoutTypeID: 1, pix: 'zelle@example.com' });
    expect(toBank.json().recipient).toMatchObject({
      payoutTypeID: 1,
      pix: null,
      bankName: 'Banco do Brasil',
      branch: '1234',
      accountNumber: '56789-0',
    });

    const second = await update({ payoutTypeID: 2, pix: 'second@example.com' });
    const list = second.json().recipient.pixList;
    expect(second.json().recipient.pix).toBe('second@example.com');
    expect(list.map((p: { pix: string; main: boolean }) => [p.pix, p.main])).toEqual([
      ['second@example.com', true],
      ['first@example.com', false],
    ]);
    const back = await update({ payoutTypeID: 2, pix: 'FIRST@example.com' });
    expect(back.json().recipient.pix).toBe('first@example.com');
    expect(back.json().recipient.pixList.map((p: { pix: string; main: boolean }) => [p.pix, p.main])).toEqual([
      ['first@example.com', true],
      ['second@example.com', false],
    ]);
    const bad = await update({ payoutTypeID: 2, pix: 'nope' });
    expect(bad.statusCode).toBe(400);
    const { rows } = await db.query<{ pix: string }>('SELECT pix FROM recipients WHERE id = $1', [r.id]);
    expect(rows[0]!.pix).toBe('first@example.com');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/recipient/update/99999999',
      headers: bearer(admin),
      payload: recipientBody(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('searches recipients by name, accent- and case-insensitively; full name 404/409', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const k = tag();
    const joao = await createRecipient(app, admin, { fullName: `João da Silva ${k}`, payoutTypeID: 2, pix: generateCpf() });
    for (const term of ['joao', 'SILVA', k.toUpperCase()]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/recipient/search/name/${encodeURIComponent(term)}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, term).toBe(200);
      const found = res.json().recipients.find((r: { id: number }) => r.id === joao.id);
      expect(found, term).toBeDefined();
      expect(found.pixList).toHaveLength(1);
    }
    const none = await app.inject({ method: 'GET', url: `/api/recipient/search/name/nobody${tag()}`, headers: bearer(admin) });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Sender not found!');

    const full = await app.inject({
      method: 'GET',
      url: `/api/recipient/search/name/full/${encodeURIComponent(`joão DA silva ${k}`)}`,
      headers: bearer(admin),
    });
    expect(full.json()).toEqual({ recipientID: joao.id });
    const nobody = await app.inject({ method: 'GET', url: `/api/recipient/search/name/full/nobody${tag()}`, headers: bearer(admin) });
    expect(nobody.statusCode).toBe(404);
    await createRecipient(app, admin, { fullName: `Twin ${k}` });
    await createRecipient(app, admin, { fullName: `twin ${k}` });
    const several = await app.inject({ method: 'GET', url: `/api/recipient/search/name/full/Twin%20${k}`, headers: bearer(admin) });
    expect(several.statusCode).toBe(409);
  });

  it('pages recipients with and without a term, and looks up batches of ids', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const k = tag();
    const made = [];
    for (const first of ['Zé', 'Ana', 'Íris']) made.push(await createRecipient(app, admin, { fullName: `${first} Page${k}` }));
    const p1 = await app.inject({
      method: 'POST',
      url: `/api/recipient/search/pagination/PAGE${k}`,
      headers: bearer(admin),
      payload: { page: 1, perPage: 2 },
    });
    expect(p1.statusCode).toBe(200);
    expect(p1.json().size).toBe(3);
    expect(p1.json().recipients).toHaveLength(2);
    const p2 = await app.inject({
      method: 'POST',
      url: `/api/recipient/search/pagination/page${k}`,
      headers: bearer(admin),
      payload: { page: 2, perPage: 2 },
    });
    expect(p2.json().recipients).toHaveLength(1);
    const all = await app.inject({
      method: 'POST',
      url: '/api/recipient/search/pagination/',
      headers: bearer(admin),
      payload: { page: 1, perPage: 12 },
    });
    expect(all.json().size).toBeGreaterThanOrEqual(3);
    const names = all.json().recipients.map((r: { fullName: string }) => r.fullName);
    expect(names.length).toBeLessThanOrEqual(12);
    const ids = await app.inject({
      method: 'POST',
      url: '/api/recipient/search/ids',
      headers: bearer(admin),
      payload: { ids: [made[0]!.id, made[2]!.id, 99999999] },
    });
    expect(ids.statusCode).toBe(200);
    expect(
      ids
        .json()
        .recipients.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([made[0]!.id, made[2]!.id].sort());
  });

  it('stores and returns a document byte for byte; refuses a text file', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const r = await createRecipient(app, admin);
    const none = await app.inject({ method: 'GET', url: `/api/recipient/document/${r.id}`, headers: bearer(admin) });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No file on system');
    const up = await upload(app, `/api/recipient/upload/${r.id}`, admin, PDF_BYTES, 'doc.pdf', 'application/pdf');
    expect(up.statusCode).toBe(200);
    expect(up.json().recipient).toMatchObject({ id: r.id, hasDocument: true });
    const down = await app.inject({ method: 'GET', url: `/api/recipient/document/${r.id}`, headers: bearer(admin) });
    expect(down.json().fileExtension).toBe('pdf');
    expect(Buffer.from(down.json().document, 'base64').equals(PDF_BYTES)).toBe(true);
    const text = await upload(app, `/api/recipient/upload/${r.id}`, admin, Buffer.from('hello\n'), 'doc.pdf', 'application/pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('file: must be a PDF, JPEG, PNG or WebP file');
  });
});
