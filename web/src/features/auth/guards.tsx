import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess } from './access';
import { hasSession } from './session';

/**
 * The login guard (docs/employees-and-access.md#sign-in): without a stored token every child route sends the user to /login,
 * remembering where they were going so the login returns there.
 */
export function RequireAuth() {
  const location = useLocation();
  if (decideAccess({ hasToken: hasSession(), adminOnly: false, isAdministrator: undefined }) === 'login') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
