// @vitest-environment jsdom
/**
 * The signed-in shell's keyboard focus (docs/screens.md#accessibility, issue 30 item 17): 'Skip to
 * content' is the first Tab stop and Enter on it moves focus to the screen, and after Confirm on
 * /preview the focus is on the new order page's heading, not on <body>.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeOrderDraft } from '../../test-support/orderDraft';
import { renderScreen } from '../../test-support/screen';
import { PageTitle } from '../../ui/PageTitle';
import OrderDetailPage from '../orders/OrderDetailPage';
import PreviewPage from '../orders/PreviewPage';
import Layout from './Layout';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

/** The shell at `url` with a plain screen at /clients, /preview and the order page. */
function openShell(url: string) {
  return renderScreen(<Layout />, {
    path: '/',
    url,
    mocks: {
      Agency: () => ({ timeZone: 'America/New_York', name: 'Agency' }),
      Viewer: () => ({ isAdministrator: false }),
      Order: () => ({ id: '51', status: 'PENDING', complianceFlags: [], derivativeOrders: [], originalOrder: null, cancellation: null }),
    },
    resolvers: {
      Mutation: { confirmOrder: () => ({ order: { id: '51' }, created: { client: false, beneficiary: false, pixKey: false } }) },
    },
    children: [
      { path: 'clients', element: <PageTitle title="Clients" /> },
      { path: 'preview', element: <PreviewPage /> },
      { path: 'order/:id', element: <OrderDetailPage /> },
    ],
  });
}

describe("the shell's focus (issue 30 item 17)", () => {
  it("reaches 'Skip to content' with the first Tab, and Enter on it moves focus to the screen", async () => {
    const user = userEvent.setup();
    openShell('/clients');
    await screen.findByRole('heading', { name: 'Clients' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  }, 30_000);

  it("puts the focus on the order page's heading after Confirm", async () => {
    storeOrderDraft();
    const user = userEvent.setup();
    const { router } = openShell('/preview');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /Order #51/ }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/order/51');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  }, 30_000);
});
