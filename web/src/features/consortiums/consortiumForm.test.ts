import { describe, expect, it } from 'vitest';
import { checkConsortiumTitle, consortiumPaymentErrors, CONSORTIUM_MESSAGES, typedConsortiumAmount } from './consortiumForm';

describe('consortium forms (docs/consortiums.md)', () => {
  it('refuses an empty title', () => {
    expect(checkConsortiumTitle('')).toBe(CONSORTIUM_MESSAGES.title);
    expect(checkConsortiumTitle('   ')).toBe(CONSORTIUM_MESSAGES.title);
    expect(checkConsortiumTitle('Grupo A')).toBeNull();
  });

  it('accepts only digits and a dot in the amount as typed', () => {
    expect(typedConsortiumAmount('25a0.5x0')).toBe('250.50');
    expect(typedConsortiumAmount('1,234.567')).toBe('1234.56');
    expect(typedConsortiumAmount('1.2.3')).toBe('1.23');
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
