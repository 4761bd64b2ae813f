/**
 * The dashboard's week (spec 01 §2, §3 Weekly metrics; DESIGN §8): each weekday links to its
 * orders (/orders/date/{date}) for administrators only; employees see plain text.
 */

/** Where a day of the week links, or null for plain text. */
export function weekDayLink(date: string, isAdministrator: boolean): string | null {
  return isAdministrator ? `/orders/date/${date}` : null;
}

/** 'MM/DD' of a calendar date 'YYYY-MM-DD'. */
export function monthDay(date: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[1]}/${m[2]}` : date;
}
