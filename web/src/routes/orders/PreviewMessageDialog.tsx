import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { translate } from '../../i18n';

/** A message of /preview: a title and its text (lines kept). */
export interface PreviewMessage {
  title: string;
  message: string;
  /** Run when the user closes the message (e.g. back to /new to correct the draft). */
  after?: () => void;
}

/** /preview's message modal (docs/orders.md "Confirm": a refusal the clerk cannot decide here); open while message is set. */
export function PreviewMessageDialog({ message, onClose }: { message: PreviewMessage | null; onClose: () => void }) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby="preview-message-title"
      aria-describedby="preview-message-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="preview-message-title">{message?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="preview-message-text" sx={{ whiteSpace: 'pre-line' }}>
          {message?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={onClose}>
          {translate('orders.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
