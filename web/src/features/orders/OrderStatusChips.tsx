import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { OrderStatus } from '../../generated/graphql';
import { expiryBadge, statusColor, statusLabel } from './status';
import { translate } from '../../i18n';

/** The expiry badge of docs/lists-and-reports.md#daily-lists ('Expired' red, 'Expires Today'), only while Pending; nothing otherwise. */
export function ExpiryBadgeChip({ status, paymentDate, today }: { status: OrderStatus; paymentDate: string; today: string }) {
  const badge = expiryBadge(status, paymentDate, today);
  return badge ? (
    <Chip
      data-testid="expiry-badge"
      label={translate(badge === 'Expired' ? 'status.expired' : 'status.expiresToday')}
      color={badge === 'Expired' ? 'error' : 'warning'}
      size="small"
      variant="outlined"
    />
  ) : null;
}

/** The status chip with the expiry badge of docs/lists-and-reports.md while Pending. */
export function OrderStatusChips({ status, paymentDate, today }: { status: OrderStatus; paymentDate: string; today: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip data-testid="order-status" label={statusLabel(status)} color={statusColor(status)} size="small" />
      <ExpiryBadgeChip status={status} paymentDate={paymentDate} today={today} />
    </Stack>
  );
}
