import { describe, expect, it } from 'vitest';
import { exchangeRate, feeAmount, investmentAmount, lineValue, monthlyPercentage, mustEqual, paidAmount, usdAmount } from './amounts.js';
import { FieldError } from './errors.js';

/** The FieldError message fn throws, or null when it passes. */
function refusal(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof FieldError) return error.message;
    throw error;
  }
}

describe('the limits of every amount the agency takes', () => {
  it('keeps USD and BRL to the cent and the rate to 6 places, from numbers or decimal strings', () => {
    expect(usdAmount('100', 'amountUSD')).toBe('100.00');
    expect(usdAmount(99.5, 'amountUSD')).toBe('99.50');
    expect(feeAmount(0, 'fee')).toBe('0.00');
    expect(exchangeRate('5.4325', 'exchangeRate')).toBe('5.432500');
    expect(lineValue('0', 'valueAggregates.0.value')).toBe('0.00');
    expect(paidAmount('150.1', 'value')).toBe('150.10');
    expect(investmentAmount('1000', 'investmentAmountUSD', '1000000000.00')).toBe('1000.00');
    expect(monthlyPercentage('1.5', 'investmentPercentageUSD')).toBe('1.5000');
  });

  it('refuses, naming the field, what is missing, not a number, out of range or too precise', () => {
    expect(refusal(() => usdAmount(undefined, 'amountUSD'))).toBe('amountUSD: is required');
    expect(refusal(() => usdAmount('1e3', 'amountUSD'))).toMatch(/^amountUSD: must be a decimal number/);
    expect(refusal(() => usdAmount('0', 'amountUSD'))).toBe('amountUSD: must be greater than 0');
    expect(refusal(() => usdAmount('1000000.01', 'amountUSD'))).toBe('amountUSD: must be at most 1000000.00');
    expect(refusal(() => usdAmount('10.001', 'amountUSD'))).toBe('amountUSD: must have at most 2 decimals');
    expect(refusal(() => feeAmount('-0.01', 'fee'))).toBe('fee: must be 0 or more');
    expect(refusal(() => exchangeRate('5.1234567', 'exchangeRate'))).toBe('exchangeRate: must have at most 6 decimals');
    expect(refusal(() => exchangeRate('1000.000001', 'exchangeRate'))).toBe('exchangeRate: must be at most 1000');
    expect(refusal(() => paidAmount('0', 'value'))).toBe('value: must be greater than 0');
    expect(refusal(() => monthlyPercentage('100.0001', 'p'))).toBe('p: must be at most 100');
    expect(refusal(() => monthlyPercentage('1.23456', 'p'))).toBe('p: must have at most 4 decimals');
  });

  it('holds an amount shown to the client to the computed one', () => {
    expect(mustEqual('543.25', '543.25', 'amountBRL', 'must be amountUSD x exchangeRate rounded to the cent')).toBe('543.25');
    expect(refusal(() => mustEqual('543.26', '543.25', 'amountBRL', 'must be amountUSD x exchangeRate rounded to the cent'))).toBe(
      'amountBRL: must be amountUSD x exchangeRate rounded to the cent, 543.25',
    );
  });
});
