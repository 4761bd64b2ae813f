/**
 * The TypeBox forms of the wire's repeated fields (docs/ARCHITECTURE.md#contracts: amounts answered as
 * decimal strings, calendar dates as 'YYYY-MM-DD'), one home for every domain's schemas. Imports
 * nothing of the domains, so any schemas file may use it.
 */
import { Type } from 'typebox';

/** A calendar date in a reply: 'YYYY-MM-DD' (docs/money-and-dates.md#calendar-dates). */
export const CalendarDate = (description = 'calendar date YYYY-MM-DD') => Type.String({ description });

/**
 * A calendar date a request carries: at most 10 characters here, a real day checked by the service with
 * @agency/rules calendarDateField or optionalCalendarDate (docs/money-and-dates.md#calendar-dates).
 */
export const CalendarDateInput = (description: string) => Type.String({ maxLength: 10, description });

/** An amount in a reply: a decimal string (docs/decisions/0002-money-as-decimal-strings.md). */
export const DecimalString = (description: string) => Type.String({ description });

/** An optional text filter of a search body: '' or null mean no filter; at most 200 characters. */
export const TextFilter = (description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: `${description}; '' or null: no filter` }));
