/**
 * What the browser keeps that the shared ui/ reads as well as the sign-in (docs/employees-and-access.md#sessions,
 * docs/screens.md#weight): the session's bearer token (the CSV downloads post it) and the agency's time
 * zone as the server last said it (the date formats fall back to it). The rest of the session
 * (userInfo, the must-change mark, saving and clearing it) is features/auth/session.ts.
 */

/** The key the bearer token is kept under. */
export const TOKEN_KEY = 'token';

/** The part of the Web Storage API the session uses, so tests can pass a fake. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function defaultStorage(): SessionStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The stored bearer token, or null when nobody is signed in. */
export function getToken(storage: SessionStorage | undefined = defaultStorage()): string | null {
  const token = storage?.getItem(TOKEN_KEY);
  return token ? token : null;
}

/** The key the agency's time zone is kept under, as the server last said it (docs/screens.md#weight). */
export const AGENCY_TIME_ZONE_KEY = 'agencyTimeZone';

/**
 * The agency's IANA time zone as the server last said it in this browser, or null: the dashboard
 * asks for "today's" week with it before the server has answered (docs/screens.md#weight).
 */
export function storedAgencyTimeZone(storage: SessionStorage | undefined = defaultStorage()): string | null {
  const zone = storage?.getItem(AGENCY_TIME_ZONE_KEY) ?? null;
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** Keeps the agency's time zone the server said ('America/New_York'). */
export function storeAgencyTimeZone(zone: string, storage: SessionStorage | undefined = defaultStorage()): void {
  if (storage?.getItem(AGENCY_TIME_ZONE_KEY) !== zone) storage?.setItem(AGENCY_TIME_ZONE_KEY, zone);
}

/**
 * Builds a date format of the agency's time zone (as last stored, else the browser's) once and
 * throws it away: the runtime's first date format loads its locale and time-zone data, 15 ms on a
 * desktop and four times that on a phone. Called before the signed-in screens draw, so that cost
 * is not part of their first render (docs/screens.md#weight). Never throws.
 */
export function loadDateFormatData(storage: SessionStorage | undefined = defaultStorage()): void {
  // storedAgencyTimeZone builds a format of the stored zone to check it; with none, the browser's is built.
  if (storedAgencyTimeZone(storage) === null) new Intl.DateTimeFormat('en-CA').format(0);
}
