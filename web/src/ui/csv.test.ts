import { describe, expect, it } from 'vitest';
import { csvAmount, csvDate, csvFileName, UTF8_BOM, type CsvColumn } from './csv';
import { csvField, toCsv } from './csvText';

describe('csv', () => {
  it('quotes commas, quotes, line breaks and edge spaces only', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Silva, João')).toBe('"Silva, João"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
  });

  it('writes a header, one line per row and footer lines, CRLF-separated', () => {
    type Row = { id: string; name: string; amount: string };
    const columns: CsvColumn<Row>[] = [
      { header: 'ID', value: (r) => r.id },
      { header: 'Name', value: (r) => r.name },
      { header: 'Amount, BRL', value: (r) => csvAmount(r.amount) },
    ];
    const csv = toCsv(
      columns,
      [
        { id: '1', name: 'José "Zé" Conceição', amount: '1234.50' },
        { id: '2', name: 'Ana', amount: '0.10' },
      ],
      [['Total', '', '1234.60']],
    );
    expect(csv).toBe('ID,Name,"Amount, BRL"\r\n1,"José ""Zé"" Conceição",1234.50\r\n2,Ana,0.10\r\nTotal,,1234.60\r\n');
    expect(csv.startsWith(UTF8_BOM)).toBe(false);
  });

  it('escapes formula-like cells so a spreadsheet shows them as text', () => {
    expect(csvField('=HYPERLINK("http://evil.test","x")')).toBe('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    expect(csvField('+1 973')).toBe("'+1 973");
    expect(csvField('-10')).toBe("'-10");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('\tx')).toBe('"\'\tx"');
    expect(csvField('\rx')).toBe('"\'\rx"');
    expect(csvField(-10)).toBe('-10');
    expect(csvField('Ana = Bia')).toBe('Ana = Bia');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([{ header: 'ID', value: (r: { id: string }) => r.id }], [])).toBe('ID\r\n');
  });

  it('keeps amounts as plain decimals and dates as YYYY-MM-DD', () => {
    expect(csvAmount('6712.38')).toBe('6712.38');
    expect(csvAmount(null)).toBe('');
    expect(csvDate('2026-11-20')).toBe('2026-11-20');
    expect(csvDate('2026-11-20T13:45:00.000Z')).toBe('2026-11-20');
    expect(csvDate(undefined)).toBe('');
  });

  it('has a UTF-8 byte-order mark for Excel', () => {
    expect(UTF8_BOM).toBe('\uFEFF');
    expect(new TextEncoder().encode(UTF8_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('makes safe file names', () => {
    expect(csvFileName('orders', 'pending', 'page-2')).toBe('orders-pending-page-2.csv');
    expect(csvFileName('orders-report', '2026-11-02', '2026-11-06')).toBe('orders-report-2026-11-02-2026-11-06.csv');
    expect(csvFileName('a/b', ' c ')).toBe('a-b-c.csv');
    expect(csvFileName()).toBe('export.csv');
  });
});
