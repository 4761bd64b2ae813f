/**
 * The sanctions list's guards and age over REST (docs/compliance.md "Loading guards", "The list's
 * age"): a file with no entry is 400 SANCTIONS_LIST_EMPTY, a list under half the size of the one in
 * force 409 SANCTIONS_LIST_SHRINKS unless allowShrink, each refusal leaving the list in force (a
 * listed name still refused); ageDays and stale by the app's clock; and a person's name made only of
 * invisible characters refused for clients, beneficiaries and employees, naming the field.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, uniqueEmail, useApp } from '../test-support/build.js';
import { clientBody, recipientBody } from '../test-support/people.js';
import type { App } from '../types.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const SDN = fixture('sdn.csv');
const ALT = fixture('alt.csv');
/** The fixture's SDN lines (6 entries). */
const SDN_LINES = SDN.split('\r\n').filter((line) => line.trim() !== '');
const LOADED = new Date('2026-11-16T15:00:00Z');
const DAY_MS = 86_400_000;

forEachBackend('sanctions list guards and age', (backend) => {
  // The app's clock, moved by the tests (the list's age is read against it).
  let now = LOADED;
  // Its own database: the list is global.
  const t = useApp(backend, { fresh: true, now: () => now, config: { sanctionsListMaxAgeDays: 7 } });

  function load(app: App, token: string, payload: Record<string, unknown>) {
    return app.inject({ method: 'POST', url: '/api/compliance/sanctions', headers: bearer(token), payload });
  }
  async function summary(app: App, token: string) {
    return (await app.inject({ method: 'GET', url: '/api/compliance/sanctions', headers: bearer(token) })).json();
  }
  /** A listed name is still refused: screening runs on the list in force. */
  async function expectListedRefused(app: App, token: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(token),
      payload: clientBody({ fullName: 'Ernesto Ruiz Maldonado' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('SANCTIONS_MATCH');
  }

  it('says no list is loaded and the state is stale before any load', async () => {
    const { app } = t.current;
    expect(await summary(app, await adminToken(app))).toEqual({ entries: 0, loadedAt: null, ageDays: null, stale: true });
  });

  it('refuses a file with no entry (only the end-of-file mark, blank lines, spaces, a BOM) with 400 SANCTIONS_LIST_EMPTY, changing nothing', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    // Refused with no list in force too: an empty file never switches screening off.
    const first = await load(app, admin, { sdnCsv: '\x1a' });
    expect(first.statusCode).toBe(400);
    expect((await summary(app, admin)).loadedAt).toBeNull();

    const loaded = await load(app, admin, { sdnCsv: SDN, altCsv: ALT });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({ entries: 6, ageDays: 0, stale: false });
    const before = await summary(app, admin);
    for (const sdnCsv of ['\x1a', '\r\n\x1a', '\r\n\r\n\n', '   \r\n \t ', '\ufeff', '\ufeff\r\n\x1a', '\u200b\r\n', '']) {
      const res = await load(app, admin, { sdnCsv, altCsv: null });
      expect(res.statusCode, JSON.stringify(sdnCsv)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SANCTIONS_LIST_EMPTY', field: 'sdnCsv' });
      expect(res.json().message).toMatch(/^sdnCsv: The file holds no SDN entry/);
      expect(await summary(app, admin)).toEqual(before);
      await expectListedRefused(app, admin);
    }
  });

  it('refuses a list under half the size of the one in force with 409 SANCTIONS_LIST_SHRINKS {entries, inForce}, and takes it with allowShrink', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    expect((await load(app, admin, { sdnCsv: SDN, altCsv: ALT })).statusCode).toBe(200);
    const before = await summary(app, admin);
    // 2 of 6: fewer than half.
    const two = SDN_LINES.filter((line) => /^900[45],/.test(line)).join('\r\n');
    const refused = await load(app, admin, { sdnCsv: two });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SANCTIONS_LIST_SHRINKS', entries: 2, inForce: 6 });
    expect(refused.json().message).toContain('The new list has 2 SDN entries, the list in force 6');
    expect(await summary(app, admin)).toEqual(before);
    await expectListedRefused(app, admin);
    expect((await load(app, admin, { sdnCsv: two, allowShrink: false })).statusCode).toBe(409);

    // 3 of 6 is half, not fewer: taken without asking.
    const three = SDN_LINES.filter((line) => /^900[145],/.test(line)).join('\r\n');
    const half = await load(app, admin, { sdnCsv: three });
    expect(half.statusCode).toBe(200);
    expect(half.json().entries).toBe(3);

    const one = SDN_LINES.filter((line) => line.startsWith('9005,')).join('\r\n');
    expect((await load(app, admin, { sdnCsv: one })).json()).toMatchObject({ code: 'SANCTIONS_LIST_SHRINKS', entries: 1, inForce: 3 });
    const allowed = await load(app, admin, { sdnCsv: one, allowShrink: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().entries).toBe(1);
    expect((await summary(app, admin)).entries).toBe(1);
    // Growing back needs nothing.
    expect((await load(app, admin, { sdnCsv: SDN, altCsv: ALT })).statusCode).toBe(200);
    await expectListedRefused(app, admin);
  });

  it('gives the age in whole days by the clock and turns stale after SANCTIONS_LIST_MAX_AGE_DAYS', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    now = LOADED;
    const loaded = await load(app, admin, { sdnCsv: SDN, altCsv: ALT });
    expect(loaded.json()).toMatchObject({ loadedAt: LOADED.toISOString(), ageDays: 0, stale: false });
    const at = (ms: number) => {
      now = new Date(LOADED.getTime() + ms);
      return summary(app, admin);
    };
    expect(await at(DAY_MS - 1)).toEqual({ entries: 6, loadedAt: LOADED.toISOString(), ageDays: 0, stale: false });
    expect(await at(DAY_MS)).toMatchObject({ ageDays: 1, stale: false });
    expect(await at(7 * DAY_MS + DAY_MS - 1)).toMatchObject({ ageDays: 7, stale: false });
    expect(await at(8 * DAY_MS)).toMatchObject({ ageDays: 8, stale: true });
    // A fresh load makes it fresh again.
    const again = await load(app, admin, { sdnCsv: SDN, altCsv: ALT });
    expect(again.json()).toMatchObject({ loadedAt: now.toISOString(), ageDays: 0, stale: false });
    expect(await summary(app, admin)).toMatchObject({ ageDays: 0, stale: false });
    now = LOADED;
  });
});

forEachBackend('names made of invisible characters', (backend) => {
  const t = useApp(backend, { now: () => LOADED });
  const INVISIBLE = ['\u200b', '\u00ad', '\ufeff\u200b', ' \u200b\u200c\u200d\u2060 ', '\u00ad\u180e\u3164'];
  const problem = 'must have visible letters, not only invisible characters';

  it('refuses them for clients and beneficiaries (create and update) with 400 INVALID_FIELD naming fullName', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(admin), payload: clientBody() });
    const recipient = await app.inject({ method: 'POST', url: '/api/recipient/create', headers: bearer(admin), payload: recipientBody() });
    expect([client.statusCode, recipient.statusCode]).toEqual([200, 200]);
    for (const fullName of INVISIBLE) {
      for (const [url, payload] of [
        ['/api/client/create', clientBody({ fullName })],
        [`/api/client/update/${client.json().client.id}`, clientBody({ fullName })],
        ['/api/recipient/create', recipientBody({ fullName })],
        [`/api/recipient/update/${recipient.json().recipient.id}`, recipientBody({ fullName })],
      ] as const) {
        const res = await app.inject({ method: 'POST', url, headers: bearer(admin), payload });
        expect(res.statusCode, `${url} ${JSON.stringify(fullName)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'fullName', message: `fullName: ${problem}` });
      }
    }
  });

  it('stores a name with the invisible characters removed and its spaces collapsed', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: bearer(admin),
      payload: clientBody({ fullName: ' Jo\u00adão  da\u200b Sil\ufeffva\u00a0Neto ' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().client.fullName).toBe('João da Silva Neto');
    const beneficiary = await app.inject({
      method: 'POST',
      url: '/api/recipient/create',
      headers: bearer(admin),
      payload: recipientBody({ fullName: 'Ma\u200bria\u2060 Souza' }),
    });
    expect(beneficiary.json().recipient.fullName).toBe('Maria Souza');
  });

  it("refuses them for an employee's name (create and update) and stores a cleaned name", async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const body = (fullName: string) => ({ fullName, email: uniqueEmail(), password: 'a-long-enough-password-42', roleID: 2 });
    for (const fullName of INVISIBLE) {
      const res = await app.inject({ method: 'POST', url: '/api/employee/create', headers: bearer(admin), payload: body(fullName) });
      expect(res.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'fullName', message: `fullName: ${problem}` });
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/employee/create',
      headers: bearer(admin),
      payload: body('Ana\u200b  Reis'),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().fullName).toBe('Ana Reis');
    const update = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${created.json().id}`,
      headers: bearer(admin),
      payload: { fullName: '\u200b\u00ad' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'fullName' });
  });
});
