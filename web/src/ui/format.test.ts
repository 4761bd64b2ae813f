import { describe, expect, it } from 'vitest';
import { formatBrl, formatDate, formatDateTime, formatDecimal, formatRate, formatRate3, formatUsd, formatTaxId } from './format';

describe('money formats', () => {
  it('formats USD in en-US with at least 2 decimals', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('1000000')).toBe('$1,000,000.00');
    expect(formatUsd('12.345')).toBe('$12.345');
    expect(formatUsd('-5.1')).toBe('-$5.10');
  });

  it('formats BRL as R$ with en-US digits', () => {
    expect(formatBrl('6712.38')).toBe('R$ 6,712.38');
    expect(formatBrl('0.5')).toBe('R$ 0.50');
  });

  it('keeps every digit of large amounts (no float)', () => {
    expect(formatUsd('98765432109876543.21')).toBe('$98,765,432,109,876,543.21');
  });

  it('gives an empty text for what is not a number', () => {
    expect(formatUsd('')).toBe('');
    expect(formatUsd(null)).toBe('');
    expect(formatBrl('abc')).toBe('');
    expect(formatDecimal(undefined)).toBe('');
  });

  it('formats the rate with exactly 3 decimals, rounded half-up', () => {
    expect(formatRate3('5.1234')).toBe('5.123');
    expect(formatRate3('5.1235')).toBe('5.124');
    expect(formatRate3('5')).toBe('5.000');
    expect(formatRate3('1234.5')).toBe('1,234.500');
    expect(formatRate('5.123456')).toBe('5.123456');
    expect(formatRate('5.1')).toBe('5.10');
  });

  it('carries a rounding through every digit and drops the sign of what rounds to zero', () => {
    expect(formatRate3('999.9995')).toBe('1,000.000');
    expect(formatRate3('-0.0004')).toBe('0.000');
    expect(formatRate3('-0.0005')).toBe('-0.001');
    expect(formatUsd('007.50')).toBe('$7.50');
    expect(formatUsd('-0', 'pt-BR')).toBe(formatUsd('0', 'pt-BR'));
  });
});

describe('dates', () => {
  it('rewrites YYYY-MM-DD as MM/DD/YYYY without shifting', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate('2025-12-31')).toBe('12/31/2025');
    expect(formatDate('2026-03-08T10:00:00Z')).toBe('03/08/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an instant in the given time zone as MM/DD/YYYY, hh:mm', () => {
    expect(formatDateTime('2026-11-21T02:30:00.000Z', 'America/New_York')).toBe('11/20/2026, 09:30 PM');
    expect(formatDateTime('2026-11-21T02:30:00.000Z', 'UTC')).toBe('11/21/2026, 02:30 AM');
    expect(formatDateTime('', 'UTC')).toBe('');
    expect(formatDateTime('nonsense', 'UTC')).toBe('nonsense');
  });
});

describe('formatTaxId', () => {
  it('punctuates a CPF and both kinds of CNPJ, and leaves anything else as it is', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('529.982.247-25')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatTaxId('123')).toBe('123');
  });
});

describe('formats in Portuguese (pt-BR)', () => {
  const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

  it("writes amounts as Intl's pt-BR does: 'US$ 1.234,56' and 'R$ 1.234,56'", () => {
    expect(nbsp(formatUsd('1234.56', 'pt-BR'))).toBe('US$ 1.234,56');
    expect(nbsp(formatBrl('6712.38', 'pt-BR'))).toBe('R$ 6.712,38');
    expect(nbsp(formatUsd('0.5', 'pt-BR'))).toBe('US$ 0,50');
    expect(nbsp(formatUsd('-5.1', 'pt-BR'))).toBe('-US$ 5,10');
    expect(nbsp(formatUsd('12.345', 'pt-BR'))).toBe('US$ 12,345');
    expect(formatBrl('abc', 'pt-BR')).toBe('');
  });

  it('keeps every digit of large amounts (the decimal text goes to Intl, not a float)', () => {
    expect(nbsp(formatUsd('98765432109876543.21', 'pt-BR'))).toBe('US$ 98.765.432.109.876.543,21');
  });

  it('writes rates with a decimal comma, rounded half-up', () => {
    expect(formatRate3('5.1235', 'pt-BR')).toBe('5,124');
    expect(formatRate('5.1', 'pt-BR')).toBe('5,10');
    expect(formatDecimal('1234.5', 2, undefined, 'pt-BR')).toBe('1.234,50');
  });

  it('writes dates DD/MM/YYYY without shifting the day', () => {
    expect(formatDate('2026-03-07', 'pt-BR')).toBe('07/03/2026');
    expect(formatDate('2026-03-07T23:30:00Z', 'pt-BR')).toBe('07/03/2026');
    expect(formatDate('2026-03-07', 'en')).toBe('03/07/2026');
    expect(formatDateTime('2026-03-07T15:04:00Z', 'America/New_York', 'pt-BR')).toBe('07/03/2026, 10:04');
  });

  it('leaves English as the specs write it', () => {
    expect(formatUsd('1234.5', 'en')).toBe('$1,234.50');
    expect(formatBrl('6712.38', 'en')).toBe('R$ 6,712.38');
  });
});
