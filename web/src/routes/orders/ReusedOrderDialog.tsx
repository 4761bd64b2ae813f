import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { translate } from '../../i18n';

/**
 * /preview's 'already created' modal (docs/orders.md "Confirm", IDEMPOTENCY_KEY_REUSED): this draft's key
 * already made order orderId with other details (a reply lost, then the draft changed). Open while
 * orderId is set: cancel, take the draft as a new order, or open that order.
 */
export function ReusedOrderDialog({
  orderId,
  onClose,
  onTakeAsNewOrder,
}: {
  orderId: string | null;
  onClose: () => void;
  onTakeAsNewOrder: () => void;
}) {
  return (
    <Dialog open={orderId !== null} onClose={onClose} aria-labelledby="reused-title" aria-describedby="reused-text" maxWidth="sm" fullWidth>
      <DialogTitle id="reused-title">{translate('orders.alreadyCreatedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reused-text">
          {orderId !== null ? translate('orders.alreadyCreated', { id: orderId }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.cancel')}</Button>
        <Button onClick={onTakeAsNewOrder}>{translate('orders.takeAsNewOrder')}</Button>
        {orderId !== null ? (
          <Button variant="contained" autoFocus component={RouterLink} to={`/order/${orderId}`}>
            {translate('orders.openOrderN', { id: orderId })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
