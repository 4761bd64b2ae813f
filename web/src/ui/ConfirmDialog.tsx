import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { translate } from '../i18n';

/**
 * A yes/no question ('Do you wish to delete this employee?'). The buttons are named 'Yes' and
 * 'No'; 'Yes' is disabled while the confirmed action runs. `children` go under the question (an
 * option such as the 'Force' checkbox of the order status update).
 */
export function ConfirmDialog(props: {
  open: boolean;
  title?: string;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { open, title = translate('common.areYouSure'), question, busy = false, onConfirm, onCancel, children } = props;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{question}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('common.no')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error" autoFocus>
          {translate('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
