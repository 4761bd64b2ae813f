// @vitest-environment jsdom
/**
 * An open order while another counter changes it (docs/live-updates.md "The web"), over a fake live
 * connection: the page shows the change without a reload, but not for the clerk's own save (its
 * version is already shown); a dialog open meanwhile says who changed it and when before the clerk
 * saves, offers Reload, and a save sends the version the dialog was opened on (so the server refuses
 * it rather than overwrite the change unseen).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import { setLanguage } from '../../i18n';
import OrderDetailPage from './OrderDetailPage';

afterEach(cleanup);

/** Order 7 as the server has it now: a test changes `stored` to play another counter's save. */
function openOrder() {
  const stored = { status: 'PENDING', version: 1, remainingValue: '543.25' };
  const asked = { order: 0, expectedVersions: [] as (number | undefined)[] };
  const rendered = renderScreen(<OrderDetailPage />, {
    path: '/order/:id',
    url: '/order/7',
    mocks: {
      Viewer: () => ({ isAdministrator: true }),
      Agency: () => ({ timeZone: 'America/New_York' }),
    },
    resolvers: {
      Query: {
        transferLog: () => ({
          order: { id: '7', remainingValue: stored.remainingValue },
          amountBrl: '543.25',
          total: '0.00',
          missing: stored.remainingValue,
          version: stored.version,
          payments: [],
        }),
        order: () => {
          asked.order += 1;
          return {
            id: '7',
            ...stored,
            amountBrl: '543.25',
            totalWithFee: '105.00',
            isRenewal: false,
            originalOrder: null,
            derivativeOrders: [],
            complianceFlags: [],
            cancellation: null,
            cancellableUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
            allowedActions: ['CANCEL', 'RENEW', 'DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'],
          };
        },
      },
      Mutation: {
        updateOrderStatus: (_parent: unknown, args: { expectedVersion?: number }) => {
          asked.expectedVersions.push(args.expectedVersion);
          return { id: '7', status: 'STANDBY', version: 3 };
        },
      },
    },
  });
  return { ...rendered, stored, asked };
}

/** Another counter's change of order 7, as `orderChanged` announces it (15:00 UTC: 10:00 AM in New York). */
const changed = (version: number | null, kind = 'CHANGED', editedBy: string | null = 'Beatriz Lima') => ({
  orderChanged: { __typename: 'OrderChange', id: '7', kind, version, editedBy, editedAt: '2026-11-20T15:00:00.000Z' },
});

describe('an open order changed by another counter', () => {
  it("shows the change without a reload, and ignores the clerk's own save (its version is shown)", async () => {
    const { live, stored, asked } = openOrder();
    await screen.findByText('Order #7');
    expect(live.running('OrderChanged')).toEqual([{ id: '7' }]);
    expect(screen.getByTestId('order-status').textContent).toBe('Pending');

    stored.status = 'STANDBY';
    stored.version = 2;
    live.emit('OrderChanged', changed(2));
    const status = () => screen.getByTestId('order-status').textContent;
    await expect.poll(status).toBe('Standby');
    expect(asked.order).toBe(2);

    // The version shown: nothing to fetch. A later change then fetches once more, not twice.
    live.emit('OrderChanged', changed(2));
    stored.version = 3;
    live.emit('OrderChanged', changed(3, 'PAID'));
    await expect.poll(() => asked.order).toBe(3);
  });

  it('says who changed it inside an open question, offers Reload, and a save sends the version the question was asked on', async () => {
    const user = userEvent.setup();
    const { live, stored, asked } = openOrder();
    await screen.findByText('Order #7');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    // The clerk's own version: nothing to say.
    live.emit('OrderChanged', changed(1));
    expect(within(dialog).queryByTestId('changed-elsewhere')).toBeNull();

    stored.version = 2;
    stored.status = 'COMPLETED';
    live.emit('OrderChanged', changed(2));
    const notice = await within(dialog).findByTestId('changed-elsewhere');
    expect(notice.textContent).toMatch(/^Changed by Beatriz Lima at 11\/20\/2026, 10:00 AM: reload to see itReload$/);
    // The page behind already shows it.
    await expect.poll(() => screen.getByTestId('order-status').textContent).toBe('Completed');

    // Saving anyway sends version 1: the server refuses it as EDITED_ELSEWHERE (docs/ARCHITECTURE.md#versions).
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect.poll(() => asked.expectedVersions).toEqual([1]);
  });

  it('closes the question on Reload, on the order as it is now', async () => {
    const user = userEvent.setup();
    const { live, stored } = openOrder();
    await screen.findByText('Order #7');
    await user.click(screen.getByRole('button', { name: 'Standby' }));
    const dialog = await screen.findByRole('dialog');
    stored.version = 2;
    stored.status = 'CANCELLED';
    live.emit('OrderChanged', changed(2, 'CANCELLED', null));
    const notice = await within(dialog).findByTestId('changed-elsewhere');
    expect(notice.textContent).toContain('Changed by the system at');
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
  });

  it('says so in the open transfer log, in Portuguese too, until Reload brings the log as it is now', async () => {
    const user = userEvent.setup();
    const { live, stored } = openOrder();
    await screen.findByText('Order #7');
    await user.click(screen.getByRole('button', { name: 'Transfer Log' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('No payments recorded yet.');

    stored.version = 2;
    stored.remainingValue = '443.25';
    await setLanguage('pt-BR');
    try {
      live.emit('OrderChanged', changed(2, 'PAID'));
      const notice = await within(dialog).findByTestId('changed-elsewhere');
      expect(notice.textContent).toMatch(/^Alterado por Beatriz Lima às 20\/11\/2026.*10:00: recarregue para ver/);
      await user.click(within(notice).getByRole('button', { name: 'Recarregar' }));
      await expect.poll(() => within(dialog).queryByTestId('changed-elsewhere')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });
});
