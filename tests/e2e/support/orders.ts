/** Filling the new-order form as a clerk does, for the suites that take orders through /new. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

/** 'YYYY-MM-DD' of a date field's text 'MM/DD/YYYY'. */
export function isoOfTyped(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) throw new Error(`not a typed date: ${text}`);
  return `${m[3]}-${m[1]}-${m[2]}`;
}

/** The parties and amount of an order typed on /new: a sender (by its details), a Bank Deposit beneficiary, USD 100 (or amountUsd) + 5 fee in cash. */
export interface TypedOrder {
  sender: { fullName: string; cpf: string };
  beneficiary: { fullName: string; cpf: string; bankName: string; branch: string; accountNumber: string };
  /** Whole US dollars; 100 when left out. */
  amountUsd?: number;
}

/** Fills /new with the order and goes to /preview. */
export async function typeOrder(page: Page, baseUrl: string, order: TypedOrder): Promise<void> {
  await page.goto(`${baseUrl}/new`);
  const sender = page.getByTestId('sender-section');
  const beneficiary = page.getByTestId('beneficiary-section');
  const transfer = page.getByTestId('transfer-section');
  await transfer.getByLabel('Fee', { exact: true }).waitFor();
  await sender.getByLabel(/^Full Name/).fill(order.sender.fullName);
  await sender.getByLabel(/^Birthday/).fill('1979-09-30');
  await sender.getByLabel(/^CPF/).fill(order.sender.cpf);
  await sender.getByLabel(/^Telephone/).fill('9735550178');
  await sender.getByLabel(/^Street Address/).fill('78 Ferry Street');
  await sender.getByLabel(/^Zip Code/).fill('07105');
  await expect.poll(() => sender.getByLabel(/^City/).inputValue()).toBe('Newark');
  await sender.getByLabel(/^Document Number/).fill('P7788991');
  await beneficiary.getByLabel(/^Full Name/).fill(order.beneficiary.fullName);
  await beneficiary.getByLabel(/^CPF/).fill(order.beneficiary.cpf);
  await beneficiary.getByLabel(/^State/).fill('BA');
  await beneficiary.getByLabel(/^City/).fill('Salvador');
  await beneficiary.getByLabel(/^Document Number/).fill('MG1234567');
  await beneficiary.getByLabel(/^Bank Name/).fill(order.beneficiary.bankName);
  await beneficiary.getByLabel(/^Branch/).fill(order.beneficiary.branch);
  await beneficiary.getByLabel(/^Account Number/).fill(order.beneficiary.accountNumber);
  await choose(page, transfer, 'Payment In', /^5/);
  const amount = order.amountUsd ?? 100;
  await transfer.getByLabel('Amount USD').fill(String(amount));
  // The total as typed on screen may carry thousands separators ('10,505.00').
  await expect
    .poll(async () => (await transfer.getByLabel('Total With Fee').inputValue()).replace(/,/g, ''))
    .toMatch(new RegExp(`^${amount + 5}(\\.00)?$`));
  await choose(page, transfer, 'Payment Method 1', 'Cash');
  await transfer.getByLabel('Payment Value 1').fill(String(amount + 5));
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.waitForURL(/\/preview$/);
}
