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
function openLog() {
  const log = {
    order: { id: '7', remainingValue: '1234.56' },
    amountBrl: '5000.00',
    total: '3765.44',
    missing: '1234.56',
    payments: [{ id: '1', value: '3765.44', date: '2026-11-20' }],
  };
  return renderScreen(<TransferLogDialog open orderId="7" today="2026-11-20" isAdministrator={false} onClose={() => undefined} />, {
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
  });
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
