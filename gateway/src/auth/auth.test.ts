/**
 * Sign-in, viewer, sign-out and password change through the gateway, against a real rest-api
 * (docs/employees-and-access.md#sessions, #validation, #calls, docs/errors.md; docs/ARCHITECTURE.md error codes, sessions and the forwarded browser address).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const VIEWER = '{ viewer { isAdministrator employee { id fullName email role } } agency { name address phone timeZone } }';

describe('auth through the gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ LOGIN_RATE_LIMIT_PER_ADDRESS: '3' }, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => stack?.close());

  it('refuses a wrong password with UNAUTHENTICATED and the spec message (docs/errors.md)', async () => {
    const reply = await gql(
      stack.gateway,
      'mutation { login(email: "admin@gateway.test", password: "wrong-password") { token } }',
      {},
      null,
      {
        'x-forwarded-for': '203.0.113.1',
      },
    );
    expect(reply.errors?.[0]?.message).toBe('Wrong email or password');
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs in and tells who the token belongs to, with the agency details (docs/employees-and-access.md, #sessions)', async () => {
    const login = await gql(
      stack.gateway,
      'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token employeeId fullName role } }',
      {
        e: ADMIN_EMAIL,
        p: ADMIN_PASSWORD,
      },
      null,
      { 'x-forwarded-for': '203.0.113.2' },
    );
    expect(login.errors).toBeUndefined();
    const session = login.data!.login;
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(session.role).toBe('ADMINISTRATOR');

    const viewer = await gql(stack.gateway, VIEWER, {}, session.token);
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data!.viewer).toMatchObject({
      isAdministrator: true,
      employee: { email: ADMIN_EMAIL, role: 'ADMINISTRATOR', id: session.employeeId },
    });
    expect(viewer.data!.agency.name).toBe('Gateway Test Agency');
  });

  it('answers UNAUTHENTICATED without a token, and after logout (docs/employees-and-access.md)', async () => {
    const anonymous = await gql(stack.gateway, VIEWER);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const token = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const out = await gql(stack.gateway, 'mutation { logout }', {}, token);
    expect(out.data).toEqual({ logout: true });
    const after = await gql(stack.gateway, VIEWER, {}, token);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("passes the browser's address on, so sign-in attempts are limited per address (docs/employees-and-access.md)", async () => {
    const attempt = (address: string) =>
      gql(stack.gateway, 'mutation { login(email: "nobody@gateway.test", password: "whatever-it-is") { token } }', {}, null, {
        'x-forwarded-for': address,
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt('198.51.100.7')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const limited = await attempt('198.51.100.7');
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another browser address is not held back by the first one's attempts.
    expect((await attempt('198.51.100.8')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the own password: the current token keeps working, the old password stops (docs/employees-and-access.md#validation)', async () => {
    const admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await gql(
      stack.gateway,
      'mutation { createEmployee(input: {fullName: "Pat Lima", email: "pat.lima@gateway.test", password: "pat-first-pass", role: EMPLOYEE}) { id } }',
      {},
      admin,
    );
    expect(created.errors).toBeUndefined();
    const pat = await signIn(stack.gateway, 'pat.lima@gateway.test', 'pat-first-pass');
    const otherSession = await signIn(stack.gateway, 'pat.lima@gateway.test', 'pat-first-pass');

    const wrong = await gql(
      stack.gateway,
      'mutation { changePassword(currentPassword: "not-it-at-all", newPassword: "pat-second-pass") { id } }',
      {},
      pat,
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toMatch(/actualPassword/);

    const changed = await gql(
      stack.gateway,
      'mutation { changePassword(currentPassword: "pat-first-pass", newPassword: "pat-second-pass") { id fullName } }',
      {},
      pat,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changePassword.fullName).toBe('Pat Lima');

    expect((await gql(stack.gateway, VIEWER, {}, pat)).errors).toBeUndefined();
    expect((await gql(stack.gateway, VIEWER, {}, otherSession)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(signIn(stack.gateway, 'pat.lima@gateway.test', 'pat-first-pass')).rejects.toThrow(/Wrong email or password/);
    await expect(signIn(stack.gateway, 'pat.lima@gateway.test', 'pat-second-pass')).resolves.toBeTruthy();
  });
});
