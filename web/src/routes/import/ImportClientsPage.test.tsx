// @vitest-environment jsdom
/**
 * Importing clients on /clients/import (docs/screens.md "Import"): the dry run's outcomes, filterable by outcome, with
 * what a changed row changes and why a refused row is refused; the guessed mapping, corrected and sent with the next dry
 * run (Import waits for it); the import's progress, then its report and the refused rows' download. The clients list
 * offers Import to administrators only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import { useQuery } from '@apollo/client/react';
import { ImportClientsButton } from '../../features/import/ImportClientsButton';
import { ImportClientsButtonDocument } from '../../features/import/ImportClientsButton.generated';
import ImportClientsPage from './ImportClientsPage';

/** Shows 'viewer answered' once the Import button's query has its answer (it reads the same query from the cache). */
function ViewerAnswered() {
  const { data } = useQuery(ImportClientsButtonDocument);
  return data ? <p>viewer answered</p> : null;
}

type Mapping = { header: string; field: string | null }[] | null;

/** What each importClients sent. */
let sent: { dryRun: boolean; mapping: Mapping; name: string; text: string; firstDayOfUse?: string }[] = [];
/** How many times the running import was asked for. */
let asked = 0;
/** The report pages the table asked the server for (outcome, offset, limit). */
let pages: { outcome: string | null; offset: number; limit: number }[] = [];

