import { describe, expect, it } from 'vitest';
import { parseReportRange, reportRangeSegment } from './reportRange';

describe('report range (docs/lists-and-reports.md)', () => {
  it('takes the first 10 characters as the start and from the 12th the end', () => {
    expect(parseReportRange('2026-11-02_2026-11-06')).toEqual({ start: '2026-11-02', end: '2026-11-06' });
    expect(parseReportRange('2026-11-02~2026-11-06')).toEqual({ start: '2026-11-02', end: '2026-11-06' });
    expect(parseReportRange('2026-11-06_2026-11-06')).toEqual({ start: '2026-11-06', end: '2026-11-06' });
  });

  it('round-trips the segment the Orders Report modal builds', () => {
    expect(parseReportRange(reportRangeSegment('2026-01-31', '2026-02-28'))).toEqual({ start: '2026-01-31', end: '2026-02-28' });
  });

  it('refuses a start after the end, missing parts and non-dates', () => {
    expect(parseReportRange('2026-11-06_2026-11-02')).toBeNull();
    expect(parseReportRange('2026-11-02')).toBeNull();
    expect(parseReportRange('2026-11-02_')).toBeNull();
    expect(parseReportRange('2026-11-0_2026-11-06')).toBeNull();
    expect(parseReportRange('2026-13-02_2026-11-06')).toBeNull();
    expect(parseReportRange('2026-11-02_2026-11-06x')).toBeNull();
    expect(parseReportRange('')).toBeNull();
    expect(parseReportRange(undefined)).toBeNull();
  });
});
