/** The query script's own logic: arguments, the first list of a result, CSV with flattened fields. */
import { describe, expect, it } from 'vitest';
import { firstList, parseArgs, toCsv, totalsRow } from './query.js';

describe('npm run query', () => {
  it('reads a file, typed --var values and --csv', () => {
    expect(parseArgs(['q.graphql', '--var', 'start=2026-11-01', '--var', 'perPage=5', '--var', 'flag=true', '--csv'])).toEqual({
      file: 'q.graphql',
      variables: { start: '2026-11-01', perPage: 5, flag: true },
      csv: true,
    });
    expect(() => parseArgs([])).toThrow(/usage/);
    expect(() => parseArgs(['q.graphql', '--var', 'novalue'])).toThrow(/name=value/);
  });

  it('reads nested variables from a --vars JSON file, with --var on top', () => {
    const files: Record<string, unknown> = { 'v.json': { input: { clientId: '7', order: { days: 1 } }, key: 'a' }, 'list.json': [1] };
    const read = (file: string) => files[file];
    expect(parseArgs(['q.graphql', '--vars', 'v.json', '--var', 'key=b'], read).variables).toEqual({
      input: { clientId: '7', order: { days: 1 } },
      key: 'b',
    });
    expect(() => parseArgs(['q.graphql', '--vars', 'list.json'], read)).toThrow(/must hold a JSON object/);
    expect(() => parseArgs(['q.graphql', '--vars'], read)).toThrow(/needs a JSON file/);
  });

  it('finds the first list in a result', () => {
    expect(firstList({ totals: { a: 1 }, report: { rows: [{ id: 1 }] } })).toEqual([{ id: 1 }]);
    expect(firstList({ a: 1 })).toBeNull();
  });

  it('writes CSV with flattened nested fields and quoting', () => {
    const csv = toCsv([
      { id: '1', client: { fullName: 'João "Jota" Silva' }, amount: '1,000.00' },
      { id: '2', client: { fullName: 'Ana' }, note: 'line\nbreak' },
    ]);
    expect(csv).toBe('id,client.fullName,amount,note\n1,"João ""Jota"" Silva","1,000.00",\n2,Ana,,"line\nbreak"\n');
  });

  it('escapes formula-like cells', () => {
    expect(toCsv([{ name: '=HYPERLINK("http://evil.test","x")', note: '@x' }])).toBe(
      'name,note\n"\'=HYPERLINK(""http://evil.test"",""x"")",\'@x\n',
    );
  });

  it("keeps the list's totals as a last row under the columns they sum", () => {
    const report = {
      start: '2026-11-01',
      rows: [{ id: '7', totalUsd: '84.00', remaining: '420.00' }],
      totalUsd: '84.00',
      totalRemaining: '420.00',
    };
    expect(toCsv(report.rows, report)).toBe('id,totalUsd,remaining\n7,84.00,420.00\nTotal,84.00,420.00\n');
    expect(totalsRow(['id', 'name'], { total: 3, items: [] })).toBeNull();
    expect(totalsRow(['id'], null)).toBeNull();
  });
});
