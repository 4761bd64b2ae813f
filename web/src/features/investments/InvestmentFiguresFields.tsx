import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBrl, formatUsd } from '../../ui/format';
import { durationOptions, FIGURE_DECIMALS, monthlyIncomeOf, type FigureField, type InvestmentFigures } from './figures';
import { AmountField } from '../../ui/AmountField';
import { translate } from '../../i18n';

const ROWS: ReadonlyArray<{ amount: FigureField; percentage: FigureField; currency: 'USD' | 'BRL' }> = [
  { amount: 'amountUsd', percentage: 'percentageUsd', currency: 'USD' },
  { amount: 'amountBrl', percentage: 'percentageBrl', currency: 'BRL' },
];

/** A computed figure shown under its label (the monthly incomes). */
function Computed({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ px: 1.5, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }} aria-live="polite">
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The Investment form (docs/investments.md#screens, #validation, #constants): Amount and Percentage in USD and BRL with each Monthly
 * Income shown live (amount x percentage / 100 to the cent), Duration (1, 3, 6, 9, 12 months) and
 * Creation Date. Numeric inputs keep the typed text while it ends in '.' or '0' (figures.ts).
 */
export function InvestmentFiguresFields({
  values,
  onChange,
  disabled = false,
}: {
  values: InvestmentFigures;
  onChange: (next: InvestmentFigures) => void;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, pt: 1, alignItems: 'center' }}>
      {ROWS.map(({ amount, percentage, currency }) => {
        const income = monthlyIncomeOf(values[amount], values[percentage]);
        return [
          <AmountField
            key={amount}
            id={`investment-${amount}`}
            label={translate('investments.amountIn', { currency })}
            required
            value={values[amount]}
            decimals={FIGURE_DECIMALS[amount]}
            disabled={disabled}
            onChange={(kept) => onChange({ ...values, [amount]: kept })}
          />,
          <AmountField
            key={percentage}
            id={`investment-${percentage}`}
            label={translate('investments.percentageIn', { currency })}
            required
            value={values[percentage]}
            decimals={FIGURE_DECIMALS[percentage]}
            // A monthly percentage is at most 100 (monthlyPercentage): '1.500' is not 1500.
            max="100"
            disabled={disabled}
            onChange={(kept) => onChange({ ...values, [percentage]: kept })}
          />,
          <Computed
            key={`income-${currency}`}
            label={translate('investments.monthlyIncomeIn', { currency })}
            value={currency === 'USD' ? formatUsd(income) : formatBrl(income)}
            testId={`monthly-income-${currency.toLowerCase()}`}
          />,
        ];
      })}
      <TextField
        id="investment-months"
        label={translate('investments.duration')}
        select
        required
        value={values.months}
        disabled={disabled}
        onChange={(e) => onChange({ ...values, months: Number(e.target.value) })}
      >
        {durationOptions().map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="investment-creation-date"
        label={translate('investments.creationDate')}
        type="date"
        value={values.creationDate}
        disabled={disabled}
        onChange={(e) => onChange({ ...values, creationDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={translate('investments.todayWhenLeftEmpty')}
      />
    </Box>
  );
}
