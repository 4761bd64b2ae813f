/**
 * Issue 34 end to end, in Debian's Chromium against `npm start` with MFA_REQUIRED=administrators as shipped
 * (docs/employees-and-access.md#sign-in, #sign-in-screens, #sessions): the administrator is taken to
 * the enrolment right after the password (QR code drawn in the browser, nothing fetched elsewhere), turns it on with a
 * code computed from the secret shown (RFC 6238 with otpauth, as the REST API checks it), signs out, signs in with a
 * code, uses a recovery code once (twice refused), ends the session of a second browser and sees it gone, and a
 * read-only access token reads a report with `npm run query` and is refused a write.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { graphqlAsUser } from './support/session.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const run = promisify(execFile);
const skipReason = browserUnavailable();

/** The code of `secret` for the 30-second step `stepsAhead` from now (the REST API accepts one step either way). */
function code(secret: string, stepsAhead: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

describe.skipIf(skipReason !== null)('two-step sign-in, signed-in devices and access tokens in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let secret = '';
  let recoveryCodes: string[] = [];
  const outsideRequests: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ MFA_REQUIRED: 'administrators' });
    browser = await launchBrowser();
    page = await newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newPage(): Promise<Page> {
    const created = await (await browser.newContext()).newPage();
    created.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(stack.baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) outsideRequests.push(url);
    });
    return created;
  }

  async function typePassword(on: Page): Promise<void> {
    await on.goto(`${stack.baseUrl}/login`);
    await on.getByLabel('Email').fill(stack.adminEmail);
    await on.getByLabel('Password', { exact: true }).fill(stack.adminPassword);
    await on.getByRole('button', { name: 'Login' }).click();
  }

  async function logOut(on: Page): Promise<void> {
    await on.goto(`${stack.baseUrl}/dashboard`);
    await on.getByRole('button', { name: 'Log out' }).click();
    await on.waitForURL(/\/login$/);
  }

  it('takes the administrator to the enrolment right after the password, and in only once the recovery codes are saved', async () => {
    await typePassword(page);
    await page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const qr = page.getByRole('img', { name: 'QR code of your two-step verification secret' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByLabel('Code from the app').fill(code(secret, 0));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I have saved them' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/select$/);
    expect(outsideRequests).toEqual([]);
  }, 120_000);

  it('signs out, and back in with a code computed from the secret', async () => {
    await logOut(page);
    await typePassword(page);
    const input = page.getByLabel('Code', { exact: true });
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    // The enrolment used this step's code: the next step's is still unused.
    await input.fill(code(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/select$/);
  }, 90_000);

  it('takes a recovery code once; the same code a second time is refused', async () => {
    await logOut(page);
    await typePassword(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/select$/);

    await logOut(page);
    await typePassword(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('That code is not right, or was already used. Enter the current code.');
    expect(page.url()).toMatch(/\/login$/);
    await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/select$/);
  }, 120_000);

  it("ends another browser's session from 'Signed-in devices', which then sees it gone", async () => {
    const other = await newPage();
    await typePassword(other);
    await other.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await other.getByLabel('Recovery code').fill(recoveryCodes[2]!);
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL(/\/select$/);
    expect((await graphqlAsUser(other, '{ viewer { isAdministrator } }')).data?.viewer.isAdministrator).toBe(true);

    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Security' }).click();
    await page.getByRole('menuitem', { name: 'Signed-in devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signed-in devices' });
    const rows = dialog.getByTestId('device-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await dialog.getByText('This device').count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Chrom/);
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('This device');

    const refused = await graphqlAsUser(other, '{ viewer { isAdministrator } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await other.goto(`${stack.baseUrl}/dashboard`);
    await other.waitForURL(/\/login/);
    await page.keyboard.press('Escape');
  }, 120_000);

  it('creates a read-only access token on screen: npm run query reads a report with it, and a write is refused', async () => {
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Security' }).click();
    await page.getByRole('menuitem', { name: 'Access tokens' }).click();
    const dialog = page.getByRole('dialog', { name: 'Access tokens' });
    await dialog.getByLabel('Name').fill('nightly report');
    expect(await dialog.getByLabel('Read-only').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const token = ((await dialog.getByTestId('new-access-token').textContent()) ?? '').trim();
    expect(token.length).toBeGreaterThan(20);
    await expect.poll(() => dialog.getByTestId('access-token-row').count()).toBe(1);

    const { stdout } = await run('npm', ['run', '--silent', 'query', '--', 'gateway/queries/payment-today-totals.graphql'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        AGENCY_URL: stack.baseUrl,
        QUERY_TOKEN: token,
        QUERY_EMAIL: '',
        QUERY_PASSWORD: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      },
    });
    expect(JSON.parse(stdout)).toEqual(expect.any(Object));

    const write = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { setLanguage(language: PT_BR) { isAdministrator } }' }),
    });
    const refused = (await write.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOKEN_READ_ONLY');

    // Its use is listed once the list is read again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Security' }).click();
    await page.getByRole('menuitem', { name: 'Access tokens' }).click();
    await expect.poll(() => dialog.getByTestId('access-token-row').first().textContent()).not.toContain('Never');
  }, 180_000);
});
