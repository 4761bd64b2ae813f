import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { translate } from '../../i18n';

/** What the clerk decides about a possible duplicate: send nothing, delete the earlier order first (administrators), or go on. */
export type DuplicateChoice = 'cancel' | 'delete' | 'continue';

/**
 * /preview's possible-duplicate modal (docs/orders.md "Confirm", POSSIBLE_DUPLICATE): open while orderId (the
 * earlier order) is set; 'Delete the duplicate first' only when canDelete (administrators).
 */
export function DuplicateOrderDialog({
  orderId,
  canDelete,
  onClose,
  onDecide,
}: {
  orderId: string | null;
  canDelete: boolean;
  onClose: () => void;
  onDecide: (choice: DuplicateChoice, orderId: string) => void;
}) {
  return (
    <Dialog
      open={orderId !== null}
      onClose={onClose}
      aria-labelledby="duplicate-title"
      aria-describedby="duplicate-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="duplicate-title">{translate('orders.possibleDuplicate')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="duplicate-text">
          {orderId !== null ? translate('errors.codes.POSSIBLE_DUPLICATE', { transactionID: orderId }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {(['cancel', ...(canDelete ? (['delete'] as const) : []), 'continue'] as const).map((choice) => (
          <Button
            key={choice}
            variant={choice === 'continue' ? 'contained' : 'text'}
            color={choice === 'delete' ? 'error' : 'primary'}
            onClick={() => orderId !== null && onDecide(choice, orderId)}
          >
            {translate(choice === 'cancel' ? 'common.cancel' : choice === 'delete' ? 'orders.deleteDuplicateFirst' : 'orders.continue')}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
