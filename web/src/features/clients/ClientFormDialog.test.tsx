// @vitest-environment jsdom
/**
 * A client renamed to a possible match of the sanctions list (docs/compliance.md "Reviewing a
 * possible match"): the refusal shows the match as every screen does, with why it matched and the
 * listed date of birth and nationality beside the client's own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from '../../test-support/screen';
import { ClientFormDialog } from './ClientFormDialog';

afterEach(cleanup);

const CLIENT = {
  id: '3',
  version: 1,
  fullName: 'Helena Duarte',
  birthday: '1981-04-12',
  cpf: '52998224725',
  telephone: '9735550177',
  streetAddress: '77 Ferry Street',
  zipCode: '07105',
  city: 'Newark',
  state: 'NJ',
  country: 'US',
  documentType: 'PASSPORT' as const,
  documentNumber: 'P7788990',
  hasDocument: false,
};

describe('a client saved under a listed name', () => {
  it('shows the possible match beside the client, with why it matched', async () => {
    const user = userEvent.setup();
    renderScreen(<ClientFormDialog open client={CLIENT} onClose={() => undefined} />, {
      path: '/clients',
      url: '/clients',
      resolvers: {
        Mutation: {
          updateClient: () => {
            throw new GraphQLError('Possible sanctions match: BOUT, Viktor Anatolyevich (SDNT, score 0.95).', {
              extensions: {
                code: 'SANCTIONS_MATCH',
                matches: [
                  {
                    entNum: 9001,
                    name: 'BOUT, Viktor Anatolyevich',
                    program: 'SDNT',
                    score: 0.95,
                    reason: ['MISSING_WORD'],
                    dateOfBirth: '13 Jan 1967; alt. 1970',
                    nationality: 'Russia',
                  },
                ],
              },
            });
          },
        },
      },
    });
    const name = await screen.findByLabelText(/^Full Name/i);
    await user.clear(name);
    await user.type(name, 'Viktor Bout');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = await screen.findByRole('dialog', { name: 'Possible sanctions match' });
    const card = within(refusal).getByRole('region', { name: 'Possible match: BOUT, Viktor Anatolyevich' });
    expect(within(card).getByTestId('sanctions-match-score').textContent).toBe('Score 95%');
    expect(within(card).getByText('One name left out')).toBeTruthy();
    expect(within(card).getByRole('columnheader', { name: 'Client: Viktor Bout' })).toBeTruthy();
    const dateOfBirth = within(card).getByRole('rowheader', { name: 'Date of birth' }).closest('tr')!;
    expect(
      within(dateOfBirth)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['13 Jan 1967; alt. 1970', '04/12/1981']);
    const nationality = within(card).getByRole('rowheader', { name: 'Nationality / country' }).closest('tr')!;
    expect(
      within(nationality)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Russia', 'US']);
  }, 20_000);
});

describe('a client changed by someone else while the modal was open', () => {
  it('says who changed it and when, lists what was typed, and loads the current record on request', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderScreen(<ClientFormDialog open client={CLIENT} onClose={() => undefined} />, {
      path: '/clients',
      url: '/clients',
      resolvers: {
        Query: {
          client: () => ({ ...CLIENT, version: 2, streetAddress: '9 Elm Street' }),
        },
        Mutation: {
          updateClient: (_p: unknown, args: { expectedVersion?: number }) => {
            sent.push(args.expectedVersion);
            throw new GraphQLError('This client was changed by Ana Souza', {
              extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 2, editedBy: 'Ana Souza', editedAt: '2026-11-26T15:03:00.000Z' },
            });
          },
        },
      },
    });
    const telephone = await screen.findByLabelText(/^Telephone/i);
    await user.clear(telephone);
    await user.type(telephone, '9735550188');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent).toEqual([1]);
    expect(conflict.textContent).toMatch(
      /Ana Souza changed this record at 11\/26\/2026, \d\d:03 [AP]M \(agency time\)\. Your changes were not saved\./,
    );
    const typed = within(conflict).getByRole('definition');
    expect(typed.textContent).toMatch(/973.*555.*0188/);
    await user.click(within(conflict).getByRole('button', { name: 'Load the current record' }));
    expect(await screen.findByDisplayValue('9 Elm Street')).toBeTruthy();
    const note = await screen.findByRole('note', { name: 'What you typed (not saved)' });
    expect(note.textContent).toMatch(/telephone: .*973.*555.*0188/);
    expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull();
  });
});
