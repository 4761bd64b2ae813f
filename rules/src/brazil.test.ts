/**
 * Brazilian identifiers: CPF and CNPJ (numeric and alphanumeric) with their check digits, Pix keys
 * in their canonical form (what the gateway and the form match against stored keys), and Brazilian
 * phones; the throwing forms name the field with the REST API's words.
 */
import { describe, expect, it } from 'vitest';
import { brazilianPhone, brazilianPhoneDigits, canonicalPixKey, canonicalTaxId, PIX_KEY_PROBLEM, pixKey, taxId } from './brazil.js';
import { FieldError } from './errors.js';

describe('CPF or CNPJ', () => {
  it('takes a CPF or a CNPJ (numeric or alphanumeric) with right check digits, punctuated or not', () => {
    expect(canonicalTaxId('529.982.247-25')).toBe('52998224725');
    expect(canonicalTaxId(' 52998224725 ')).toBe('52998224725');
    expect(canonicalTaxId('11.222.333/0001-81')).toBe('11222333000181');
    expect(canonicalTaxId('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('refuses wrong check digits and wrong lengths', () => {
    for (const bad of ['123.456.789-00', '11.222.333/0001-80', '5299822472', '', 'abc']) expect(canonicalTaxId(bad)).toBeNull();
  });

  it('names the field (email by default, as the REST API calls it)', () => {
    expect(taxId('529.982.247-25')).toBe('52998224725');
    expect(() => taxId('123.456.789-00')).toThrow(FieldError.of('email', 'taxId'));
    expect(() => taxId('123.456.789-00', 'cpf')).toThrow('cpf: must be a valid CPF or CNPJ');
    expect(() => taxId('  ')).toThrow('email: must not be empty');
  });
});

describe('Pix keys', () => {
  it('gives the canonical form of every kind of key', () => {
    expect(canonicalPixKey(' 529.982.247-25 ')).toEqual({ type: 'cpf', value: '52998224725' });
    expect(canonicalPixKey('12.ABC.345/01DE-35')).toEqual({ type: 'cnpj', value: '12ABC34501DE35' });
    expect(canonicalPixKey('Joao@Example.com')).toEqual({ type: 'email', value: 'joao@example.com' });
    expect(canonicalPixKey('+55 (11) 98765-4321')).toEqual({ type: 'phone', value: '+5511987654321' });
    expect(canonicalPixKey('123E4567-E89B-12D3-A456-426614174000')).toEqual({ type: 'evp', value: '123e4567-e89b-12d3-a456-426614174000' });
  });

  it('refuses what is no key, and a phone of another country', () => {
    expect(canonicalPixKey('not a key')).toBeNull();
    expect(canonicalPixKey('+1 (973) 555-0100')).toBeNull();
    expect(canonicalPixKey('')).toBeNull();
  });

  it('names the field when required', () => {
    expect(pixKey('Joao@Example.com').value).toBe('joao@example.com');
    expect(() => pixKey('not a key')).toThrow(`pix: ${PIX_KEY_PROBLEM}`);
    expect(() => pixKey(null, 'key')).toThrow('key: is required');
  });
});

describe('Brazilian phones', () => {
  it('reads 10 or 11 national digits, the country code 55 optional', () => {
    expect(brazilianPhoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
    expect(brazilianPhoneDigits('(21) 3456-7890')).toBe('2134567890');
    expect(brazilianPhoneDigits('552134567890')).toBe('2134567890');
  });

  it('refuses letters, wrong lengths and an area code starting with 0', () => {
    for (const bad of ['+55 (11) 9876', '(011) 98765-4321', '0119876543', '11 98765-4321 ramal', ''])
      expect(brazilianPhoneDigits(bad)).toBeNull();
  });

  it('keeps an optional phone blank as null, or names the field', () => {
    expect(brazilianPhone('  ', 'telephone')).toBeNull();
    expect(brazilianPhone(null, 'telephone')).toBeNull();
    expect(brazilianPhone('+55 (11) 98765-4321', 'telephone')).toBe('11987654321');
    expect(() => brazilianPhone('123', 'telephone')).toThrow('telephone: must be a Brazilian phone number, e.g. +55 (11) 98765-4321');
  });
});
