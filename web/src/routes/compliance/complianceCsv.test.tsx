// @vitest-environment jsdom
/**
 * The compliance and report CSVs write what the screen says (docs/lists-and-reports.md#csv-export;
 * issue 30 item 13): labels in the screen's language, not codes (OPEN, BANK_DEPOSIT, PASSPORT), as
 * the order CSVs do; phones as '1 908 970 2883', which no spreadsheet takes for a formula, so the
 * CSV guard leaves them alone (it wrote "'+1 (908) 970-2883"); instants 'YYYY-MM-DD HH:mm' in the
 * agency's zone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { AGENCY_TIME_ZONE_KEY } from '../../features/auth/session';
import { toCsv } from '../../ui/csvText';
import type { CsvColumn } from '../../ui/csv';
import { CSV_COLUMNS as ALERT_COLUMNS } from './AlertsPage';
import { CANCELLATION_COLUMNS, CSV_COLUMNS as RECORD_COLUMNS } from './RecordkeepingPage';
import { DATE_REPORT_COLUMNS } from '../lists/DateReportPage';

beforeAll(() => localStorage.setItem(AGENCY_TIME_ZONE_KEY, 'America/New_York'));
afterAll(() => localStorage.removeItem(AGENCY_TIME_ZONE_KEY));
afterEach(() => setLanguage('en'));

/** The cell of each column header of one row, as the CSV holds it. */
function cells<T>(columns: readonly CsvColumn<T>[], row: Partial<T>): Record<string, string> {
  const [header, line] = toCsv(columns, [row as T])
    .trim()
    .split('\r\n');
  const values = line!.split(',');
  return Object.fromEntries(header!.split(',').map((h, i) => [h, values[i] ?? '']));
}

const record = {
  orderId: '7',
  date: '2026-11-23',
  createdAt: '2026-11-23T20:15:00.000Z',
  status: 'COMPLETED',
  amountUsd: '3000.00',
  senderTelephone: '9089702883',
  senderDocumentType: 'PASSPORT',
  payout: 'BANK_DEPOSIT',
  matches: [],
  orderIds: [],
} as const;

describe('compliance CSVs', () => {
  it('write labels, phones without a leading + and instants in the agency zone, in English', () => {
    const row = cells(RECORD_COLUMNS, record as never);
    expect(row['Status']).toBe('Completed');
    expect(row['ID type']).toBe('Passport');
    expect(row['Payout']).toBe('Bank Deposit');
    expect(row['Telephone']).toBe('1 908 970 2883');
    expect(row['Created at']).toBe('2026-11-23 15:15');
    const cancellation = cells(CANCELLATION_COLUMNS, {
      orderId: '7',
      createdAt: '2026-11-23T20:00:00Z',
      cancelledAt: '2026-11-23T20:15:00Z',
    } as never);
    expect(Object.values(cancellation)).toContain('2026-11-23 15:15');
    const alert = cells(ALERT_COLUMNS, { id: '3', type: 'CTR', status: 'OPEN', matches: [], orderIds: [] } as never);
    expect(Object.values(alert)).toContain('Open');
    expect(Object.values(alert)).not.toContain('OPEN');
    expect(Object.values(alert)).not.toContain('CTR_ALERT');
    const sanctions = toCsv(ALERT_COLUMNS, [
      {
        id: '4',
        type: 'SANCTIONS',
        status: 'OPEN',
        orderIds: [],
        matches: [{ name: 'QUARTZ, Teodoro', program: 'SDGT', score: 0.925 }],
      } as never,
    ]);
    // The score as on screen, a percentage ('1.000' would read as a thousand in Portuguese).
    expect(sanctions).toContain('QUARTZ, Teodoro (SDGT, 92.5%)');
  });

  it('write the labels in Portuguese when the screen is in Portuguese', async () => {
    await setLanguage('pt-BR');
    const values = Object.values(cells(RECORD_COLUMNS, record as never));
    expect(values).toContain('Concluído');
    expect(values).toContain('Passaporte');
    expect(values).not.toContain('BANK_DEPOSIT');
    expect(values).not.toContain('PASSPORT');
  });
});

describe('the Orders Report CSV', () => {
  it("writes the client's phone as 1 908 970 2883, with no formula guard", () => {
    const row = cells(DATE_REPORT_COLUMNS, { id: '1', telephone: '9089702883', status: 'PENDING' } as never);
    expect(Object.values(row)).toContain('1 908 970 2883');
    expect(toCsv(DATE_REPORT_COLUMNS, [{ id: '1', telephone: '9089702883', status: 'PENDING' } as never])).not.toContain("'");
  });
});
