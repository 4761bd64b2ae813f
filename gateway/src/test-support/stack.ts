/**
 * A real REST API (our rest-api, on an in-memory PGlite) listening on loopback, and the gateway in
 * front of it, built in-process. No mock of our own API: fakes only for fault injection.
 */
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig, type BuildOptions } from '@agency/rest-api';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { templatePglite } from '../../../rest-api/src/test-support/pglite-template.js';
import { createGateway, type GatewayOptions } from '../app.js';
import { loadGatewayConfig } from '../config.js';

export const ADMIN_EMAIL = 'admin@gateway.test';
export const ADMIN_PASSWORD = 'gateway-chief-pass-42';

export interface TestStack {
  rest: FastifyInstance;
  restUrl: string;
  gateway: FastifyInstance;
  close(): Promise<void>;
}

/** The secret by which the test REST API knows the test gateway (it believes its X-Forwarded-For). */
const GATEWAY_SECRET = 'gateway-secret-of-the-test-stack';

/**
 * Starts rest-api (PGlite in memory, a copy of the run's migrated template from global-setup.ts,
 * unless `restEnv` names DATA_DIR or DATABASE_URL; `restEnv` on top) and a gateway over it
 * (`gatewayEnv` on top), sharing GATEWAY_SECRET. `restOptions.now` fixes the REST API's clock (the
 * agency's "today").
 */
export async function startTestStack(
  restEnv: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
  gatewayOptions: GatewayOptions = {},
  restOptions: Pick<BuildOptions, 'now'> = {},
): Promise<TestStack> {
  const database = restEnv.DATA_DIR || restEnv.DATABASE_URL ? undefined : await templatePglite();
  const rest = await buildApp(
    loadConfig({
      DATA_DIR: 'memory://',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      AGENCY_NAME: 'Gateway Test Agency',
      GATEWAY_SECRET,
      // The suites test something else than the second factor, and sign the administrator in many times a minute,
      // more than TOTP's one code per 30-second step allows: the second factor is off for them. The sign-in suite
      // (auth/second-factor.test.ts) starts its stack with MFA_REQUIRED=administrators, as shipped.
      MFA_REQUIRED: 'none',
      ...restEnv,
    }),
    { ...restOptions, ...(database ? { database } : {}) },
  );
  await rest.listen({ port: 0, host: '127.0.0.1' });
  const restUrl = `http://127.0.0.1:${(rest.server.address() as AddressInfo).port}`;
  const gateway = await createGateway(
    loadGatewayConfig({ REST_API_URL: restUrl, WEB_DIST: '/nonexistent', GATEWAY_SECRET, ...gatewayEnv }),
    { logger: false, ...gatewayOptions },
  );
  return {
    rest,
    restUrl,
    gateway,
    close: async () => {
      await gateway.close();
      await rest.close();
      await database?.close();
    },
  };
}

export interface GraphQLReply<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** POSTs one GraphQL operation to the gateway, as a browser would (JSON, optional bearer token). */
export async function gql<T = Record<string, any>>(
  gateway: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<GraphQLReply<T>> {
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: { query, variables },
  });
  return response.json();
}

/**
 * The 6-digit TOTP code of a base32 `secret` (RFC 6238: SHA-1, 30-second steps) for the step `stepsAhead` from now,
 * computed with otpauth as the REST API checks it (it accepts one step of drift either way).
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

let browserAddress = 0;

/**
 * Signs in through the gateway and returns the token. Each call comes from its own browser address
 * (X-Forwarded-For), so suites that lower the per-address sign-in limit are not tripped by it. For an employee with
 * a second factor (the password step answers a challenge) pass `secondFactor`: a recovery code, or a TOTP code.
 */
export async function signIn(
  gateway: FastifyInstance,
  email: string,
  password: string,
  secondFactor?: { code: string } | { recoveryCode: string },
): Promise<string> {
  browserAddress += 1;
  const headers = { 'x-forwarded-for': `192.0.2.${browserAddress % 250}` };
  const reply = await gql<{ login: { token: string | null; challenge: string | null } }>(
    gateway,
    'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token challenge } }',
    { e: email, p: password },
    null,
    headers,
  );
  if (!reply.data?.login) throw new Error(`sign-in failed: ${JSON.stringify(reply.errors)}`);
  if (reply.data.login.token) return reply.data.login.token;
  if (!secondFactor || !reply.data.login.challenge) throw new Error(`sign-in of ${email} needs a second factor`);
  const verified = await gql<{ verifyLogin: { token: string } }>(
    gateway,
    'mutation($c:String!,$code:String,$r:String){ verifyLogin(challenge:$c,code:$code,recoveryCode:$r){ token } }',
    {
      c: reply.data.login.challenge,
      code: 'code' in secondFactor ? secondFactor.code : null,
      r: 'recoveryCode' in secondFactor ? secondFactor.recoveryCode : null,
    },
    null,
    headers,
  );
  if (!verified.data?.verifyLogin) throw new Error(`second factor refused: ${JSON.stringify(verified.errors)}`);
  return verified.data.verifyLogin.token;
}

/**
 * An employee (role EMPLOYEE unless given) created by the administrator `admin` through the gateway and signed in as
 * they would be on their first day: the password an administrator set must be changed before anything else opens
 * (docs/employees-and-access.md#passwords), so this signs in with it and changes it. Returns the employee's id and
 * token (still live after the change: a change ends the other sessions only).
 */
export async function signedInEmployee(
  gateway: FastifyInstance,
  admin: string,
  person: { fullName: string; email: string; role?: 'EMPLOYEE' | 'ADMINISTRATOR' },
): Promise<{ id: string; token: string }> {
  const setPassword = 'set-by-the-administrator-1';
  const made = await gql<{ createEmployee: { id: string } }>(
    gateway,
    'mutation($i: CreateEmployeeInput!) { createEmployee(input: $i) { id } }',
    { i: { fullName: person.fullName, email: person.email, password: setPassword, role: person.role ?? 'EMPLOYEE' } },
    admin,
  );
  if (!made.data?.createEmployee) throw new Error(`createEmployee failed: ${JSON.stringify(made.errors)}`);
  const token = await signIn(gateway, person.email, setPassword);
  const changed = await gql(
    gateway,
    'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { id } }',
    { c: setPassword, n: 'Quartz-Lantern-Velvet-93' },
    token,
  );
  if (changed.errors) throw new Error(`changePassword failed: ${JSON.stringify(changed.errors)}`);
  return { id: made.data.createEmployee.id, token };
}
