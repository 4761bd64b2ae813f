import { describe, expect, it } from 'vitest';
import { checkConsortiumTitle, consortiumPaymentErrors, CONSORTIUM_MESSAGES } from './consortiumForm';
import { keptAmount, refusedAmount } from '../../ui/amountText';

describe('consortium forms (docs/consortiums.md)', () => {
  it('refuses an empty title', () => {
    expect(checkConsortiumTitle('')).toBe(CONSORTIUM_MESSAGES.title);
    expect(checkConsortiumTitle('   ')).toBe(CONSORTIUM_MESSAGES.title);
    expect(checkConsortiumTitle('Grupo A')).toBeNull();
  });

  it('refuses an amount the screen could not read (12,50 on the English screen is not 1250: issue 30)', () => {
    expect(keptAmount('12,50', 'en', 2)).toBe(refusedAmount('12,50'));
    expect(consortiumPaymentErrors({ clientName: 'Joana', amount: keptAmount('12,50', 'en', 2), date: '2026-11-20' })).toEqual({
      amount: CONSORTIUM_MESSAGES.amount,
    });
  });

  it('requires client name, amount and date', () => {
    expect(consortiumPaymentErrors({ clientName: '', amount: '', date: '' })).toEqual({
      clientName: CONSORTIUM_MESSAGES.clientName,
      amount: CONSORTIUM_MESSAGES.amount,
      date: CONSORTIUM_MESSAGES.date,
    });
    expect(consortiumPaymentErrors({ clientName: 'Joana', amount: '250.50', date: '2026-11-20' })).toEqual({});
    expect(consortiumPaymentErrors({ clientName: 'Joana', amount: '0', date: '2026-02-30' })).toEqual({
      amount: CONSORTIUM_MESSAGES.amount,
      date: CONSORTIUM_MESSAGES.date,
    });
  });
});
