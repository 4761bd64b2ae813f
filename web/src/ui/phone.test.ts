import { describe, expect, it } from 'vitest';
import { digitsOnly, formatBrPhone, formatUsPhone, parseBrPhone, parseUsPhone } from './phone';

describe('US phones (clients)', () => {
  it('formats 10 digits as +1 (ddd) ddd-dddd', () => {
    expect(formatUsPhone('5551234567')).toBe('+1 (555) 123-4567');
  });

  it('formats as the user types, never ending in a separator', () => {
    expect(formatUsPhone('')).toBe('');
    expect(formatUsPhone('5')).toBe('+1 (5');
    expect(formatUsPhone('555')).toBe('+1 (555');
    expect(formatUsPhone('5551')).toBe('+1 (555) 1');
    expect(formatUsPhone('555123')).toBe('+1 (555) 123');
    expect(formatUsPhone('5551234')).toBe('+1 (555) 123-4');
  });

  it('re-formats text typed over a formatted value', () => {
    expect(formatUsPhone('+1 (555) 123-45678')).toBe('+1 (555) 123-4567');
    expect(formatUsPhone('+1 (555) 123-456')).toBe('+1 (555) 123-456');
    expect(formatUsPhone('+1 (555) 12')).toBe('+1 (555) 12');
    expect(formatUsPhone('+1 (55')).toBe('+1 (55');
  });

  it('parses any format to digits without the country code', () => {
    expect(parseUsPhone('+1 (555) 123-4567')).toBe('5551234567');
    expect(parseUsPhone('555.123.4567')).toBe('5551234567');
    expect(parseUsPhone('15551234567')).toBe('5551234567');
    expect(parseUsPhone('(555) 123-4567 ext')).toBe('5551234567');
    expect(parseUsPhone('')).toBe('');
    expect(parseUsPhone(null)).toBe('');
  });
});

describe('Brazilian phones (beneficiaries)', () => {
  it('formats 11 digits as +55 (dd) ddddd-dddd and 10 as +55 (dd) dddd-dddd', () => {
    expect(formatBrPhone('11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatBrPhone('1134567890')).toBe('+55 (11) 3456-7890');
  });

  it('formats as the user types', () => {
    expect(formatBrPhone('1')).toBe('+55 (1');
    expect(formatBrPhone('11')).toBe('+55 (11');
    expect(formatBrPhone('119')).toBe('+55 (11) 9');
    expect(formatBrPhone('119876')).toBe('+55 (11) 9876');
    expect(formatBrPhone('1198765')).toBe('+55 (11) 9876-5');
  });

  it('re-formats text typed over a formatted value and drops the country code', () => {
    expect(formatBrPhone('+55 (11) 9876-54321')).toBe('+55 (11) 98765-4321');
    expect(formatBrPhone('+55 (11) 98765-43210')).toBe('+55 (11) 98765-4321');
    expect(formatBrPhone('5511987654321')).toBe('+55 (11) 98765-4321');
  });

  it('parses to digits with the area code', () => {
    expect(parseBrPhone('+55 (11) 98765-4321')).toBe('11987654321');
    expect(parseBrPhone('(21) 3456-7890')).toBe('2134567890');
    expect(parseBrPhone('')).toBe('');
  });

  it('digitsOnly keeps digits', () => {
    expect(digitsOnly('+55 (11) 9')).toBe('55119');
    expect(digitsOnly(undefined)).toBe('');
  });
});
