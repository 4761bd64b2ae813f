/**
 * The /orders/report/{range} segment (docs/lists-and-reports.md): the first 10 characters are the start date, the
 * end starts at the 12th (one separator character between them, '_' from the Orders Report modal).
 */
import { compareDates, isCalendarDate } from '@agency/rules';

export interface ReportRange {
  start: string;
  end: string;
}

/** The segment of a range ('2026-11-02_2026-11-06'). */
export function reportRangeSegment(start: string, end: string): string {
  return `${start}_${end}`;
}

/** The start and end of a range segment, or null when either is not a date or start is after end. */
export function parseReportRange(segment: string | null | undefined): ReportRange | null {
  if (!segment) return null;
  const start = segment.slice(0, 10);
  const end = segment.slice(11);
  if (!isCalendarDate(start) || !isCalendarDate(end)) return null;
  return compareDates(start, end) <= 0 ? { start, end } : null;
}
