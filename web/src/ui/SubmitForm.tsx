import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SaveCancelButtons } from './SaveCancelButtons';

/**
 * A <form> the app checks itself (noValidate): submitting it (Enter, or a submit button) runs
 * `onSubmit` instead of posting the page.
 */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void | Promise<void>; children: ReactNode }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A small modal form ('New Consortium', 'Add Payment'): the title (`titleId` names the dialog), the
 * fields (`children`) and Cancel / Save, which submits to `onSubmit`. While `busy` it cannot be
 * closed and Save waits.
 */
export function FormDialog({
  open,
  onClose,
  titleId,
  title,
  busy,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  busy: boolean;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <SubmitForm onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <SaveCancelButtons submitting={busy} onCancel={onClose} />
        </DialogActions>
      </SubmitForm>
    </Dialog>
  );
}
