import { useRef, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify } from '../../ui/notify';
import { OrderSection } from '../orders/OrderSection';
import { figuresComplete, figuresLimitMessage, validMonths, type InvestmentFigures } from './figures';
import { InvestmentFiguresFields } from './InvestmentFiguresFields';
import { CHECK_ERROR_TITLE, INVESTMENT_CHECK_MESSAGES, type InvestmentPayoutValues } from './investmentChecks';
import { InvestmentPayoutFields } from './InvestmentPayoutFields';
import { SubmitForm } from '../../ui/SubmitForm';
import { translate } from '../../i18n';

/**
 * The form of /investments/new and /investments/renew/:id: the sender block the page gives, then
 * Additional Information (the payout) and Investment (the figures). 'Save' runs the page's checks
 * (docs/investments.md#validation, in order) and the figures' own, each failure in the 'Error!' modal, then `onSave`.
 */
export function InvestmentForm({
  sender,
  initialPayout,
  initialFigures,
  check,
  onSave,
}: {
  sender: ReactNode;
  initialPayout: InvestmentPayoutValues;
  initialFigures: InvestmentFigures;
  /** The docs/investments.md checks for this page (sender and payout for new, payout for renew). */
  check: (payout: InvestmentPayoutValues) => string | null;
  /** Saves; resolves when done (the page shows its own failure). */
  onSave: (payout: InvestmentPayoutValues, figures: InvestmentFigures) => Promise<void>;
}) {
  const notify = useNotify();
  const payout = useFormik<InvestmentPayoutValues>({ initialValues: initialPayout, onSubmit: () => undefined });
  const [figures, setFigures] = useState<InvestmentFigures>(initialFigures);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function save() {
    if (running.current) return;
    const message =
      check(payout.values) ??
      (figuresComplete(figures) ? null : INVESTMENT_CHECK_MESSAGES.figures) ??
      (validMonths(figures.months) ? null : INVESTMENT_CHECK_MESSAGES.months);
    const said = message ? translate(message) : figuresLimitMessage(figures);
    if (said) {
      notify.alert({ title: translate(CHECK_ERROR_TITLE), message: said });
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      await onSave(payout.values, figures);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <SubmitForm onSubmit={save}>
      <Stack spacing={2}>
        {sender}
        <OrderSection title={translate('investments.additionalInformation')} testId="payout-section">
          <InvestmentPayoutFields formik={payout} disabled={busy} />
        </OrderSection>
        <OrderSection title={translate('investments.investment')} testId="investment-section">
          <InvestmentFiguresFields values={figures} onChange={setFigures} disabled={busy} />
        </OrderSection>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={busy}>
            {translate('investments.save')}
          </Button>
        </Stack>
      </Stack>
    </SubmitForm>
  );
}
