/**
 * Sanctions screening over REST: loading OFAC's files (counts, loadedAt, a malformed line refused
 * with its number and the old list kept, administrators only), screening at confirm, client create
 * and recipient create (422 SANCTIONS_MATCH writing nothing, an administrator's override creating
 * and auditing, an employee's override 403), and the screening log.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { adminToken, bearer, createEmployee, forEachBackend, useApp } from '../test-support/build.js';
import { clientBody, createClient, recipientBody } from '../test-support/people.js';
import { confirmBody, postConfirm } from '../test-support/orders.js';
import type { App } from '../types.js';
import { SanctionsScreener } from './screening.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const SDN = fixture('sdn.csv');
const ALT = fixture('alt.csv');
const TODAY = '2026-11-16';

async function counts(db: Database) {
  const { rows } = await db.query<Record<'clients' | 'recipients' | 'orders' | 'screenings', number>>(
    `SELECT (SELECT count(*)::int FROM clients) AS clients, (SELECT count(*)::int FROM recipients) AS recipients,
            (SELECT count(*)::int FROM transactions) AS orders, (SELECT count(*)::int FROM sanctions_screenings) AS screenings`,
  );
  return rows[0]!;
}

function load(app: App, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/compliance/sanctions', headers: bearer(token), payload });
}

async function lastScreenings(db: Database, n: number) {
  const { rows } = await db.query<{
    name: string;
    role: string;
    outcome: string;
    list_id: number | null;
    override_reason: string | null;
    matches: unknown[];
  }>('SELECT name, role, outcome, list_id, override_reason, matches FROM sanctions_screenings ORDER BY id DESC LIMIT $1', [n]);
  return rows.reverse();
}

forEachBackend('sanctions screening', (backend) => {
  // Its own database: the list is global and the tests compare whole-table counts.
  const t = useApp(backend, { fresh: true, now: () => new Date(`${TODAY}T15:00:00Z`) });

  it('screens with no list loaded: everything passes and is logged with no list version', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const summary = await app.inject({ method: 'GET', url: '/api/compliance/sanctions', headers: bearer(admin) });
    expect(summary.json()).toEqual({ entries: 0, loadedAt: null, ageDays: null, stale: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(admin),
      payload: clientBody({ fullName: 'Ernesto Ruiz Maldonado' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await lastScreenings(db, 1)).toMatchObject([
      { name: 'Ernesto Ruiz Maldonado', role: 'client', outcome: 'clear', list_id: null },
    ]);
  });

  it('loads the list for administrators only, refuses a malformed line by its number and keeps the list in force', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    expect((await load(app, employee.token, { sdnCsv: SDN })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/compliance/sanctions', headers: bearer(employee.token) })).statusCode).toBe(403);

    const res = await load(app, admin, { sdnCsv: SDN, altCsv: ALT });
    expect(res.statusCode).toBe(200);
    const { entries, loadedAt } = res.json();
    expect(entries).toBe(6);
    expect(new Date(loadedAt).toISOString()).toBe(loadedAt);
    expect((await app.inject({ method: 'GET', url: '/api/compliance/sanctions', headers: bearer(admin) })).json()).toEqual({
      entries: 6,
      loadedAt,
      ageDays: 0,
      stale: false,
    });

    const lines = SDN.split('\r\n');
    const broken = [
      ...lines.slice(0, 3),
      '9200,"UNCLOSED, Quote","individual","SDNT","-0-"x,"-0-","-0-","-0-","-0-","-0-","-0-","-0-"',
      ...lines.slice(3),
    ].join('\r\n');
    const bad = await load(app, admin, { sdnCsv: broken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'sdnCsv' });
    expect(bad.json().message).toMatch(/^sdnCsv: sdn\.csv line 4: /);
    const badAlt = await load(app, admin, { sdnCsv: lines.slice(0, 2).join('\r\n'), altCsv: ALT });
    expect(badAlt.statusCode).toBe(400);
    expect(badAlt.json()).toMatchObject({
      code: 'INVALID_FIELD',
      field: 'altCsv',
      message: 'altCsv: alt.csv line 1: ent_num 9003 is not in sdn.csv',
    });
    // The list in force is the one loaded before.
    expect((await app.inject({ method: 'GET', url: '/api/compliance/sanctions', headers: bearer(admin) })).json()).toEqual({
      entries: 6,
      loadedAt,
      ageDays: 0,
      stale: false,
    });
  });

  it('refuses client and recipient create for a listed name (word order, accents, aliases) with 422 SANCTIONS_MATCH, creating nothing', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    expect((await load(app, admin, { sdnCsv: SDN, altCsv: ALT })).statusCode).toBe(200);
    const employee = await createEmployee(app, admin);
    const before = await counts(db);
    const client = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(employee.token),
      payload: clientBody({ fullName: 'Ernesto Ruiz Maldonado' }),
    });
    expect(client.statusCode).toBe(422);
    expect(client.json()).toMatchObject({
      code: 'SANCTIONS_MATCH',
      // The date of birth of the SDN remarks ('DOB 12 Mar 1961; invented for tests.') rides with the match.
      matches: [
        { entNum: 9001, name: 'MALDONADO, Ernesto Ruiz', program: 'SDNT', score: 1, reason: ['EXACT'], dateOfBirth: '12 Mar 1961' },
      ],
      message:
        'Possible sanctions match: MALDONADO, Ernesto Ruiz (SDNT, score 1.00). An administrator must review it before this can go on.',
    });
    const recipient = await app.inject({
      method: 'POST',
      url: '/api/recipient/create',
      headers: bearer(employee.token),
      payload: recipientBody({ fullName: 'Teo Branov' }),
    });
    expect(recipient.statusCode).toBe(422);
    expect(recipient.json().matches).toEqual([
      { entNum: 9003, name: 'ZAMBRANOV PELLEGRINI, Teodoro Aurelio', program: 'SDNT', score: 1, reason: ['EXACT', 'ALIAS'] },
    ]);
    const accents = await app.inject({
      method: 'POST',
      url: '/api/recipient/create',
      headers: bearer(employee.token),
      payload: recipientBody({ fullName: 'joaozinho ficticio conceição' }),
    });
    expect(accents.statusCode).toBe(422);
    expect(await counts(db)).toEqual({ ...before, screenings: before.screenings + 3 });
    expect(await lastScreenings(db, 3)).toMatchObject([
      { name: 'Ernesto Ruiz Maldonado', role: 'client', outcome: 'match' },
      { name: 'Teo Branov', role: 'recipient', outcome: 'match' },
      { name: 'joaozinho ficticio conceição', role: 'recipient', outcome: 'match' },
    ]);
    // A common surname alone is no match.
    const silva = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(employee.token),
      payload: clientBody({ fullName: 'Maria Silva' }),
    });
    expect(silva.statusCode).toBe(200);
  });

  it("lets an administrator's override with a reason create the client, audited; an employee's override is 403", async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const payload = clientBody({
      fullName: 'Ruiz Maldonado, Ernesto',
      sanctionsOverride: { reason: 'Born 1990, listed person born 1961' },
    });
    expect((await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(employee.token), payload })).statusCode).toBe(
      403,
    );
    const blank = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(admin),
      payload: { ...payload, sanctionsOverride: { reason: '  ' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('sanctionsOverride.reason');
    const res = await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(admin), payload });
    expect(res.statusCode).toBe(200);
    const { rows } = await db.query<{ after: { reason: string; role: string; matches: { entNum: number }[] } }>(
      "SELECT after FROM audit_log WHERE entity = 'sanctions_screening' AND action = 'override' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]!.after).toMatchObject({ reason: 'Born 1990, listed person born 1961', role: 'client', matches: [{ entNum: 9001 }] });
    expect(await lastScreenings(db, 1)).toMatchObject([{ outcome: 'overridden', override_reason: 'Born 1990, listed person born 1961' }]);
  });

  it('refuses confirm for a listed sender and for a listed beneficiary, writing nothing but the screening log', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const before = await counts(db);
    const sender = await postConfirm(app, employee.token, confirmBody({ client: clientBody({ fullName: 'MALDONADO, Ernesto Ruiz' }) }));
    expect(sender.statusCode).toBe(422);
    expect(sender.json()).toMatchObject({ code: 'SANCTIONS_MATCH', matches: [{ entNum: 9001 }] });
    const beneficiary = await postConfirm(
      app,
      employee.token,
      confirmBody({ recipient: recipientBody({ fullName: 'Quixberg General Trading LLC' }) }),
    );
    expect(beneficiary.statusCode).toBe(422);
    expect(beneficiary.json().matches).toEqual([
      { entNum: 9002, name: 'QUIXBERG TRADING FZE', program: 'SDGT, IRGC', score: 1, reason: ['EXACT', 'ALIAS'] },
    ]);
    expect(beneficiary.json().message).toBe(
      'Possible sanctions match: QUIXBERG TRADING FZE (SDGT, IRGC, score 1.00). An administrator must review it before this can go on.',
    );
    expect(await counts(db)).toEqual({ ...before, screenings: before.screenings + 4 });
    expect((await lastScreenings(db, 4)).map((s) => [s.role, s.outcome])).toEqual([
      ['client', 'match'],
      ['recipient', 'clear'],
      ['client', 'clear'],
      ['recipient', 'match'],
    ]);
  });

  it("creates the order on an administrator's override, auditing it; an employee's override is 403", async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    const body = confirmBody({
      recipient: recipientBody({ fullName: 'Vortaxis Maritime Ltd' }),
      sanctionsOverride: { reason: 'A Brazilian shipping agent of the same name, CNPJ checked' },
    });
    const before = await counts(db);
    expect((await postConfirm(app, employee.token, body)).statusCode).toBe(403);
    expect(await counts(db)).toEqual(before);
    const res = await postConfirm(app, admin, body);
    expect(res.statusCode).toBe(201);
    expect(await counts(db)).toMatchObject({ orders: before.orders + 1, screenings: before.screenings + 2 });
    const { rows } = await db.query<{ after: { reason: string; role: string; name: string } }>(
      "SELECT after FROM audit_log WHERE entity = 'sanctions_screening' AND action = 'override' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]!.after).toMatchObject({
      reason: 'A Brazilian shipping agent of the same name, CNPJ checked',
      role: 'recipient',
      name: 'Vortaxis Maritime Ltd',
    });
  });

  it('picks up a list another process loaded on its next screening (one version read each time)', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    // Another REST process on the same database: its own copy in memory.
    const other = new SanctionsScreener(0.92);
    expect((await other.screen(db, 'Ernesto Ruiz Maldonado')).matches.map((m) => m.entNum)).toEqual([9001]);
    const only = SDN.split('\r\n')
      .filter((line) => line.startsWith('9005,'))
      .join('\r\n');
    // One entry of six: a shrink the administrator confirms.
    const res = await load(app, admin, { sdnCsv: only, allowShrink: true });
    expect(res.json().entries).toBe(1);
    const after = await other.screen(db, 'Ernesto Ruiz Maldonado');
    expect(after.matches).toEqual([]);
    expect(after.version?.loadedAt).toBe(res.json().loadedAt);
    expect((await other.screen(db, 'Vortaxis Maritime Ltd')).matches.map((m) => m.entNum)).toEqual([9005]);
    // The fixture again, for the tests after this one.
    expect((await load(app, admin, { sdnCsv: SDN, altCsv: ALT })).statusCode).toBe(200);
  });

  it('lists the screenings for administrators, newest first, paged and by date', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const employee = await createEmployee(app, admin);
    expect((await app.inject({ method: 'GET', url: '/api/compliance/screenings', headers: bearer(employee.token) })).statusCode).toBe(403);
    const res = await app.inject({ method: 'GET', url: '/api/compliance/screenings?page=1&perPage=2', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.size).toBeGreaterThanOrEqual(10);
    expect(page.screenings).toHaveLength(2);
    expect(page.screenings[0]).toMatchObject({
      name: 'Vortaxis Maritime Ltd',
      role: 'recipient',
      outcome: 'overridden',
      overrideReason: 'A Brazilian shipping agent of the same name, CNPJ checked',
    });
    expect(page.screenings[0].matches).toEqual([
      { entNum: 9005, name: 'VORTAXIS MARITIME LTD.', program: 'IRAN', score: 1, reason: ['EXACT'] },
    ]);
    expect(page.screenings[0].listID).toEqual(expect.any(Number));
    expect(page.screenings[0].id).toBeGreaterThan(page.screenings[1].id);
    const none = await app.inject({
      method: 'GET',
      url: '/api/compliance/screenings?start=2001-01-01&end=2001-01-31',
      headers: bearer(admin),
    });
    expect(none.json()).toEqual({ size: 0, screenings: [] });
    const all = await app.inject({
      method: 'GET',
      url: `/api/compliance/screenings?start=2001-01-01&end=2099-12-31&perPage=100`,
      headers: bearer(admin),
    });
    expect(all.json().size).toBe(page.size);
    const badDate = await app.inject({ method: 'GET', url: '/api/compliance/screenings?start=2026-02-30', headers: bearer(admin) });
    expect(badDate.statusCode).toBe(400);
  });

  // Issue 29's evasions, each against a fixture entry, through every route that screens a name:
  // client create and update, beneficiary create, and Confirm's sender and beneficiary.
  const EVASIONS: { name: string; entNum: number; reason: string }[] = [
    { name: 'Ernes\u200bto Ruiz Mal\u00addonado', entNum: 9001, reason: 'EXACT' },
    { name: '\u0415rnesto Ruiz M\u0430ldonado', entNum: 9001, reason: 'LOOKALIKE' },
    { name: '\u0395rnesto Ruiz Maldon\u03b1do', entNum: 9001, reason: 'LOOKALIKE' },
    { name: 'Эрнесто Руис Мальдонадо', entNum: 9001, reason: 'TRANSLITERATION' },
    { name: 'Teodoro Zambranov Pellegrini', entNum: 9003, reason: 'MISSING_WORD' },
    { name: 'Teodoro Aurelio Zambranoff Pellegrini', entNum: 9003, reason: 'TYPO' },
    { name: 'Vortaxis Maritime Limited', entNum: 9005, reason: 'LEGAL_FORM' },
    { name: 'Vortaxis Maritime', entNum: 9005, reason: 'LEGAL_FORM' },
    { name: 'Vortaxis Mari Time Ltd', entNum: 9005, reason: 'JOINED_WORDS' },
  ];

  it("refuses issue 29's evasions (invisible characters, look-alike letters, another script, a missing middle name, legal forms, split words) on every route that screens", async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    expect((await load(app, admin, { sdnCsv: SDN, altCsv: ALT })).statusCode).toBe(200);
    const employee = await createEmployee(app, admin);
    const { id: clientID } = await createClient(app, employee.token, { fullName: 'Joana Prates' });
    for (const { name, entNum, reason } of EVASIONS) {
      const before = await counts(db);
      const replies = [
        await app.inject({
          method: 'POST',
          url: '/api/client/create',
          headers: bearer(employee.token),
          payload: clientBody({ fullName: name }),
        }),
        await app.inject({
          method: 'POST',
          url: `/api/client/update/${clientID}`,
          headers: bearer(employee.token),
          payload: clientBody({ fullName: name }),
        }),
        await app.inject({
          method: 'POST',
          url: '/api/recipient/create',
          headers: bearer(employee.token),
          payload: recipientBody({ fullName: name }),
        }),
        await postConfirm(app, employee.token, confirmBody({ client: clientBody({ fullName: name }) })),
        await postConfirm(app, employee.token, confirmBody({ recipient: recipientBody({ fullName: name }) })),
      ];
      for (const res of replies) {
        expect({ name, status: res.statusCode, code: res.json().code, message: res.json().message }).toMatchObject({
          name,
          status: 422,
          code: 'SANCTIONS_MATCH',
        });
        const match = (res.json().matches as { entNum: number; reason: string[] }[]).find((m) => m.entNum === entNum);
        expect({ name, reasons: match?.reason }).toEqual({ name, reasons: expect.arrayContaining([reason]) });
      }
      const after = await counts(db);
      expect({ name, ...after, screenings: 0 }).toEqual({ name, ...before, screenings: 0 });
    }
    const { rows } = await db.query<{ full_name: string }>('SELECT full_name FROM clients WHERE id = $1', [clientID]);
    expect(rows[0]!.full_name).toBe('Joana Prates');
  });
});
