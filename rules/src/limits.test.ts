/**
 * The limits the REST API and the forms share (docs/money-and-dates.md#limits, issue 30 item 7): the
 * oldest birthday taken, and the texts' lengths the REST API's schemas hold.
 */
import { describe, expect, it } from 'vitest';
import { FieldError, problemOf } from './errors.js';
import { birthdayDate, CLIENT_TEXT_LIMITS, earliestBirthday, MAX_AGE_YEARS, RECIPIENT_TEXT_LIMITS } from './limits.js';

describe('birthdays', () => {
  it('takes one up to 120 years before the agency today, and refuses the day before with the field named', () => {
    expect(MAX_AGE_YEARS).toBe(120);
    expect(earliestBirthday('2026-11-27')).toBe('1906-11-27');
    expect(earliestBirthday('2028-02-29')).toBe('1908-02-29');
    expect(birthdayDate('1906-11-27', 'birthday', '2026-11-27')).toBe('1906-11-27');
    expect(() => birthdayDate('1906-11-26', 'birthday', '2026-11-27')).toThrow('birthday: must not be more than 120 years ago');
    try {
      birthdayDate('1906-11-26', 'birthday', '2026-11-27');
    } catch (error) {
      expect(error).toBeInstanceOf(FieldError);
      expect((error as FieldError).rule).toBe('tooOld');
    }
  });

  it('still refuses a birthday in the future (2030) and an impossible one, as pastDate does', () => {
    expect(() => birthdayDate('2030-01-15', 'birthday', '2026-11-27')).toThrow('birthday: must not be in the future');
    expect(() => birthdayDate('2026-02-30', 'birthday', '2026-11-27')).toThrow('birthday: must be a real date in the form YYYY-MM-DD');
  });

  it("reads the refusal's key back out of the server's sentence, for the web app to translate it", () => {
    expect(problemOf('must not be more than 120 years ago')).toEqual({ rule: 'tooOld', params: { years: '120' } });
    expect(problemOf('must have at most 200 characters')).toEqual({ rule: 'atMostCharacters', params: { max: '200' } });
  });
});

describe('text limits', () => {
  it('give a name 200 characters on both records, and a CPF/CNPJ 30', () => {
    expect(CLIENT_TEXT_LIMITS.fullName).toBe(200);
    expect(RECIPIENT_TEXT_LIMITS.fullName).toBe(200);
    expect(CLIENT_TEXT_LIMITS.email).toBe(30);
    expect(RECIPIENT_TEXT_LIMITS.email).toBe(30);
  });
});
