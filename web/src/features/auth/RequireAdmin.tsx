import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { RequireAdminDocument } from './RequireAdmin.generated';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { ACCESS_DENIED_MESSAGE, ACCESS_DENIED_REDIRECT_MS, ACCESS_DENIED_TITLE, decideAccess } from './access';
import { hasSession } from './session';
import { translate } from '../../i18n';

/** The Access Denied modal; it leaves for /dashboard on OK or after a short pause. */
function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  const leave = () => navigate('/dashboard', { replace: true });
  return (
    <Dialog open onClose={leave} aria-labelledby="access-denied-title" aria-describedby="access-denied-text" maxWidth="xs" fullWidth>
      <DialogTitle id="access-denied-title">{translate(ACCESS_DENIED_TITLE)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="access-denied-text">{translate(ACCESS_DENIED_MESSAGE)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} variant="contained" autoFocus>
          {translate('auth.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The admin guard (docs/employees-and-access.md#roles-and-permissions): asks the server whether the user is an administrator
 * (Query.viewer.isAdministrator). Others get the Access Denied modal, then land on /dashboard.
 */
export default function RequireAdmin() {
  const location = useLocation();
  const { data, error } = useQuery(RequireAdminDocument, { fetchPolicy: 'cache-and-network' });
  const decision = decideAccess({
    hasToken: hasSession(),
    adminOnly: true,
    isAdministrator: data?.viewer.isAdministrator,
  });

  if (decision === 'login') return <Navigate to="/login" replace state={{ from: location }} />;
  if (decision === 'deny') return <AccessDenied />;
  if (decision === 'allow') return <Outlet />;
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {translate('auth.permissionsFailed', { message: errorMessage(error) })}
      </Alert>
    );
  }
  return <Loading label={translate('auth.checkingPermissions')} />;
}
