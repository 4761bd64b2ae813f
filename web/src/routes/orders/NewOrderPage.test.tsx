// @vitest-environment jsdom
/**
 * The new-order form (docs/orders.md#the-new-order-form): the money fields linked both ways
 * (Amount USD x rate = Amount BRL, and back from BRL on leaving the field), the total with fee, and
 * the five checks Preview runs in order (docs/orders.md#validation), each in an 'Error!' modal with
 * its message word for word. A form refilled from a stored draft (as Preview's Back does) has one
 * thing wrong at a time.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDraft } from '../../features/orders/draft';
import { setLanguage, type Language } from '../../i18n';
import { storeOrderDraft, type DraftChanges } from '../../test-support/orderDraft';
import { renderScreen } from '../../test-support/screen';
import NewOrderPage from './NewOrderPage';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(cleanup);

function openForm() {
  return renderScreen(<NewOrderPage />, {
    path: '/new',
    url: '/new',
    mocks: { OrderDefaults: () => ({ fee: '5.00', exchangeRate: '5.4325' }), Agency: () => ({ timeZone: 'America/New_York' }) },
  });
}

describe('the new-order form', () => {
  it('computes Amount BRL and the total from Amount USD, and Amount USD back from a typed Amount BRL', async () => {
    const user = userEvent.setup();
    openForm();
    const transfer = within(await screen.findByTestId('transfer-section'));
    const usd = transfer.getByLabelText('Amount USD');
    await screen.findByDisplayValue('5.4325');
    await user.type(usd, '100');
    expect((transfer.getByLabelText('Amount BRL') as HTMLInputElement).value.replace(/,/g, '')).toMatch(/^543\.25$/);
    expect((transfer.getByLabelText('Total With Fee') as HTMLInputElement).value.replace(/,/g, '')).toMatch(/^105(\.00)?$/);

    const brl = transfer.getByLabelText('Amount BRL');
    await user.clear(brl);
    await user.type(brl, '1086.50');
    await user.tab();
    expect((usd as HTMLInputElement).value.replace(/,/g, '')).toMatch(/^200(\.00)?$/);
  }, 30_000);

  it("stops Preview at the first check with the spec's words when the sender is not filled in", async () => {
    const user = userEvent.setup();
    openForm();
    await screen.findByDisplayValue('5.4325');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please fill in all required fields in the Sender Information section')).toBeTruthy();
  }, 30_000);
});

/** The form refilled from the good draft with `changes`. */
function openDraft(changes: DraftChanges) {
  storeOrderDraft(changes);
  return openForm();
}

/** Clicks Preview and returns the 'Error!' modal's text (title and message). */
async function previewRefusal(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
  const modal = await screen.findByRole('dialog');
  expect(within(modal).getByRole('heading').textContent).toBe('Error!');
  return within(modal).getByText(/^Please|^Payment date|^Total paid/).textContent ?? '';
}

const noBank = { bankName: '', branch: '', accountNumber: '' };

describe("the new-order form's checks (docs/orders.md#validation)", () => {
  it.each<[string, DraftChanges, string]>([
    ['2: the beneficiary', { beneficiary: { city: '' } }, 'Please fill in all required fields in the Beneficiary Information section'],
    [
      '3: the dates',
      { transfer: { days: -1, creationDate: '2026-11-20', paymentDate: '2026-11-19' } },
      'Payment date cannot be earlier than Creation date',
    ],
    [
      '4: Bank Deposit',
      { beneficiary: { payoutType: 'BANK_DEPOSIT', branch: '' } },
      'Please fill in the Banking Info fields in the Beneficiary Information section',
    ],
    [
      '4: Pix',
      { beneficiary: { payoutType: 'PIX', pix: '', ...noBank } },
      'Please fill in the PIX field in the Beneficiary Information section',
    ],
    [
      '4: Zelle',
      { beneficiary: { payoutType: 'ZELLE', pix: '', ...noBank } },
      'Please fill in the ZELLE field in the Beneficiary Information section',
    ],
    ['5: the payments', { transfer: { payments: [{ method: 'CASH', value: '100.00' }] } }, 'Total paid does not match total with fee!'],
  ])(
    'stops Preview at check %s with its message, and stays on the form',
    async (_, changes, message) => {
      const user = userEvent.setup();
      openDraft(changes);
      expect(await previewRefusal(user)).toBe(message);
      expect(screen.queryByText('elsewhere')).toBeNull();
    },
    30_000,
  );

  it('runs the checks in order: a form failing checks 2, 3 and 5 is told about the beneficiary first', async () => {
    const user = userEvent.setup();
    openDraft({
      beneficiary: { documentNumber: '' },
      transfer: { days: -1, paymentDate: '2026-11-01', payments: [{ method: 'CASH', value: '1.00' }] },
    });
    expect(await previewRefusal(user)).toBe('Please fill in all required fields in the Beneficiary Information section');
  }, 30_000);

  it('goes to /preview with the draft stored once every check passes', async () => {
    const user = userEvent.setup();
    openDraft({ sender: { fullName: 'Helena Prado' } });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(loadDraft()?.sender.fullName).toBe('Helena Prado');
    expect(loadDraft()?.transfer.amountBrl).toBe('543.25');
  }, 30_000);
});

