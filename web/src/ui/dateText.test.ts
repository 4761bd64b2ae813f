import { describe, expect, it } from 'vitest';
import { dateFromText, datePattern, dateTextProblem, maskDateText, textOfDate } from './dateText';

describe('typed dates', () => {
  it('adds the slashes as the digits come, and pads a part ended by a separator', () => {
    expect(maskDateText('0')).toBe('0');
    expect(maskDateText('04')).toBe('04');
    expect(maskDateText('041')).toBe('04/1');
    expect(maskDateText('04121981')).toBe('04/12/1981');
    expect(maskDateText('041219815')).toBe('04/12/1981');
    expect(maskDateText('4/12/1981')).toBe('04/12/1981');
    expect(maskDateText('4/')).toBe('04/');
    expect(maskDateText('4-1-1981')).toBe('04/01/1981');
    expect(maskDateText('04/')).toBe('04/');
    expect(maskDateText('/')).toBe('');
    expect(maskDateText('ab04x12')).toBe('04/12');
    expect(maskDateText('1981-04-12')).toBe('04/12/1981');
    for (const text of ['04/1', '04/12/1981', '04/', '']) expect(maskDateText(text)).toBe(text);
  });

  it('reads the calendar date of a complete, real date only', () => {
    expect(dateFromText('04/12/1981')).toBe('1981-04-12');
    expect(dateFromText('1981-04-12')).toBe('1981-04-12');
    expect(dateFromText('02/29/2024')).toBe('2024-02-29');
    expect(dateFromText('02/29/2023')).toBe('');
    expect(dateFromText('13/01/1981')).toBe('');
    expect(dateFromText('04/31/1981')).toBe('');
    expect(dateFromText('04/12/198')).toBe('');
    expect(dateFromText('')).toBe('');
  });

  it('shows a calendar date as MM/DD/YYYY', () => {
    expect(textOfDate('1981-04-12')).toBe('04/12/1981');
    expect(textOfDate('')).toBe('');
  });
});

describe('typed dates in Portuguese', () => {
  it('reads DD/MM/YYYY and writes a date back the same way', () => {
    expect(dateFromText('07/03/2026', 'pt-BR')).toBe('2026-03-07');
    expect(dateFromText('31/02/2026', 'pt-BR')).toBe('');
    expect(textOfDate('2026-03-07', 'pt-BR')).toBe('07/03/2026');
    expect(maskDateText('7/3/2026', 'pt-BR')).toBe('07/03/2026');
    expect(maskDateText('2026-03-07', 'pt-BR')).toBe('07/03/2026');
  });
});

describe('what is wrong with a typed date (issue 30 item 8)', () => {
  it('tells an impossible date from an incomplete one, in each language', () => {
    expect(dateTextProblem('02/31/2026', 'en')).toBe('notADate');
    expect(dateTextProblem('31/02/2026', 'pt-BR')).toBe('notADate');
    expect(dateTextProblem('02/3', 'en')).toBe('incomplete');
    expect(dateTextProblem('02/28/2026', 'en')).toBeNull();
    expect(dateTextProblem('', 'en')).toBeNull();
  });

  it("writes the pattern as each reader does: 'DD/MM/AAAA' (ano) in Portuguese", () => {
    expect(datePattern('en')).toBe('MM/DD/YYYY');
    expect(datePattern('pt-BR')).toBe('DD/MM/AAAA');
  });
});
