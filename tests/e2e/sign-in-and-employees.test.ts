/**
 * End to end, in Debian's Chromium against the stack started by `npm start`:
 * sign-in (docs/employees-and-access.md#sign-in, login rules, docs/errors.md 'Wrong email or password'), the area selection,
 * the role-aware sidebar with the agency's address and phone (docs/employees-and-access.md, #sign-in, #roles-and-permissions), employee
 * management (docs/employees-and-access.md /employees, docs/employees-and-access.md#calls), the change-password rules (docs/employees-and-access.md#validation) and the admin guards on
 * screen and on the server (docs/employees-and-access.md#roles-and-permissions).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

const AGENCY_ADDRESS = '42 Ferry Street, Newark, NJ 07105';
const AGENCY_PHONE = '+1 (973) 555-0142';

/** The token the web app stored for this tab. */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'a token is stored after sign-in').toBeTruthy();
  return token!;
}

describe.skipIf(skipReason !== null)('sign-in, roles and employees in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  const outsideRequests: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ AGENCY_ADDRESS, AGENCY_PHONE, AGENCY_NAME: 'Ferry Street Remittances' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(stack.baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) outsideRequests.push(url);
    });
    return page;
  }

  it('refuses a wrong password with the spec message and lets the administrator in (docs/employees-and-access.md#sign-in, #validation, docs/errors.md)', async () => {
    const page = await newPage();
    // docs/employees-and-access.md#sign-in: any route without a stored token goes to /login.
    await page.goto(`${stack.baseUrl}/employees`);
    await page.waitForURL(/\/login$/);

    // docs/employees-and-access.md#validation: both fields required; nothing is submitted when one is empty.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.url()).toMatch(/\/login$/);
    await expect(page.getByText('Wrong email or password').count()).resolves.toBe(0);

    await signIn(page, stack.baseUrl, stack.adminEmail, 'not-the-password');
    await page.getByText('Wrong email or password').waitFor();
    expect(page.url()).toMatch(/\/login$/);

    // Sent to /login from /employees, the user is taken back there after signing in.
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/employees$/);
    await page.getByTestId('employee-card').first().waitFor();

    // /select offers both areas (docs/employees-and-access.md#sign-in).
    await page.goto(`${stack.baseUrl}/select`);
    await page
      .getByRole('button', { name: /Investments/ })
      .or(page.getByRole('link', { name: /Investments/ }))
      .first()
      .waitFor();
    await page.getByText('Currency Exchange').first().click();
    await page.waitForURL(/\/dashboard$/);

    // docs/employees-and-access.md: the sidebar shows the agency's address and phone; docs/employees-and-access.md#sign-in: admin items are there.
    await page.getByText(AGENCY_ADDRESS).waitFor();
    await page.getByText(AGENCY_PHONE).waitFor();
    await page.getByRole('link', { name: 'List Employees' }).waitFor();
    const badge = page.getByTestId('user-badge');
    await expect(badge.innerText()).resolves.toContain('Administrator');
    await page.context().close();
  });

  it('lets the administrator create an employee, who sees no admin items and is refused /employees on screen and by the server (docs/employees-and-access.md#sign-in, #roles-and-permissions)', async () => {
    const admin = await newPage();
    await signIn(admin, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await admin.waitForURL(/\/select$/);
    await admin.goto(`${stack.baseUrl}/employees`);

    const suffix = Date.now().toString(36);
    const employeeName = `Marta Souza ${suffix}`;
    const employeeEmail = `marta.${suffix}@agency.test`;
    const employeePassword = 'marta-first-pass';
    const chosenPassword = 'her own long passphrase';

    await admin.getByRole('button', { name: 'New Employee' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill(`  ${employeeName}  `);
    await dialog.getByLabel('Email').fill(employeeEmail);
    await dialog.getByLabel('Password').fill(employeePassword);
    await dialog.getByLabel('Position').click();
    await admin.getByRole('option', { name: 'Employee' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The new card shows the trimmed name; paging is 4 a page (docs/employees-and-access.md#sign-in), so look through the pages.
    await expect
      .poll(
        async () => {
          await admin.reload();
          for (let pageNo = 1; pageNo <= 5; pageNo += 1) {
            await admin.goto(`${stack.baseUrl}/employees?page=${pageNo}`);
            await admin.getByTestId('employee-card').first().waitFor();
            const texts = await admin.getByTestId('employee-card').allInnerTexts();
            expect(texts.length).toBeLessThanOrEqual(4);
            if (texts.some((t) => t.includes(employeeName))) return true;
          }
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    await admin.getByRole('button', { name: 'Log out' }).click();
    await admin.waitForURL(/\/login$/);
    await expect(admin.evaluate(() => window.localStorage.getItem('token'))).resolves.toBeNull();
    await admin.context().close();

    // The employee signs in and sees only what an employee may open (docs/employees-and-access.md#sign-in, #roles-and-permissions).
    const employee = await newPage();
    await signIn(employee, stack.baseUrl, employeeEmail, employeePassword);
    // An administrator set this password: it is changed before anything else opens (docs/employees-and-access.md#sign-in-screens).
    await employee.waitForURL(/\/change-password$/);
    await employee.goto(`${stack.baseUrl}/dashboard`);
    await employee.waitForURL(/\/change-password$/);
    await employee.getByLabel('Current Password').fill(employeePassword);
    await employee.getByLabel('New Password').fill('short-pass');
    await employee.getByLabel('Confirm Password').fill('short-pass');
    await employee.getByRole('button', { name: 'Change Password' }).click();
    await employee.getByText('New password must be at least 12 characters long').waitFor();
    await employee.getByLabel('New Password').fill(chosenPassword);
    await employee.getByLabel('Confirm Password').fill(chosenPassword);
    await employee.getByRole('button', { name: 'Change Password' }).click();
    await employee.waitForURL(/\/select$/);
    await employee.getByText('Currency Exchange').first().click();
    await employee.waitForURL(/\/dashboard$/);
    await employee.getByRole('link', { name: 'New Order' }).waitFor();
    await employee.getByRole('link', { name: 'Orders in Hold' }).waitFor();
    for (const adminOnly of ['List Employees', "Today's Birthdays", 'Consortium List', 'List Orders']) {
      await expect(employee.getByRole('link', { name: adminOnly }).count(), `${adminOnly} is hidden`).resolves.toBe(0);
    }
    await expect(employee.getByTestId('user-badge').innerText()).resolves.toContain(employeeName);

    // On screen: the access-denied modal, then back to the dashboard (docs/employees-and-access.md#roles-and-permissions).
    await employee.goto(`${stack.baseUrl}/employees`);
    await employee.getByText('Access Denied: Current user does not have permission to enter this area').waitFor();
    await employee.waitForURL(/\/dashboard$/, { timeout: 15_000 });

    // On the server: the GraphQL gateway and the REST API both refuse (docs/employees-and-access.md).
    const token = await storedToken(employee);
    const graphql = await employee.evaluate(async (bearer) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ query: '{ employees(page: 1, perPage: 4) { total } }' }),
      });
      return response.json();
    }, token);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rest = await fetch(`${stack.restUrl}/api/employee/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ page: 1, perPage: 4 }),
    });
    expect(rest.status).toBe(403);

    // docs/employees-and-access.md#validation: Change Password needs matching passwords; then the new one works (docs/employees-and-access.md).
    // The User group of the sidebar opens first (docs/screens.md#sizes: one group open at a time).
    await employee.getByRole('button', { name: 'User', expanded: false }).click();
    await employee.getByRole('button', { name: 'Change Password' }).click();
    const modal = employee.getByRole('dialog');
    await modal.getByLabel('Current Password').fill(chosenPassword);
    await modal.getByLabel('New Password').fill('marta-second-pass');
    await modal.getByLabel('Confirm Password').fill('marta-typo-pass');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Passwords must match').waitFor();
    await modal.getByLabel('Confirm Password').fill('marta-second-pass');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'hidden' });
    // The current session survives its own password change.
    const stillIn = await fetch(`${stack.restUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(stillIn.status).toBe(200);

    await employee.getByRole('button', { name: 'Log out' }).click();
    await employee.waitForURL(/\/login$/);
    await signIn(employee, stack.baseUrl, employeeEmail, chosenPassword);
    await employee.getByText('Wrong email or password').waitFor();
    await signIn(employee, stack.baseUrl, employeeEmail, 'marta-second-pass');
    await employee.waitForURL(/\/select$/);
    await employee.context().close();
  });

  it('serves the GraphQL playground offline, as the signed-in user (issue: gateway playground)', async () => {
    const page = await newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    await page.goto(`${stack.baseUrl}/playground`);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    await page.context().close();
  });

  it('fetched nothing from outside the machine', () => {
    expect(outsideRequests).toEqual([]);
  });
});
