/**
 * The shared field rules: each gives the stored form or throws a FieldError naming the field, with
 * the words the REST API answers (400 `${field}: ${problem}`); the `canonical...`/`...Digits` forms
 * give null instead, for the web form's "is it valid?".
 */
import { describe, expect, it } from 'vitest';
import { FieldError } from './errors.js';
import {
  calendarDateField,
  canonicalUsZip,
  canonicalZelle,
  optionalCalendarDate,
  optionalText,
  pastDate,
  personName,
  requiredText,
  stateCode,
  usPhone,
  usPhoneDigits,
  usZip,
  visibleText,
  zelleValue,
} from './fields.js';

/** The FieldError fn throws: its field, problem and message. */
function fieldError(fn: () => unknown): { field: string; problem: string; message: string } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FieldError);
    const { field, problem, message } = error as FieldError;
    return { field, problem, message };
  }
  throw new Error('expected a FieldError');
}

describe('FieldError', () => {
  it("is an Error whose message is 'field: problem'", () => {
    const error = new FieldError('telephone', 'must be a US phone number');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FieldError');
    expect(error.message).toBe('telephone: must be a US phone number');
    expect([error.field, error.problem]).toEqual(['telephone', 'must be a US phone number']);
  });
});

describe('texts', () => {
  it('trims a required text and names the field when it is missing or blank', () => {
    expect(requiredText('  Maria  ', 'fullName')).toBe('Maria');
    expect(fieldError(() => requiredText(undefined, 'fullName')).message).toBe('fullName: is required');
    expect(fieldError(() => requiredText(null, 'fullName')).message).toBe('fullName: is required');
    expect(fieldError(() => requiredText('   ', 'fullName'))).toEqual({
      field: 'fullName',
      problem: 'must not be empty',
      message: 'fullName: must not be empty',
    });
  });

  it('reads a name as a reader sees it: invisible characters removed, spaces collapsed, NFC; one made only of them refused naming the field', () => {
    expect(visibleText(' Jo\u00adão  da\u200b Sil\ufeffva\u00a0Ne\u2060to\t')).toBe('João da Silva Neto');
    // NFC: an 'a' with a combining tilde is the one letter 'ã'.
    expect(visibleText('Joa\u0303o')).toBe('João');
    for (const invisible of ['\u200b', '\u00ad', '\u200c\u200d', '\u2060\u180e', '\u3164', '\ufe0f', '\u202e', '\u034f']) {
      expect(visibleText(invisible), JSON.stringify(invisible)).toBe('');
      expect(fieldError(() => personName(` ${invisible} `, 'fullName'))).toEqual({
        field: 'fullName',
        problem: 'must have visible letters, not only invisible characters',
        message: 'fullName: must have visible letters, not only invisible characters',
      });
    }
    expect(personName('Ab\u200bu  Abb\u00adas', 'fullName')).toBe('Abu Abbas');
    expect(fieldError(() => personName('  ', 'fullName')).problem).toBe('must not be empty');
    expect(fieldError(() => personName(undefined, 'fullName')).problem).toBe('is required');
  });

  it('gives null for an optional text left blank', () => {
    expect(optionalText(' x ')).toBe('x');
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(null)).toBeNull();
    expect(optionalText(undefined)).toBeNull();
  });
});

describe('US phones', () => {
  it('reads 10 digits, with or without the country code 1 and punctuation', () => {
    expect(usPhoneDigits('+1 (973) 555-0100')).toBe('9735550100');
    expect(usPhoneDigits('973.555.0100')).toBe('9735550100');
    expect(usPhoneDigits('19735550100')).toBe('9735550100');
    expect(usPhoneDigits(' 9735550100 ')).toBe('9735550100');
  });

  it('refuses letters, too few or too many digits, and 11 digits not starting with 1', () => {
    for (const bad of ['(555) 123-4567 ext', '555123456', '25551234567', '+1 (973) 555-01000', '']) expect(usPhoneDigits(bad)).toBeNull();
  });

  it('stores a required US phone as its digits, or names the field', () => {
    expect(usPhone('+1 (973) 555-0100', 'telephone')).toBe('9735550100');
    expect(fieldError(() => usPhone('555', 'telephone')).message).toBe('telephone: must be a US phone number, e.g. +1 (973) 555-0100');
    expect(fieldError(() => usPhone('', 'telephone')).message).toBe('telephone: must not be empty');
  });
});

