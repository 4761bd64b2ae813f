/**
 * User-visible messages: a snackbar for short success and error notices, and a modal for the
 * messages the specs show as one (Access Denied, 'Unable to Update Password'...). Every failure
 * goes through one of them (docs/ARCHITECTURE.md#contracts: none only logged).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';

type Severity = 'success' | 'error' | 'info' | 'warning';

interface Toast {
  key: number;
  message: string;
  severity: Severity;
}

interface ModalMessage {
  title: string;
  message: string;
  severity: Severity;
}

/** What useNotify returns. */
export interface Notify {
  /** A short success notice (snackbar). */
  success(message: string): void;
  /** A failure notice (snackbar); the message is the server's when there is one. */
  error(message: string): void;
  /** A neutral notice (snackbar). */
  info(message: string): void;
  /** A modal message with a title and an OK button. */
  alert(message: { title: string; message: string; severity?: Severity }): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Provides useNotify to the app; renders the snackbar and the message modal. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState<ModalMessage | null>(null);

  const show = useCallback((message: string, severity: Severity) => {
    setToast({ key: Date.now() + Math.random(), message, severity });
    setOpen(true);
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
      info: (m) => show(m, 'info'),
      alert: ({ title, message, severity = 'error' }) => setModal({ title, message, severity }),
    }),
    [show],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={toast?.severity === 'error' ? 8000 : 4000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={toast?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%', whiteSpace: 'pre-line' }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
      <Dialog
        open={modal !== null}
        onClose={() => setModal(null)}
        aria-labelledby="notify-modal-title"
        aria-describedby="notify-modal-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="notify-modal-title">{modal?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="notify-modal-text" sx={{ whiteSpace: 'pre-line' }}>
            {modal?.message}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setModal(null)} variant="contained" autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </NotifyContext.Provider>
  );
}

/** The app's messages; must be used under NotifyProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notify;
}
