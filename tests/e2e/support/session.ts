/** Signing in through the UI and calling the gateway as the signed-in user, for e2e suites. */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startStack, type Stack } from './stack.js';

/** Fills the login form (docs/employees-and-access.md#sign-in) and submits it. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Runs a GraphQL operation from inside the page with the token the app stored (seeding and checks). */
export async function graphqlAsUser<T = any>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${window.localStorage.getItem('token')}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}

/**
 * The product started with `npm start` (the run's shared stack for `env`, or one of the suite's own
 * with `{ own: true }`: startStack) and Chromium signed in as its administrator, on /select: what
 * most suites start from. Close it with closeSignedIn.
 */
export async function openSignedIn(
  env: Record<string, string> = {},
  options: { own?: boolean } = {},
): Promise<{ stack: Stack; browser: Browser; page: Page }> {
  const stack = await startStack(env, options);
  const browser = await launchBrowser();
  const page = await (await browser.newContext()).newPage();
  await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
  await page.waitForURL(/\/select$/);
  return { stack, browser, page };
}

/** Closes what openSignedIn opened (either may be missing when it failed half-way). */
export async function closeSignedIn(browser: Browser | undefined, stack: Stack | undefined): Promise<void> {
  await browser?.close();
  await stack?.stop();
}

/** An employee an administrator created, past the first sign-in's password change: `password` is the one they chose. */
export interface CreatedEmployee {
  id: string;
  email: string;
  /** The password the employee chose at the first sign-in (what signs them in from now on). */
  password: string;
  fullName: string;
}

/** Sends one GraphQL operation to the stack's gateway from the test process; fails on any GraphQL error. */
async function gatewayCall<T>(baseUrl: string, token: string | null, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const reply = (await response.json()) as { data?: T; errors?: unknown[] };
  if (reply.errors) throw new Error(`${query.split('(')[0]!.trim()} failed: ${JSON.stringify(reply.errors)}`);
  return reply.data as T;
}

/**
 * Creates an employee (EMPLOYEE unless `role` says ADMINISTRATOR) as the administrator signed in on
 * `admin`, then does what the employee does at the first sign-in: signs in with the password the
 * administrator set, changes it (docs/employees-and-access.md#passwords: a password an administrator
 * set must be changed before anything else opens) and signs out. The employee then signs in with
 * `password` and lands on /select, as every later sign-in does. Throws on any refusal. (The screens
 * of that first change are tested by sign-in-and-employees.test.ts.)
 */
export async function createEmployee(
  admin: Page,
  baseUrl: string,
  options: { fullName: string; email?: string; role?: 'EMPLOYEE' | 'ADMINISTRATOR' },
): Promise<CreatedEmployee> {
  const tag = randomUUID().slice(0, 8);
  const email = options.email ?? `employee.${tag}@agency.test`;
  const firstPassword = `set-by-admin-${randomUUID()}`;
  const created = await graphqlAsUser<{ createEmployee: { id: string } }>(
    admin,
    'mutation($i: CreateEmployeeInput!) { createEmployee(input: $i) { id } }',
    { i: { fullName: options.fullName, email, password: firstPassword, role: options.role ?? 'EMPLOYEE' } },
  );
  if (created.errors || !created.data) throw new Error(`createEmployee failed: ${JSON.stringify(created.errors)}`);
  const session = await gatewayCall<{ login: { token: string | null } }>(
    baseUrl,
    null,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: firstPassword },
  );
  const token = session.login.token;
  if (!token) throw new Error(`the new employee ${email} got no token at the first sign-in (a second factor asked?)`);
  const password = `chosen-by-them-${randomUUID()}`;
  await gatewayCall(baseUrl, token, 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { id } }', {
    c: firstPassword,
    n: password,
  });
  await gatewayCall(baseUrl, token, 'mutation { logout }', {});
  return { id: created.data.createEmployee.id, email, password, fullName: options.fullName };
}
