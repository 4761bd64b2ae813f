/** Signing in through the UI and calling the gateway as the signed-in user, for e2e suites. */
import type { Page } from 'playwright-core';

/** Fills the login form (spec 01 §2 /login) and submits it. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Runs a GraphQL operation from inside the page with the token the app stored (seeding and checks). */
export async function graphqlAsUser<T = any>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
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