beforeEach(() => {
  sent = [];
  asked = 0;
  pages = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COLUMNS = [
  { header: 'Nome', field: 'CLIENT_FULL_NAME', guessed: true },
  { header: 'CPF', field: 'CLIENT_CPF', guessed: true },
  { header: 'Observação', field: null, guessed: false },
];

const REPORT = [
  { line: 2, outcome: 'NEW', field: null, message: null, clientId: null, changes: [] },
  { line: 3, outcome: 'SAME', field: null, message: null, clientId: '7', changes: [] },
  {
    line: 4,
    outcome: 'CHANGED',
    field: null,
    message: null,
    clientId: '8',
    changes: [{ field: 'CLIENT_TELEPHONE', from: '9735550101', to: '9735550199' }],
  },
  { line: 5, outcome: 'REFUSED', field: 'CLIENT_CPF', message: 'client.email: must be a valid CPF or CNPJ', clientId: null, changes: [] },
  { line: 6, outcome: 'HELD', field: null, message: 'possible sanctions match', clientId: null, changes: [] },
];

/** An import's reply: five rows, one of each outcome; with `orders`, a column of order amounts and the first day of use. */
function reply(id: string, status: string, done = 5, orders = false) {
  return {
    id,
    status,
    firstDayOfUse: orders ? '2026-11-27' : null,
    rows: 5,
    new: 1,
    same: 1,
    changed: 1,
    refused: 1,
    held: 1,
    progress: { done, total: 5 },
    columns: orders ? [...COLUMNS, { header: 'Valor', field: 'ORDER_AMOUNT_USD', guessed: true }] : COLUMNS,
    report: REPORT,
  };
}

/** The import screen; with `largeDryRun` the dry run answers at once with 2 of 5 rows done and goes on, as a large file's does. */
/** A dry run of 120 rows, every tenth REFUSED: more than the reply's first 100 rows. */
function longReply() {
  const report = Array.from({ length: 120 }, (_, i) => ({
    ...(i % 10 === 9 ? REPORT[3]! : REPORT[0]!),
    line: i + 2,
  }));
  return { ...reply('43', 'DRY_RUN', 120), rows: 120, new: 108, same: 0, changed: 0, refused: 12, held: 0, report };
}

/** The report's page as the gateway answers it: the rows of the outcome asked, from `offset`, `limit` of them (100 when not said). */
function reportPage(parent: { report: typeof REPORT }, args: { outcome?: string | null; offset?: number | null; limit?: number | null }) {
  if (args.limit != null) pages.push({ outcome: args.outcome ?? null, offset: args.offset ?? 0, limit: args.limit });
  const rows = args.outcome ? parent.report.filter((r) => r.outcome === args.outcome) : parent.report;
  const from = args.offset ?? 0;
  return rows.slice(from, from + (args.limit ?? 100));
}

function openImport({ largeDryRun = false, orders = false, long = false } = {}) {
  return renderScreen(<ImportClientsPage />, {
    path: '/clients/import',
    url: '/clients/import',
    resolvers: {
      Mutation: {
        importClients: (
          _: unknown,
          args: { file: { name: string; data: string }; dryRun: boolean; mapping?: Mapping; firstDayOfUse?: string | null },
        ) => {
          sent.push({
            dryRun: args.dryRun,
            mapping: args.mapping ?? null,
            name: args.file.name,
            text: atob(args.file.data),
            ...(args.firstDayOfUse ? { firstDayOfUse: args.firstDayOfUse } : {}),
          });
          if (args.dryRun) {
            if (long) return longReply();
            if (largeDryRun) return { ...reply('41', 'DRY_RUN', 2), report: REPORT.slice(0, 2) };
            return { ...reply('41', 'DRY_RUN', 5, orders), ...(args.firstDayOfUse ? { firstDayOfUse: args.firstDayOfUse } : {}) };
          }
          return reply('42', 'RUNNING', 0, orders);
        },
      },
      Query: {
        // The running import: half-way at the first question, done at the next.
        clientImport: (_: unknown, { id }: { id: string }) => {
          if (id === '43') return longReply();
          asked += 1;
          const status = id === '41' ? 'DRY_RUN' : asked === 1 ? 'RUNNING' : 'DONE';
          return asked === 1 ? reply(id, status, 2) : reply(id, status);
        },
        clientImportRefusedRows: () => ({ data: btoa('Nome;CPF;Reason\r\nX;123;bad CPF\r\n'), fileExtension: 'csv', mimeType: 'text/csv' }),
      },
      ClientImport: { report: reportPage },
    },
  });
}

/** Picks a small CSV and clicks Dry run. */
async function dryRun(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('File to import'), new File(['Nome;CPF\r\nAna;52998224725\r\n'], 'clientes.csv'));
  // Dry run is offered once the file is read.
  await screen.findByText('File: clientes.csv');
  await user.click(screen.getByRole('button', { name: 'Dry run' }));
  return screen.findByRole('region', { name: 'Rows of the file' });
}

describe('the dry run', () => {
  it("shows every row's outcome with the counts, what a changed row changes and why a refused row is refused", async () => {
    const user = userEvent.setup();
    openImport();
    const table = await dryRun(user);
    expect(sent).toEqual([{ dryRun: true, mapping: null, name: 'clientes.csv', text: 'Nome;CPF\r\nAna;52998224725\r\n' }]);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('Client: telephone: 9735550101 → 9735550199')).toBeTruthy();
    expect(within(table).getByText('Client: CPF/CNPJ: must be a valid CPF or CNPJ')).toBeTruthy();
    expect(within(table).getByText(/^Possible sanctions match/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Refused (1)' }));
    const rows = within(screen.getByRole('region', { name: 'Rows of the file' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.getAttribute('data-outcome'))).toEqual(['REFUSED']);
    expect(screen.getByRole('button', { name: 'All (5)' })).toBeTruthy();
    expect(screen.getByText('Rows to write: 2. Same, refused and held rows are not written.')).toBeTruthy();
    // No column fills an order's field: the first day of use is not asked.
    expect(screen.queryByLabelText('First day of use')).toBeNull();
  });

  it("asks the first day of use when an order column is mapped, from the server's default, and sends the one typed", async () => {
    const user = userEvent.setup();
    openImport({ orders: true });
    await dryRun(user);
    expect(sent[0]!.firstDayOfUse).toBeUndefined();
    const firstDay = screen.getByLabelText('First day of use') as HTMLInputElement;
    expect(firstDay.value).toBe('2026-11-27');
    expect(
      screen.getByText(
        'Orders created before this day come as history: each must be Completed or Cancelled. Later orders come as they are.',
      ),
    ).toBeTruthy();

    await user.clear(firstDay);
    await user.type(firstDay, '2026-01-01');
    expect(screen.getByText('The columns changed: dry run again to see the outcomes before importing.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dry run again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.firstDayOfUse).toBe('2026-01-01');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByLabelText('First day of use') as HTMLInputElement).value).toBe('2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toMatchObject({ dryRun: false, firstDayOfUse: '2026-01-01' });
  });

  it('marks guessed columns, and a corrected mapping is sent with the next dry run before Import is offered', async () => {
    const user = userEvent.setup();
    openImport();
    await dryRun(user);
    const mapping = screen.getByRole('region', { name: 'Columns' });
    expect(within(mapping).getAllByText('Guessed')).toHaveLength(2);

    await user.click(within(mapping).getByRole('combobox', { name: 'Field of Observação' }));
    await user.click(await screen.findByRole('option', { name: 'Beneficiary: Pix key' }));
    expect(screen.getByText('The columns changed: dry run again to see the outcomes before importing.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Dry run again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.mapping).toEqual([
      { header: 'Nome', field: 'CLIENT_FULL_NAME' },
      { header: 'CPF', field: 'CLIENT_CPF' },
      { header: 'Observação', field: 'BENEFICIARY_PIX_KEY' },
    ]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('a long report', () => {
  it("pages through the reply's first rows, then asks the server for the next page and for an outcome's rows", async () => {
    const user = userEvent.setup();
    openImport({ long: true });
    const table = await dryRun(user);
    const lines = () =>
      within(screen.getByRole('region', { name: 'Rows of the file' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number(within(r).getAllByRole('cell')[0]!.textContent));
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('1–50 of 120')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(lines()).toEqual(Array.from({ length: 50 }, (_, i) => i + 52));
    // Rows 51-100 came with the reply: nothing asked yet.
    expect(pages).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lines()).toEqual(Array.from({ length: 20 }, (_, i) => i + 102)));
    expect(pages).toEqual([{ outcome: null, offset: 100, limit: 50 }]);

    await user.click(screen.getByRole('button', { name: 'Refused (12)' }));
    await waitFor(() => expect(lines()).toEqual(Array.from({ length: 12 }, (_, i) => 10 * i + 11)));
    expect(pages.at(-1)).toEqual({ outcome: 'REFUSED', offset: 0, limit: 50 });
  });
});

describe("a large file's dry run", () => {
  it('shows its progress while it goes on, then every row', async () => {
    const user = userEvent.setup();
    openImport({ largeDryRun: true });
    await user.upload(await screen.findByLabelText('File to import'), new File(['Nome;CPF\r\n'], 'big.csv'));
    await screen.findByText('File: big.csv');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('Dry run under way: nothing written')).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Rows of the file' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the import', () => {
  it('shows the progress while it runs, then the report, and downloads the refused and held rows', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:refused'), revokeObjectURL: () => {} }),
    );
    const user = userEvent.setup();
    openImport();
    await dryRun(user);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 of 5 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('40');
    expect(sent.map((s) => s.dryRun)).toEqual([true, false]);

    expect(
      await screen.findByText('Import finished: 5 rows; 1 new, 1 changed, 1 same, 1 refused, 1 held.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    // One row is held: the button says the file has it too (docs/import.md "Outcomes").
    await user.click(screen.getByRole('button', { name: 'Download refused and held rows' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.text()).toContain('bad CPF');
  });
});

describe('the clients list', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('offers Import when the user is an administrator (%s)', async (isAdministrator, buttons) => {
    renderScreen(
      <>
        <ImportClientsButton />
        <ViewerAnswered />
      </>,
      { path: '/clients', url: '/clients', mocks: { Viewer: () => ({ isAdministrator }) } },
    );
    // The button's question is answered when the probe beside it (the same query) shows the answer.
    await screen.findByText('viewer answered');
    expect(screen.queryAllByRole('link', { name: 'Import' })).toHaveLength(buttons);
    if (buttons) expect(screen.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/clients/import');
  });
});
