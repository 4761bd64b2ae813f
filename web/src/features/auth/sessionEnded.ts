/**
 * An ended session (docs/employees-and-access.md#sign-in, issue 30 item 10): when the server refuses
 * the stored token (expired or revoked), the app goes to /login with where the user was and a mark
 * that the session ended there, so the sign-in page says so, and says that the order being taken is
 * kept when a new-order draft is stored (the draft stays in localStorage: only the signed-in pages
 * other than /new and /preview remove it). Signing in goes back to that page (pathAfterLogin).
 */
import { DRAFT_ROUTES, loadDraft, type DraftStorage } from '../orders/draft';

/** Where the user was: a router location's path, query and fragment. */
export interface LocationBeforeLogin {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The navigation state /login receives when the server ended the session on `from`. */
export interface SessionEndedState {
  from: LocationBeforeLogin;
  sessionEnded: true;
}

/** The /login navigation state for a session the server ended while the user was on `from`. */
export function sessionEndedState(from: LocationBeforeLogin): SessionEndedState {
  return { from: { pathname: from.pathname, search: from.search ?? '', hash: from.hash ?? '' }, sessionEnded: true };
}

/**
 * What the sign-in page says about `state` (its router location's state): 'orderKept' when the
 * session ended on /new or /preview with a new-order draft stored, 'ended' when it ended elsewhere,
 * null when the user came to /login otherwise (signed out, or never signed in).
 */
export function sessionEndedNotice(state: unknown, storage?: DraftStorage | null): 'orderKept' | 'ended' | null {
  const s = state as Partial<SessionEndedState> | null | undefined;
  if (!s || s.sessionEnded !== true) return null;
  const path = typeof s.from?.pathname === 'string' ? s.from.pathname.replace(/\/+$/, '') : '';
  const draft = storage === undefined ? loadDraft() : loadDraft(storage);
  return DRAFT_ROUTES.has(path) && draft !== null ? 'orderKept' : 'ended';
}
