/**
 * The browser session: the bearer token and a small userInfo record in localStorage
 * (docs/employees-and-access.md#sessions).
 * The profile picture is deliberately not stored: a data: URL is too big for localStorage,
 * the user badge reads it from Query.viewer instead.
 */
import type { Role } from '../../generated/graphql';
import { defaultStorage, getToken, TOKEN_KEY, type SessionStorage } from '../../ui/storedValues';

// The token and the agency's time zone are kept by ui/storedValues.ts, which ui/ reads too.
export {
  AGENCY_TIME_ZONE_KEY,
  getToken,
  loadDateFormatData,
  storeAgencyTimeZone,
  storedAgencyTimeZone,
  TOKEN_KEY,
  type SessionStorage,
} from '../../ui/storedValues';

export const USER_INFO_KEY = 'userInfo';

/** What is kept about the signed-in employee between page loads. */
export interface UserInfo {
  employeeID: string;
  fullName: string;
  highestRole: Role;
}

/** True when a token is stored (the login guard's only test: docs/employees-and-access.md#sign-in). */
export function hasSession(storage: SessionStorage | undefined = defaultStorage()): boolean {
  return getToken(storage) !== null;
}

/** The stored userInfo, or null when it is missing or unreadable. */
export function getUserInfo(storage: SessionStorage | undefined = defaultStorage()): UserInfo | null {
  const raw = storage?.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserInfo> | null;
    if (
      value &&
      typeof value.employeeID === 'string' &&
      typeof value.fullName === 'string' &&
      (value.highestRole === 'ADMINISTRATOR' || value.highestRole === 'EMPLOYEE')
    ) {
      return { employeeID: value.employeeID, fullName: value.fullName, highestRole: value.highestRole };
    }
    return null;
  } catch {
    return null;
  }
}

/** The login reply, as the Login mutation returns it. */
export interface SessionReply {
  token: string;
  employeeId: string;
  fullName: string;
  role: Role;
}

/** Stores the token and userInfo after a successful login. */
export function saveSession(reply: SessionReply, storage: SessionStorage | undefined = defaultStorage()): UserInfo {
  const info: UserInfo = { employeeID: reply.employeeId, fullName: reply.fullName, highestRole: reply.role };
  storage?.setItem(TOKEN_KEY, reply.token);
  storage?.setItem(USER_INFO_KEY, JSON.stringify(info));
  return info;
}

/**
 * The key that marks a session whose password an administrator set: it holds the sign-in email (the password rule
 * refuses the email's name) until the password is changed (docs/employees-and-access.md#passwords).
 */
export const MUST_CHANGE_PASSWORD_KEY = 'mustChangePassword';

/** Marks the stored session as one that must change its password first; `email` is the one signed in with. */
export function markMustChangePassword(email: string, storage: SessionStorage | undefined = defaultStorage()): void {
  storage?.setItem(MUST_CHANGE_PASSWORD_KEY, email);
}

/** The sign-in email while the password must be changed first, else null. */
export function mustChangePasswordEmail(storage: SessionStorage | undefined = defaultStorage()): string | null {
  return storage?.getItem(MUST_CHANGE_PASSWORD_KEY) ?? null;
}

/** Forgets the mark once the password was changed. */
export function clearMustChangePassword(storage: SessionStorage | undefined = defaultStorage()): void {
  storage?.removeItem(MUST_CHANGE_PASSWORD_KEY);
}

/** Removes the token and userInfo (logout, or any UNAUTHENTICATED reply). */
export function clearSession(storage: SessionStorage | undefined = defaultStorage()): void {
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USER_INFO_KEY);
  storage?.removeItem(MUST_CHANGE_PASSWORD_KEY);
}
