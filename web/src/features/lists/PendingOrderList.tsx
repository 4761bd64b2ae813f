import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingOrderList_OrderFragment } from './PendingOrderList.generated';
import { csvAmount, csvDate, type CsvColumn } from '../../ui/csv';
import { formatBrl, formatDate } from '../../ui/format';
import { ExpiryBadgeChip } from '../orders/OrderStatusChips';
import { translate } from '../../i18n';

type Order = PendingOrderList_OrderFragment;

/** The pending list's figures, as exported. */
export const PENDING_LIST_COLUMNS: CsvColumn<Order>[] = [
  { header: 'csv.id', value: (o) => o.id },
  { header: 'csv.sender', value: (o) => o.senderName },
  { header: 'csv.beneficiary', value: (o) => o.beneficiaryName },
  { header: 'csv.amountBrl', value: (o) => csvAmount(o.amountBrl) },
  { header: 'csv.paymentDate', value: (o) => csvDate(o.paymentDate) },
];

/** The dashboard's pending orders (docs/lists-and-reports.md): each entry, an <li>, links to /order/{id}, with its expiry badge. */
export function PendingOrderList({ orders, today }: { orders: readonly Order[]; today: string }) {
  if (orders.length === 0) return <Typography color="text.secondary">{translate('dashboard.noPendingOrders')}</Typography>;
  return (
    <List aria-label={translate('dashboard.pendingOrders2')} disablePadding>
      {orders.map((o) => (
        <ListItem key={o.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={`/order/${encodeURIComponent(o.id)}`} data-testid="pending-order">
            <ListItemText
              primary={`#${o.id} · ${o.senderName} → ${o.beneficiaryName}`}
              secondary={translate('lists.pendingLine', { amount: formatBrl(o.amountBrl), date: formatDate(o.paymentDate) })}
            />
            <Stack direction="row" sx={{ ml: 1 }}>
              <ExpiryBadgeChip status={o.status} paymentDate={o.paymentDate} today={today} />
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
