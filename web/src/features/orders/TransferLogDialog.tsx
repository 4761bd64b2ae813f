import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransferLogDocument, type TransferLogDialog_LogFragment } from './TransferLog.generated';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { splitFieldMessage } from '../../ui/fieldErrors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FormikTextField } from '../../ui/FormikTextField';
import { formatBrl, formatDate } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { normalizeAmount, partialPaymentSchema, type PartialPaymentValues } from './partialPaymentSchema';
import { amountInputText } from '../../ui/amountText';
import { decimalInputText } from './transfer';
import { EDITED, usePartialPayments } from './usePartialPayments';
import { EditedElsewhereDialog } from '../../ui/EditedElsewhereDialog';
import { currentLanguage, translate } from '../../i18n';
import { ChangedElsewhereNotice } from '../live/ChangedElsewhereNotice';
import type { OrderChange } from '../live/useLiveUpdates';

type Payment = TransferLogDialog_LogFragment['payments'][number];

/** The transfer log's export: the records as listed. */
const PAYMENT_COLUMNS: CsvColumn<Payment>[] = [
  { header: 'csv.date', value: (p) => csvDate(p.date) },
  { header: 'csv.valueBrl', value: (p) => csvAmount(p.value) },
];

/**
 * The Transfer Log modal (docs/orders.md#screens, #validation): Total (paid) and Remainder (missing) in BRL,
 * the partial payments, and a form with Value (required) and Date (optional, today by default).
 * Selecting a record fills the form for 'Edit' and offers 'Delete'; selecting it again goes back to
 * 'Add'. The server's refusals (a payment that would take the remainder below 0) are shown here.
 * Administrators get 'Generate Report' (/report/{id} in a new tab). `canAdd` is whether the order's
 * allowedActions has ADD_PARTIAL_PAYMENT (docs/orders.md#what-may-be-done-with-an-order): without it
 * 'Add' is off and says why, while recorded payments can still be corrected. `change` is the order's
 * last change heard live (useOrderChanges): one newer than the log shown is announced with Reload
 * before the clerk saves (docs/live-updates.md "The web"); `timeZone` is the agency's.
 */
