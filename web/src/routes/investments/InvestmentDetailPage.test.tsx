// @vitest-environment jsdom
/**
 * The investment page's status change and Delete send the investment's version as loaded; when
 * another administrator changed the investment meanwhile, the conflict dialog names them, the instant
 * in agency time and what was asked for, and nothing is shown as done (docs/ARCHITECTURE.md#versions).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from '../../test-support/screen';
import InvestmentDetailPage from './InvestmentDetailPage';
import { storeAgencyTimeZone } from '../../features/auth/session';

afterEach(cleanup);

// The signed-in frame keeps the agency's zone (New York); the browser is in Tokyo, whose time must not show.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
  storeAgencyTimeZone('America/New_York');
});
afterAll(() => {
  process.env.TZ = browserZone;
  localStorage.clear();
  sessionStorage.clear();
});

const edited = () =>
  new GraphQLError('This investment was changed by Bruno Lima', {
    extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 6, editedBy: 'Bruno Lima', editedAt: '2026-11-20T15:10:00.000Z' },
  });

function openInvestment(sent: { status: unknown[]; remove: unknown[] }) {
  return renderScreen(<InvestmentDetailPage />, {
    path: '/investment/:id',
    url: '/investment/12',
    mocks: {
      Investment: () => ({ id: '12', version: 5, status: 'PENDING', invoices: [] }),
      Viewer: () => ({ isAdministrator: true }),
      Agency: () => ({ timeZone: 'America/New_York' }),
    },
    resolvers: {
      Mutation: {
        updateInvestmentStatus: (_p: unknown, args: { expectedVersion?: number }) => {
          sent.status.push(args.expectedVersion);
          throw edited();
        },
        deleteInvestment: (_p: unknown, args: { expectedVersion?: number }) => {
          sent.remove.push(args.expectedVersion);
          throw edited();
        },
      },
    },
  });
}

describe('the investment page and another administrator’s change', () => {
  it('sends the version with Update Status and says who changed the investment and when, with the status asked for', async () => {
    const user = userEvent.setup();
    const sent = { status: [] as unknown[], remove: [] as unknown[] };
    openInvestment(sent);
    await screen.findByText('Investment #12');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent.status).toEqual([5]);
    expect(conflict.textContent).toContain('Bruno Lima changed this record at 11/20/2026, 10:10 AM (agency time)');
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Pending']);
    expect(screen.queryByText(/Status set/)).toBeNull();
  });

  it('sends the version with Delete, stays on the page and says the delete was not done', async () => {
    const user = userEvent.setup();
    const sent = { status: [] as unknown[], remove: [] as unknown[] };
    const { router } = openInvestment(sent);
    await screen.findByText('Investment #12');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent.remove).toEqual([5]);
    expect(within(conflict).getByText('Asked for:')).toBeTruthy();
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Delete']);
    expect(router.state.location.pathname).toBe('/investment/12');
    expect(within(conflict).getByRole('button', { name: 'Load the current record' })).toBeTruthy();
  });
});
