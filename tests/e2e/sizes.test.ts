/**
 * Screen sizes, end to end in Debian's Chromium against `npm start` (docs/screens.md#sizes): at a
 * phone (390×844), a tablet (800×1000) and a laptop (1366×768) the page title (h1) and its buttons
 * are on screen and not under the fixed app bar; on a phone the orders table shows its key
 * columns (id, beneficiary, amount, status) without scrolling sideways; the sidebar fits a
 * 1366×768 screen; investment amounts stay on one line with their currency; no button's label
 * breaks across lines or leaves its border or its card, in English or Portuguese, on the screens
 * with rows of buttons and in the transfer log. At a tablet (800×1000) and a laptop (1366×768) the
 * key columns of every table (id, names, amount, payment date, status), header and first row, lie
 * inside the screen and the table's box, and every card of a card list inside the screen, in English
 * and Portuguese; at a phone a 60-character name without a space wraps inside its row or card and
 * leaves Amount and Status on screen (issue 30 items 5 and 15).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, launchBrowser } from './support/browser.js';
import { createInvestment, createOrder, createOrders, createParties, gqlAsUser } from './support/seed.js';
import { signIn } from './support/session.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const skipReason = browserUnavailable();

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1000 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** Screens with a title and buttons beside it. */
const SCREENS = ['/dashboard', '/orders', '/clients', '/beneficiaries', '/employees', '/investments/list'];

/** The localStorage key the browser remembers the clerk's language under (docs/i18n.md). */
const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Screens with buttons in a row beside filters or a total: on the compliance alerts at 1366 wide
 * the filters squeezed 'Export CSV' to 64 px, its label on two lines and its icon over its border;
 * at 390 the dashboard's 'Show Pending Orders' and the order form's 'Adicionar Pagamento' broke in two.
 */
const BUTTON_SCREENS = [
  '/dashboard',
  '/orders',
  '/orders/hold',
  '/compliance/alerts',
  '/compliance/recordkeeping',
  '/investments/list',
  '/new',
];

/**
 * Each element's label, its lines (the distinct tops of its text's boxes; an icon is not text) and
 * whether it and its icon lie inside the nearest paper (a card, a dialog) or the main area.
 */
async function measureButtons(elements: Locator): Promise<{ label: string; lines: number; inside: boolean }[]> {
  return elements.evaluateAll((all) =>
    all.map((element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of Array.from(range.getClientRects())) if (box.width > 0) tops.add(Math.round(box.top));
      }
      const border = element.getBoundingClientRect();
      const icon = element.querySelector('svg')?.getBoundingClientRect();
      const container = (element.parentElement!.closest('.MuiPaper-root') ?? element.closest('main'))!.getBoundingClientRect();
      return {
        label: (element.textContent ?? '').trim(),
        lines: tops.size,
        inside:
          border.left >= container.left - 0.5 &&
          border.right <= container.right + 0.5 &&
          (!icon || (icon.left >= border.left && icon.right <= border.right)),
      };
    }),
  );
}

/** The order page's button that opens the transfer log, in each language. */
const TRANSFER_LOG: Record<string, string> = { en: 'Transfer Log', 'pt-BR': 'Registro de Pagamentos' };

