// @vitest-environment jsdom
/**
 * The shell's live updates (docs/live-updates.md "The web") over a fake live connection: an order
 * event refetches the order queries on screen (one refetch for a burst) and nothing else; the
 * alerts' events are listened to by administrators only; a reconnection, and the window's focus
 * while the connection is down, refetch everything on screen; the 'Live updates paused' chip.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { renderScreen } from '../../test-support/screen';
import { DashboardSummaryDocument, OpenComplianceAlertsDocument } from '../../routes/dashboard/Dashboard.generated';
import { setLanguage } from '../../i18n';
import { useLiveUpdates } from './useLiveUpdates';
import { LiveStatusIndicator } from './LiveStatusIndicator';

afterEach(cleanup);

/** A query no event concerns (today's birthdays). */
const BIRTHDAYS: TypedDocumentNode<{ birthdayCount: number }> = gql`
  query BirthdayCount {
    birthdayCount
  }
`;

/** A shell showing the hold count (an order query), the open alerts (an alert query) and the birthdays (neither), with the indicator. */
function Shell({ isAdministrator }: { isAdministrator: boolean }) {
  useLiveUpdates({ isAdministrator });
  const summary = useQuery(DashboardSummaryDocument);
  const alerts = useQuery(OpenComplianceAlertsDocument);
  const birthdays = useQuery(BIRTHDAYS);
  return (
    <>
      <p>hold {summary.data?.holdCount ?? '-'}</p>
      <p>alerts {alerts.data?.openComplianceAlerts ?? '-'}</p>
      <p>birthdays {birthdays.data?.birthdayCount ?? '-'}</p>
      <LiveStatusIndicator />
    </>
  );
}

/** Renders the shell; each query's answer counts how many times the server was asked. */
async function openShell(isAdministrator = true) {
  const asked = { hold: 0, alerts: 0, birthdays: 0 };
  const rendered = renderScreen(<Shell isAdministrator={isAdministrator} />, {
    path: '/',
    url: '/',
    resolvers: {
      Query: {
        holdCount: () => ++asked.hold,
        openComplianceAlerts: () => ++asked.alerts,
        birthdayCount: () => ++asked.birthdays,
      },
    },
  });
  await screen.findByText('hold 1');
  await screen.findByText('alerts 1');
  await screen.findByText('birthdays 1');
  return { ...rendered, asked };
}

const ordersChanged = (id: string, kind = 'PAID') => ({ ordersChanged: { __typename: 'OrderChange', id, kind } });

describe('the live updates of the signed-in shell', () => {
  it('refetches the order queries on screen once for a burst of order events, and nothing else', async () => {
    const { live, asked } = await openShell();
    for (const id of ['1', '2', '3', '4', '5']) live.emit('OrdersChanged', ordersChanged(id));
    await screen.findByText('hold 2');
    // An alert event afterwards: by the time its refetch is in, the burst's would have been too.
    live.emit('ComplianceAlertsChanged', { complianceAlertsChanged: { __typename: 'ComplianceAlertChange', id: '9' } });
    await screen.findByText('alerts 2');
    expect(asked).toEqual({ hold: 2, alerts: 2, birthdays: 1 });
  });

  it("listens to the alerts only for an administrator: an employee's shell does not subscribe to them", async () => {
    const { live } = await openShell(false);
    expect(live.running('OrdersChanged')).toHaveLength(1);
    expect(live.running('ComplianceAlertsChanged')).toEqual([]);
    cleanup();
    const admin = await openShell(true);
    expect(admin.live.running('ComplianceAlertsChanged')).toHaveLength(1);
  });

  it('refetches everything on screen after a reconnection (events were missed meanwhile)', async () => {
    const { live, asked } = await openShell();
    live.goDown();
    live.reconnect();
    await screen.findByText('birthdays 2');
    await screen.findByText('hold 2');
    await screen.findByText('alerts 2');
    expect(asked).toEqual({ hold: 2, alerts: 2, birthdays: 2 });
  });

  it('refetches on the window’s focus while the connection is down, not while it is up', async () => {
    const { live, asked } = await openShell();
    fireEvent.focus(window);
    live.goDown();
    fireEvent.focus(window);
    await screen.findByText('birthdays 2');
    expect(asked.birthdays).toBe(2);
  });

  it("shows 'Live updates paused — reconnecting' while the connection is down, in the clerk's language", async () => {
    const { live } = await openShell();
    expect(screen.queryByTestId('live-paused')).toBeNull();
    live.goDown();
    await screen.findByText('Live updates paused — reconnecting');
    expect(screen.getByRole('status').textContent).toBe('Live updates paused — reconnecting');
    live.reconnect();
    expect(screen.queryByTestId('live-paused')).toBeNull();

    await setLanguage('pt-BR');
    try {
      live.goDown();
      await screen.findByText('Atualizações ao vivo pausadas — reconectando');
    } finally {
      await setLanguage('en');
    }
  });
});
