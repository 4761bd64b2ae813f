import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../ui/format';
import { BILLS, countedTotal, type BillCounts } from './moneyCounter';
import { AmountField } from '../../ui/AmountField';
import { translate } from '../../i18n';

/**
 * The cashier's money counter (docs/orders.md#screens, #validation): bill counts (whole numbers read as
 * the screen's language writes them: docs/money-and-dates.md#typed-amounts) and their total; a refused
 * count is marked and left out of the total; nothing is submitted.
 */
export function MoneyCounter({ target }: { target?: string }) {
  const [counts, setCounts] = useState<BillCounts>({});
  const total = countedTotal(counts);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {BILLS.map((bill) => (
          <AmountField
            key={bill}
            id={`counter-${bill}`}
            label={translate('orders.bills', { bill })}
            size="small"
            value={counts[bill] ?? ''}
            decimals={0}
            placeholder="0"
            onChange={(kept) => setCounts((c) => ({ ...c, [bill]: kept }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" component="p" data-testid="money-counter-total">
          {translate('orders.counted', { amount: formatUsd(total) })}
        </Typography>
        {target ? (
          <Typography variant="body2" color="text.secondary">
            {translate('orders.totalWithFeeIs', { amount: formatUsd(target) })}
          </Typography>
        ) : null}
        <Button size="small" onClick={() => setCounts({})}>
          {translate('orders.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
