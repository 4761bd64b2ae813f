// @vitest-environment jsdom
/**
 * The review of a SANCTIONS alert (docs/compliance.md "Reviewing a possible match"): the listed
 * party's match, with why it matched in words and its date of birth and nationality beside the
 * person's own, and the person's telephone formatted as the order page formats it (a sender's US
 * style, a beneficiary's Brazilian style), in English and Portuguese.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { setLanguage } from '../../i18n';
import { renderScreen } from '../../test-support/screen';
import AlertsPage from './AlertsPage';

afterEach(cleanup);

const MATCH = {
  entNum: 36,
  name: 'AEROCARIBBEAN AIRLINES',
  program: 'CUBA',
  score: 0.97,
  reason: ['JOINED_WORDS'],
  dateOfBirth: null,
  nationality: 'Cuba',
};

/** /compliance/alerts with one open SANCTIONS alert about a person of `role` with `telephone`. */
function openAlerts(role: 'CLIENT' | 'BENEFICIARY', telephone: string) {
  const alert = {
    id: '5',
    type: 'SANCTIONS',
    status: 'OPEN',
    clientId: role === 'CLIENT' ? '3' : null,
    clientName: role === 'CLIENT' ? 'Aero Caribbean Airlines' : null,
    beneficiaryId: role === 'BENEFICIARY' ? '4' : null,
    beneficiaryName: role === 'BENEFICIARY' ? 'Aero Caribbean Airlines' : null,
    date: '2026-11-20',
    total: null,
    threshold: null,
    thresholdKind: null,
    orderIds: [],
    matches: [MATCH],
    note: null,
    decidedBy: null,
    decidedAt: null,
  };
  return renderScreen(<AlertsPage />, {
    path: '/compliance/alerts',
    url: '/compliance/alerts',
    resolvers: {
      Query: {
        complianceAlerts: () => [alert],
        complianceAlert: () => ({
          alert,
          person: {
            role,
            id: '3',
            fullName: 'Aero Caribbean Airlines',
            birthday: role === 'CLIENT' ? '1975-06-01' : null,
            streetAddress: null,
            city: null,
            state: null,
            zipCode: null,
            country: role === 'CLIENT' ? 'US' : null,
            telephone,
            taxId: null,
            documentType: null,
            documentNumber: null,
          },
          orders: [],
        }),
      },
    },
  });
}

