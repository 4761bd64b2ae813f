import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { translate } from '../../i18n';

/** 'Forgot Password?': passwords are reset by an administrator (docs/employees-and-access.md). */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-password-title" maxWidth="xs" fullWidth>
      <DialogTitle id="forgot-password-title">{translate('auth.cantSignIn')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('auth.forgotText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('auth.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
