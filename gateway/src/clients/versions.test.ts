/**
 * Versions through the gateway (docs/ARCHITECTURE.md#versions, docs/errors.md EDITED_ELSEWHERE),
 * against a real rest-api: Client and Beneficiary carry `version`; updateClient and
 * updateBeneficiary forward `expectedVersion`, and a stale one is the REST refusal with its details
 * in the error's extensions; without it the update goes through as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryInput, clientInput } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const UPDATE_CLIENT = `mutation($id: ID!, $input: ClientInput!, $v: Int) {
  updateClient(id: $id, input: $input, expectedVersion: $v) { id version telephone streetAddress } }`;
const UPDATE_BENEFICIARY = `mutation($id: ID!, $input: BeneficiaryInput!, $v: Int) {
  updateBeneficiary(id: $id, input: $input, expectedVersion: $v) { id version city } }`;

describe('versions through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  let adminName: string;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    adminName = (await gql(stack.gateway, '{ viewer { employee { fullName } } }', {}, admin)).data!.viewer.employee.fullName;
  });
  afterAll(async () => stack?.close());

  it('a stale expectedVersion on updateClient is EDITED_ELSEWHERE naming who changed it, and changes nothing', async () => {
    const created = await gql(
      stack.gateway,
      'mutation($input: ClientInput!) { createClient(input: $input) { id version } }',
      {
        input: clientInput('Vera Versions'),
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const { id, version } = created.data!.createClient;
    expect(version).toBe(1);
    const first = await gql(
      stack.gateway,
      UPDATE_CLIENT,
      { id, input: { ...clientInput('Vera Versions'), telephone: '+1 (973) 555-0111' }, v: 1 },
      admin,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateClient.version).toBe(2);
    const stale = await gql(
      stack.gateway,
      UPDATE_CLIENT,
      { id, input: { ...clientInput('Vera Versions'), streetAddress: '9 Elm Street' }, v: 1 },
      admin,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2, editedBy: adminName });
    expect(Date.parse((stale.errors![0]!.extensions as Record<string, unknown>).editedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    const now = await gql(stack.gateway, 'query($id: ID!) { client(id: $id) { version telephone streetAddress } }', { id }, admin);
    expect(now.data!.client).toMatchObject({ version: 2, telephone: '9735550111' });
    expect(now.data!.client.streetAddress).not.toBe('9 Elm Street');
    const blind = await gql(
      stack.gateway,
      UPDATE_CLIENT,
      { id, input: { ...clientInput('Vera Versions'), streetAddress: '9 Elm Street' } },
      admin,
    );
    expect(blind.data!.updateClient).toMatchObject({ version: 3, streetAddress: '9 Elm Street' });
  });

  it('the same for updateBeneficiary', async () => {
    const created = await gql(
      stack.gateway,
      'mutation($input: BeneficiaryInput!) { createBeneficiary(input: $input) { id version } }',
      {
        input: beneficiaryInput('Bento Versions'),
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createBeneficiary;
    const first = await gql(
      stack.gateway,
      UPDATE_BENEFICIARY,
      { id, input: { ...beneficiaryInput('Bento Versions'), city: 'Campinas' }, v: 1 },
      admin,
    );
    expect(first.data!.updateBeneficiary).toMatchObject({ version: 2, city: 'Campinas' });
    const stale = await gql(
      stack.gateway,
      UPDATE_BENEFICIARY,
      { id, input: { ...beneficiaryInput('Bento Versions'), city: 'Santos' }, v: 1 },
      admin,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2, editedBy: adminName });
    const now = await gql(stack.gateway, 'query($id: ID!) { beneficiary(id: $id) { version city } }', { id }, admin);
    expect(now.data!.beneficiary).toEqual({ version: 2, city: 'Campinas' });
  });
});
