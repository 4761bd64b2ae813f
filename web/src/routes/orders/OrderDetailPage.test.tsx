// @vitest-environment jsdom
/**
 * The order page's actions (docs/orders.md#the-order-page): exactly the order's allowedActions, which
 * the server decides per role and status (docs/orders.md#what-may-be-done-with-an-order), whatever the
 * status and amounts say; 'Cancel and refund' hidden once the 30 minutes pass on the open page; the
 * compliance marks.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from '../../test-support/screen';
import OrderDetailPage from './OrderDetailPage';
import { setLanguage } from '../../i18n';

afterEach(cleanup);

// A browser far from the agency: an instant written in the browser's zone would show Tokyo's time.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** What the server allows on a Pending order within its 30 minutes: an administrator may also delete it. */
const pendingActions = (isAdministrator: boolean) =>
  isAdministrator
    ? ['CANCEL', 'RENEW', 'DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT']
    : ['CANCEL', 'RENEW', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'];

/** Order 7, Pending within its 30 minutes, nothing paid out, with what the server allows the viewer on it; override any field. */
const pendingOrder = (isAdministrator: boolean, order: Record<string, unknown> = {}) => ({
  id: '7',
  status: 'PENDING',
  amountBrl: '543.25',
  remainingValue: '543.25',
  totalWithFee: '105.00',
  isRenewal: false,
  originalOrder: null,
  derivativeOrders: [],
  complianceFlags: [],
  cancellation: null,
  cancellableUntil: inMinutes(20),
  allowedActions: pendingActions(isAdministrator),
  ...order,
});

/** The order page of order 7 with the order's fields (allowedActions: a Pending order's) and the viewer's role as given. */
function openOrder(order: Record<string, unknown>, isAdministrator: boolean) {
  return renderScreen(<OrderDetailPage />, {
    path: '/order/:id',
    url: '/order/7',
    mocks: {
      Order: () => pendingOrder(isAdministrator, order),
      Viewer: () => ({ isAdministrator }),
      Agency: () => ({ timeZone: 'America/New_York' }),
    },
  });
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the order page', () => {
  it('offers an administrator Update, Standby, Delete and, in the first 30 minutes, Cancel and refund', async () => {
    openOrder({}, true);
    await screen.findByText('Order #7');
    for (const name of ['Update', 'Standby', 'Delete', 'Cancel and refund', 'Renew', 'Transfer Log'])
      expect(button(name), name).not.toBeNull();
  });

  it('offers an employee no Delete (the server allows none)', async () => {
    openOrder({}, false);
    await screen.findByText('Order #7');
    expect(button('Delete')).toBeNull();
    expect(button('Update')).not.toBeNull();
    expect(button('Cancel and refund')).not.toBeNull();
  });

  it('no longer offers Cancel and refund after the 30 minutes, nor when the server does not allow it', async () => {
    // Loaded while CANCEL was allowed, its 30 minutes since passed on the open page.
    openOrder({ cancellableUntil: inMinutes(-1) }, true);
    await screen.findByText('Order #7');
    expect(button('Cancel and refund')).toBeNull();
    cleanup();
    // BRL was paid out: the server leaves CANCEL out; the page does not compare amounts itself.
    openOrder({ remainingValue: '100.00', allowedActions: ['RENEW', 'DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT', 'EDIT'] }, true);
    await screen.findByText('Order #7');
    expect(button('Cancel and refund')).toBeNull();
  });

  it('says why a renewed order cannot change, and offers neither Update, Standby, Renew nor Cancel and refund', async () => {
    openOrder({ status: 'RENEWED', derivativeOrders: [{ id: '9' }], allowedActions: ['ADD_PARTIAL_PAYMENT'] }, true);
    await screen.findByText(/This order was renewed by order/);
    expect(button('Update')).toBeNull();
    expect(button('Standby')).toBeNull();
    expect(button('Cancel and refund')).toBeNull();
    expect(button('Renew')?.hasAttribute('disabled')).toBe(true);
  });

  it("names a renewed order's derivative orders in the clerk's language, with their count", async () => {
    openOrder({ status: 'RENEWED', derivativeOrders: [{ id: '9' }, { id: '12' }] }, true);
    await screen.findByText('Order #7');
    expect(button('Derivative Transactions (2)')).not.toBeNull();
    cleanup();
    await setLanguage('pt-BR');
    try {
      openOrder({ status: 'RENEWED', derivativeOrders: [{ id: '9' }, { id: '12' }] }, true);
      await screen.findByText('Pedido nº 7');
      expect(button('Pedidos Derivados (2)')).not.toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('marks an order a CTR or structuring alert names, and shows a refund', async () => {
    openOrder(
      {
        status: 'CANCELLED',
        allowedActions: ['DELETE', 'CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'],
        complianceFlags: ['CTR', 'STRUCTURING'],
        cancellation: { refund: '105.00', cancelledAt: '2026-11-20T15:10:00.000Z', cancelledBy: 'Ana Clerk' },
      },
      true,
    );
    await screen.findByText('Order #7');
    expect(screen.getAllByTestId('compliance-flag').map((chip) => chip.textContent)).toEqual(['CTR', 'Structuring?']);
    // In the agency's zone (New York), whatever the browser's: 15:10 UTC was 10:10 AM there.
    expect(screen.getByTestId('order-refund').textContent).toBe('$105.00 on 11/20/2026, 10:10 AM by Ana Clerk');
    expect(button('Cancel and refund')).toBeNull();
  });
});

/** The actions a page may offer, in the order the table below lists them. */
const ACTIONS = ['Update', 'Standby', 'Delete', 'Cancel and refund', 'Renew', 'Transfer Log'] as const;

describe('the actions the server allows, whatever the status says', () => {
  // The buttons offered (and enabled) for the allowedActions the server answered.
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'a Pending order, administrator',
      { allowedActions: pendingActions(true) },
      ['Update', 'Standby', 'Delete', 'Cancel and refund', 'Renew', 'Transfer Log'],
    ],
    [
      'a Pending order, employee',
      { allowedActions: pendingActions(false) },
      ['Update', 'Standby', 'Cancel and refund', 'Renew', 'Transfer Log'],
    ],
    [
      'a Completed order, administrator',
      { status: 'COMPLETED', remainingValue: '0.00', allowedActions: ['RENEW', 'DELETE', 'CHANGE_STATUS', 'EDIT'] },
      ['Update', 'Standby', 'Delete', 'Renew', 'Transfer Log'],
    ],
    [
      'a Cancelled order, employee',
      { status: 'CANCELLED', allowedActions: ['CHANGE_STATUS', 'ADD_PARTIAL_PAYMENT'] },
      ['Update', 'Standby', 'Transfer Log'],
    ],
    ['a Renewed order', { status: 'RENEWED', derivativeOrders: [{ id: '9' }], allowedActions: ['ADD_PARTIAL_PAYMENT'] }, ['Transfer Log']],
    // The server's word wins over what the status would suggest.
    ['a Pending order the server allows nothing on', { allowedActions: [] }, ['Transfer Log']],
    ['a Pending order the server allows only deleting', { allowedActions: ['DELETE'] }, ['Delete', 'Transfer Log']],
  ])(
    'on %s',
    async (_, order, expected) => {
      openOrder(order, true);
      await screen.findByText('Order #7');
      const offered = ACTIONS.filter((name) => {
        const b = button(name);
        return b !== null && !b.hasAttribute('disabled');
      });
      expect(offered).toEqual(expected);
    },
    30_000,
  );
});

