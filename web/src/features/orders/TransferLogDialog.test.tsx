// @vitest-environment jsdom
/**
 * A partial payment above what remains (docs/orders.md#screens, the transfer log): the server's
 * refusal names the remaining value, and the clerk reads it in their language with the amount
 * written their way, never a bare 'Valor inválido'.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { setLanguage } from '../../i18n';
import { renderScreen } from '../../test-support/screen';
import { TransferLogDialog } from './TransferLogDialog';

afterEach(cleanup);

/** The transfer log of order 7 (R$ 5,000.00, R$ 3,765.44 paid); every payment added is refused as the REST API refuses one above the remainder. */
function openLog(canAdd = true) {
  const log = {
    order: { id: '7', remainingValue: '1234.56' },
    amountBrl: '5000.00',
    total: '3765.44',
    missing: '1234.56',
    payments: [{ id: '1', value: '3765.44', date: '2026-11-20' }],
  };
  return renderScreen(
    <TransferLogDialog open orderId="7" today="2026-11-20" isAdministrator={false} canAdd={canAdd} onClose={() => undefined} />,
    {
      path: '/order/:id',
      url: '/order/7',
      resolvers: {
        Query: { transferLog: () => log },
        Mutation: {
          addPartialPayment: () => {
            throw new GraphQLError('value: would take the remaining value below zero (R$ 1,234.56 remaining)', {
              extensions: { code: 'BAD_USER_INPUT', restCode: 'INVALID_FIELD', restStatus: 400, field: 'value' },
            });
          },
        },
      },
    },
  );
}

async function addPayment(user: ReturnType<typeof userEvent.setup>, valueLabel: string, add: string) {
  const form = await screen.findByRole('form');
  await user.type(within(form).getByLabelText(new RegExp(`^${valueLabel}`)), '2000');
  await user.click(within(form).getByRole('button', { name: add }));
  return screen.findByRole('alert');
}

describe('a partial payment above the remaining value', () => {
  it('says in Portuguese how much remains, written the Brazilian way', async () => {
    await setLanguage('pt-BR');
    try {
      const user = userEvent.setup();
      openLog();
      const alert = await addPayment(user, 'Valor', 'Adicionar');
      expect(alert.textContent).toBe('Deixaria o valor restante abaixo de zero (restam R$ 1.234,56)');
    } finally {
      await setLanguage('en');
    }
  }, 20_000);

  it('says it in English as the server does', async () => {
    const user = userEvent.setup();
    openLog();
    const alert = await addPayment(user, 'Value', 'Add');
    expect(alert.textContent).toBe('Would take the remaining value below zero (R$ 1,234.56 remaining)');
  }, 20_000);
});

describe('an order that takes no payment (allowedActions without ADD_PARTIAL_PAYMENT: cancelled, renewed or paid)', () => {
  it("turns 'Add' off and says why, while a recorded payment can still be picked and corrected", async () => {
    const user = userEvent.setup();
    openLog(false);
    const form = await screen.findByRole('form');
    expect(within(form).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('payment-not-allowed').textContent).toBe(
      'No payment can be added to this order now: it is cancelled, renewed or paid in full.',
    );
    await user.click(screen.getByTestId('partial-record'));
    expect(within(await screen.findByRole('form')).getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('payment-not-allowed')).toBeNull();
  }, 20_000);
});

describe('a partial payment after someone else paid on the same order', () => {
  it('sends the version the log was loaded at, names who paid meanwhile, keeps the typed value, and reloads the log on request', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let reads = 0;
    const base = {
      order: { id: '7', remainingValue: '1234.56' },
      amountBrl: '5000.00',
      payments: [{ id: '1', value: '3765.44', date: '2026-11-20' }],
    };
    renderScreen(<TransferLogDialog open orderId="7" today="2026-11-20" isAdministrator={false} canAdd onClose={() => undefined} />, {
      path: '/order/:id',
      url: '/order/7',
      resolvers: {
        Query: {
          transferLog: () => {
            reads += 1;
            return reads === 1
              ? { ...base, total: '3765.44', missing: '1234.56', version: 4 }
              : {
                  ...base,
                  total: '4765.44',
                  missing: '234.56',
                  version: 5,
                  payments: [...base.payments, { id: '2', value: '1000.00', date: '2026-11-20' }],
                };
          },
        },
        Mutation: {
          addPartialPayment: (_p: unknown, args: { expectedVersion?: number }) => {
            sent.push(args.expectedVersion);
            throw new GraphQLError('This transaction was changed by Bruno Lima', {
              extensions: { code: 'EDITED_ELSEWHERE', currentVersion: 5, editedBy: 'Bruno Lima', editedAt: '2026-11-20T15:10:00.000Z' },
            });
          },
        },
      },
    });
    const form = await screen.findByRole('form');
    await screen.findByTestId('transfer-log-remainder');
    await user.type(within(form).getByLabelText(/^Value/), '1000');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(sent).toEqual([4]);
    expect(conflict.textContent).toContain('Bruno Lima changed this record at 11/20/2026');
    expect(
      within(conflict)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1000', '11/20/2026']);
    await user.click(within(conflict).getByRole('button', { name: 'Load the current record' }));
    await screen.findByText(/4,765\.44/);
    expect((within(form).getByLabelText(/^Value/) as HTMLInputElement).value).toBe('1000');
  }, 20_000);
});
