import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess } from './access';
import { hasSession, mustChangePasswordEmail } from './session';

/** The screen a user whose password an administrator set sees before anything else (docs/employees-and-access.md#passwords). */
export const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * The login guard (docs/employees-and-access.md#sign-in): without a stored token every child route sends the user to /login,
 * remembering where they were going so the login returns there. A session whose password must be changed first opens
 * only the change-password screen.
 */
export function RequireAuth() {
  const location = useLocation();
  if (decideAccess({ hasToken: hasSession(), adminOnly: false, isAdministrator: undefined }) === 'login') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (mustChangePasswordEmail() !== null && location.pathname !== CHANGE_PASSWORD_PATH)
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  return <Outlet />;
}
