/**
 * Issue 34's sign-in through the gateway against a real rest-api with MFA_REQUIRED=administrators, as shipped
 * (docs/employees-and-access.md#sign-in, #sign-in-screens, #sessions, #passwords): every step and every
 * refusal keeps the REST API's code (MFA_CODE_INVALID, MFA_CHALLENGE_INVALID, TOKEN_READ_ONLY, PASSWORD_TOO_WEAK...).
 * TOTP codes are computed from the secret with otpauth, as the REST API checks them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, totpCode, type TestStack } from '../test-support/stack.js';

const LOGIN =
  'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ mfaRequired challenge enrol token employeeId role mustChangePassword } }';
const VERIFY =
  'mutation($c:String!,$code:String,$r:String){ verifyLogin(challenge:$c,code:$code,recoveryCode:$r){ token employeeId role mustChangePassword } }';
const SETUP = 'mutation($c:String){ setupSecondFactor(challenge:$c){ secret otpauthUrl } }';
const ENABLE = 'mutation($code:String!,$c:String){ enableSecondFactor(code:$code,challenge:$c){ recoveryCodes session { token role } } }';
const SESSIONS = '{ mySessions { id createdAt lastSeenAt address userAgent current } }';
const VIEWER = '{ viewer { mustChangePassword secondFactorRequired employee { id mfaEnabled } } }';

const codeOf = (reply: { errors?: { extensions?: { code?: string } }[] }) => reply.errors?.[0]?.extensions?.code;

/** A 6-digit code none of the three steps the REST API accepts now would show. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
  let n = 0;
  while (valid.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

describe('the second factor, sessions and access tokens through the gateway (MFA_REQUIRED=administrators)', () => {
  let stack: TestStack;
  let secret = '';
  /** The code the enrolment took: computed again later it may be the next step's, fresh, if a 30-second step ended meanwhile. */
  let enrolmentCode = '';
  let recoveryCodes: string[] = [];
  let admin = '';
  let step = 1; // the next TOTP step ahead of now that no sign-in has used yet (the REST API accepts +1)

  const login = (email: string, password: string, address = '198.51.100.7') =>
    gql(stack.gateway, LOGIN, { e: email, p: password }, null, { 'x-forwarded-for': address });

  beforeAll(async () => {
    stack = await startTestStack({ MFA_REQUIRED: 'administrators' }, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => stack?.close());

  it('gives an administrator without a second factor no token after the password: a challenge and enrol', async () => {
    const reply = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.login).toMatchObject({ mfaRequired: true, enrol: true, token: null, employeeId: null, role: null });
    expect(reply.data!.login.challenge).toEqual(expect.any(String));
    // The challenge is no token: nothing signed in opens with it.
    expect(codeOf(await gql(stack.gateway, VIEWER, {}, reply.data!.login.challenge))).toBe('UNAUTHENTICATED');
  });

  it('enrols with the challenge: a secret and its otpauth URL, a wrong first code refused, the right one gives ten recovery codes and the session', async () => {
    const { challenge } = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).data!.login;
    const setup = await gql(stack.gateway, SETUP, { c: challenge });
    expect(setup.errors).toBeUndefined();
    secret = setup.data!.setupSecondFactor.secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.data!.setupSecondFactor.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*secret=${secret}`));

    const wrong = await gql(stack.gateway, ENABLE, { code: wrongCode(secret), c: challenge });
    expect(codeOf(wrong)).toBe('MFA_CODE_INVALID');
    const badShape = await gql(stack.gateway, ENABLE, { code: '12345', c: challenge });
    expect(codeOf(badShape)).toBe('BAD_USER_INPUT');
    expect(badShape.errors![0]!.message).toMatch(/^code: /);

    enrolmentCode = totpCode(secret);
    const enabled = await gql(stack.gateway, ENABLE, { code: enrolmentCode, c: challenge });
    expect(enabled.errors).toBeUndefined();
    recoveryCodes = enabled.data!.enableSecondFactor.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(enabled.data!.enableSecondFactor.session).toMatchObject({ role: 'ADMINISTRATOR', token: expect.any(String) });
    admin = enabled.data!.enableSecondFactor.session.token;
    const viewer = await gql(stack.gateway, VIEWER, {}, admin);
    expect(viewer.data!.viewer).toMatchObject({ secondFactorRequired: true, employee: { mfaEnabled: true } });
  });

  it('asks for a code at the next sign-in, refuses a wrong and a reused one, and signs in with the next one', async () => {
    const first = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).data!.login;
    expect(first).toMatchObject({ mfaRequired: true, enrol: false, token: null });
    expect(codeOf(await gql(stack.gateway, VERIFY, { c: first.challenge, code: wrongCode(secret) }))).toBe('MFA_CODE_INVALID');
    // The code that enrolled was used: it is not accepted again.
    expect(codeOf(await gql(stack.gateway, VERIFY, { c: first.challenge, code: enrolmentCode }))).toBe('MFA_CODE_INVALID');
    expect(codeOf(await gql(stack.gateway, VERIFY, { c: first.challenge }))).toBe('BAD_USER_INPUT');

    const signedIn = await gql(stack.gateway, VERIFY, { c: first.challenge, code: totpCode(secret, step) });
    step += 1;
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.verifyLogin).toMatchObject({ role: 'ADMINISTRATOR', mustChangePassword: false });
    // A challenge is single-use.
    expect(codeOf(await gql(stack.gateway, VERIFY, { c: first.challenge, code: totpCode(secret, 1) }))).toBe('MFA_CHALLENGE_INVALID');
    expect(codeOf(await gql(stack.gateway, VERIFY, { c: 'not-a-challenge', code: '123456' }))).toBe('MFA_CHALLENGE_INVALID');
  });

  it('takes a recovery code once; the same code again is refused', async () => {
    const [recovery] = recoveryCodes;
    await expect(signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD, { recoveryCode: recovery! })).resolves.toEqual(expect.any(String));
    const again = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).data!.login;
    expect(codeOf(await gql(stack.gateway, VERIFY, { c: again.challenge, r: recovery }))).toBe('MFA_CODE_INVALID');
  });

  it('lists the signed-in devices with this one marked, ends another one (its token stops working) and every other', async () => {
    // Another browser: the gateway passes its User-Agent on, so the device list names the browser, not the gateway.
    const firefox = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'x-forwarded-for': '198.51.100.30',
    };
    const step1 = await gql(stack.gateway, LOGIN, { e: ADMIN_EMAIL, p: ADMIN_PASSWORD }, null, firefox);
    const step2 = await gql(stack.gateway, VERIFY, { c: step1.data!.login.challenge, r: recoveryCodes[1] }, null, firefox);
    const other = step2.data!.verifyLogin.token as string;
    const seen = (await gql(stack.gateway, SESSIONS, {}, other)).data!.mySessions.find((s: { current: boolean }) => s.current);
    expect(seen).toMatchObject({ userAgent: firefox['user-agent'], address: '198.51.100.30' });
    const listed = await gql(stack.gateway, SESSIONS, {}, admin);
    expect(listed.errors).toBeUndefined();
    const sessions = listed.data!.mySessions as { id: string; current: boolean; createdAt: string; lastSeenAt: string }[];
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(Date.parse(sessions[0]!.createdAt)).not.toBeNaN();

    const otherID = (await gql(stack.gateway, SESSIONS, {}, other)).data!.mySessions.find((s: { current: boolean }) => s.current).id;
    const ended = await gql(stack.gateway, 'mutation($id:ID!){ endSession(id:$id){ id current } }', { id: otherID }, admin);
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.endSession.map((s: { id: string }) => s.id)).not.toContain(otherID);
    expect(codeOf(await gql(stack.gateway, VIEWER, {}, other))).toBe('UNAUTHENTICATED');

    const rest = await gql(stack.gateway, 'mutation { endOtherSessions { id current } }', {}, admin);
    expect(rest.errors).toBeUndefined();
    expect(rest.data!.endOtherSessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('creates a read-only access token shown once: it reads, is refused a write with TOKEN_READ_ONLY, lists its last use, and stops once revoked', async () => {
    const created = await gql(
      stack.gateway,
      'mutation($n:String!,$s:AccessTokenScope!,$d:Int!){ createAccessToken(name:$n,scope:$s,expiresInDays:$d){ token accessToken { id name scope expiresAt lastUsedAt } } }',
      { n: 'nightly report', s: 'READ', d: 30 },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const { token, accessToken } = created.data!.createAccessToken;
    expect(accessToken).toMatchObject({ name: 'nightly report', scope: 'READ', lastUsedAt: null });
    const days = (Date.parse(accessToken.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const read = await gql(stack.gateway, '{ employees { total items { email } } }', {}, token);
    expect(read.errors).toBeUndefined();
    expect(read.data!.employees.total).toBeGreaterThanOrEqual(1);
    const write = await gql(stack.gateway, 'mutation { setLanguage(language: PT_BR) { isAdministrator } }', {}, token);
    expect(codeOf(write)).toBe('TOKEN_READ_ONLY');

    const listed = await gql(stack.gateway, '{ accessTokens { id name lastUsedAt } }', {}, admin);
    const mine = listed.data!.accessTokens.find((t: { id: string }) => t.id === accessToken.id);
    expect(Date.parse(mine.lastUsedAt)).not.toBeNaN();
    // The token itself is never listed.
    expect(JSON.stringify(listed.data)).not.toContain(token);

    const badDays = await gql(
      stack.gateway,
      'mutation { createAccessToken(name: "x", scope: WRITE, expiresInDays: 0) { token } }',
      {},
      admin,
    );
    expect(codeOf(badDays)).toBe('BAD_USER_INPUT');
    expect(badDays.errors![0]!.message).toMatch(/^expiresInDays: /);

    const revoked = await gql(stack.gateway, 'mutation($id:ID!){ revokeAccessToken(id:$id){ id } }', { id: accessToken.id }, admin);
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.revokeAccessToken.map((t: { id: string }) => t.id)).not.toContain(accessToken.id);
    expect(codeOf(await gql(stack.gateway, '{ employees { total } }', {}, token))).toBe('UNAUTHENTICATED');
  });

  it("lets an administrator see and end an employee's sessions and reset their second factor; an employee may not", async () => {
    const email = 'nina.prado@gateway.test';
    const made = await gql(
      stack.gateway,
      'mutation($i:CreateEmployeeInput!){ createEmployee(input:$i){ id } }',
      { i: { fullName: 'Nina Prado', email, password: 'harbour lights at dusk', role: 'EMPLOYEE' } },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.createEmployee.id;
    // Created by an administrator: the password must be changed first, then everything opens.
    const first = (await login(email, 'harbour lights at dusk', '198.51.100.20')).data!.login;
    expect(first).toMatchObject({ mfaRequired: false, mustChangePassword: true });
    const weak = await gql(
      stack.gateway,
      'mutation($c:String!,$n:String!){ changePassword(currentPassword:$c,newPassword:$n){ id } }',
      { c: 'harbour lights at dusk', n: 'short' },
      first.token,
    );
    expect(codeOf(weak)).toBe('PASSWORD_TOO_WEAK');
    expect(codeOf(await gql(stack.gateway, '{ clients(page: 1) { total } }', {}, first.token))).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await gql(
      stack.gateway,
      'mutation($c:String!,$n:String!){ changePassword(currentPassword:$c,newPassword:$n){ id } }',
      { c: 'harbour lights at dusk', n: 'a kite above the bay' },
      first.token,
    );
    expect(changed.errors).toBeUndefined();
    const nina = await signIn(stack.gateway, email, 'a kite above the bay');
    expect((await gql(stack.gateway, VIEWER, {}, nina)).data!.viewer).toMatchObject({
      mustChangePassword: false,
      secondFactorRequired: false,
    });

    expect(codeOf(await gql(stack.gateway, '{ employeeSessions(employeeID: "1") { id } }', {}, nina))).toBe('FORBIDDEN');
    const theirs = await gql(stack.gateway, '{ employeeSessions(employeeID: $id) { id current } }'.replace('$id', `"${id}"`), {}, admin);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.employeeSessions.length).toBeGreaterThanOrEqual(1);
    const ended = await gql(stack.gateway, 'mutation($e:ID!){ endEmployeeSessions(employeeID:$e){ id } }', { e: id }, admin);
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.endEmployeeSessions).toEqual([]);
    expect(codeOf(await gql(stack.gateway, VIEWER, {}, nina))).toBe('UNAUTHENTICATED');

    // Nina turns a second factor on from her badge; a lost phone: the administrator resets it.
    const again = await signIn(stack.gateway, email, 'a kite above the bay');
    const herSecret = (await gql(stack.gateway, SETUP, {}, again)).data!.setupSecondFactor.secret;
    const on = await gql(stack.gateway, ENABLE, { code: totpCode(herSecret) }, again);
    expect(on.errors).toBeUndefined();
    expect(on.data!.enableSecondFactor.session).toBeNull();
    expect(codeOf(await gql(stack.gateway, 'mutation($e:ID!){ resetSecondFactor(employeeID:$e) }', { e: id }, again))).toBe('FORBIDDEN');
    const reset = await gql(stack.gateway, 'mutation($e:ID!){ resetSecondFactor(employeeID:$e) }', { e: id }, admin);
    expect(reset.errors).toBeUndefined();
    const afterReset = (await login(email, 'a kite above the bay', '198.51.100.21')).data!.login;
    expect(afterReset).toMatchObject({ mfaRequired: false, token: expect.any(String) });
    expect(codeOf(await gql(stack.gateway, 'mutation($e:ID!){ resetSecondFactor(employeeID:$e) }', { e: id }, admin))).toBe(
      'MFA_NOT_ENABLED',
    );
  });

  it('refuses to turn off a second factor that MFA_REQUIRED asks of an administrator', async () => {
    const off = await gql(stack.gateway, 'mutation($c:String!){ disableSecondFactor(code:$c) }', { c: totpCode(secret, step) }, admin);
    expect(codeOf(off)).toBe('MFA_REQUIRED_BY_POLICY');
  });
});
