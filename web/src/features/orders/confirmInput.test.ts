import { describe, expect, it } from 'vitest';
import { beneficiaryFormValues } from '../beneficiaries/beneficiarySchema';
import { clientFormValues } from '../clients/clientSchema';
import { confirmInput } from './confirmInput';
import { newIdempotencyKey, type OrderDraft } from './draft';
import { initialTransfer } from './transfer';

const draft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  version: 1,
  idempotencyKey: newIdempotencyKey(),
  sender: { ...clientFormValues(), fullName: '  John Smith ', cpf: '529.982.247-25' },
  senderPick: null,
  beneficiary: { ...beneficiaryFormValues(), fullName: 'Maria Souza', payoutType: 'PIX', pix: ' maria@example.com ' },
  beneficiaryPick: null,
  transfer: { ...initialTransfer({ fee: '5', exchangeRate: '5.4325', today: '2026-11-16' }), amountUsd: '100', amountBrl: '543.25' },
  ...overrides,
});

describe('the confirmOrder input of a draft', () => {
  it('sends the typed sender and beneficiary when none was picked, with the Pix key typed and the order to the cent', () => {
    const input = confirmInput(draft());
    expect(input.clientId).toBeNull();
    expect(input.client).toMatchObject({ fullName: 'John Smith', cpf: '529.982.247-25' });
    expect(input.beneficiaryId).toBeNull();
    expect(input.beneficiary).toMatchObject({ fullName: 'Maria Souza', payoutType: 'PIX' });
    expect(input.pixKey).toBe('maria@example.com');
    expect(input.order).toMatchObject({ amountUsd: '100.00', amountBrl: '543.25', fee: '5.00', totalWithFee: '105.00' });
    expect(input.acceptDuplicate).toBe(false);
    expect(input.deleteDuplicateId).toBeNull();
  });

  it('sends a picked sender by id alone, and a picked beneficiary by id with the details confirmed', () => {
    const input = confirmInput(
      draft({ senderPick: { id: '7', fullName: 'John Smith' }, beneficiaryPick: { id: '9', fullName: 'Maria Souza' } }),
    );
    expect(input.clientId).toBe('7');
    expect(input.client).toBeNull();
    expect(input.beneficiaryId).toBe('9');
    expect(input.beneficiary).toMatchObject({ fullName: 'Maria Souza' });
  });

  it('sends no Pix key for another payout, and the duplicate decision', () => {
    const bank = draft({ beneficiary: { ...beneficiaryFormValues(), payoutType: 'BANK_DEPOSIT', pix: 'left over' } });
    expect(confirmInput(bank).pixKey).toBeNull();
    expect(confirmInput(bank, { kind: 'accept' })).toMatchObject({ acceptDuplicate: true, deleteDuplicateId: null });
    expect(confirmInput(bank, { kind: 'delete', orderId: '12' })).toMatchObject({ acceptDuplicate: false, deleteDuplicateId: '12' });
    expect(confirmInput(bank).sanctionsOverride).toBeNull();
    expect(confirmInput(bank, null, '  Different date of birth ').sanctionsOverride).toEqual({ reason: 'Different date of birth' });
    expect(confirmInput(bank, null, '   ').sanctionsOverride).toBeNull();
  });
});