/** The catalogues, as the screens read them: English in two files, Portuguese in one (docs/i18n.md). */
const CATALOGUES: Record<string, Record<string, unknown>> = {
  en: {
    ...(JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/en.json'), 'utf8')) as Record<string, unknown>),
    ...(JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/en.screens.json'), 'utf8')) as Record<string, unknown>),
  },
  'pt-BR': JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/pt-BR.json'), 'utf8')) as Record<string, unknown>,
};

/** The text of catalogue key `key` ('csv.status') in `language`. */
function label(language: string, key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[language]);
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
  return text;
}

/** What the suite made: the paths of the tables that need an id or a date. */
interface Seeded {
  today: string;
  consortiumId: string;
}

/** The order tables' key columns (docs/screens.md#sizes). */
const ORDER_KEYS = ['csv.id', 'csv.sender', 'csv.beneficiary', 'csv.amountUsd', 'csv.paymentDate', 'csv.status'];

/**
 * Every table of the app with its key columns (id, names, amount, payment or due date, status) as
 * catalogue keys: the table is the one named `table` (its aria-label's catalogue key), or the first
 * of the screen.
 */
const KEY_TABLES: { path: (seeded: Seeded) => string; table?: string; columns: string[] }[] = [
  { path: () => '/orders/pending', table: 'lists.orders', columns: ORDER_KEYS },
  { path: () => '/orders', table: 'lists.orders', columns: ORDER_KEYS },
  { path: () => '/orders?status=PENDING', table: 'lists.orders', columns: ORDER_KEYS },
  { path: () => '/orders/standby', table: 'lists.orders', columns: ORDER_KEYS },
  { path: ({ today }) => `/orders/date/${today}`, table: 'lists.orders', columns: ORDER_KEYS },
  {
    path: ({ today }) => `/orders/report/${today}_${today}`,
    table: 'lists.ordersReport',
    columns: ['csv.id', 'csv.clientName', 'csv.recipientName', 'csv.paymentDate', 'csv.totalUsd', 'csv.status'],
  },
  { path: () => '/beneficiaries', table: 'people.beneficiaries', columns: ['csv.id', 'people.fullName'] },
  { path: () => '/birthdays', columns: ['people.id', 'people.fullName', 'people.telephone'] },
  {
    path: () => '/investments/list',
    table: 'investments.investments',
    columns: ['investments.id', 'investments.client', 'investments.amountUsd', 'investments.finalizationDate', 'investments.status'],
  },
  {
    path: ({ consortiumId }) => `/consortium/${consortiumId}`,
    table: 'consortium.register',
    columns: ['consortium.clientName', 'consortium.date', 'consortium.amountUsd', 'consortium.status'],
  },
  {
    path: () => '/compliance/alerts',
    table: 'alerts.tableName',
    columns: ['alerts.date', 'alerts.typeFilter', 'alerts.person', 'alerts.amountOrMatches', 'alerts.statusFilter'],
  },
  {
    path: () => '/compliance/recordkeeping',
    table: 'recordkeeping.tableName',
    columns: ['alerts.order', 'alerts.date', 'alerts.amount', 'alerts.sender', 'alerts.beneficiary'],
  },
  {
    path: () => '/compliance/sanctions',
    table: 'compliance.screenings',
    columns: ['compliance.when', 'compliance.name', 'compliance.outcome'],
  },
  { path: () => '/audit', columns: ['history.when', 'history.who', 'history.record', 'history.what'] },
];

/** The card lists and their cards' test id: each card lies inside the screen, and its texts inside it. */
const CARD_LISTS = [
  { path: '/orders/hold', card: 'order-card' },
  { path: '/orders/created-today', card: 'order-card' },
  { path: '/orders/payment-today', card: 'order-card' },
  { path: '/clients', card: 'client-card' },
  { path: '/employees', card: 'employee-card' },
];

/**
 * Where each of `headers` (the header cells' texts) and the cell under it in the table's first row
 * lie: 'inside' the screen and the table's box (its nearest ancestor that scrolls or clips sideways),
 * 'hidden', or their left and right against the box's and the screen's.
 */
async function keyColumnPlaces(table: Locator, headers: string[]): Promise<{ column: string; header: string; cell: string }[]> {
  return table.evaluate((element, texts) => {
    const screen = document.documentElement.clientWidth;
    let box: Element = element.parentElement!;
    for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
      if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(a).overflowX)) {
        box = a;
        break;
      }
    }
    const bounds = box.getBoundingClientRect();
    const left = Math.max(0, bounds.left) - 0.5;
    const right = Math.min(screen, bounds.right) + 0.5;
    const place = (cell: Element | undefined): string => {
      if (!cell) return 'no row';
      const r = cell.getBoundingClientRect();
      if (getComputedStyle(cell).display === 'none' || r.width === 0) return 'hidden';
      if (r.left >= left && r.right <= right) return 'inside';
      return `${Math.round(r.left)}-${Math.round(r.right)} outside ${Math.round(bounds.left)}-${Math.round(bounds.right)} of a ${screen} px screen`;
    };
    const head = (element as HTMLTableElement).tHead!.rows[0]!;
    const first = (element as HTMLTableElement).tBodies[0]?.rows[0];
    return texts.map((text) => {
      const th = Array.from(head.cells).find((c) => (c.textContent ?? '').trim().startsWith(text));
      if (!th) return { column: text, header: 'missing', cell: 'missing' };
      return { column: text, header: place(th), cell: place(first?.cells[th.cellIndex]) };
    });
  }, headers);
}

