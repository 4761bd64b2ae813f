/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (docs/i18n.md): a
 * clerk chooses Português on /login; the page says <html lang="pt-BR">, a refused sign-in and the
 * sidebar speak Portuguese, an order's amounts read 'US$ 1.234,56' / 'R$ …' and its dates
 * DD/MM/YYYY; the choice survives a reload; a server refusal is said in Portuguese by its code;
 * choosing English again brings back the specs' words; and a clerk's choice in the badge is kept on
 * their record, so a fresh browser at another counter signs them in in Portuguese.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { createOrder, createParties } from './support/seed.js';
import { createEmployee } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/** Intl puts a no-break space between the currency symbol and the number. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe.skipIf(skipReason !== null)('the app in Portuguese', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // Its sign-ins save Portuguese on the administrator's record, which every suite signs in as: a stack of its own.
    stack = await startStack({}, { own: true });
    browser = await launchBrowser();
    // A browser whose own language is English: the Portuguese comes from the clerk's choice.
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const htmlLang = () => page.evaluate(() => document.documentElement.lang);

  it('switches on /login, says a refused sign-in in Portuguese, and signs in', async () => {
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await htmlLang()).toBe('en');
    // The email typed before the language is chosen stays in its field.
    await page.getByLabel('Email').fill(stack.adminEmail);

    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await htmlLang()).toBe('pt-BR');
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(stack.adminEmail);

    await page.getByLabel('Senha', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('E-mail ou senha incorretos');

    await page.getByLabel('Senha', { exact: true }).fill(stack.adminPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/select$/);
    await page.getByRole('heading', { name: 'Escolha uma área' }).waitFor();
  });

  it('shows the sidebar, an amount and dates in pt-BR, and keeps the choice after a reload', async () => {
    const tag = Date.now().toString(36);
    const parties = await createParties(page, tag);
    const id = await createOrder(page, parties, {
      amountUsd: '1234.56',
      exchangeRate: '5.000000',
      amountBrl: '6172.80',
      fee: '10.00',
      creationDate: '2026-11-16',
      paymentDate: '2026-11-20',
    });

    await page.goto(`${stack.baseUrl}/order/${id}`);
    await page.getByTestId('order-amount-usd').waitFor();
    expect(await htmlLang()).toBe('pt-BR');
    expect(plain(await page.getByTestId('order-amount-usd').innerText())).toContain('US$ 1.234,56');
    expect(await page.getByTestId('order-payment-date').innerText()).toContain('20/11/2026');
    expect(await page.getByTestId('order-creation-date').innerText()).toContain('16/11/2026');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Novo Pedido' }).waitFor();
    expect(await nav.getByRole('link', { name: 'New Order' }).count()).toBe(0);

    await page.reload();
    await page.getByTestId('order-amount-usd').waitFor();
    expect(await htmlLang()).toBe('pt-BR');
    expect(plain(await page.getByTestId('order-amount-usd').innerText())).toContain('US$ 1.234,56');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Painel' }).click();
    await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
    // The dashboard's week names its days in Portuguese ('Segunda-feira' ... 'Sexta-feira').
    await expect.poll(() => page.getByTestId('week-day').first().innerText()).toMatch(/^Segunda-feira\n+\d{2}\/\d{2}\n/);
  });

  it('says a server refusal in Portuguese by its code, never the English sentence or a code word', async () => {
    await page.goto(`${stack.baseUrl}/order/987654`);
    const alert = page.getByRole('alert').first();
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Pedido não encontrado.');

    // A field refusal from the REST API: the current password is wrong.
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Usuário', expanded: false }).click();
    await page.getByRole('button', { name: 'Alterar Senha' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Senha Atual').fill('not-the-password');
    await dialog.getByLabel('Nova Senha').fill('a-new-password-1');
    await dialog.getByLabel('Confirmar Senha').fill('a-new-password-1');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const failure = page.getByRole('dialog').filter({ hasText: 'Não foi possível alterar a senha' });
    await failure.waitFor();
    const text = await failure.innerText();
    expect(text).toContain('Senha atual');
    expect(text).not.toMatch(/actualPassword|INVALID_FIELD|BAD_USER_INPUT|password is wrong/);
  });

  it("brings back the specs' English words when English is chosen again", async () => {
    await page.keyboard.press('Escape');
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.getByTestId('user-badge').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await htmlLang()).toBe('en');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Order' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await htmlLang()).toBe('en');
  });

  it("follows a clerk to another browser: Português chosen in the badge is kept on the clerk's record", async () => {
    const { email, password } = await createEmployee(page, stack.baseUrl, { fullName: 'Clara Balcão' });
    const signInAsClerk = async (clerk: Page) => {
      await clerk.goto(`${stack.baseUrl}/login`);
      await clerk.getByLabel('Email').fill(email);
      await clerk.getByLabel('Password', { exact: true }).fill(password);
      await clerk.getByRole('button', { name: 'Login' }).click();
      await clerk.waitForURL(/\/select$/);
    };
    // At the first counter: an English browser; the clerk picks Português in the badge, then signs out.
    const first = await browser.newContext({ locale: 'en-US' });
    const counter1 = await first.newPage();
    await signInAsClerk(counter1);
    await counter1.getByRole('heading', { name: 'Choose an area' }).waitFor();
    await counter1.goto(`${stack.baseUrl}/dashboard`);
    const saved = counter1.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'SetLanguage',
    );
    await counter1.getByTestId('user-badge').getByRole('button', { name: 'Português' }).click();
    expect((await saved).status()).toBe(200);
    await counter1.getByTestId('user-badge').getByRole('button', { name: 'Sair' }).click();
    await counter1.waitForURL(/\/login$/);
    await first.close();

    // At another counter: a fresh English browser, nothing remembered; the record brings Portuguese.
    const second = await browser.newContext({ locale: 'en-US' });
    const counter2 = await second.newPage();
    await signInAsClerk(counter2);
    await counter2.getByRole('heading', { name: 'Escolha uma área' }).waitFor();
    expect(await counter2.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(await counter2.evaluate(() => window.localStorage.getItem('language'))).toBe('pt-BR');
    await second.close();
  });
});
