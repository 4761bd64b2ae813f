import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import { sessionEndedNotice } from '../../features/auth/sessionEnded';
import { useTranslation } from '../../i18n';

/**
 * The sign-in page's word on an ended session (features/auth/sessionEnded): 'Your session ended;
 * your order is kept.' when a new order was being taken, else 'Your session ended. Please sign in
 * again.'; nothing when the user came to /login otherwise.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const notice = sessionEndedNotice(useLocation().state);
  if (!notice) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {t(notice === 'orderKept' ? 'login.sessionEndedOrderKept' : 'login.sessionEnded')}
    </Alert>
  );
}
