// @vitest-environment jsdom
/**
 * No screen shows a catalogue key (issue 30: the Document Type list read `documentType.PASSPORT`):
 * every value of every enumeration of the GraphQL schema, labelled by the function the screens use,
 * and every select of the new-order form (sender, beneficiary, transfer), opened, in both languages.
 * The enumerations come from the schema itself, so a new enumeration or value is covered at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLEnumType, GraphQLNamedType } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTypeDefs } from '@agency/schema';
import { LANGUAGES, loadCatalogue, setLanguage, translate, type Language } from '.';
import { accessTokenScopeLabel, roleLabel } from '../features/auth/roles';
import { accountTypeLabel, payoutTypeLabel } from '../features/beneficiaries/payout';
import { documentTypeLabel } from '../features/clients/documentTypes';
import { importFieldLabel, importOutcomeLabel } from '../features/import/labels';
import { matchReasonLabel } from '../features/compliance/SanctionsMatches';
import { investmentStatusLabel, invoiceStatusLabel } from '../features/investments/status';
import { statusLabel } from '../features/orders/status';
import { orderTypeLabel, paymentMethodLabel } from '../features/orders/transfer';
import { alertStatusLabel, alertTypeLabel } from '../routes/compliance/AlertsPage';
import { OUTCOME_LABEL } from '../routes/compliance/SanctionsPage';
import NewOrderPage from '../routes/orders/NewOrderPage';
import { storeOrderDraft } from '../test-support/orderDraft';
import { renderScreen } from '../test-support/screen';

/** A text that reads as a catalogue key: 'documentType.PASSPORT', 'status.PAID', 'orders.days'. */
const KEY_LIKE = /\b[a-z][A-Za-z]*\.[A-Za-z_]+\b/;

/** How the screens label each enumeration's values, in the language in use. */
const LABELS: Record<string, (value: string) => string> = {
  Role: (v) => roleLabel(v as never),
  PayoutType: (v) => payoutTypeLabel(v as never),
  AccountType: (v) => accountTypeLabel(v as never),
  DocumentType: (v) => documentTypeLabel(v as never),
  SanctionsMatchReason: (v) => matchReasonLabel(v),
  ScreeningOutcome: (v) => translate(OUTCOME_LABEL[v as keyof typeof OUTCOME_LABEL]),
  ComplianceAlertType: (v) => alertTypeLabel(v as never),
  AccessTokenScope: (v) => accessTokenScopeLabel(v as never),
  ComplianceAlertStatus: (v) => alertStatusLabel(v as never),
  InvestmentStatus: (v) => investmentStatusLabel(v as never),
  InvoiceStatus: (v) => invoiceStatusLabel(v as never),
  OrderStatus: (v) => statusLabel(v as never),
  OrderType: (v) => orderTypeLabel(v as never),
  PaymentMethod: (v) => paymentMethodLabel(v as never),
  ImportField: (v) => importFieldLabel(v as never),
  ImportOutcome: (v) => importOutcomeLabel(v as never),
};

/** Enumerations no screen shows as a word, and why. */
const NOT_SHOWN: Record<string, string> = {
  Language: 'the language menu shows each language by its own name (LANGUAGES)',
  OrderSort: 'a sort is shown by its column header and arrow',
  ScreeningRole: 'it only chooses how a phone is written',
  ComplianceThresholdKind:
    "it only chooses the alert's amount sentence (cash paid in, or amount sent: alerts.amountCash, alerts.amountSent)",
  OrderAction: "it only decides which of the order page's buttons show; each button has its own label",
  OrderChangeKind: 'a live update only tells the screens what to refetch; the dialog names who changed the order (docs/live-updates.md)',
  ImportStatus: 'the import screen shows where an import stands by which step it draws (dry run, progress bar, report)',
};

const enums = (): GraphQLEnumType[] =>
  Object.values(makeExecutableSchema({ typeDefs: loadTypeDefs() }).getTypeMap()).filter(
    // Only enumerations have values (graphql's isEnumType refuses @graphql-tools' copy of the module).
    (t: GraphQLNamedType): t is GraphQLEnumType => 'getValues' in t && !t.name.startsWith('__'),
  );

beforeAll(() => loadCatalogue('pt-BR'));
afterAll(() => setLanguage('en'));

describe('enumeration labels in both languages (docs/i18n.md)', () => {
  it('label every enumeration of the schema, or say why it is not shown', () => {
    const unlabelled = enums()
      .map((e) => e.name)
      .filter((name) => !(name in LABELS) && !(name in NOT_SHOWN));
    expect(unlabelled).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => l.code))('never read as a catalogue key in %s', async (language: Language) => {
    await setLanguage(language);
    const keys = enums()
      .filter((e) => e.name in LABELS)
      .flatMap((e) => e.getValues().map((v) => `${e.name}.${v.name}: ${LABELS[e.name]!(v.name)}`))
      .filter((line) => KEY_LIKE.test(line.slice(line.indexOf(': ') + 2)));
    expect(keys).toEqual([]);
  });
});

describe("the new-order form's selects in both languages", () => {
  it.each(LANGUAGES.map((l) => l.code))(
    'offer and show no catalogue key in %s',
    async (language: Language) => {
      await setLanguage(language);
      const user = userEvent.setup();
      storeOrderDraft({ beneficiary: { payoutType: 'BANK_DEPOSIT' } });
      renderScreen(<NewOrderPage />, {
        path: '/new',
        url: '/new',
        mocks: { OrderDefaults: () => ({ fee: '5.00', exchangeRate: '5.4325' }), Agency: () => ({ timeZone: 'America/New_York' }) },
      });
      await screen.findByTestId('transfer-section');
      const comboboxes = screen.getAllByRole('combobox');
      expect(comboboxes.length).toBeGreaterThanOrEqual(6);
      const shown: string[] = [];
      for (const combobox of comboboxes) {
        shown.push(combobox.textContent ?? '');
        await user.click(combobox);
        const listbox = await screen.findByRole('listbox');
        shown.push(
          ...within(listbox)
            .getAllByRole('option')
            .map((o) => o.textContent ?? ''),
        );
        await user.keyboard('{Escape}');
      }
      expect(shown.filter((text) => KEY_LIKE.test(text))).toEqual([]);
      expect(shown).toContain(language === 'en' ? 'Passport' : 'Passaporte');
      cleanup();
    },
    60_000,
  );
});
