/** Signing in through the UI and calling the gateway as the signed-in user, for e2e suites. */
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
