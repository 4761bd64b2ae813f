// @vitest-environment jsdom
/**
 * A renewal refused by sanctions screening (docs/compliance.md "Reviewing a possible match"): the
 * review shows each possible match (listed name, program, score as a percentage, why it matched
 * in words, the listed date of birth and nationality beside the client's own) in the clerk's
 * language; an administrator may renew with a written reason (sanctionsOverride), an employee
 * only reads it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { CreateOrderInput } from '../../generated/graphql';
import { setLanguage } from '../../i18n';
import { renderScreen } from '../../test-support/screen';
import RenewOrderPage from './RenewOrderPage';

/** What each createOrder sent, in order. */
let sent: CreateOrderInput[] = [];

beforeEach(() => {
  sent = [];
});
afterEach(cleanup);

/** The refusal of a newly listed client: one match, with what the SDN remarks say of the listed person. */
const SANCTIONS_MATCH = {
  code: 'SANCTIONS_MATCH',
  matches: [
    {
      entNum: 9001,
      name: 'QUARTZ, Teodoro Blanco',
      program: 'SDGT',
      score: 0.925,
      reason: ['EXACT', 'LOOKALIKE'],
      dateOfBirth: '10 Dec 1948; alt. 1967',
      nationality: 'Russia',
    },
  ],
};

/** /renew/7 of a Pending order of USD 100.00 paid in cash, as an administrator or not; the first renewal is refused. */
function openRenew(isAdministrator: boolean, exchangeRate = '5.4325') {
  return renderScreen(<RenewOrderPage />, {
    path: '/renew/:id',
    url: '/renew/7',
    mocks: {
      Viewer: () => ({ isAdministrator }),
      Agency: () => ({ timeZone: 'America/New_York' }),
      Order: () => ({
        id: '7',
        status: 'PENDING',
        amountUsd: '100.00',
        exchangeRate,
        amountBrl: '543.25',
        fee: '5.00',
        totalWithFee: '105.00',
        days: 1,
        type: 'NORMAL',
        paymentLines: [{ method: 'CASH', value: '105.00' }],
        pixKey: null,
        client: { id: '3', fullName: 'Teodoro Blanco Quartz', birthday: '1980-03-15', country: 'US' },
        beneficiary: {
          id: '4',
          fullName: 'Bia Clear',
          payoutType: 'BANK_DEPOSIT',
          accountType: 'CHECKING',
          bankName: 'Caixa',
          branch: '0001',
          accountNumber: '1234-5',
          pix: null,
        },
      }),
    },
    resolvers: {
      Mutation: {
        createOrder: (_: unknown, args: { input: CreateOrderInput }) => {
          sent.push(args.input);
          if (sent.length === 1)
            throw new GraphQLError('Possible sanctions match: QUARTZ, Teodoro Blanco', { extensions: SANCTIONS_MATCH });
          return { id: '51' };
        },
      },
    },
  });
}

/** Clicks Renew and returns the review the refusal opens. */
async function renewInto(user: ReturnType<typeof userEvent.setup>, renew = 'Renew', title = 'Possible sanctions match') {
  await user.click(await screen.findByRole('button', { name: renew }));
  return screen.findByRole('dialog', { name: title });
}

describe("a renewal's figures", () => {
  it("starts the rate input with the rate's own decimals: 5.40, not the stored 5.400000", async () => {
    openRenew(true, '5.400000');
    const rate = await screen.findByLabelText(/^Exchange Rate/);
    expect((rate as HTMLInputElement).value).toBe('5.40');
  });
});

describe('a renewal refused as a possible sanctions match', () => {
  it('shows the match beside the client and lets an administrator renew with a reason', async () => {
    const user = userEvent.setup();
    openRenew(true);
    const review = await renewInto(user);
    const card = within(review).getByRole('region', { name: 'Possible match: QUARTZ, Teodoro Blanco' });
    expect(within(card).getByTestId('sanctions-match-score').textContent).toBe('Score 92.5%');
    expect(within(card).getByText('Program: SDGT')).toBeTruthy();
    expect(within(card).getByText('Same name')).toBeTruthy();
    expect(within(card).getByText('Look-alike letters')).toBeTruthy();
    // The listed party's details in one column, the client's beside them.
    const rows = within(card)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th[scope=row]') ? 'cell' : 'columnheader')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['', 'Listed party', 'Sender: Teodoro Blanco Quartz', 'Beneficiary: Bia Clear'],
      ['10 Dec 1948; alt. 1967', '03/15/1980', 'Not on file'],
      ['Russia', 'US', 'Not on file'],
    ]);
    expect(within(card).getByRole('rowheader', { name: 'Date of birth' })).toBeTruthy();

    const override = within(review).getByRole('button', { name: 'Override and renew' });
    expect(override.hasAttribute('disabled')).toBe(true);
    await user.type(within(review).getByLabelText('Reason for the override'), '  Passport: born 1980  ');
    await user.click(override);
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(sent.map((s) => s.sanctionsOverride ?? null)).toEqual([null, { reason: 'Passport: born 1980' }]);
    expect(sent[1]!.originalOrderId).toBe('7');
  }, 20_000);

  it('lets an employee only read it: no reason, no override, nothing sent again', async () => {
    const user = userEvent.setup();
    openRenew(false);
    const review = await renewInto(user);
    expect(within(review).getByText('Same name')).toBeTruthy();
    expect(within(review).queryByLabelText('Reason for the override')).toBeNull();
    expect(
      within(review)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    await user.click(within(review).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
  });

  it('reads in Portuguese: the score with a decimal comma, the reasons and dates the Brazilian way', async () => {
    await setLanguage('pt-BR');
    try {
      const user = userEvent.setup();
      openRenew(true);
      const review = await renewInto(user, 'Renovar', 'Possível coincidência com a lista de sanções');
      const card = within(review).getByRole('region', { name: 'Possível coincidência: QUARTZ, Teodoro Blanco' });
      expect(within(card).getByTestId('sanctions-match-score').textContent).toBe('Semelhança 92,5%');
      expect(within(card).getByText('Mesmo nome')).toBeTruthy();
      expect(within(card).getByText('Letras parecidas')).toBeTruthy();
      expect(within(card).getByText('15/03/1980')).toBeTruthy();
      expect(within(card).getByText('Pessoa da lista')).toBeTruthy();
      expect(within(review).getByRole('button', { name: 'Liberar e renovar' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
