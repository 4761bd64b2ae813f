/**
 * The sanctions list through the gateway (docs/compliance.md "Loading guards", "The list's age"):
 * sanctionsList carries ageDays and stale; loadSanctionsList refuses a file with no entry
 * (SANCTIONS_LIST_EMPTY naming sdnCsv) and a list under half the size in force
 * (SANCTIONS_LIST_SHRINKS with entries and inForce) unless allowShrink, the list in force staying;
 * a client's name made only of invisible characters is BAD_USER_INPUT naming fullName.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInput } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const fixture = (name: string) => readFileSync(new URL(`../../../rest-api/src/compliance/fixtures/${name}`, import.meta.url), 'utf8');
const SDN = fixture('sdn.csv');
const ALT = fixture('alt.csv');

const LIST = 'query { sanctionsList { entries loadedAt ageDays stale } }';
const LOAD = `mutation($sdnCsv: String!, $altCsv: String, $allowShrink: Boolean! = false) {
  loadSanctionsList(sdnCsv: $sdnCsv, altCsv: $altCsv, allowShrink: $allowShrink) { entries loadedAt ageDays stale }
}`;

describe('the sanctions list through the gateway', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack.close());

  it('says no list is loaded, refuses an empty file and a shrunken list, and replaces it with allowShrink', async () => {
    const none = await gql(stack.gateway, LIST, {}, admin);
    expect(none.errors).toBeUndefined();
    expect(none.data!.sanctionsList).toEqual({ entries: 0, loadedAt: null, ageDays: null, stale: true });

    const loaded = await gql(stack.gateway, LOAD, { sdnCsv: SDN, altCsv: ALT }, admin);
    expect(loaded.errors).toBeUndefined();
    expect(loaded.data!.loadSanctionsList).toMatchObject({ entries: 6, ageDays: 0, stale: false });
    const inForce = (await gql(stack.gateway, LIST, {}, admin)).data!.sanctionsList;
    expect(inForce).toMatchObject({ entries: 6, ageDays: 0, stale: false });

    const empty = await gql(stack.gateway, LOAD, { sdnCsv: '\r\n\x1a' }, admin);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'SANCTIONS_LIST_EMPTY', field: 'sdnCsv' });
    expect(empty.errors?.[0]?.message).toMatch(/^sdnCsv: The file holds no SDN entry/);

    const two = SDN.split('\r\n')
      .filter((line) => /^900[45],/.test(line))
      .join('\r\n');
    const shrinks = await gql(stack.gateway, LOAD, { sdnCsv: two }, admin);
    expect(shrinks.errors?.[0]?.extensions).toMatchObject({ code: 'SANCTIONS_LIST_SHRINKS', entries: 2, inForce: 6 });
    expect((await gql(stack.gateway, LIST, {}, admin)).data!.sanctionsList).toEqual(inForce);

    const allowed = await gql(stack.gateway, LOAD, { sdnCsv: two, allowShrink: true }, admin);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.loadSanctionsList.entries).toBe(2);
  });

  it("refuses a client's name made only of invisible characters, naming fullName", async () => {
    const res = await gql(
      stack.gateway,
      'mutation($input: ClientInput!) { createClient(input: $input) { id } }',
      { input: clientInput('\u200b\u00ad') },
      admin,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fullName' });
    expect(res.errors?.[0]?.message).toBe('fullName: must have visible letters, not only invisible characters');
  });
});
