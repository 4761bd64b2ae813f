/**
 * Importing clients end to end (issue 32, docs/import.md, docs/screens.md "Import"), in Debian's Chromium against the
 * shared stack started by `npm start`: an administrator opens Import from the clients list, picks an Excel-saved CSV
 * (';'-delimited, Windows-1252 accents, CRLF) with a few clients, one bad CPF and one row twice, maps the column the
 * server could not guess, sees the dry run's outcomes, imports, reads the report and downloads the refused row; the
 * same file again is all Same (the refused row still refused) and adds no client. The screen fits 390, 800 and 1366
 * pixels (docs/screens.md#sizes). A file with open orders asks the first day of use: an order older than the agency's
 * today is refused while it is still Pending, taken once the day is set before it, and not taken twice.
 */
import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { canonicalTaxId } from '@agency/rules';
import { stringify } from 'csv-stringify/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable } from './support/browser.js';
import { closeSignedIn, graphqlAsUser, openSignedIn } from './support/session.js';
import type { Stack } from './support/stack.js';

const skipReason = browserUnavailable();

/** A phone, a tablet and a laptop (docs/screens.md#sizes). */
const SIZES = [
  [390, 844],
  [800, 1280],
  [1366, 768],
] as const;

/** A CPF no other suite uses: random digits until the shared rule (canonicalTaxId) says they are a valid CPF. */
function freshCpf(): string {
  for (;;) {
    const digits = Array.from({ length: 11 }, () => randomInt(10)).join('');
    if (canonicalTaxId(digits) === digits) return digits;
  }
}

