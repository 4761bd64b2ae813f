/**
 * The import's pure parts (docs/import.md "Files", "Mapping", "Rows"): the delimiter and encoding a
 * CSV is read with, the fields guessed from English headers, and dates typed the spreadsheet way.
 */
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding } from './read.js';
import { guessColumns } from './mapping.js';
import { calendarDateOf } from './rows.js';

describe('import reading', () => {
  it('finds the delimiter on the header line: comma, semicolon, tab, pipe, with commas inside quoted cells', () => {
    expect(detectDelimiter('Name,CPF,Phone\nAna,1,2')).toBe(',');
    expect(detectDelimiter('Nome;CPF;Telefone\n"Silva, Ana";1;2\n"Lima, Bia";3;4')).toBe(';');
    expect(detectDelimiter('Name\tCPF\tPhone\nAna\t1\t2')).toBe('\t');
    expect(detectDelimiter('Name|CPF|Phone\nAna|1|2')).toBe('|');
  });

  it('reads UTF-8 as UTF-8 and Excel-on-Windows bytes as Windows-1252', () => {
    expect(detectEncoding(Buffer.from('Nome;Endereço\nJoão;Praça da Sé', 'utf8'))).toBe('utf-8');
    expect(detectEncoding(iconv.encode('Nome;Endereço\nJoão;Praça da Sé', 'windows-1252'))).toBe('windows-1252');
  });

  it('guesses English headers, the first Name for the client and the second for the beneficiary', () => {
    const fields = guessColumns(['Full name', 'Date of birth', 'Tax ID', 'Mobile', 'Name', 'Beneficiary CPF', 'Pix key', 'Notes']).map(
      (c) => c.field,
    );
    expect(fields).toEqual([
      'client.fullName',
      'client.birthday',
      'client.email',
      'client.telephone',
      'recipient.fullName',
      'recipient.email',
      'recipient.pix',
      null,
    ]);
  });

  it('reads D/M/YYYY day first under a Portuguese header, the only reading otherwise, and refuses one that reads both ways', () => {
    expect(calendarDateOf('03/04/1980', 'birthday', true)).toBe('1980-04-03');
    expect(calendarDateOf('25/04/1980', 'birthday')).toBe('1980-04-25');
    expect(calendarDateOf('04/25/1980', 'birthday')).toBe('1980-04-25');
    expect(calendarDateOf('1980-04-25', 'birthday')).toBe('1980-04-25');
    expect(() => calendarDateOf('03/04/1980', 'birthday')).toThrow('birthday: 03/04/1980 reads as two dates');
  });
});
