import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../ui/format';
import { BILLS, countedTotal, type BillCounts } from './moneyCounter';
import { sanitizeCountInput } from './transfer';
import { translate } from '../../i18n';

/** The cashier's money counter (docs/orders.md#screens, #validation): bill counts and their total; nothing is submitted. */
export function MoneyCounter({ target }: { target?: string }) {
  const [counts, setCounts] = useState<BillCounts>({});
  const total = countedTotal(counts);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {BILLS.map((bill) => (
          <TextField
            key={bill}
            id={`counter-${bill}`}
            label={translate('orders.bills', { bill })}
            size="small"
            value={counts[bill] ?? ''}
            placeholder="0"
            autoComplete="off"
            onChange={(e) => setCounts((c) => ({ ...c, [bill]: sanitizeCountInput(e.target.value) }))}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
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
