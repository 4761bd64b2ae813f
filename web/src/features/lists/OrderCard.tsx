import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OrderCard_OrderFragment } from './OrderCard.generated';
import { formatBrl, formatDate, formatUsd } from '../../ui/format';
import { OrderStatusChips } from '../orders/OrderStatusChips';
import { translate } from '../../i18n';
import { WRAP_ANYWHERE } from '../../ui/tableStyles';

type Order = OrderCard_OrderFragment;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A card of the daily lists (docs/lists-and-reports.md): id, sender, USD and BRL, creation and payment dates,
 * status with the expiry badge, the remaining BRL, and a link to the order.
 */
export function OrderCard({ order, today }: { order: Order; today: string }) {
  return (
    <Card
      variant="outlined"
      data-testid="order-card"
      component="article"
      aria-label={translate('orders.orderN', { id: order.id })}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          #{order.id}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1, ...WRAP_ANYWHERE }}>
          {order.senderName}
        </Typography>
        <Line label={translate('lists.amountUsd')} value={formatUsd(order.amountUsd)} />
        <Line label={translate('lists.amountBrl')} value={formatBrl(order.amountBrl)} />
        <Line label={translate('lists.created')} value={formatDate(order.creationDate)} />
        <Line label={translate('lists.payment')} value={formatDate(order.paymentDate)} />
        <Line label={translate('lists.remaining')} value={formatBrl(order.remainingValue)} />
        <Box sx={{ mt: 1 }}>
          <OrderStatusChips status={order.status} paymentDate={order.paymentDate} today={today} />
        </Box>
      </CardContent>
      <CardActions>
        <Button size="small" component={RouterLink} to={`/order/${encodeURIComponent(order.id)}`}>
          {translate('lists.openOrder')}
        </Button>
      </CardActions>
    </Card>
  );
}
