/**
 * End to end, in Debian's Chromium against the stack started by `npm start` (issue: order lists,
 * dashboard, partial payments and reports): the dashboard's counts match the orders due on each day
 * of the week (docs/lists-and-reports.md, #dashboard), two partial payments change the remaining
 * value on the order and in the lists (docs/orders.md#partial-payments; docs/lists-and-reports.md), the payments report
 * prints (docs/lists-and-reports.md receipt-of-payments page), and an order report for a date range lists exactly the
 * orders in it (docs/lists-and-reports.md Orders Report; docs/lists-and-reports.md#date-report). The week's orders are
 * made once and only read; a test that pays an order out makes its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { createOrder, gqlAsUser } from './support/seed.js';
import { graphqlAsUser, signIn } from './support/session.js';
import { startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/** 'YYYY-MM-DD' of a local date. */
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe.skipIf(skipReason !== null)('lists, dashboard, partial payments and reports in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const today = new Date();
  const nextMonday = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ((8 - today.getDay()) % 7 || 7));
  const weekDates = Array.from({ length: 5 }, (_, i) =>
    iso(new Date(nextMonday.getFullYear(), nextMonday.getMonth(), nextMonday.getDate() + i)),
  );
  /** Orders to create per weekday of next week, by final status. */
  const plan: Record<string, ('PENDING' | 'COMPLETED' | 'CANCELLED')[]> = {
    [weekDates[0]!]: ['PENDING', 'PENDING'],
    [weekDates[1]!]: ['PENDING', 'COMPLETED'],
    [weekDates[2]!]: ['CANCELLED'],
    [weekDates[3]!]: [],
    [weekDates[4]!]: ['PENDING', 'PENDING', 'COMPLETED'],
  };
  const created: { id: string; paymentDate: string }[] = [];
  const suffix = Date.now().toString(36);
  let parties: { clientId: string; beneficiaryId: string };

  /**
   * A Pending order of the same client and beneficiary, BRL 1,000.00, created and paid today: outside
   * next week, so the week's counts and the report range keep their plan. A test's own order.
   */
  const todaysOrder = () =>
    createOrder(page, parties, {
      amountUsd: '200.00',
      exchangeRate: '5.000000',
      amountBrl: '1000.00',
      fee: '5.00',
      creationDate: iso(today),
    });

  beforeAll(async () => {
    // The agency's today is this machine's today, so the form, the server and the test agree.
    // A stack of its own: the week's counts are of every order in the database.
    stack = await startStack({ AGENCY_TIME_ZONE: Intl.DateTimeFormat().resolvedOptions().timeZone }, { own: true });
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    const client = await graphqlAsUser(page, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
      i: {
        fullName: `Lucia Prado ${suffix}`,
        birthday: '1975-07-07',
        cpf: '52998224725',
        telephone: '9735550155',
        streetAddress: '3 Broad St',
        zipCode: '07102',
        city: 'Newark',
        state: 'NJ',
        documentType: 'CNH',
        documentNumber: 'L55',
      },
    });
    const beneficiary = await graphqlAsUser(page, 'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }', {
      i: {
        fullName: `Pedro Prado ${suffix}`,
        cpf: '11144477735',
        state: 'CE',
        city: 'Fortaleza',
        payoutType: 'BANK_DEPOSIT',
        accountType: 'SAVINGS',
        bankName: 'Caixa',
        branch: '0001',
        accountNumber: '123-4',
        documentType: 'CPF',
        documentNumber: '11144477735',
      },
    });
    parties = { clientId: client.data.createClient.id, beneficiaryId: beneficiary.data.createBeneficiary.id };
    for (const [paymentDate, statuses] of Object.entries(plan)) {
      for (const status of statuses) {
        const order = await graphqlAsUser(page, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
          input: {
            clientId: client.data.createClient.id,
            beneficiaryId: beneficiary.data.createBeneficiary.id,
            amountUsd: '200.00',
            exchangeRate: '5.000000',
            amountBrl: '1000.00',
            fee: '5.00',
            totalWithFee: '205.00',
            paymentLines: [{ method: 'CASH', value: '205.00' }],
            days: -1,
            creationDate: iso(today),
            paymentDate,
          },
        });
        expect(order.errors).toBeUndefined();
        const id = order.data.createOrder.id;
        if (status !== 'PENDING') {
          const changed = await graphqlAsUser(
            page,
            'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s, force: true) { id } }',
            { id, s: status },
          );
          expect(changed.errors).toBeUndefined();
        }
        created.push({ id, paymentDate });
      }
    }
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("shows each weekday's completed, cancelled and pending counts of the picked week (docs/lists-and-reports.md)", async () => {
    await page.goto(`${stack.baseUrl}/dashboard`);
    // The picker takes the agency's today once the dashboard has loaded: type after that, or the
    // loaded today replaces what was typed.
    await page.getByTestId('week-day').first().waitFor();
    // A plain date field typed MM/DD/YYYY, slashes added as the digits come (ui/DateTextField.tsx).
    const picker = page.getByRole('textbox', { name: 'Week of' });
    await picker.click();
    await picker.press('ControlOrMeta+a');
    await page.keyboard.type(weekDates[2]!.slice(5, 7) + weekDates[2]!.slice(8, 10) + weekDates[2]!.slice(0, 4));
    for (const date of weekDates) {
      const day = page.locator(`[data-testid="week-day"][data-date="${date}"]`);
      await day.waitFor();
      const statuses = plan[date]!;
      const count = (s: string) => String(statuses.filter((x) => x === s).length);
      await expect.poll(() => day.getByTestId('count-pending').innerText(), { message: `${date} pending` }).toContain(count('PENDING'));
      await expect(day.getByTestId('count-completed').innerText()).resolves.toContain(count('COMPLETED'));
      await expect(day.getByTestId('count-cancelled').innerText()).resolves.toContain(count('CANCELLED'));
    }
    // An administrator's day links to that day's order table (docs/lists-and-reports.md).
    await page.locator(`[data-testid="week-day"][data-date="${weekDates[0]}"]`).getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/orders/date/${weekDates[0]}`));
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(2);
  });

  it('records two partial payments that lower the remaining value on the order and in the list (docs/lists-and-reports.md)', async () => {
    const orderId = await todaysOrder();
    await page.goto(`${stack.baseUrl}/order/${orderId}`);
    await page.getByRole('button', { name: 'Transfer Log' }).click();
    const log = page.getByRole('dialog');
    for (const value of ['300', '150.25']) {
      await log.getByLabel('Value').fill(value);
      await log.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => log.getByTestId('partial-record').count()).toBe(value === '300' ? 1 : 2);
    }
    await expect(log.getByTestId('transfer-log-total').innerText()).resolves.toContain('450.25');
    await expect(log.getByTestId('transfer-log-remainder').innerText()).resolves.toContain('549.75');
    // A payment beyond what is owed is refused with the server's message, and nothing changes.
    await log.getByLabel('Value').fill('549.76');
    await log.getByRole('button', { name: 'Add' }).click();
    await page
      .getByText(/below zero/)
      .first()
      .waitFor();
    await expect(log.getByTestId('partial-record').count()).resolves.toBe(2);
    await log.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' }).click();
    await expect.poll(() => page.getByTestId('remaining-value').innerText()).toContain('549.75');

    await page.goto(`${stack.baseUrl}/orders?id=${orderId}`);
    const row = page.getByTestId('order-row');
    await expect.poll(() => row.count()).toBe(1);
    await expect(row.innerText()).resolves.toContain('549.75');
  });

  it('prints the receipt of payments with both payments (docs/lists-and-reports.md, #payments-report)', async () => {
    const orderId = await todaysOrder();
    for (const value of ['300.00', '150.25']) {
      await gqlAsUser(page, 'mutation($id: ID!, $v: Decimal!) { addPartialPayment(orderId: $id, value: $v) { total } }', {
        id: orderId,
        v: value,
      });
    }
    await page.goto(`${stack.baseUrl}/order/${orderId}`);
    await page.getByRole('button', { name: 'Transfer Log' }).click();
    // The log loaded, as a clerk sees it before reaching for the report (its Export CSV comes with
    // it). Clicked while the dialog was still filling in, the link once opened no page in 30 s on a
    // loaded machine.
    const log = page.getByRole('dialog', { name: `Transfer Log · Order #${orderId}` });
    await log.getByRole('button', { name: 'Export CSV' }).waitFor();
    const [report] = await Promise.all([page.context().waitForEvent('page'), log.getByTestId('generate-report').click()]);
    await report.waitForLoadState();
    expect(report.url()).toMatch(new RegExp(`/report/${orderId}$`));
    await report.getByTestId('payments-sheet').first().waitFor();
    await expect(report.getByTestId('payment-line').count()).resolves.toBe(2);
    const text = await report.getByTestId('payments-sheet').first().innerText();
    expect(text).toContain('300.00');
    expect(text).toContain('150.25');
    expect(text).toContain(`Lucia Prado ${suffix}`);
    await report.close();
    await page.keyboard.press('Escape');
  });

  it('lists exactly the orders whose payment date lies in the report range (docs/lists-and-reports.md)', async () => {
    const [start, end] = [weekDates[0]!, weekDates[2]!];
    await page.goto(`${stack.baseUrl}/orders/report/${start}_${end}`);
    await page.getByTestId('report-row').first().waitFor();
    const expected = created
      .filter((o) => o.paymentDate >= start && o.paymentDate <= end)
      .map((o) => o.id)
      .sort();
    const shown = (await page.getByTestId('report-row').allInnerTexts()).map((t) => /^\s*#?(\d+)/.exec(t)?.[1]).sort();
    expect(shown).toEqual(expected);
    await page.goto(`${stack.baseUrl}/orders/report/${weekDates[3]}_${weekDates[3]}`);
    await page.getByText('No Reports For This Date').waitFor();
  });
});