describe("the new-order form's money fields", () => {
  it('recomputes Amount BRL from a new exchange rate, and the total from a new fee', async () => {
    const user = userEvent.setup();
    openDraft({});
    const transfer = within(await screen.findByTestId('transfer-section'));
    const value = (label: string) => (transfer.getByLabelText(label) as HTMLInputElement).value.replace(/,/g, '');
    expect(value('Amount BRL')).toBe('543.25');
    await user.clear(transfer.getByLabelText('Exchange Rate'));
    await user.type(transfer.getByLabelText('Exchange Rate'), '5.5');
    expect(value('Amount BRL')).toMatch(/^550(\.00)?$/);
    expect(value('Amount USD')).toMatch(/^100(\.00)?$/);
    await user.clear(transfer.getByLabelText('Fee'));
    await user.type(transfer.getByLabelText('Fee'), '7');
    expect(value('Total With Fee')).toMatch(/^107(\.00)?$/);
  }, 30_000);
});

describe("the new-order form's amounts as each language writes them (docs/money-and-dates.md#typed-amounts, issue 30)", () => {
  afterEach(() => setLanguage('en'));
  // The machine running the suites may be busy: a refusal shows within a few seconds at worst.
  const SLOW = { timeout: 5000 };

  it("refuses a Brazilian '1.234,56' on the English form, saying how it was read, instead of taking $1.23", async () => {
    const user = userEvent.setup();
    openDraft({});
    const transfer = within(await screen.findByTestId('transfer-section'));
    const usd = transfer.getByLabelText('Amount USD') as HTMLInputElement;
    await user.clear(usd);
    await user.type(usd, '1.234,56');
    await user.tab();
    expect(await transfer.findByText('Did you mean 1,234.56? Type amounts as 1,234.56.', {}, SLOW)).toBeTruthy();
    expect(usd.value).toBe('1.234,56');
    expect(usd.getAttribute('aria-invalid')).toBe('true');
    expect(transfer.queryByText(/\$1\.23\b/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const modal = await screen.findByRole('dialog', {}, SLOW);
    expect(within(modal).getByText('An amount could not be read: correct the field marked in red.')).toBeTruthy();
    expect(screen.queryByText('elsewhere')).toBeNull();
  }, 60_000);

  it("refuses a fee of '12,50' on the English form rather than counting it as 0 or 1250", async () => {
    const user = userEvent.setup();
    openDraft({});
    const transfer = within(await screen.findByTestId('transfer-section'));
    await user.clear(transfer.getByLabelText('Fee'));
    await user.type(transfer.getByLabelText('Fee'), '12,50');
    await user.tab();
    expect(await transfer.findByText('Did you mean 12.50? Type amounts as 1,234.56.', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      within(await screen.findByRole('dialog', {}, SLOW)).getByText('An amount could not be read: correct the field marked in red.'),
    ).toBeTruthy();
  }, 60_000);

  it("reads '1.234,56' on the Portuguese form and refuses '1,234.56' with \"Você quis dizer 1.234,56?\"", async () => {
    await setLanguage('pt-BR');
    const user = userEvent.setup();
    openDraft({});
    const transfer = within(await screen.findByTestId('transfer-section'));
    const usd = transfer.getByLabelText('Valor USD') as HTMLInputElement;
    await user.clear(usd);
    await user.type(usd, '1,234.56');
    await user.tab();
    expect(await transfer.findByText('Você quis dizer 1.234,56? Digite valores como 1.234,56.', {}, SLOW)).toBeTruthy();
    await user.clear(usd);
    await user.type(usd, '1.234,56');
    await user.tab();
    expect(transfer.queryByText(/Você quis dizer/)).toBeNull();
    expect(usd.value).toBe('1.234,56');
  }, 60_000);
});

describe("the new-order form's dates (issue 30 item 8)", () => {
  afterEach(() => setLanguage('en'));

  it.each<[Language, string, string, string]>([
    [
      'en',
      '02312026',
      'There is no 02/31/2026: enter a date that exists, as MM/DD/YYYY',
      'Please fill in the Creation Date and the Payment Date with dates that exist',
    ],
    [
      'pt-BR',
      '31022026',
      'Não existe 31/02/2026: digite uma data que exista, como DD/MM/AAAA',
      'Preencha a Data de Criação e a Data de Pagamento com datas que existam',
    ],
  ])(
    'says in %s that an impossible payment date does not exist, and Preview does not call it blank',
    async (language, typed, fieldSays, modalSays) => {
      await setLanguage(language);
      const user = userEvent.setup();
      openDraft({ transfer: { days: -1 } });
      const transfer = within(await screen.findByTestId('transfer-section'));
      const paymentDate = transfer.getByLabelText(language === 'en' ? 'Payment Date' : 'Data de Pagamento');
      await user.clear(paymentDate);
      await user.type(paymentDate, typed);
      await user.tab();
      expect(await transfer.findByText(fieldSays, {}, { timeout: 5000 })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Preview' : 'Pré-visualizar' }));
      expect(within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByText(modalSays)).toBeTruthy();
    },
    60_000,
  );
});

describe("the new-order form applies the server's limits before Preview (issue 30 item 7, docs/money-and-dates.md#limits)", () => {
  afterEach(() => setLanguage('en'));
  const SLOW = { timeout: 5000 };

  /** Clicks Preview (in `language`) and returns the 'Error!' modal's whole text; the form stays. */
  async function refusal(user: ReturnType<typeof userEvent.setup>, language: Language = 'en'): Promise<string> {
    await user.click(await screen.findByRole('button', { name: language === 'en' ? 'Preview' : 'Pré-visualizar' }));
    const modal = await screen.findByRole('dialog', {}, SLOW);
    expect(screen.queryByText('elsewhere')).toBeNull();
    return modal.textContent ?? '';
  }

  /** An order of USD 99,999,999,999,999 whose payment line matches it, so only the limit stops it. */
  const HUGE = {
    amountUsd: '99999999999999',
    amountBrl: '543249999999994.57',
    payments: [{ method: 'CASH' as const, value: '100000000000004.00' }],
  };

  it.each<[Language, string]>([
    ['en', 'Amount USD must be at most 1,000,000.00'],
    ['pt-BR', 'Valor USD: pode ser no máximo 1.000.000,00'],
  ])(
    'refuses in %s an amount of 99,999,999,999,999, naming the field and the limit',
    async (language, says) => {
      await setLanguage(language);
      const user = userEvent.setup();
      openDraft({ transfer: HUGE });
      expect(await refusal(user, language)).toContain(says);
      expect(loadDraft()?.transfer.amountUsd).toBe('99999999999999');
    },
    60_000,
  );

  it('refuses a sender born in 2030, and one born more than 120 years ago, naming the section and the field', async () => {
    const user = userEvent.setup();
    openDraft({ sender: { birthday: '2030-01-15' } });
    const future = await refusal(user);
    expect(future).toContain('Please correct the marked fields in the Sender Information section');
    expect(future).toContain('Birthday must not be in the future');
    cleanup();
    openDraft({ sender: { birthday: '1900-01-01' } });
    expect(await refusal(user)).toContain('Birthday must not be more than 120 years ago');
  }, 60_000);

  it("caps every name field at the server's 200 characters, and refuses a longer one kept in a draft, naming the party", async () => {
    const user = userEvent.setup();
    openDraft({ beneficiary: { fullName: 'B'.repeat(10_000) } });
    const sender = within(await screen.findByTestId('sender-section'));
    expect(sender.getByLabelText(/^Full Name/).getAttribute('maxlength')).toBe('200');
    expect(sender.getByLabelText(/^Street Address/).getAttribute('maxlength')).toBe('200');
    const beneficiary = within(screen.getByTestId('beneficiary-section'));
    expect(beneficiary.getByLabelText(/^Account Number/).getAttribute('maxlength')).toBe('60');
    const text = await refusal(user);
    expect(text).toContain('Please correct the marked fields in the Beneficiary Information section');
    expect(text).toContain('Full Name is longer than 200 characters');
  }, 60_000);
});
