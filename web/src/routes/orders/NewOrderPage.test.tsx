// @vitest-environment jsdom
/**
 * The new-order form (docs/orders.md#the-new-order-form): the money fields linked both ways
 * (Amount USD x rate = Amount BRL, and back from BRL on leaving the field), the total with fee, and
 * the first of the checks Preview runs, with its message word for word.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import NewOrderPage from './NewOrderPage';

beforeEach(() => window.sessionStorage.clear());
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