describe('a status change after someone else changed the order', () => {
  it('sends the version the page loaded and says who changed the order and when, in agency time', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderScreen(<OrderDetailPage />, {
      path: '/order/:id',
      url: '/order/7',
      mocks: {
        Order: () => pendingOrder(true, { version: 3 }),
        Viewer: () => ({ isAdministrator: true }),
        Agency: () => ({ timeZone: 'America/New_York' }),
      },
      resolvers: {
        Mutation: {
          updateOrderStatus: (_p: unknown, args: { expectedVersion?: number }) => {
            sent.push(args.expectedVersion);
            throw new GraphQLError('This transaction was changed by Bruno Lima', {
              extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 4, editedBy: 'Bruno Lima', editedAt: '2026-11-20T15:10:00.000Z' },
            });
          },
        },
      },
    });
    await screen.findByText('Order #7');
    await user.click(screen.getByRole('button', { name: 'Standby' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent).toEqual([3]);
    // 15:10 UTC is 10:10 AM in New York, whatever the browser's zone (Tokyo here).
    expect(conflict.textContent).toContain('Bruno Lima changed this record at 11/20/2026, 10:10 AM (agency time)');
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Standby']);
    expect(within(conflict).getByRole('button', { name: 'Load the current record' })).toBeTruthy();
  });
  it('sends the version with Delete and, when someone else changed the order, stays on it with the conflict dialog', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { router } = renderScreen(<OrderDetailPage />, {
      path: '/order/:id',
      url: '/order/7',
      mocks: {
        Order: () => pendingOrder(true, { version: 3 }),
        Viewer: () => ({ isAdministrator: true }),
        Agency: () => ({ timeZone: 'America/New_York' }),
      },
      resolvers: {
        Mutation: {
          deleteOrder: (_p: unknown, args: { expectedVersion?: number }) => {
            sent.push(args.expectedVersion);
            throw new GraphQLError('This transaction was changed by Bruno Lima', {
              extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 4, editedBy: 'Bruno Lima', editedAt: '2026-11-20T15:10:00.000Z' },
            });
          },
        },
      },
    });
    await screen.findByText('Order #7');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent).toEqual([3]);
    expect(conflict.textContent).toContain('Bruno Lima changed this record at 11/20/2026, 10:10 AM (agency time)');
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Delete']);
    expect(screen.queryByText('Error!')).toBeNull();
    expect(router.state.location.pathname).toBe('/order/7');
  });
  it("sends the version with 'Cancel and refund' and, when someone else changed the order, names them instead of refunding", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderScreen(<OrderDetailPage />, {
      path: '/order/:id',
      url: '/order/7',
      mocks: {
        Order: () => ({
          id: '7',
          version: 3,
          status: 'PENDING',
          totalWithFee: '105.00',
          isRenewal: false,
          originalOrder: null,
          derivativeOrders: [],
          complianceFlags: [],
          cancellation: null,
          cancellableUntil: inMinutes(20),
          allowedActions: pendingActions(false),
        }),
        Viewer: () => ({ isAdministrator: false }),
        Agency: () => ({ timeZone: 'America/New_York' }),
      },
      resolvers: {
        Mutation: {
          cancelOrder: (_p: unknown, args: { expectedVersion?: number }) => {
            sent.push(args.expectedVersion);
            throw new GraphQLError('This transaction was changed by Bruno Lima', {
              extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 4, editedBy: 'Bruno Lima', editedAt: '2026-11-20T15:10:00.000Z' },
            });
          },
        },
      },
    });
    await screen.findByText('Order #7');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent).toEqual([3]);
    expect(conflict.textContent).toContain('Bruno Lima changed this record at 11/20/2026, 10:10 AM (agency time)');
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Cancelled']);
  });
});