describe('ZIP codes, states and past dates', () => {
  it('stores a ZIP as 5 digits or ZIP+4 with a dash', () => {
    expect(canonicalUsZip('07102')).toBe('07102');
    expect(canonicalUsZip(' 07102-1234 ')).toBe('07102-1234');
    expect(canonicalUsZip('07102 1234')).toBe('07102-1234');
    expect(canonicalUsZip('071021234')).toBe('07102-1234');
    for (const bad of ['7102', '07102x', '07102-123', '']) expect(canonicalUsZip(bad)).toBeNull();
    expect(usZip('07102', 'zipCode')).toBe('07102');
    expect(fieldError(() => usZip('7102', 'zipCode')).message).toBe(
      'zipCode: must be a US ZIP code: 5 digits or ZIP+4, e.g. 07102 or 07102-1234',
    );
  });

  it('stores a state code uppercase', () => {
    expect(stateCode(' nj ', 'state')).toBe('NJ');
    expect(fieldError(() => stateCode('N1', 'state')).message).toBe('state: must be a 2-letter state code, e.g. NJ');
  });

  it('takes a real date not after today', () => {
    expect(pastDate('2000-02-29', 'birthday', '2026-11-16')).toBe('2000-02-29');
    expect(pastDate('2026-11-16', 'birthday', '2026-11-16')).toBe('2026-11-16');
    expect(fieldError(() => pastDate('2026-11-17', 'birthday', '2026-11-16')).message).toBe('birthday: must not be in the future');
    expect(fieldError(() => pastDate('2001-02-29', 'birthday', '2026-11-16')).message).toBe(
      'birthday: must be a real date in the form YYYY-MM-DD',
    );
  });

  it('takes a real date for a date field, and nothing for a blank optional one', () => {
    expect(calendarDateField(' 2028-02-29 ', 'paymentDate')).toBe('2028-02-29');
    expect(fieldError(() => calendarDateField('2027-02-29', 'paymentDate')).message).toBe(
      'paymentDate: must be a real date in the form YYYY-MM-DD',
    );
    expect(fieldError(() => calendarDateField('29/02/2028', 'date')).message).toBe('date: must be a real date in the form YYYY-MM-DD');
    expect(fieldError(() => calendarDateField('', 'date')).message).toBe('date: must not be empty');
    expect(optionalCalendarDate(' ', 'start')).toBeUndefined();
    expect(optionalCalendarDate(null, 'start')).toBeUndefined();
    expect(optionalCalendarDate('2026-11-27', 'start')).toBe('2026-11-27');
    expect(fieldError(() => optionalCalendarDate('2026-11-31', 'end')).message).toBe('end: must be a real date in the form YYYY-MM-DD');
  });
});

describe('Zelle', () => {
  it('stores an email lowercase or a US phone as its digits', () => {
    expect(canonicalZelle(' Joao@Example.com ')).toBe('joao@example.com');
    expect(canonicalZelle('+1 (973) 555-0100')).toBe('9735550100');
    expect(canonicalZelle('joao@')).toBeNull();
    expect(canonicalZelle('+55 (11) 98765-4321')).toBeNull();
    expect(zelleValue('Joao@Example.com')).toBe('joao@example.com');
  });

  it('names the field when blank or neither', () => {
    expect(fieldError(() => zelleValue('  ')).message).toBe('pix: is required for Zelle');
    expect(fieldError(() => zelleValue('joao', 'zelle')).message).toBe('zelle: Zelle needs an email or a US phone');
  });
});
