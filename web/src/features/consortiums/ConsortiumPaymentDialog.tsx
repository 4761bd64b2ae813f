import { calendarDateIn, MONEY_DECIMALS } from '@agency/rules';
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RegisterConsortiumPaymentDocument } from './consortiums.generated';
import { errorMessage } from '../../ui/errors';
import { useAgencyToday } from '../../ui/useAgencyToday';
import { useNotify } from '../../ui/notify';
import { FormDialog } from '../../ui/SubmitForm';
import { AmountField } from '../../ui/AmountField';
import { consortiumPaymentErrors, type ConsortiumPaymentValues } from './consortiumForm';
import { decimalText } from '../orders/transfer';
import { translate } from '../../i18n';

/**
 * The consortium page's 'Add' form (docs/consortiums.md): Client Name, Amount USD (read as the
 * screen's language writes amounts: docs/money-and-dates.md#typed-amounts) and Date, all required; registers the payment.
 */
export function ConsortiumPaymentDialog({ open, consortiumId, onClose }: { open: boolean; consortiumId: string; onClose: () => void }) {
  const notify = useNotify();
  const today = useAgencyToday() ?? calendarDateIn(null, new Date());
  const blank = (): ConsortiumPaymentValues => ({ clientName: '', amount: '', date: today });
  const [values, setValues] = useState<ConsortiumPaymentValues>(blank);
  const [submitted, setSubmitted] = useState(false);
  const [register, { loading }] = useMutation(RegisterConsortiumPaymentDocument);
  useEffect(() => {
    if (open) {
      setValues(blank());
      setSubmitted(false);
    }
    // Reset when the dialog opens, not when today's date arrives while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const errors = submitted ? consortiumPaymentErrors(values) : {};
  const set = (key: keyof ConsortiumPaymentValues, v: string) => setValues((x) => ({ ...x, [key]: v }));

  async function save() {
    setSubmitted(true);
    if (Object.keys(consortiumPaymentErrors(values)).length > 0) return;
    try {
      await register({
        variables: { consortiumId, clientName: values.clientName.trim(), amount: decimalText(values.amount) ?? '0', date: values.date },
      });
      notify.success(translate('consortium.paymentRegistered'));
      onClose();
    } catch (error) {
      notify.error(translate('consortium.paymentFailed', { message: errorMessage(error) }));
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="consortium-payment-title"
      title={translate('consortium.addPayment')}
      busy={loading}
      onSubmit={save}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          label={translate('consortium.clientName')}
          required
          autoFocus
          value={values.clientName}
          onChange={(e) => set('clientName', e.target.value)}
          error={Boolean(errors.clientName)}
          helperText={errors.clientName}
          autoComplete="off"
        />
        <AmountField
          label={translate('consortium.amountUsd')}
          required
          value={values.amount}
          decimals={MONEY_DECIMALS}
          onChange={(kept) => set('amount', kept)}
          error={Boolean(errors.amount)}
          helperText={errors.amount}
        />
        <TextField
          label={translate('consortium.date')}
          type="date"
          required
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          error={Boolean(errors.date)}
          helperText={errors.date}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </FormDialog>
  );
}
