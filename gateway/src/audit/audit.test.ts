/**
 * The audit log through the gateway, against a real rest-api (docs/employees-and-access.md#history-and-audit-log):
 * a client's history as the `history` field (newest first, employee, before → after as text),
 * Query.auditLog with filters for administrators, FORBIDDEN for an employee's whole-log read while
 * the same employee reads a record's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInput } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signedInEmployee, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const HISTORY = 'items { id at employeeId employeeName entity entityId action reason changes { field from to } } nextCursor';

describe('audit log through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  let clerk: string;
  let clerkId: string;
  let clientId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    ({ id: clerkId, token: clerk } = await signedInEmployee(stack.gateway, admin, {
      fullName: 'Hilda History',
      email: 'hilda.history@gateway.test',
    }));
    const created = await gql(
      stack.gateway,
      'mutation($i: ClientInput!) { createClient(input: $i) { id } }',
      { i: clientInput('History Sender') },
      clerk,
    );
    expect(created.errors).toBeUndefined();
    clientId = created.data!.createClient.id;
    const updated = await gql(
      stack.gateway,
      'mutation($id: ID!, $i: ClientInput!) { updateClient(id: $id, input: $i) { id } }',
      { id: clientId, i: { ...clientInput('History Sender'), city: 'Hoboken' } },
      clerk,
    );
    expect(updated.errors).toBeUndefined();
  });
  afterAll(async () => stack?.close());

  it("answers a client's history on the Client, newest first, to the employee who may open it", async () => {
    const reply = await gql(stack.gateway, `query($id: ID!) { client(id: $id) { history { ${HISTORY} } } }`, { id: clientId }, clerk);
    expect(reply.errors).toBeUndefined();
    const items = reply.data!.client.history.items as { action: string; employeeId: string; employeeName: string; changes: unknown[] }[];
    expect(items.map((i) => i.action)).toEqual(['update', 'create']);
    expect(items[0]).toMatchObject({
      employeeId: clerkId,
      employeeName: 'Hilda History',
      entity: 'client',
      entityId: clientId,
      reason: null,
    });
    expect(items[0]!.changes).toContainEqual({ field: 'city', from: 'Newark', to: 'Hoboken' });
    expect(items[1]!.changes).toContainEqual({ field: 'id', from: null, to: clientId });
  });

  it('answers auditLog with filters to administrators, and FORBIDDEN to an employee reading the whole log', async () => {
    const reply = await gql(
      stack.gateway,
      `query($e: ID) { auditLog(employeeId: $e, entity: "client", perPage: 1) { ${HISTORY} } }`,
      { e: clerkId },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.auditLog.items).toHaveLength(1);
    expect(reply.data!.auditLog.items[0].action).toBe('update');
    const next = await gql(
      stack.gateway,
      `query($e: ID, $after: String) { auditLog(employeeId: $e, entity: "client", perPage: 1, after: $after) { ${HISTORY} } }`,
      { e: clerkId, after: reply.data!.auditLog.nextCursor },
      admin,
    );
    expect(next.data!.auditLog.items[0].action).toBe('create');
    const refused = await gql(stack.gateway, `{ auditLog { ${HISTORY} } }`, {}, clerk);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const history = await gql(stack.gateway, `{ auditLog(entity: "client", entityId: "${clientId}") { items { action } } }`, {}, clerk);
    expect(history.errors).toBeUndefined();
    expect(history.data!.auditLog.items).toHaveLength(2);
  });

  it("streams the REST API's CSV of the filtered log to administrators (POST /export/audit), refuses employees", async () => {
    const form = (token: string) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/export/audit',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, entity: 'client', entityID: clientId }).toString(),
      });
    const csv = await form(admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('id,at,employeeID,employeeName,entity,entityID,action,changes,reason');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Hilda History,client');
    const refused = await form(clerk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});
