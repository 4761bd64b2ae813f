import { calendarDateIn } from '@agency/rules';
import { useQuery } from '@apollo/client/react';
import { AgencyTodayDocument } from './AgencyToday.generated';

/**
 * The agency's calendar date 'YYYY-MM-DD' in AGENCY_TIME_ZONE (docs/money-and-dates.md: "today" is the agency's
 * day, not the browser's), or null until the time zone is known (it is cached after the first ask).
 */
export function useAgencyToday(): string | null {
  const { data } = useQuery(AgencyTodayDocument);
  return data ? calendarDateIn(data.agency.timeZone, new Date()) : null;
}
