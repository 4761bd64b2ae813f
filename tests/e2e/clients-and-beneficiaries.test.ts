/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (issue: clients and
 * beneficiaries): open a client and change its ZIP to see city and state filled (docs/clients-and-beneficiaries.md zip
 * lookup, docs/errors.md 'Zip error!'), see an invalid CPF refused with a clear message (docs/clients-and-beneficiaries.md), upload
 * a document and download it back byte for byte (docs/clients-and-beneficiaries.md#screens, docs/errors.md), and give a beneficiary two Pix keys and
 * make the second main (docs/clients-and-beneficiaries.md Pix list manager, Pix add rule).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { graphqlAsUser, signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe.skipIf(skipReason !== null)('clients and beneficiaries in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const suffix = Date.now().toString(36);
  const clientName = `Carla Mendes ${suffix}`;
  const beneficiaryName = `Rafael Costa ${suffix}`;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    // Seed one client and one beneficiary through the real API (the orders issue creates them from /new).
    const client = await graphqlAsUser(page, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
      i: {
        fullName: clientName,
        birthday: '1979-06-02',
        cpf: '529.982.247-25',
        telephone: '9735550188',
        streetAddress: '5 Market St',
        zipCode: '07102',
        city: 'Newark',
        state: 'NJ',
        documentType: 'PASSPORT',
        documentNumber: 'X998877',
      },
    });
    expect(client.errors).toBeUndefined();
    const beneficiary = await graphqlAsUser(page, 'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }', {
      i: {
        fullName: beneficiaryName,
        cpf: '111.444.777-35',
        state: 'MG',
        city: 'Belo Horizonte',
        payoutType: 'PIX',
        accountType: 'SAVINGS',
        pix: `rafael.${suffix}@example.com`,
        documentType: 'CPF',
        documentNumber: '11144477735',
      },
    });
    expect(beneficiary.errors).toBeUndefined();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openClient(): Promise<void> {
    await page.goto(`${stack.baseUrl}/clients?search=${encodeURIComponent(clientName)}`);
    await page.getByTestId('client-card').filter({ hasText: clientName }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/Zip Code/)
      .waitFor();
  }

  it('fills city and state from the ZIP, and says Zip error! for an unknown one (docs/clients-and-beneficiaries.md#calls, docs/errors.md)', async () => {
    await openClient();
    const dialog = page.getByRole('dialog');
    const zip = dialog.getByLabel(/Zip Code/);
    await zip.fill('00000');
    await zip.blur();
    await dialog.getByText('Zip error!').waitFor();

    await zip.fill('10001');
    await zip.blur();
    await expect.poll(() => dialog.getByLabel(/^City/).inputValue()).toBe('New York');
    await expect(dialog.getByLabel(/^State/).inputValue()).resolves.toBe('NY');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const stored = await graphqlAsUser(page, 'query($s: String) { clients(search: $s) { items { zipCode city state } } }', {
      s: clientName,
    });
    expect(stored.data.clients.items).toEqual([{ zipCode: '10001', city: 'New York', state: 'NY' }]);
  });

  it('refuses an invalid CPF with a message that names it, and keeps the stored one (docs/clients-and-beneficiaries.md)', async () => {
    await openClient();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^CPF/).fill('123.456.789-00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/valid CPF/)
      .first()
      .waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    const stored = await graphqlAsUser(page, 'query($s: String) { clients(search: $s) { items { cpf } } }', { s: clientName });
    expect(stored.data.clients.items).toEqual([{ cpf: '52998224725' }]);
  });

  it('uploads a document and downloads the same bytes back (docs/clients-and-beneficiaries.md#screens, docs/errors.md)', async () => {
    await openClient();
    const dialog = page.getByRole('dialog');
    // No file yet: the spec's modal.
    await dialog.getByRole('button', { name: 'Download Document' }).click();
    await page.getByText('Error: No file on system').waitFor();
    await page.getByText('Please upload a document file and try again!').waitFor();
    await page.keyboard.press('Escape');

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await (await chooser).setFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect
      .poll(
        async () =>
          (await graphqlAsUser(page, 'query($s: String) { clients(search: $s) { items { hasDocument } } }', { s: clientName })).data.clients
            .items[0].hasDocument,
      )
      .toBe(true);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Document' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).equals(PDF)).toBe(true);
  });

  it('gives a beneficiary two Pix keys and makes the second main (docs/clients-and-beneficiaries.md#screens, #validation)', async () => {
    await page.goto(`${stack.baseUrl}/beneficiaries?search=${encodeURIComponent(beneficiaryName)}`);
    await page.getByTestId('beneficiary-row').filter({ hasText: beneficiaryName }).click();
    await page.getByRole('button', { name: 'Manage PIX Keys' }).click();
    const manager = page.getByRole('dialog').filter({ has: page.getByLabel('New PIX Key') });
    const add = manager.getByRole('button', { name: 'Add' });
    // docs/clients-and-beneficiaries.md#validation: a Pix can be added only when its text is non-empty.
    await expect(add.isDisabled()).resolves.toBe(true);

    const secondKey = '123e4567-e89b-42d3-a456-426614174000';
    await manager.getByLabel('New PIX Key').fill(secondKey);
    await add.click();
    const second = manager.getByTestId('pix-key').filter({ hasText: secondKey });
    await second.waitFor();
    await expect(manager.getByTestId('pix-key').count()).resolves.toBe(2);
    await second.getByRole('button', { name: 'Set Main' }).click();
    await expect.poll(() => second.innerText()).toContain('Main');

    const stored = await graphqlAsUser(page, 'query($s: String) { beneficiaries(search: $s) { items { pix pixKeys { key main } } } }', {
      s: beneficiaryName,
    });
    const item = stored.data.beneficiaries.items[0];
    expect(item.pix).toBe(secondKey);
    expect(item.pixKeys.filter((k: { main: boolean }) => k.main)).toEqual([{ key: secondKey, main: true }]);
    expect(item.pixKeys).toHaveLength(2);
  });
});
