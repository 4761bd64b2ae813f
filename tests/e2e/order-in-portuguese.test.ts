/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (docs/i18n.md): the
 * main job in Portuguese, from sign-in to receipt. A clerk signs in with Português chosen on /login,
 * takes an order for a new client and beneficiary through the form meeting the five checks of
 * docs/orders.md#validation in Portuguese, reads amounts as 'US$ 1.234,56' / 'R$ 6.172,80' and
 * dates DD/MM/YYYY, confirms, opens the receipt; then chooses English and finds the specs' texts.
 * Each test signs in with Português chosen in a browser of its own and makes the order it reads
 * (./support/seed), so any one runs alone and in any order.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { choose } from './support/orders.js';
import { createOrder, createParties } from './support/seed.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/** Intl puts a no-break space between the currency symbol and the number. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** 'YYYY-MM-DD' of a date field's text in Portuguese, 'DD/MM/YYYY'. */
function isoOfTypedPt(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) throw new Error(`not a DD/MM/YYYY date: ${text}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** Submits the form with `button` and returns the text of the error modal titled `title`, closing it. */
async function previewError(page: Page, button: string, title: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog').filter({ hasText: title });
  await modal.waitFor();
  const text = await modal.innerText();
  await modal.getByRole('button').first().click();
  await modal.waitFor({ state: 'hidden' });
  return text;
}

describe.skipIf(skipReason !== null)('an order in Portuguese, from sign-in to receipt', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const suffix = Date.now().toString(36);
  let serial = 0;

  beforeAll(async () => {
    // Its sign-ins save Portuguese on the administrator's record, which every suite signs in as: a stack of its own.
    stack = await startStack({}, { own: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const htmlLang = () => page.evaluate(() => document.documentElement.lang);

  /**
   * Signs in, in a new browser whose own language is English, with Português chosen on /login (the
   * Portuguese comes from the clerk's choice); `page` is then that browser's.
   */
  async function signInInPortuguese() {
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.getByLabel('E-mail').fill(stack.adminEmail);
    await page.getByLabel('Senha', { exact: true }).fill(stack.adminPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/select$/);
  }

  /**
   * An order of today made through the gateway: USD 1,234.56 at 5 (BRL 6,172.80) plus a 5.00 fee,
   * paid today, of a new client 'Joana Prado {tag}' to 'Pedro Prado {tag}' at Banco do Brasil.
   */
  async function newOrder() {
    const tag = `${suffix} ${++serial}`;
    const parties = await createParties(page, tag, { bankName: 'Banco do Brasil', branch: '3344', accountNumber: '99881-2' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const orderId = await createOrder(page, parties, {
      amountUsd: '1234.56',
      exchangeRate: '5.000000',
      amountBrl: '6172.80',
      fee: '5.00',
      creationDate: today,
    });
    await page.goto(`${stack.baseUrl}/order/${orderId}`);
    await page.getByRole('button', { name: 'Gerar Recibo' }).waitFor();
    return { orderId, today, senderName: `Joana Prado ${tag}`, beneficiaryName: `Pedro Prado ${tag}` };
  }

  it('signs in with Português chosen on /login', async () => {
    await signInInPortuguese();
    await page.getByRole('heading', { name: 'Escolha uma área' }).waitFor();
    expect(await htmlLang()).toBe('pt-BR');
  });

  it('meets the five checks with their Portuguese messages, previews and confirms the order', async () => {
    const senderName = `Helena Duarte ${suffix}`;
    await signInInPortuguese();
    await page.goto(`${stack.baseUrl}/new`);
    const sender = page.getByTestId('sender-section');
    const beneficiary = page.getByTestId('beneficiary-section');
    const transfer = page.getByTestId('transfer-section');
    await transfer.getByLabel('Taxa', { exact: true }).waitFor();
    const creation = isoOfTypedPt(await transfer.getByLabel('Data de Criação').inputValue());

    // Check 1: the sender.
    expect(await previewError(page, 'Pré-visualizar', 'Erro!')).toContain(
      'Preencha todos os campos obrigatórios na seção Dados do Remetente',
    );
    await sender.getByLabel(/^Nome Completo/).fill(senderName);
    await sender.getByLabel(/^Data de Nascimento/).fill('12041981');
    await expect.poll(() => sender.getByLabel(/^Data de Nascimento/).inputValue()).toBe('12/04/1981');
    await sender.getByLabel(/^CPF/).fill('529.982.247-25');
    await sender.getByLabel(/^Telefone/).fill('9735550177');
    await sender.getByLabel(/^Endereço/).fill('77 Ferry Street');
    await sender.getByLabel(/^ZIP code/).fill('07105');
    await expect.poll(() => sender.getByLabel(/^Cidade/).inputValue()).toBe('Newark');
    await sender.getByLabel(/^Número do Documento/).fill('P7788990');

    // Check 2: the beneficiary.
    expect(await previewError(page, 'Pré-visualizar', 'Erro!')).toContain(
      'Preencha todos os campos obrigatórios na seção Dados do Beneficiário',
    );
    await beneficiary.getByLabel(/^Nome Completo/).fill(`Otavio Duarte ${suffix}`);
    await beneficiary.getByLabel(/^CPF/).fill('111.444.777-35');
    await beneficiary.getByLabel(/^Estado/).fill('BA');
    await beneficiary.getByLabel(/^Cidade/).fill('Salvador');
    await beneficiary.getByLabel(/^Número do Documento/).fill('MG1234567');

    // Check 3: a payment date before the creation date, typed DD/MM/YYYY.
    const yesterday = new Date(`${creation}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const [y, m, d] = yesterday.toISOString().slice(0, 10).split('-');
    await transfer.getByLabel('Data de Pagamento').fill(`${d}/${m}/${y}`);
    expect(await previewError(page, 'Pré-visualizar', 'Erro!')).toContain('A data de pagamento não pode ser anterior à data de criação');
    await choose(page, transfer, 'Pagamento em', /^5 dias/);
    const paymentDate = await transfer.getByLabel('Data de Pagamento').inputValue();
    expect(paymentDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(isoOfTypedPt(paymentDate) > creation).toBe(true);

    // Check 4: Bank Deposit needs the banking fields.
    expect(await previewError(page, 'Pré-visualizar', 'Erro!')).toContain('Preencha os dados bancários na seção Dados do Beneficiário');
    await beneficiary.getByLabel(/^Banco/).fill('Banco do Brasil');
    await beneficiary.getByLabel(/^Agência/).fill('3344');
    await beneficiary.getByLabel(/^Número da Conta/).fill('99881-2');

    // Amounts typed as a Brazilian writes them, with a decimal comma: 1.234,56 x 5 = 6.172,80; with
    // the fee of 5, 1.239,56. The computed fields show the decimal with the comma (docs/i18n.md); the
    // preview and the order show them formatted below.
    await transfer.getByLabel('Valor USD').fill('1.234,56');
    await transfer.getByLabel('Câmbio').fill('5');
    // The text stays as typed (docs/money-and-dates.md#typed-amounts); what it reads as sets BRL and the total.
    await expect.poll(() => transfer.getByLabel('Valor USD').inputValue()).toBe('1.234,56');
    await expect.poll(() => transfer.getByLabel('Valor BRL').inputValue()).toBe('6172,80');
    await expect.poll(() => transfer.getByLabel('Total com Taxa').inputValue()).toBe('1239,56');

    // Check 5: payment lines that do not add up, then do.
    await choose(page, transfer, 'Forma de Pagamento 1', 'Dinheiro');
    await transfer.getByLabel('Valor do Pagamento 1').fill('1000');
    await transfer.getByRole('button', { name: 'Adicionar Pagamento' }).click();
    await choose(page, transfer, 'Forma de Pagamento 2', 'Zelle');
    await transfer.getByLabel('Valor do Pagamento 2').fill('200');
    await page.getByText('O total pago não confere com o total com taxa!').first().waitFor();
    await transfer.getByLabel('Valor do Pagamento 2').fill('239,56');
    await expect.poll(() => page.getByText('O total pago não confere com o total com taxa!').count()).toBe(0);

    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await page.waitForURL(/\/preview$/);
    await page.getByText(senderName).first().waitFor();
    const preview = plain(await page.locator('main').innerText());
    for (const expected of ['US$ 1.234,56', 'R$ 6.172,80', 'US$ 1.239,56', paymentDate]) expect(preview, expected).toContain(expected);

    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const orderId = /\/order\/(\d+)$/.exec(page.url())![1]!;
    await page
      .getByRole('alert')
      .filter({ hasText: `Pedido nº ${orderId} criado` })
      .waitFor();
    await expect.poll(async () => plain(await page.getByTestId('order-amount-usd').innerText())).toContain('US$ 1.234,56');
    expect(plain(await page.getByTestId('order-amount-brl').innerText())).toContain('R$ 6.172,80');
    expect(await page.getByTestId('order-payment-date').innerText()).toContain(paymentDate);
    expect(await page.getByTestId('order-status').innerText()).toMatch(/Pendente/);
  });

  it('opens the receipt, bilingual with Portuguese first', async () => {
    await signInInPortuguese();
    const { orderId, senderName, beneficiaryName } = await newOrder();
    const [receipt] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Gerar Recibo' }).click()]);
    await receipt.waitForLoadState();
    expect(receipt.url()).toMatch(new RegExp(`/receipt/${orderId}$`));
    const copy = receipt.getByTestId('receipt-copy').first();
    await copy.waitFor();
    const text = plain(await copy.innerText());
    for (const expected of [senderName, beneficiaryName, 'Banco do Brasil', '$1,234.56', '6,172.80'])
      expect(text, expected).toContain(expected);
    const pt = text.indexOf('Valor a ser recebido pelo beneficiário');
    const en = text.indexOf('Amount the beneficiary will receive');
    expect(pt).toBeGreaterThanOrEqual(0);
    expect(en).toBeGreaterThan(pt);
    await receipt.close();
  });

  it("brings back the specs' English texts when English is chosen", async () => {
    await signInInPortuguese();
    const { today } = await newOrder();
    await page.getByTestId('user-badge').getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Generate Receipt' }).waitFor();
    expect(await htmlLang()).toBe('en');
    expect(plain(await page.getByTestId('order-amount-usd').innerText())).toContain('$1,234.56');
    expect(await page.getByTestId('order-status').innerText()).toMatch(/Pending/);
    const [y, m, d] = today.split('-');
    expect(await page.getByTestId('order-payment-date').innerText()).toContain(`${m}/${d}/${y}`);

    // The form's first check, word for word from docs/orders.md#validation.
    await page.goto(`${stack.baseUrl}/new`);
    const transfer: Locator = page.getByTestId('transfer-section');
    await transfer.getByLabel('Fee', { exact: true }).waitFor();
    expect(await transfer.getByLabel('Creation Date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await previewError(page, 'Preview', 'Error!')).toContain('Please fill in all required fields in the Sender Information section');
  });
});