describe.skipIf(skipReason !== null)('importing clients in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const suffix = Date.now().toString(36);
  const cpf = [freshCpf(), freshCpf()];
  const punctuated = `${cpf[0]!.slice(0, 3)}.${cpf[0]!.slice(3, 6)}.${cpf[0]!.slice(6, 9)}-${cpf[0]!.slice(9)}`;
  const header = [
    'Nome',
    'Data de nascimento',
    'CPF',
    'Contato',
    'Endereço',
    'ZIP',
    'Cidade',
    'Estado',
    'Tipo de documento',
    'Número do documento',
  ];
  const rows = [
    [
      `Lívia Conceição ${suffix}`,
      '25/12/1980',
      punctuated,
      '(973) 555-0142',
      '12 Ferry St',
      '07105',
      'Newark',
      'NJ',
      'Passaporte',
      'P7654321',
    ],
    [`João Araújo ${suffix}`, '1975-01-20', cpf[1]!, '973.555.0143', '14 Ferry St', '07105', 'Newark', 'NJ', 'Passaporte', 'P7654322'],
    [
      `Otávio Ruas ${suffix}`,
      '1969-07-30',
      '123.456.789-00',
      '9735550144',
      '16 Ferry St',
      '07105',
      'Newark',
      'NJ',
      'Passaporte',
      'P7654323',
    ],
    // The first row again, as a spreadsheet pasted twice: Same as the first.
    [
      `Lívia Conceição ${suffix}`,
      '25/12/1980',
      punctuated,
      '(973) 555-0142',
      '12 Ferry St',
      '07105',
      'Newark',
      'NJ',
      'Passaporte',
      'P7654321',
    ],
  ];
  // Excel's "CSV (separated by semicolons)" in a Brazilian Windows: ';', CRLF, Windows-1252. Every accented letter here
  // (í, ç, ã, ú, á, é) has the same byte in Windows-1252 as in Latin-1, which Node writes.
  const csv = Buffer.from(stringify([header, ...rows], { delimiter: ';', record_delimiter: 'windows' }), 'latin1');

  beforeAll(async () => {
    ({ stack, browser, page } = await openSignedIn());
  });
  afterAll(() => closeSignedIn(browser, stack));

  /** Picks the CSV on /clients/import and runs a dry run. */
  async function pickAndDryRun(): Promise<void> {
    await page.getByLabel('File to import').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByText('File: clientes.csv').waitFor();
    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    await page.getByRole('region', { name: 'Rows of the file' }).waitFor();
  }

  /** The outcome filter's button texts ('New (2)', ...), which carry the counts. */
  async function counts(): Promise<string[]> {
    return page.getByRole('group', { name: 'Show rows' }).getByRole('button').allInnerTexts();
  }

  it('maps, dry-runs, imports and reports; the same file again is all Same', async () => {
    await page.goto(`${stack.baseUrl}/clients`);
    // The clients list's Import button is on screen beside the title on a phone, a tablet and a laptop.
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const box = await page.getByRole('link', { name: 'Import', exact: true }).boundingBox();
      expect({ width, inside: box !== null && box.x >= 0 && box.x + box.width <= width }).toEqual({ width, inside: true });
    }
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.waitForURL(/\/clients\/import$/);
    await pickAndDryRun();

    // 'Contato' is not a header the server knows: the administrator says it is the client's phone.
    const mapping = page.getByRole('region', { name: 'Columns' });
    expect(await mapping.getByText('Guessed').count()).toBeGreaterThanOrEqual(8);
    await mapping.getByRole('combobox', { name: 'Field of Contato' }).click();
    await page.getByRole('option', { name: 'Client: telephone', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Dry run again' }).click();
    await page.getByRole('button', { name: 'New (2)' }).waitFor();
    expect(await counts()).toEqual(['All (4)', 'New (2)', 'Same (1)', 'Changed (0)', 'Refused (1)', 'Held (0)']);
    await page.getByRole('button', { name: 'Refused (1)' }).click();
    const table = page.getByRole('region', { name: 'Rows of the file' });
    await table.getByText('Client: CPF/CNPJ: must be a valid CPF or CNPJ').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);

    // The mapping and the outcomes fit a phone, a tablet and a laptop: only their table boxes scroll sideways.
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ width, overflow }).toEqual({ width, overflow: 0 });
    }

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Import finished: 4 rows; 2 new, 0 changed, 1 same, 1 refused, 0 held.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download refused rows' }).click(),
    ]);
    const refused = readFileSync(await download.path(), 'utf8');
    expect(refused).toContain(`Otávio Ruas ${suffix}`);
    expect(refused).not.toContain(`João Araújo ${suffix}`);

    const imported = await graphqlAsUser(
      page,
      'query($s: String) { clients(search: $s, page: 1, perPage: 12) { items { fullName telephone cpf } } }',
      {
        s: suffix,
      },
    );
    expect(imported.data.clients.items).toEqual(
      expect.arrayContaining([
        { fullName: `Lívia Conceição ${suffix}`, telephone: '9735550142', cpf: cpf[0] },
        { fullName: `João Araújo ${suffix}`, telephone: '9735550143', cpf: cpf[1] },
      ]),
    );
    expect(imported.data.clients.items).toHaveLength(2);

    // The same file again: the mapping confirmed for these headers is used, and nothing is new.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await pickAndDryRun();
    await expect(
      page.getByRole('region', { name: 'Columns' }).getByRole('combobox', { name: 'Field of Contato' }).innerText(),
    ).resolves.toBe('Client: telephone');
    expect(await counts()).toEqual(['All (4)', 'New (0)', 'Same (3)', 'Changed (0)', 'Refused (1)', 'Held (0)']);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Import finished: 4 rows; 0 new, 0 changed, 3 same, 1 refused, 0 held.').waitFor();
    const again = await graphqlAsUser(page, 'query($s: String) { clients(search: $s, page: 1, perPage: 12) { total } }', { s: suffix });
    expect(again.data.clients.total).toBe(2);
  });

  it('imports open orders: the first day of use decides what is history; the same file again adds no order', async () => {
    const ordersHeader = [
      'Nome',
      'Data de nascimento',
      'CPF',
      'Telefone',
      'Endereço',
      'ZIP',
      'Cidade',
      'Estado',
      'Tipo de documento',
      'Número do documento',
      'Favorecido',
      'CPF do favorecido',
      'Chave Pix',
      'Estado do favorecido',
      'Cidade do favorecido',
      'Pedido',
      'Data',
      'Valor',
      'Câmbio',
      'Status',
    ];
    const client = [
      `Célia Matos ${suffix}`,
      '1972-03-04',
      freshCpf(),
      '(973) 555-0150',
      '20 Ferry St',
      '07105',
      'Newark',
      'NJ',
      'Passaporte',
    ];
    const bcpf = freshCpf();
    const beneficiary = [`Rosa Matos ${suffix}`, bcpf, bcpf, 'SP', 'Santos'];
    const orders = Buffer.from(
      stringify(
        [
          ordersHeader,
          // History, paid out: taken whatever the first day.
          [...client, 'P7654330', ...beneficiary, `E2E-${suffix}-1`, '10/01/2026', '1.234,56', '5,40', 'Concluído'],
          // Still pending, from before today: history Pending until the first day is set before it.
          [...client, 'P7654330', ...beneficiary, `E2E-${suffix}-2`, '01/10/2026', '300,00', '5,40', 'Pendente'],
        ],
        { delimiter: ';', record_delimiter: 'windows' },
      ),
      'latin1',
    );
    await page.goto(`${stack.baseUrl}/clients/import`);
    const pick = async () => {
      await page.getByLabel('File to import').setInputFiles({ name: 'pedidos.csv', mimeType: 'text/csv', buffer: orders });
      await page.getByText('File: pedidos.csv').waitFor();
      await page.getByRole('button', { name: 'Dry run', exact: true }).click();
      await page.getByRole('region', { name: 'Rows of the file' }).waitFor();
    };
    await pick();
    expect(await counts()).toEqual(['All (2)', 'New (1)', 'Same (0)', 'Changed (0)', 'Refused (1)', 'Held (0)']);
    const firstDay = page.getByLabel('First day of use');
    expect(await firstDay.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Refused (1)' }).click();
    await page.getByText(/Order: status: an order created before the first day of use/).waitFor();

    await firstDay.fill('2026-09-01');
    await expect(page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Dry run again' }).click();
    await page.getByRole('button', { name: 'New (2)' }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Import finished: 2 rows; 2 new, 0 changed, 0 same, 0 refused, 0 held.').waitFor();

    // The same file again, with the same day: both orders are on file (by their numbers), nothing is new.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await pick();
    await firstDay.fill('2026-09-01');
    await page.getByRole('button', { name: 'Dry run again' }).click();
    await page.getByRole('button', { name: 'Same (2)' }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Import finished: 2 rows; 0 new, 0 changed, 2 same, 0 refused, 0 held.').waitFor();
  });
});
