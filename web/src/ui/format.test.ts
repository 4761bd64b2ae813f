// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  csvPhone,
  formatBrl,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatPhone,
  formatPixKey,
  formatRate,
  formatUsd,
  formatTaxId,
  rateInputText,
} from './format';
import { AGENCY_TIME_ZONE_KEY } from './storedValues';

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

  it('writes a rate with the decimals it has, at least 2: the order page and the receipt agree (5.5306, not 5.531)', () => {
    expect(formatRate('5.530600')).toBe('5.5306');
    expect(formatRate('5.123456')).toBe('5.123456');
    expect(formatRate('5.1')).toBe('5.10');
    expect(formatRate('1234.5')).toBe('1,234.50');
  });

  it('starts a rate input with the rate without its trailing zeros (5.40, not 5.400000)', () => {
    expect(rateInputText('5.400000')).toBe('5.40');
    expect(rateInputText('5.530600')).toBe('5.5306');
    expect(rateInputText('5')).toBe('5.00');
    expect(rateInputText('')).toBe('');
  });

  it('carries a rounding through every digit and drops the sign of what rounds to zero', () => {
    expect(formatDecimal('999.9995', 2, 3)).toBe('1,000.000');
    expect(formatDecimal('-0.0004', 2, 3)).toBe('0.000');
    expect(formatDecimal('-0.0005', 2, 3)).toBe('-0.001');
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

describe('instants in the agency time zone', () => {
  it("writes an instant in the zone the server last said, not the browser's (08:15 PM UTC was 03:15 PM in New York)", () => {
    localStorage.setItem(AGENCY_TIME_ZONE_KEY, 'America/New_York');
    try {
      expect(formatDateTime('2026-11-23T20:15:00.000Z')).toBe('11/23/2026, 03:15 PM');
      expect(formatDateTime('2026-11-23T20:15:00.000Z', null, 'pt-BR')).toBe('23/11/2026, 15:15');
      expect(formatDateTime('2026-11-23T20:15:00.000Z', 'America/Los_Angeles')).toBe('11/23/2026, 12:15 PM');
    } finally {
      localStorage.removeItem(AGENCY_TIME_ZONE_KEY);
    }
  });
});

describe('phones and Pix keys', () => {
  it('writes phones formatted on screen and without a leading + in CSV cells', () => {
    expect(formatPhone('9089702883')).toBe('+1 (908) 970-2883');
    expect(formatPhone('11987654321', 'BR')).toBe('+55 (11) 98765-4321');
    expect(csvPhone('9089702883')).toBe('1 908 970 2883');
    expect(csvPhone('11987654321', 'BR')).toBe('55 11 98765 4321');
    expect(csvPhone('')).toBe('');
  });

  it('punctuates CPF, CNPJ and phone Pix keys and keeps e-mail and random keys as stored', () => {
    expect(formatPixKey('12345678909')).toBe('123.456.789-09');
    expect(formatPixKey('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('+5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPixKey('Ana.Lima@example.com')).toBe('Ana.Lima@example.com');
    expect(formatPixKey('123e4567-e89b-12d3-a456-426614174000')).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(formatPixKey(null)).toBe('');
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
    expect(formatRate('5.5306', 'pt-BR')).toBe('5,5306');
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
