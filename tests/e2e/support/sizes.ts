/**
 * What the screen-size suites measure (docs/screens.md#sizes), shared by sizes-english.test.ts and
 * sizes-portuguese.test.ts: the widths, the screens and tables each check visits, the measures taken in
 * the page (a button's lines and border, a key column's place in its table's box, a card's texts), the
 * catalogues' labels, and the records the suites make for their tables.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contextWithoutLiveUpdates, launchBrowser } from './browser.js';
import { createInvestment, createOrder, createOrders, createParties, gqlAsUser } from './seed.js';
import { openScreen, resize } from './screens.js';
import { signIn } from './session.js';
import { repoRoot, startStack, type Stack } from './stack.js';

export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1000 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** Screens with a title and buttons beside it. */
export const SCREENS = ['/dashboard', '/orders', '/clients', '/beneficiaries', '/employees', '/investments/list'];

/** The localStorage key the browser remembers the clerk's language under (docs/i18n.md). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Screens with buttons in a row beside filters or a total: on the compliance alerts at 1366 wide
 * the filters squeezed 'Export CSV' to 64 px, its label on two lines and its icon over its border;
 * at 390 the dashboard's 'Show Pending Orders' and the order form's 'Adicionar Pagamento' broke in two.
 */
export const BUTTON_SCREENS = [
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
export async function measureButtons(elements: Locator): Promise<{ label: string; lines: number; inside: boolean }[]> {
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
export const TRANSFER_LOG: Record<string, string> = { en: 'Transfer Log', 'pt-BR': 'Registro de Pagamentos' };

/** The catalogues, as the screens read them: English in two files, Portuguese in one (docs/i18n.md). */
export const CATALOGUES: Record<string, Record<string, unknown>> = {
  en: {
    ...(JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/en.json'), 'utf8')) as Record<string, unknown>),
    ...(JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/en.screens.json'), 'utf8')) as Record<string, unknown>),
  },
  'pt-BR': JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/pt-BR.json'), 'utf8')) as Record<string, unknown>,
};

/** The text of catalogue key `key` ('csv.status') in `language`. */
export function label(language: string, key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[language]);
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
  return text;
}

/** What a suite made: the paths of the tables that need an id or a date, and the order with a long name. */
export interface Seeded {
  today: string;
  consortiumId: string;
  /** A Pending order of USD 100 (the transfer log's). */
  orderId: string;
  /** 60 letters without a space: the client's name, and the beneficiary's first 50. */
  longName: string;
  /** The long-named client's order (Standby: Orders in Hold). */
  longOrderId: string;
}

/** The order tables' key columns (docs/screens.md#sizes). */
export const ORDER_KEYS = ['csv.id', 'csv.sender', 'csv.beneficiary', 'csv.amountUsd', 'csv.paymentDate', 'csv.status'];

/**
 * Every table of the app with its key columns (id, names, amount, payment or due date, status) as
 * catalogue keys: the table is the one named `table` (its aria-label's catalogue key), or the first
 * of the screen.
 */
export const KEY_TABLES: { path: (seeded: Seeded) => string; table?: string; columns: string[] }[] = [
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
export const CARD_LISTS = [
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
export async function keyColumnPlaces(table: Locator, headers: string[]): Promise<{ column: string; header: string; cell: string }[]> {
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
export async function cardPlaces(cards: Locator): Promise<{ card: string; outside: string[] }[]> {
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

/**
 * Makes, as the administrator signed in on `page`, what the size checks need on a shared stack: three
 * orders of today and an investment, and (issue 30 items 5 and 15) an order on the agency's today from a
 * client born on this day with a 60-character name without a space, to a beneficiary with one too, in
 * cash over $10,000 (a CTR alert and a $3,000 record), then Standby (Orders in Hold); and a consortium
 * with a payment. Fails on any GraphQL error.
 */
export async function seedSizes(page: Page): Promise<Seeded> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const parties = await createParties(page, tag);
  const [orderId] = await createOrders(page, parties, 3, new Date().toISOString().slice(0, 10));
  await createInvestment(page, parties.clientId);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const longName = `Mariadaconceicaoaparecidadossantosoliveirapereira${tag}`.padEnd(60, 'x').slice(0, 60);
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
  const longOrderId = await createOrder(
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
  return { today, consortiumId: consortium.createConsortium.id, orderId: orderId!, longName, longOrderId };
}

/** Opens `path` on `page` (one page per suite, signed in once: support/screens.ts openScreen) and waits until it is still. */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  // h1, not main h1: the date report has no layout.
  await openScreen(page, baseUrl, path, 'h1');
}

/**
 * The key columns of every table (KEY_TABLES) and the cards of every card list (CARD_LISTS) out of
 * place in `language` at the tablet's and the laptop's widths: each screen loaded once, measured at
 * both widths in place. An empty list when all are in place.
 */
export async function misplacedKeyColumnsAndCards(page: Page, baseUrl: string, seeded: Seeded, language: string): Promise<unknown[]> {
  const misplaced: unknown[] = [];
  const widths = [SIZES[2], SIZES[1]] as const;
  for (const spec of KEY_TABLES) {
    const path = spec.path(seeded);
    await page.setViewportSize({ width: SIZES[2].width, height: SIZES[2].height });
    await visit(page, baseUrl, path);
    const table = spec.table ? page.getByRole('table', { name: label(language, spec.table), exact: true }) : page.locator('table').first();
    await table.locator('tbody tr').first().waitFor();
    misplaced.push(...(await languageOff(page, path, language)));
    for (const size of widths) {
      await resize(page, size);
      const places = await keyColumnPlaces(
        table,
        spec.columns.map((key) => label(language, key)),
      );
      for (const place of places)
        if (place.header !== 'inside' || place.cell !== 'inside') misplaced.push({ path, width: size.width, ...place });
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (pageOverflow > 0) misplaced.push({ path, width: size.width, pageOverflow });
    }
  }
  for (const { path, card } of CARD_LISTS) {
    await page.setViewportSize({ width: SIZES[2].width, height: SIZES[2].height });
    await visit(page, baseUrl, path);
    await page.getByTestId(card).first().waitFor();
    for (const size of widths) {
      await resize(page, size);
      for (const place of await cardPlaces(page.getByTestId(card)))
        if (place.outside.length > 0) misplaced.push({ path, width: size.width, ...place });
    }
  }
  return misplaced;
}

/** A finding when the page is not in `language` (its <html lang>), else none. */
async function languageOff(page: Page, path: string, language: string): Promise<unknown[]> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  return lang === language ? [] : [{ path, lang, expected: language }];
}

/**
 * The buttons whose label breaks across lines or leaves its border or its card, on the screens with
 * rows of buttons (BUTTON_SCREENS) and in the transfer log of `orderId`, in `language`, at the phone's,
 * the tablet's and the laptop's widths: each screen loaded once and measured at the three widths in
 * place. Also a finding: a screen not in `language`, an 'Export' button missing where one belongs, or a
 * transfer log without its 7 actions and figures. An empty list when all is in place.
 */
export async function misplacedButtons(page: Page, baseUrl: string, orderId: string, language: string): Promise<unknown[]> {
  const misplaced: unknown[] = [];
  for (const path of BUTTON_SCREENS) {
    await page.setViewportSize({ width: SIZES[2].width, height: SIZES[2].height });
    await visit(page, baseUrl, path);
    misplaced.push(...(await languageOff(page, path, language)));
    for (const size of SIZES) {
      await resize(page, size);
      const buttons = await measureButtons(page.locator('main .MuiButton-root:visible'));
      const exported = buttons.some((button) => button.label.startsWith('Export'));
      if (exported !== (path !== '/new')) misplaced.push({ path, width: size.width, exportButton: exported });
      for (const button of buttons) if (button.lines !== 1 || !button.inside) misplaced.push({ path, width: size.width, ...button });
    }
  }
  // The transfer log's actions (a link, 'Export CSV', 'Close') and figures stay inside the dialog.
  await page.setViewportSize({ width: SIZES[2].width, height: SIZES[2].height });
  await visit(page, baseUrl, `/order/${orderId}`);
  await page.getByRole('button', { name: TRANSFER_LOG[language] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('transfer-log-remainder').waitFor();
  for (const size of SIZES) {
    await resize(page, size);
    const actions = await measureButtons(dialog.locator('.MuiButton-root:visible, a:visible, [data-testid^="transfer-log-"]'));
    if (actions.length !== 7) misplaced.push({ path: 'transfer log', width: size.width, actions: actions.map((a) => a.label) });
    for (const action of actions)
      if (action.lines !== 1 || !action.inside) misplaced.push({ path: 'transfer log', width: size.width, ...action });
  }
  await page.keyboard.press('Escape');
  return misplaced;
}

/** What a screen-size suite works on: the run's stack, a browser, one administrator's page speaking its language, its records. */
export interface SizesSuite {
  stack: Stack;
  browser: Browser;
  page: Page;
  seeded: Seeded;
}

/**
 * Opens a screen-size suite in `language` ('en' or 'pt-BR'): joins the run's shared stack, signs the
 * administrator in once on a laptop-sized page whose live updates are held (another suite's order on
 * the shared stack would redraw a table mid-measure, support/browser.ts), makes the suite's records
 * (seedSizes), then sets the browser's remembered language (docs/i18n.md; the shared administrator's
 * record keeps none) and loads the page again, so every screen the suite opens in place speaks it.
 * @throws when the page does not speak `language` after that (the browser is closed first).
 */
export async function openSizesSuite(language: string): Promise<SizesSuite> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const page = await (await contextWithoutLiveUpdates(browser, { viewport: { width: 1366, height: 768 } })).newPage();
    await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
    await page.waitForURL(/\/select$/);
    const seeded = await seedSizes(page);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, language]);
    await page.reload();
    await page.locator('h1').first().waitFor();
    const spoken = await page.evaluate(() => document.documentElement.lang);
    if (spoken !== language) throw new Error(`The app speaks ${spoken} after the browser's choice of ${language}`);
    return { stack, browser, page, seeded };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * A screen-size suite in `language`, registered in the caller's describe: opened before its tests
 * (openSizesSuite) and closed after, with the two checks both languages make (every table's key columns
 * and every card inside the screen at 800 and 1366; every button's label on one line inside its border at
 * the three widths). Returns the open suite, for the caller's own tests (read it in a test or a later hook).
 */
export function sizesSuiteIn(language: string): () => SizesSuite {
  let suite: SizesSuite | undefined;
  beforeAll(async () => {
    suite = await openSizesSuite(language);
  }, 120_000);
  afterAll(async () => {
    await suite?.browser.close();
    await suite?.stack.stop();
  });

  it(`shows every table's key columns and every card inside the screen at 800×1000 and 1366×768 in ${language}`, async () => {
    const { page, stack, seeded } = suite!;
    const misplaced = await misplacedKeyColumnsAndCards(page, stack.baseUrl, seeded, language);
    expect(misplaced, JSON.stringify(misplaced, null, 2)).toEqual([]);
  }, 240_000);

  it(`keeps every button's label on one line inside its border in ${language}, at 390×844, 800×1000 and 1366×768`, async () => {
    const { page, stack, seeded } = suite!;
    const misplaced = await misplacedButtons(page, stack.baseUrl, seeded.orderId, language);
    expect(misplaced, JSON.stringify(misplaced, null, 2)).toEqual([]);
  }, 240_000);

  return () => suite!;
}
