/**
 * The import's pure parts (docs/import.md "Files", "Mapping", "Rows"): the delimiter and encoding a
 * CSV is read with, the fields guessed from English headers, dates typed the spreadsheet way, and
 * an XLSX's cells read back as they were written, whatever the order of the archive's entries.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding, readXlsx } from './read.js';
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

  it('reads D/M/YYYY day first under a Portuguese header, the only reading otherwise, and refuses one that reads both ways or names no day', () => {
    expect(calendarDateOf('03/04/1980', 'birthday', true)).toBe('1980-04-03');
    expect(calendarDateOf('25/04/1980', 'birthday')).toBe('1980-04-25');
    expect(calendarDateOf('04/25/1980', 'birthday')).toBe('1980-04-25');
    expect(calendarDateOf('1980-04-25', 'birthday')).toBe('1980-04-25');
    expect(() => calendarDateOf('03/04/1980', 'birthday')).toThrow('birthday: 03/04/1980 reads as two dates');
    // A day no calendar has is refused as it was typed, not in a form the person never wrote.
    expect(calendarDateOf('29/02/1980', 'birthday', true)).toBe('1980-02-29');
    expect(() => calendarDateOf('29/02/1981', 'birthday', true)).toThrow(/^birthday: 29\/02\/1981 is not a real date$/);
    expect(() => calendarDateOf('31/04/1980', 'birthday')).toThrow(/^birthday: 31\/04\/1980 is not a real date$/);
    expect(() => calendarDateOf('02/31/1980', 'birthday')).toThrow(/^birthday: 02\/31\/1980 is not a real date$/);
  });
});

describe('reading an XLSX', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agency-xlsx-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function cellsOf(bytes: Uint8Array): Promise<string[][]> {
    const path = join(dir, `${Math.random().toString(36).slice(2)}.xlsx`);
    await writeFile(path, bytes);
    const rows: string[][] = [];
    for await (const record of readXlsx(path)) rows.push(record.cells);
    return rows;
  }

  it('gives back 20,000 accented names exactly: none split into two U+FFFD where its bytes straddle two of the archive chunks', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Clientes');
    sheet.addRow(['Nome', 'Cidade']);
    const names = Array.from({ length: 20_000 }, (_, i) => [`João Conceição ${i} Antônio`, i % 2 ? 'São José' : 'Niterói']);
    for (const row of names) sheet.addRow(row);
    const rows = await cellsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows.length).toBe(names.length + 1);
    const wrong = rows.slice(1).filter((cells, i) => cells[0] !== names[i]![0] || cells[1] !== names[i]![1]);
    expect(wrong).toEqual([]);
  }, 30_000);

  it('reads a workbook whose sheet list is stored after the shared strings and the sheets (as some programs save it)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Clientes').addRows([
      ['Nome', 'CPF'],
      ['Ana Prado', '123.456.789-09'],
    ]);
    book.addWorksheet('Notas').addRows([['Nota'], ['Cliente desde 2019']]);
    const written = await JSZip.loadAsync(Buffer.from(await book.xlsx.writeBuffer()));
    // The shared strings and relationships first, the sheet list last.
    const first = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];
    const names = Object.keys(written.files).filter((name) => !written.files[name]!.dir);
    const order = [...first, ...names.filter((name) => !first.includes(name) && name !== 'xl/workbook.xml'), 'xl/workbook.xml'];
    const reordered = new JSZip();
    for (const name of order) reordered.file(name, await written.file(name)!.async('uint8array'));
    const bytes = await reordered.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    // Not one sheet per kind: the first sheet, by its number.
    expect(await cellsOf(bytes)).toEqual([
      ['Nome', 'CPF'],
      ['Ana Prado', '123.456.789-09'],
    ]);
  });
});
