/**
 * The snackbar and the message modal of ui/notify.tsx, in a module of their own so the first
 * download does without MUI's Snackbar and Dialog (docs/screens.md#weight).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';

/** A notice's colour and icon. */
export type Severity = 'success' | 'error' | 'info' | 'warning';

/** A snackbar notice; a new key shows a new snackbar. */
export interface Toast {
  key: number;
  message: string;
  severity: Severity;
}

/** A modal message with a title and an OK button. */
export interface ModalMessage {
  title: string;
  message: string;
  severity: Severity;
  /** Shown below the message: what the reader needs to judge it (a possible sanctions match's details). */
  detail?: ReactNode;
}

/** What the view is given by ui/notify.tsx. */
export interface NotifyViewProps {
  toast: Toast | null;
  open: boolean;
  onCloseToast: () => void;
  modal: ModalMessage | null;
  onCloseModal: () => void;
}

/** The snackbar (`toast`, shown while `open`) and the modal (`modal`, shown while not null). */
export default function NotifyView({ toast, open, onCloseToast, modal, onCloseModal }: NotifyViewProps) {
  return (
    <>
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={toast?.severity === 'error' ? 8000 : 4000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') onCloseToast();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => onCloseToast()}
          severity={toast?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%', whiteSpace: 'pre-line' }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
      <Dialog
        open={modal !== null}
        onClose={() => onCloseModal()}
        aria-labelledby="notify-modal-title"
        aria-describedby="notify-modal-text"
        maxWidth={modal?.detail ? 'md' : 'xs'}
        fullWidth
      >
        <DialogTitle id="notify-modal-title">{modal?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="notify-modal-text" sx={{ whiteSpace: 'pre-line' }}>
            {modal?.message}
          </DialogContentText>
          {modal?.detail}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onCloseModal()} variant="contained" autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
