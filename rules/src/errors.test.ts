import { describe, expect, it } from 'vitest';
import { FIELD_PROBLEMS, FieldError, problemOf, problemText, type FieldProblem } from './errors.js';
import { decimalField, investmentAmount } from './amounts.js';
import { usPhone } from './fields.js';

describe('field problems carry a key and parameters a client can translate', () => {
  it('a rule names its problem by key, with the English sentence in its message', () => {
    try {
      usPhone('12', 'telephone');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FieldError);
      const e = error as FieldError;
      expect(e.message).toBe('telephone: must be a US phone number, e.g. +1 (973) 555-0100');
      expect(e.rule).toBe('usPhone');
      expect(e.params).toEqual({ example: '+1 (973) 555-0100' });
    }
    expect(() => investmentAmount('5000', 'amount', '1000.00')).toThrow('amount: must be at most 1000.00');
    expect(() => decimalField('abc', 'amount')).toThrowError(expect.objectContaining({ rule: 'decimal' }));
  });

  it('reads the key and parameters back from every template', () => {
    for (const rule of Object.keys(FIELD_PROBLEMS) as FieldProblem[]) {
      if (rule === 'mustEqual') continue;
      const params = {
        max: '100.00',
        decimals: '2',
        example: '+1 (973) 555-0100',
        remaining: '1234.56',
        min: '12',
        name: 'ana',
        years: '120',
        text: 'Renovado',
        firstDay: '2026-11-01',
      };
      const found = problemOf(problemText(rule, params));
      expect(found?.rule).toBe(rule);
      expect(problemText(found!.rule, found!.params)).toBe(problemText(rule, params));
    }
    expect(problemOf('must have at most 4 decimals')).toEqual({ rule: 'atMostDecimals', params: { decimals: '4' } });
    expect(problemOf('is not something the rules say')).toBeNull();
  });
});

describe('amounts on the wire (docs/money-and-dates.md#amounts)', () => {
  it("refuses a decimal string with a leading zero or blanks, naming the field, and takes '0.50', '-3' and JSON numbers", () => {
    for (const bad of ['010.00', ' 10.00', '10.00 ', '00.50', '+10.00', '10.', '.50'])
      expect(() => decimalField(bad, 'amountUSD'), bad).toThrowError(
        expect.objectContaining({
          field: 'amountUSD',
          rule: 'decimal',
          message: "amountUSD: must be a decimal number, e.g. 100.00 or '100.00'",
        }),
      );
    for (const [good, value] of [
      ['10.00', '10.00'],
      ['0.50', '0.50'],
      ['-3', '-3.00'],
      [10, '10.00'],
      ['5.4325', '5.43'],
    ] as const)
      expect(decimalField(good, 'amountUSD').toFixed(2), String(good)).toBe(value);
  });
});
