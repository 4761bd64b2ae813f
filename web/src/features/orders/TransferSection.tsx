import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { OrderType, PaymentMethod } from '../../generated/graphql';
import { DateTextField } from '../../ui/DateTextField';
import { MAX_EXCHANGE_RATE, MONEY_DECIMALS } from '@agency/rules';
import { AmountField } from '../../ui/AmountField';
import { formatUsd } from '../../ui/format';
import { CHECK_MESSAGES } from './orderChecks';
import {
  addPaymentLine,
  AMOUNT_DECIMALS,
  chooseDays,
  commitBrl,
  CUSTOM_DAYS,
  editAmount,
  MAX_PAYMENT_LINES,
  ORDER_TYPE_OPTIONS,
  paidTotal,
  paymentInOptions,
  PAYMENT_METHOD_OPTIONS,
  paymentsMatchTotal,
  removePaymentLine,
  decimalInputText,
  setCreationDate,
  setPaymentDate,
  setPaymentLine,
  totalWithFeeOf,
  typedDays,
  type AmountValues,
  type TransferValues,
} from './transfer';
import { translate } from '../../i18n';

/** The amount fields; `label` is the catalogue key of the field's name. */
const AMOUNT_FIELDS: ReadonlyArray<{ field: keyof AmountValues; label: string }> = [
  { field: 'amountUsd', label: 'orders.amountUsd' },
  { field: 'exchangeRate', label: 'orders.exchangeRate' },
  { field: 'amountBrl', label: 'orders.amountBrl' },
  { field: 'fee', label: 'orders.fee' },
];

/**
 * Transfer Details of /new and /renew (docs/orders.md#renewal, #validation, #amounts): the amounts linked both ways, Total
 * With Fee, Order Type, 'Payment In' with the creation and payment dates (typed MM/DD/YYYY in
 * plain text fields, so Tab moves on to the next field), and up to 3 payment lines
 * with the 'Total paid does not match total with fee!' warning. State lives in the page; every
 * change goes through the pure functions of transfer.ts.
 */
export function TransferSection({
  values,
  onChange,
  disabled = false,
}: {
  values: TransferValues;
  onChange: (next: TransferValues) => void;
  disabled?: boolean;
}) {
  const total = totalWithFeeOf(values);
  const paid = paidTotal(values.payments);
  const matches = paymentsMatchTotal(values);
  const custom = values.days === CUSTOM_DAYS ? typedDays(values) : null;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, pt: 1 }}>
        {AMOUNT_FIELDS.map(({ field, label }) => (
          <AmountField
            key={field}
            id={`transfer-${field}`}
            label={translate(label)}
            value={values[field]}
            decimals={AMOUNT_DECIMALS[field]}
            max={field === 'exchangeRate' ? MAX_EXCHANGE_RATE : undefined}
            disabled={disabled}
            onChange={(kept) => onChange(editAmount(values, field, kept))}
            onBlur={field === 'amountBrl' ? () => onChange(commitBrl(values)) : undefined}
          />
        ))}
        <TextField
          id="transfer-totalWithFee"
          label={translate('orders.totalWithFee')}
          value={decimalInputText(total)}
          disabled={disabled}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          helperText={formatUsd(total)}
        />
        <TextField
          id="transfer-type"
          label={translate('orders.orderType')}
          select
          value={values.type}
          disabled={disabled}
          onChange={(e) => onChange({ ...values, type: e.target.value as OrderType })}
        >
          {ORDER_TYPE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {translate(o.label)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="transfer-days"
          label={translate('orders.paymentIn')}
          select
          value={values.days}
          disabled={disabled}
          helperText={custom !== null ? translate('orders.weekdays', { count: custom }) : undefined}
          onChange={(e) => onChange(chooseDays(values, Number(e.target.value)))}
        >
          {paymentInOptions().map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <DateTextField
          id="transfer-creationDate"
          label={translate('orders.creationDate')}
          value={values.creationDate}
          disabled={disabled}
          onChange={(date) => onChange(setCreationDate(values, date))}
        />
        <DateTextField
          id="transfer-paymentDate"
          label={translate('orders.paymentDate')}
          value={values.paymentDate}
          disabled={disabled}
          onChange={(date) => onChange(setPaymentDate(values, date))}
        />
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="payment-lines">
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {translate('orders.payments')}
        </Typography>
        <Stack spacing={1.5}>
          {values.payments.map((line, i) => {
            const n = i + 1;
            return (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  id={`payment-method-${n}`}
                  label={translate('orders.paymentMethodN', { n })}
                  select
                  value={line.method}
                  disabled={disabled}
                  onChange={(e) => onChange(setPaymentLine(values, i, { method: e.target.value as PaymentMethod }))}
                  sx={{ minWidth: 180 }}
                >
                  {PAYMENT_METHOD_OPTIONS.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {translate(o.label)}
                    </MenuItem>
                  ))}
                </TextField>
                <AmountField
                  id={`payment-value-${n}`}
                  label={translate('orders.paymentValueN', { n })}
                  value={line.value}
                  decimals={MONEY_DECIMALS}
                  disabled={disabled}
                  placeholder={decimalInputText('0.00')}
                  onChange={(kept) => onChange(setPaymentLine(values, i, { value: kept }))}
                />
                <IconButton
                  aria-label={translate('orders.removePaymentN', { n })}
                  disabled={disabled || values.payments.length <= 1}
                  onClick={() => onChange(removePaymentLine(values, i))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            size="small"
            disabled={disabled || values.payments.length >= MAX_PAYMENT_LINES}
            onClick={() => onChange(addPaymentLine(values))}
          >
            {translate('orders.addPayment')}
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="total-paid">
            {translate('orders.totalPaid', { amount: formatUsd(paid) })}
          </Typography>
        </Stack>
        {!matches ? (
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="payments-warning">
            {translate(CHECK_MESSAGES.payments)}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
}
