import { describe, expect, it } from 'vitest';
import { normalizeAmount, partialPaymentSchema } from './partialPaymentSchema';

async function errors(values: { value: string; date?: string }): Promise<string[]> {
  try {
    await partialPaymentSchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('partial payment form (docs/orders.md#validation)', () => {
  it('requires the value', async () => {
    expect(await errors({ value: '', date: '2026-11-20' })).toEqual(['Value is required']);
    expect(await errors({ value: '   ' })).toEqual(['Value is required']);
  });

  it('takes the date as optional', async () => {
    expect(await errors({ value: '150' })).toEqual([]);
    expect(await errors({ value: '150.5', date: '' })).toEqual([]);
    expect(await errors({ value: '1,250.50', date: '2026-11-20' })).toEqual([]);
  });

  it('refuses non-amounts, more than 2 decimals and 0, saying how the text was read', async () => {
    const digitsOnly = 'Type digits only, as 1,234.56 (no sign, no currency symbol).';
    expect(await errors({ value: 'abc' })).toEqual([digitsOnly]);
    expect(await errors({ value: '1.234' })).toEqual(['Did you mean 1,234? Type amounts as 1,234.56.']);
    expect(await errors({ value: '-5' })).toEqual([digitsOnly]);
    expect(await errors({ value: '0.00' })).toEqual(['The value must be more than 0']);
    expect(await errors({ value: '10', date: '20/11/2026' })).toEqual(['Enter a valid date']);
  });

  it('refuses a Brazilian amount typed on the English screen instead of reading it as another (issue 30)', async () => {
    expect(await errors({ value: '1.234,56' })).toEqual(['Did you mean 1,234.56? Type amounts as 1,234.56.']);
    expect(await errors({ value: '12,50' })).toEqual(['Did you mean 12.50? Type amounts as 1,234.56.']);
    expect(await errors({ value: '1 234,56' })).toEqual(['Type the amount without blanks: did you mean 1,234.56?']);
    expect(normalizeAmount('1.234,56', 'en')).toBe('');
  });

  it('reads a Portuguese value with its decimal comma: 250,50 is R$ 250.50, never 25050', () => {
    expect(normalizeAmount('250,50', 'pt-BR')).toBe('250.50');
    expect(normalizeAmount('1.250,50', 'pt-BR')).toBe('1250.50');
    expect(normalizeAmount('1,250.50', 'en')).toBe('1250.50');
    expect(normalizeAmount('1,234.56', 'pt-BR')).toBe('');
  });
});
