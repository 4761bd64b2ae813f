/**
 * A possible sanctions match through the gateway (docs/compliance.md "Reviewing a possible match"),
 * against a real REST API: why it matched (reason) and the listed party's date of birth and
 * nationality from the SDN remarks reach GraphQL in a SANCTIONS_MATCH error's extensions and in a
 * SANCTIONS alert alike; a renewal of a client listed after the order was taken is refused, an
 * employee may not override it, and an administrator's createOrder with sanctionsOverride renews it.
 * Beside them, the mapping of a REST host that says nothing of reasons: reason [] and nulls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../rest/errors.js';
import { sanctionsMatchOf } from '../rest/sanctions-match.js';
import { beneficiaryInput as beneficiary, clientInput as client } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signedInEmployee, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const CONFIRM = `mutation($input: ConfirmOrderInput!) {
  confirmOrder(input: $input) { order { id client { id } beneficiary { id } } }
}`;

const RENEW = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { id isRenewal originalOrder { id status } } }`;

/**
 * The REST API's clock in this suite: noon in New York (the agency's default zone) on a fixed day,
 * so the order's "today" is the agency's whatever the host's clock says.
 */
const NOW = new Date('2026-11-16T17:00:00Z');

/** Today and tomorrow at the agency under NOW, as calendar dates. */
function agencyDays(): [string, string] {
  return ['2026-11-16', '2026-11-17'];
}
const [today, tomorrow] = agencyDays();

/** USD 100.00 at 5.4325, fee 5.00, in cash, paid tomorrow. */
const ORDER = {
  amountUsd: '100.00',
  exchangeRate: '5.4325',
  amountBrl: '543.25',
  fee: '5.00',
  totalWithFee: '105.00',
  paymentLines: [{ method: 'CASH', value: '105.00' }],
  days: 1,
  creationDate: today,
  paymentDate: tomorrow,
};

/** Two listed people, with what their remarks say of birth and nationality as OFAC writes it. */
const SDN_CSV =
  '9001,"QUARTZ, Teodoro Blanco","individual","SDGT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","DOB 10 Dec 1948; alt. DOB 1967; POB Moscow, Russia; nationality Russia."\r\n' +
  '9002,"VELLACOURT, Amadeu Prosper","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","DOB circa 1960; nationality Portugal; alt. nationality Brazil."\r\n';

describe('a possible sanctions match through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    stack = await startTestStack({}, {}, {}, { now: () => NOW });
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    employee = (await signedInEmployee(stack.gateway, admin, { fullName: 'Rita Matches', email: 'rita.matches@gateway.test' })).token;
  });
  afterAll(async () => stack.close());

  it('carries reason, the listed date of birth and nationality to a refusal, an alert, and lets only an administrator renew', async () => {
    // An order of a client not yet listed.
    const taken = await gql(
      stack.gateway,
      CONFIRM,
      { input: { client: client('Amadeu Prosper Vellacourt'), beneficiary: beneficiary('Clara Limpa Matches'), order: ORDER } },
      admin,
    );
    expect(taken.errors).toBeUndefined();
    const order = taken.data!.confirmOrder.order;

    const load = await gql(
      stack.gateway,
      'mutation($sdnCsv: String!) { loadSanctionsList(sdnCsv: $sdnCsv) { entries } }',
      { sdnCsv: SDN_CSV },
      admin,
    );
    expect(load.errors).toBeUndefined();
    expect(load.data!.loadSanctionsList.entries).toBe(2);

    // A new sender who is the listed person: the refusal's matches say why and what the remarks give.
    const refused = await gql(
      stack.gateway,
      CONFIRM,
      { input: { client: client('Teodoro Blanco Quartz'), beneficiary: beneficiary('Clara Limpa Matches'), order: ORDER } },
      admin,
    );
    const error = refused.errors![0]! as { extensions: Record<string, any> };
    expect(error.extensions.code).toBe('SANCTIONS_MATCH');
    expect(error.extensions.matches).toEqual([
      {
        entNum: 9001,
        name: 'QUARTZ, Teodoro Blanco',
        program: 'SDGT',
        score: expect.any(Number),
        reason: ['EXACT'],
        dateOfBirth: '10 Dec 1948; alt. 1967',
        nationality: 'Russia',
      },
    ]);

    // The load raised an alert for the client on file, with the same details.
    const alerts = await gql(
      stack.gateway,
      'query { complianceAlerts(type: SANCTIONS) { clientId matches { entNum reason dateOfBirth nationality } } }',
      {},
      admin,
    );
    expect(alerts.errors).toBeUndefined();
    const alert = alerts.data!.complianceAlerts.find((a: { clientId: string }) => a.clientId === order.client.id);
    expect(alert.matches).toEqual([{ entNum: 9002, reason: ['EXACT'], dateOfBirth: 'circa 1960', nationality: 'Portugal; alt. Brazil' }]);

    // Renewing the order of the newly listed client: refused, not overridable by an employee, renewed by an administrator.
    const renewal = {
      clientId: order.client.id,
      beneficiaryId: order.beneficiary.id,
      ...ORDER,
      originalOrderId: order.id,
    };
    const refusedRenewal = await gql(stack.gateway, RENEW, { input: renewal }, admin);
    expect(refusedRenewal.errors![0]!.extensions).toMatchObject({
      code: 'SANCTIONS_MATCH',
      matches: [{ entNum: 9002, reason: ['EXACT'] }],
    });
    const byEmployee = await gql(stack.gateway, RENEW, { input: { ...renewal, sanctionsOverride: { reason: 'Not him' } } }, employee);
    expect(byEmployee.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const overridden = await gql(
      stack.gateway,
      RENEW,
      { input: { ...renewal, sanctionsOverride: { reason: 'Born 1982 in Newark per passport; listed party circa 1960' } } },
      admin,
    );
    expect(overridden.errors).toBeUndefined();
    expect(overridden.data!.createOrder).toMatchObject({ isRenewal: true, originalOrder: { id: order.id, status: 'RENEWED' } });
  }, 60_000);
});

describe('a match from a REST host that does not say why', () => {
  it('reads reason [] and null details, and keeps only the reasons the schema knows', () => {
    expect(sanctionsMatchOf({ entNum: 1, name: 'X', program: 'SDGT', score: 0.95 } as never)).toEqual({
      entNum: 1,
      name: 'X',
      program: 'SDGT',
      score: 0.95,
      reason: [],
      dateOfBirth: null,
      nationality: null,
    });
    const error = restError(422, 'Possible sanctions match', {
      code: 'SANCTIONS_MATCH',
      matches: [{ entNum: 2, name: 'Y', program: 'SDNT', score: 1, reason: ['ALIAS', 'SOMETHING_NEW', 'ALIAS'] }],
    });
    expect(error.extensions.matches).toEqual([
      { entNum: 2, name: 'Y', program: 'SDNT', score: 1, reason: ['ALIAS'], dateOfBirth: null, nationality: null },
    ]);
  });
});
