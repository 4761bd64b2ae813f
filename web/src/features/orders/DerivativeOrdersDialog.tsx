import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { OrderStatus } from '../../generated/graphql';
import { translate } from '../../i18n';
import { formatBrl, formatDate, formatUsd } from '../../ui/format';
import { statusLabel } from './status';

/** An order taken from another (a renewal): what the list shows of it. */
export interface DerivativeOrder {
  id: string;
  amountUsd: string;
  amountBrl: string;
  creationDate: string;
  paymentDate: string;
  status: OrderStatus;
}

/**
 * The order page's 'Derivative transactions' modal (docs/orders.md#renewal): the orders taken from this
 * one, each a link to its page (following one closes the modal).
 */
export function DerivativeOrdersDialog({
  open,
  orders,
  onClose,
}: {
  open: boolean;
  orders: readonly DerivativeOrder[];
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="derivatives-title" maxWidth="sm" fullWidth>
      <DialogTitle id="derivatives-title">{translate('orders.derivativeTransactions2')}</DialogTitle>
      <DialogContent>
        <List aria-label={translate('orders.derivativeTransactions')}>
          {orders.map((d) => (
            <ListItem key={d.id} disablePadding>
              <ListItemButton component={RouterLink} to={`/order/${d.id}`} onClick={onClose} data-testid="derivative-order">
                <ListItemText
                  primary={`#${d.id} · ${formatUsd(d.amountUsd)} · ${formatBrl(d.amountBrl)}`}
                  secondary={translate('orders.derivativeLine', {
                    created: formatDate(d.creationDate),
                    payment: formatDate(d.paymentDate),
                    status: statusLabel(d.status),
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('orders.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