/**
 * For each card of `cards` shown, whether it lies inside the screen and every text in it inside the
 * card, whole (not cut by an ellipsis): its label (aria-label) and what is out of place.
 */
async function cardPlaces(cards: Locator): Promise<{ card: string; outside: string[] }[]> {
  return cards.evaluateAll((all) => {
    const screen = document.documentElement.clientWidth;
    return all.map((card) => {
      const c = card.getBoundingClientRect();
      const outside: string[] = [];
      if (c.left < -0.5 || c.right > screen + 0.5) outside.push(`the card ${Math.round(c.left)}-${Math.round(c.right)}`);
      for (const el of Array.from(card.querySelectorAll<HTMLElement>('h2, p, span, a'))) {
        if (el.children.length > 0 || !(el.textContent ?? '').trim()) continue;
        const r = el.getBoundingClientRect();
        const cut = getComputedStyle(el).display !== 'inline' && el.scrollWidth > el.clientWidth + 1;
        if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || cut)
          outside.push(`'${(el.textContent ?? '').trim().slice(0, 40)}' ${Math.round(r.left)}-${Math.round(r.right)}`);
      }
      return { card: card.getAttribute('aria-label') ?? '', outside };
    });
  });
}

describe.skipIf(skipReason !== null)('screen sizes', () => {
  let stack: Stack;
  let browser: Browser;
  let orderId: string | undefined;
  let seeded: Seeded;
  let longName: string;
  let longOrderId: string;
  let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    const parties = await createParties(page, Date.now().toString(36));
    [orderId] = await createOrders(page, parties, 3, new Date().toISOString().slice(0, 10));
    await createInvestment(page, parties.clientId);
    // For the tables and cards of issue 30 items 5 and 15: an order on the agency's today from a
    // client born on this day with a 60-character name without a space, pasted, to a beneficiary
    // with one too, in cash over $10,000 (a CTR alert and a $3,000 record), then Standby (Orders in
    // Hold); and a consortium with a payment.
    const tag = Date.now().toString(36);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    longName = `Mariadaconceicaoaparecidadossantosoliveirapereira${tag}`.padEnd(60, 'x').slice(0, 60);
    const client = await gqlAsUser(page, 'mutation($i: ClientInput!) { createClient(input: $i) { id } }', {
      i: {
        fullName: longName,
        birthday: `1980-${today.slice(5)}`,
        cpf: '52998224725',
        telephone: '9735550191',
        streetAddress: '10 Ferry St',
        zipCode: '07105',
        city: 'Newark',
        state: 'NJ',
        documentType: 'CNH',
        documentNumber: `L${tag}`,
      },
    });
    const beneficiary = await gqlAsUser(page, 'mutation($i: BeneficiaryInput!) { createBeneficiary(input: $i) { id } }', {
      i: {
        fullName: `${longName.slice(0, 50)}beneficiar`,
        cpf: '11144477735',
        state: 'BA',
        city: 'Salvador',
        payoutType: 'BANK_DEPOSIT',
        accountType: 'CHECKING',
        bankName: 'Itaú',
        branch: '0101',
        accountNumber: '555-1',
        documentType: 'CPF',
        documentNumber: '11144477735',
      },
    });
    longOrderId = await createOrder(
      page,
      { clientId: client.createClient.id, beneficiaryId: beneficiary.createBeneficiary.id },
      { amountUsd: '10500.00', exchangeRate: '5.000000', amountBrl: '52500.00', fee: '10.00', creationDate: today },
    );
    await gqlAsUser(page, 'mutation($id: ID!) { updateOrderStatus(id: $id, status: STANDBY, force: true) { id } }', { id: longOrderId });
    const consortium = await gqlAsUser(page, 'mutation($t: String!) { createConsortium(title: $t) { id } }', { t: `Consórcio ${tag}` });
    await gqlAsUser(
      page,
      'mutation($c: ID!, $n: String!, $d: Date!) { registerConsortiumPayment(consortiumId: $c, clientName: $n, amount: "250.00", date: $d) { id } }',
      { c: consortium.createConsortium.id, n: longName, d: today },
    );
    seeded = { today, consortiumId: consortium.createConsortium.id };
    storageState = await context.storageState();
    await context.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A new page at `size`, signed in, its language the one remembered by the browser ('en' by default). */
  async function open(size: (typeof SIZES)[number], path: string, language = 'en'): Promise<Page> {
    const origins = storageState.origins.map((origin) => ({
      ...origin,
      localStorage: [
        ...origin.localStorage.filter((item) => item.name !== LANGUAGE_STORAGE_KEY),
        { name: LANGUAGE_STORAGE_KEY, value: language },
      ],
    }));
    const context = await browser.newContext({
      storageState: { ...storageState, origins },
      viewport: { width: size.width, height: size.height },
    });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return page;
  }

  /** Goes to `path` and waits for its title (h1: the date report has no layout) and its data. */
  async function visit(page: Page, path: string): Promise<void> {
    await page.goto(`${stack.baseUrl}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page
      .locator('[role="progressbar"]')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
  }

  for (const size of SIZES.slice(1)) {
    for (const language of ['en', 'pt-BR']) {
      it(`shows every table's key columns and every card inside the screen at ${size.width}×${size.height} in ${language}`, async () => {
        const page = await open(size, '/dashboard', language);
        const misplaced: unknown[] = [];
        for (const spec of KEY_TABLES) {
          const path = spec.path(seeded);
          await visit(page, path);
          const table = spec.table
            ? page.getByRole('table', { name: label(language, spec.table), exact: true })
            : page.locator('table').first();
          await table.locator('tbody tr').first().waitFor();
          const places = await keyColumnPlaces(
            table,
            spec.columns.map((key) => label(language, key)),
          );
          for (const place of places) if (place.header !== 'inside' || place.cell !== 'inside') misplaced.push({ path, ...place });
          const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (pageOverflow > 0) misplaced.push({ path, pageOverflow });
        }
        for (const { path, card } of CARD_LISTS) {
          await visit(page, path);
          await page.getByTestId(card).first().waitFor();
          for (const place of await cardPlaces(page.getByTestId(card))) if (place.outside.length > 0) misplaced.push({ path, ...place });
        }
        expect(misplaced, JSON.stringify(misplaced, null, 2)).toEqual([]);
        await page.context().close();
      }, 240_000);
    }
  }

  it('wraps a 60-character name without a space inside its row and card on a phone, Amount and Status on screen', async () => {
    const page = await open(SIZES[0], '/dashboard');
    const misplaced: unknown[] = [];
    // The orders table (the beneficiary's name) and the order tables of the day.
    for (const path of [`/orders?id=${longOrderId}`, '/orders/standby']) {
      await visit(page, path);
      const row = page.getByTestId('order-row').filter({ hasText: `#${longOrderId}` });
      await row.waitFor();
      const places = await keyColumnPlaces(page.getByRole('table', { name: 'Orders', exact: true }), [
        'ID',
        'Beneficiary',
        'Amount USD',
        'Status',
      ]);
      misplaced.push(...places.filter((p) => p.header !== 'inside').map((p) => ({ path, ...p })));
      const cells = await row
        .locator('td')
        .evaluateAll((tds) =>
          tds
            .filter((td) => getComputedStyle(td).display !== 'none')
            .map((td) => ({ text: (td.textContent ?? '').slice(0, 20), right: Math.round(td.getBoundingClientRect().right) })),
        );
      expect(cells.length, path).toBe(4);
      for (const cell of cells) if (cell.right > 390) misplaced.push({ path, ...cell });
    }
    // The long name's cards and rows: Orders in Hold, the client, the beneficiary, the consortium.
    await visit(page, '/orders/hold');
    const card = page.getByTestId('order-card').filter({ hasText: `#${longOrderId}` });
    await card.waitFor();
    expect(await card.textContent()).toContain(longName);
    misplaced.push(...(await cardPlaces(card)).filter((p) => p.outside.length > 0).map((p) => ({ path: '/orders/hold', ...p })));
    await visit(page, `/clients?search=${longName.slice(0, 20)}`);
    await page.getByTestId('client-card').first().waitFor();
    misplaced.push(
      ...(await cardPlaces(page.getByTestId('client-card'))).filter((p) => p.outside.length > 0).map((p) => ({ path: '/clients', ...p })),
    );
    for (const [path, table, columns] of [
      [`/beneficiaries?search=${longName.slice(0, 20)}`, 'Beneficiaries', ['ID', 'Full Name']],
      [`/consortium/${seeded.consortiumId}`, 'Register', ['Client Name', 'Amount USD', 'Status']],
      ['/birthdays', "Today's birthdays", ['ID', 'Full Name']],
    ] as const) {
      await visit(page, path);
      const located = page.getByRole('table', { name: table, exact: true });
      await located.locator('tbody tr').first().waitFor();
      const places = await keyColumnPlaces(located, [...columns]);
      misplaced.push(...places.filter((p) => p.header !== 'inside' || p.cell !== 'inside').map((p) => ({ path, ...p })));
    }
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ misplaced, pageOverflow }, JSON.stringify(misplaced, null, 2)).toEqual({ misplaced: [], pageOverflow: 0 });
    await page.context().close();
  }, 120_000);

  for (const size of SIZES) {
    it(`keeps every title and its buttons on screen and clear of the app bar at ${size.width}×${size.height}`, async () => {
      const page = await open(size, SCREENS[0]!);
      for (const path of SCREENS) {
        await page.goto(`${stack.baseUrl}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const boxes = await page.evaluate(() => {
          const bar = document.querySelector('header.MuiAppBar-root');
          const barBottom = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().bottom : 0;
          const title = document.querySelector('main h1')!;
          const row = title.parentElement!;
          const boxes = [title, ...Array.from(row.querySelectorAll('button, a'))].map((el) => {
            const r = el.getBoundingClientRect();
            return { what: (el.textContent ?? '').trim().slice(0, 30), top: r.top, left: r.left, right: r.right };
          });
          return { barBottom, boxes, width: document.documentElement.clientWidth };
        });
        for (const box of boxes.boxes) {
          expect({ path, ...box, underBar: box.top < boxes.barBottom }).toMatchObject({ underBar: false });
          expect({ path, ...box, offScreen: box.left < 0 || box.right > boxes.width + 0.5 }).toMatchObject({ offScreen: false });
        }
      }
      await page.context().close();
    }, 120_000);
  }

  for (const size of SIZES) {
    it(`keeps every button's label on one line inside its border, in English and Portuguese, at ${size.width}×${size.height}`, async () => {
      for (const language of ['en', 'pt-BR']) {
        const page = await open(size, BUTTON_SCREENS[0]!, language);
        for (const path of BUTTON_SCREENS) {
          await page.goto(`${stack.baseUrl}${path}`);
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          const buttons = await measureButtons(page.locator('main .MuiButton-root:visible'));
          expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
          expect(
            buttons.some((button) => button.label.startsWith('Export')),
            path,
          ).toBe(path !== '/new');
          for (const button of buttons) expect({ path, ...button }).toEqual({ path, label: button.label, lines: 1, inside: true });
        }
        // The transfer log's actions (a link, 'Export CSV', 'Close') and figures stay inside the dialog.
        await page.goto(`${stack.baseUrl}/order/${orderId}`);
        await page.getByRole('button', { name: TRANSFER_LOG[language] }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('transfer-log-remainder').waitFor();
        const actions = await measureButtons(dialog.locator('.MuiButton-root:visible, a:visible, [data-testid^="transfer-log-"]'));
        expect(actions.length).toBe(7);
        for (const action of actions) expect(action).toEqual({ label: action.label, lines: 1, inside: true });
        await page.context().close();
      }
    }, 120_000);
  }

  it('shows the key columns of the orders table on a phone without scrolling sideways', async () => {
    const page = await open(SIZES[0], '/orders');
    await page.getByTestId('order-row').first().waitFor();
    const table = page.getByRole('table', { name: 'Orders' });
    const visibleHeaders = await table
      .locator('thead th')
      .evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => (c.textContent ?? '').trim()));
    expect(visibleHeaders).toEqual(['ID', 'Beneficiary', 'Amount USD', 'Status']);
    const overflow = await table.evaluate((el) => {
      const container = el.parentElement!;
      return {
        table: container.scrollWidth - container.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(overflow).toEqual({ table: 0, page: 0 });
    // Every key cell of the first row is within the screen.
    const cells = await page
      .getByTestId('order-row')
      .first()
      .locator('td')
      .evaluateAll((tds) => tds.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.getBoundingClientRect().right));
    expect(cells).toHaveLength(4);
    for (const right of cells) expect(right).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('fits the sidebar on a 1366×768 screen', async () => {
    const page = await open(SIZES[2], '/dashboard');
    for (const path of ['/dashboard', '/orders', '/compliance/alerts', '/investments/dashboard']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The group of the screen on show is open: its link is there.
      await nav.locator(`a[href="${path}"]`).waitFor();
      const fit = await nav.evaluate((el) => ({ path: location.pathname, overflow: el.scrollHeight - el.clientHeight }));
      expect(fit).toEqual({ path, overflow: 0 });
    }
    // A closed group opens and closes from the keyboard.
    await page.goto(`${stack.baseUrl}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const compliance = nav.getByRole('button', { name: 'Compliance' });
    await expect(compliance.getAttribute('aria-expanded')).resolves.toBe('false');
    await compliance.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Alerts' }).waitFor();
    await expect(compliance.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.context().close();
  });

  it('keeps investment amounts on one line with their currency on a phone', async () => {
    const page = await open(SIZES[0], '/investments/list');
    await page.getByTestId('investment-row').first().waitFor();
    const lines = await page
      .getByTestId('investment-row')
      .first()
      .locator('td.MuiTableCell-alignRight')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => getComputedStyle(cell).display !== 'none')
          .map((cell) => {
            // The text's height in lines of the cell's own line height (a caption beside it sits on the same line).
            const range = document.createRange();
            range.selectNodeContents(cell);
            const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
            return { text: (cell.textContent ?? '').trim(), lines: Math.round(range.getBoundingClientRect().height / lineHeight) };
          }),
      );
    // On a phone the amount USD only: the monthly incomes and the amount BRL show from a wider screen up.
    expect(lines.length).toBe(1);
    for (const cell of lines) expect(cell).toEqual({ text: cell.text, lines: 1 });
    await page.context().close();
  });
});