async function review(user: ReturnType<typeof userEvent.setup>, button = 'Review') {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('the review of a sanctions alert', () => {
  it("formats a sender's telephone US style and shows the match beside the client", async () => {
    const user = userEvent.setup();
    openAlerts('CLIENT', '9089702883');
    const dialog = await review(user);
    expect(await within(dialog).findByText('+1 (908) 970-2883')).toBeTruthy();
    const card = within(dialog).getByRole('region', { name: 'Possible match: AEROCARIBBEAN AIRLINES' });
    expect(within(card).getByTestId('sanctions-match-score').textContent).toBe('Score 97%');
    expect(within(card).getByText('Words joined or split')).toBeTruthy();
    const dateOfBirth = within(card).getByRole('rowheader', { name: 'Date of birth' }).closest('tr')!;
    expect(
      within(dateOfBirth)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not given', '06/01/1975']);
    const nationality = within(card).getByRole('rowheader', { name: 'Nationality / country' }).closest('tr')!;
    expect(
      within(nationality)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cuba', 'US']);
    expect(within(card).getByRole('columnheader', { name: 'Client: Aero Caribbean Airlines' })).toBeTruthy();
  });

  it("formats a beneficiary's telephone Brazilian style, in Portuguese too", async () => {
    await setLanguage('pt-BR');
    try {
      const user = userEvent.setup();
      openAlerts('BENEFICIARY', '11987654321');
      const dialog = await review(user, 'Analisar');
      expect(await within(dialog).findByText('+55 (11) 98765-4321')).toBeTruthy();
      const card = within(dialog).getByRole('region', { name: 'Possível coincidência: AEROCARIBBEAN AIRLINES' });
      expect(within(card).getByTestId('sanctions-match-score').textContent).toBe('Semelhança 97%');
      expect(within(card).getByText('Palavras juntas ou separadas')).toBeTruthy();
      expect(within(card).getByRole('columnheader', { name: 'Beneficiário: Aero Caribbean Airlines' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});

describe("what an alert's total adds up", () => {
  it('reads cash or sent as the server says (thresholdKind), not from the threshold amount', async () => {
    const alert = (id: string, thresholdKind: 'CASH' | 'AMOUNT_SENT', threshold: string, total: string) => ({
      id,
      type: 'STRUCTURING',
      status: 'OPEN',
      clientId: '3',
      clientName: `Client ${id}`,
      beneficiaryId: null,
      beneficiaryName: null,
      date: '2026-11-20',
      total,
      // A threshold the page must not branch on: only thresholdKind says what was added up.
      threshold,
      thresholdKind,
      orderIds: ['7', '8'],
      matches: [],
      note: null,
      decidedBy: null,
      decidedAt: null,
    });
    renderScreen(<AlertsPage />, {
      path: '/compliance/alerts',
      url: '/compliance/alerts',
      resolvers: {
        Query: {
          complianceAlerts: () => [alert('5', 'CASH', '10000.00', '10500.00'), alert('6', 'AMOUNT_SENT', '10000.00', '10200.00')],
        },
      },
    });
    await screen.findByText('Client 5', { exact: false });
    const text = document.body.textContent ?? '';
    expect(text).toContain('$10,500.00 cash (threshold $10,000.00)');
    expect(text).toContain('$10,200.00 sent (threshold $10,000.00)');
  });
});

describe('a decision and another officer’s change (docs/ARCHITECTURE.md#versions)', () => {
  it('sends the version it loaded; when refused, names who changed the alert and keeps the decision and note typed in view', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const alert = {
      id: '8',
      version: 4,
      type: 'CTR',
      status: 'OPEN',
      clientId: '3',
      clientName: 'Caio Cash',
      beneficiaryId: null,
      beneficiaryName: null,
      date: '2026-11-20',
      total: '10530.00',
      threshold: '10000.00',
      thresholdKind: 'CASH',
      orderIds: [],
      matches: [],
      note: null,
      decidedBy: null,
      decidedAt: null,
    };
    renderScreen(<AlertsPage />, {
      path: '/compliance/alerts',
      url: '/compliance/alerts',
      resolvers: {
        Query: {
          complianceAlerts: () => [alert],
          complianceAlert: () => ({
            alert,
            person: {
              role: 'CLIENT',
              id: '3',
              fullName: 'Caio Cash',
              birthday: null,
              streetAddress: null,
              city: null,
              state: null,
              zipCode: null,
              country: null,
              telephone: null,
              taxId: null,
              documentType: null,
              documentNumber: null,
            },
            orders: [],
          }),
        },
        Mutation: {
          decideComplianceAlert: (_p: unknown, args: { expectedVersion?: number }) => {
            sent.push(args.expectedVersion);
            throw new GraphQLError('This alert was changed by Bruno Lima', {
              extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 5, editedBy: 'Bruno Lima', editedAt: '2026-11-20T15:10:00.000Z' },
            });
          },
        },
      },
    });
    const dialog = await review(user);
    await user.click(await within(dialog).findByRole('radio', { name: 'Reported' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'CTR filed');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent).toEqual([4]);
    expect(conflict.textContent).toContain('Bruno Lima changed this record at');
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Reported', 'CTR filed']);
    await user.click(within(conflict).getByRole('button', { name: 'Load the current record' }));
    const typed = await screen.findByRole('note', { name: 'What you typed (not saved)' });
    expect(typed.textContent).toContain('CTR filed');
  });
});
