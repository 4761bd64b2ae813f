import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** 'Forgot Password?': passwords are reset by an administrator (DESIGN §8). */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-password-title" maxWidth="xs" fullWidth>
      <DialogTitle id="forgot-password-title">Can&apos;t sign in?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Please ask an administrator to set a new password for you. They can do it by editing your
          employee record under Employees. Then sign in with the new password and change it from the
          Change Password menu.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