export function TransferLogDialog({
  open,
  orderId,
  today,
  isAdministrator,
  canAdd,
  change = null,
  timeZone,
  onClose,
}: {
  open: boolean;
  orderId: string;
  today: string;
  isAdministrator: boolean;
  canAdd: boolean;
  change?: OrderChange | null;
  timeZone?: string | null;
  onClose: () => void;
}) {
  const { data, error, loading, refetch } = useQuery(TransferLogDocument, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const { addPayment, updatePayment, deletePayment, busy, conflict, clearConflict } = usePartialPayments(
    orderId,
    data?.transferLog.version,
  );
  const [selected, setSelected] = useState<Payment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const log = data?.transferLog;

  const blank: PartialPaymentValues = { value: '', date: today };
  const formik = useFormik<PartialPaymentValues>({
    initialValues: blank,
    validationSchema: partialPaymentSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const value = normalizeAmount(values.value);
      const date = values.date.trim() || null;
      const message = selected ? await updatePayment(selected.id, value, date) : await addPayment(value, date);
      // Someone else changed the order: the conflict dialog says who; what was typed stays in the form.
      if (message === EDITED) return;
      if (message) {
        setFailure(readable(message));
        return;
      }
      setSelected(null);
      formik.resetForm({ values: blank });
    },
  });

  // A record that disappeared (deleted elsewhere) is no longer selected.
  useEffect(() => {
    if (selected && log && !log.payments.some((p) => p.id === selected.id)) {
      setSelected(null);
      formik.resetForm({ values: blank });
    }
    // formik and blank are new each render; only a changed log or selection matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [log, selected]);

  function select(payment: Payment) {
    setFailure(null);
    if (selected?.id === payment.id) {
      setSelected(null);
      formik.resetForm({ values: blank });
    } else {
      setSelected(payment);
      // Shown as the screen's language writes it ('150,00' in Portuguese), so it reads back as the same amount.
      formik.resetForm({ values: { value: amountInputText(payment.value, currentLanguage()), date: payment.date } });
    }
  }

  async function confirmDelete() {
    if (!selected) return;
    const message = await deletePayment(selected.id);
    setAskDelete(false);
    if (message === EDITED) return;
    if (message) {
      setFailure(message);
      return;
    }
    setSelected(null);
    formik.resetForm({ values: blank });
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="transfer-log-title" maxWidth="sm" fullWidth>
      <DialogTitle id="transfer-log-title">{translate('orders.transferLogTitle', { orderId })}</DialogTitle>
      <DialogContent>
        <ChangedElsewhereNotice
          change={change}
          since={log?.version}
          busy={busy || formik.isSubmitting}
          timeZone={timeZone}
          onReload={() => void refetch()}
        />
        {!log ? (
          loading ? (
            <Loading label={translate('orders.loadingTheTransferLog')} />
          ) : (
            <Alert severity="error" role="alert">
              {translate('orders.logFailed', { message: errorMessage(error) })}
            </Alert>
          )
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', gap: 2 }}>
              <Figure label={translate('orders.amountBrl')} value={formatBrl(log.amountBrl)} testId="transfer-log-amount" />
              <Figure label={translate('orders.total')} value={formatBrl(log.total)} testId="transfer-log-total" />
              <Figure label={translate('orders.remainder')} value={formatBrl(log.missing)} testId="transfer-log-remainder" />
            </Box>

            {log.payments.length === 0 ? (
              <Typography color="text.secondary">{translate('orders.noPaymentsRecordedYet')}</Typography>
            ) : (
              <List
                aria-label={translate('orders.partialPayments')}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 260, overflow: 'auto' }}
              >
                {log.payments.map((p) => (
                  <ListItem key={p.id} disablePadding>
                    <ListItemButton selected={selected?.id === p.id} onClick={() => select(p)} data-testid="partial-record">
                      <ListItemText primary={formatBrl(p.value)} secondary={formatDate(p.date)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}

            <Box
              component="form"
              noValidate
              onSubmit={formik.handleSubmit}
              aria-label={translate(selected ? 'orders.editPayment' : 'orders.addPaymentForm')}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                <FormikTextField
                  formik={formik}
                  name="value"
                  label={translate('orders.value')}
                  required
                  placeholder={decimalInputText('0.00')}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormikTextField
                  formik={formik}
                  name="date"
                  label={translate('orders.date')}
                  type="date"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <Button
                  type="submit"
                  variant="contained"
                  loading={formik.isSubmitting}
                  disabled={busy || (!selected && !canAdd)}
                  sx={{ minWidth: 88 }}
                >
                  {translate(selected ? 'common.edit' : 'orders.add')}
                </Button>
                {selected ? (
                  <Button variant="outlined" color="error" disabled={busy} onClick={() => setAskDelete(true)}>
                    {translate('orders.delete')}
                  </Button>
                ) : null}
              </Stack>
            </Box>
            {!selected && !canAdd ? (
              <Typography color="text.secondary" data-testid="payment-not-allowed">
                {translate('orders.paymentNotAllowed')}
              </Typography>
            ) : null}
            {failure ? (
              <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ whiteSpace: 'pre-line' }}>
                {failure}
              </Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions disableSpacing sx={{ justifyContent: 'space-between', px: 3, flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {isAdministrator ? (
            <Link
              href={`/report/${encodeURIComponent(orderId)}`}
              target="_blank"
              rel="noopener"
              data-testid="generate-report"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate('orders.generateReport')}
            </Link>
          ) : null}
          {log ? <ExportCsvButton fileName={csvFileName('transfer-log', orderId)} columns={PAYMENT_COLUMNS} rows={log.payments} /> : null}
        </Stack>
        <Button onClick={onClose} disabled={busy}>
          {translate('orders.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={askDelete}
        question={translate('orders.doYouWishToDelete2')}
        busy={busy}
        onCancel={() => setAskDelete(false)}
        onConfirm={() => void confirmDelete()}
      />
      <EditedElsewhereDialog
        conflict={conflict}
        typed={[
          [translate('orders.value'), formik.values.value],
          [translate('orders.date'), formatDate(formik.values.date)],
        ]}
        onLoadCurrent={() => {
          clearConflict();
          void refetch();
        }}
        onClose={clearConflict}
      />
    </Dialog>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </div>
  );
}

/** A server message without its leading field name ('value: would take...' -> 'Would take...'). */
function readable(message: string): string {
  const split = splitFieldMessage(message);
  if (!split) return message;
  return split.message.charAt(0).toUpperCase() + split.message.slice(1);
}
