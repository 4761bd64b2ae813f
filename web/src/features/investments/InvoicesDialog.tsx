import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MoveInvoiceDayDocument, PayInvoiceDocument, ReturnInvoiceDocument, type Invoice_InvoiceFragment } from './investments.generated';
import { errorMessage } from '../../ui/errors';
import { formatBrl, formatDate, formatUsd } from '../../ui/format';
import { useNotify } from '../../ui/notify';
import { evictInvestmentLists } from './cache';
import { canPay, canReturn, dayOfMonthOf, invoiceStatusLabel } from './status';
import { translate } from '../../i18n';
import { AMOUNTS_ON_ONE_LINE } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

/** The message of a failed invoice change (docs/errors.md). */
export const INVOICE_UPDATE_FAILED = 'investments.updateInvoicesFailed';

/**
 * The invoices modal of the investment detail (docs/investments.md#statuses, #validation, docs/errors.md): each invoice's date, USD and
 * BRL amounts and status, 'Paid' (pending only), 'Return' (pending and not returned yet; then a
 * 'Returned' marker), and the invoice date update: 'New Invoice Date' + 'Update Date' sends the
 * picked day of the month (moveInvoiceDay). Failures: 'Unable to Update Invoices'.
 */
export function InvoicesDialog({
  open,
  onClose,
  investmentId,
  invoices,
}: {
  open: boolean;
  onClose: () => void;
  investmentId: string;
  invoices: readonly Invoice_InvoiceFragment[];
}) {
  const notify = useNotify();
  const [newDate, setNewDate] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const update = { update: evictInvestmentLists };
  const [payInvoice] = useMutation(PayInvoiceDocument, update);
  const [returnInvoice] = useMutation(ReturnInvoiceDocument, update);
  const [moveInvoiceDay] = useMutation(MoveInvoiceDayDocument, update);
  const moving = useRef(false);

  async function run(id: string, action: () => Promise<unknown>, done: string) {
    setBusyId(id);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.alert({ title: translate('investments.error'), message: `${translate(INVOICE_UPDATE_FAILED)}\n${errorMessage(error)}` });
    } finally {
      setBusyId(null);
    }
  }

  async function moveDay() {
    const dayOfMonth = dayOfMonthOf(newDate);
    if (dayOfMonth === null) {
      notify.alert({ title: translate('investments.error'), message: translate('investments.pleasePickTheNewInvoice') });
      return;
    }
    if (moving.current) return;
    moving.current = true;
    try {
      await moveInvoiceDay({ variables: { investmentId, dayOfMonth } });
      notify.success(translate('investments.movedToDay', { day: dayOfMonth }));
    } catch (error) {
      notify.alert({ title: translate('investments.error'), message: `${translate(INVOICE_UPDATE_FAILED)}\n${errorMessage(error)}` });
    } finally {
      moving.current = false;
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invoices-title" maxWidth="md" fullWidth>
      <DialogTitle id="invoices-title">{translate('investments.invoices')}</DialogTitle>
      <DialogContent>
        {invoices.length === 0 ? (
          <Typography color="text.secondary">{translate('investments.noInvoices')}</Typography>
        ) : (
          <TableScroll label={translate('investments.invoices')}>
            <Table size="small" aria-label={translate('investments.invoices')} sx={AMOUNTS_ON_ONE_LINE}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('investments.date')}</TableCell>
                  <TableCell align="right">{translate('investments.amountUsd')}</TableCell>
                  <TableCell align="right">{translate('investments.amountBrl')}</TableCell>
                  <TableCell>{translate('investments.status')}</TableCell>
                  <TableCell align="right">{translate('investments.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoices.map((invoice) => (
                  <TableRow key={invoice.id} data-testid="invoice-row" data-date={invoice.date} data-status={invoice.status}>
                    <TableCell>{formatDate(invoice.date)}</TableCell>
                    <TableCell align="right">{formatUsd(invoice.amountUsd)}</TableCell>
                    <TableCell align="right">{formatBrl(invoice.amountBrl)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Chip
                          size="small"
                          label={invoiceStatusLabel(invoice.status)}
                          color={invoice.status === 'PAID' ? 'success' : 'warning'}
                        />
                        {invoice.wasReturned ? (
                          <Chip
                            size="small"
                            variant="outlined"
                            color="info"
                            label={translate('investments.returned')}
                            data-testid="returned-marker"
                          />
                        ) : null}
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {canPay(invoice) ? (
                          <Button
                            size="small"
                            variant="contained"
                            color="success"
                            disabled={busyId !== null}
                            loading={busyId === invoice.id}
                            onClick={() =>
                              void run(
                                invoice.id,
                                () => payInvoice({ variables: { id: invoice.id } }),
                                translate('investments.invoicePaid'),
                              )
                            }
                          >
                            {translate('investments.paid')}
                          </Button>
                        ) : null}
                        {canReturn(invoice) ? (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={busyId !== null}
                            onClick={() =>
                              void run(
                                invoice.id,
                                () => returnInvoice({ variables: { id: invoice.id } }),
                                translate('investments.invoiceReturned'),
                              )
                            }
                          >
                            {translate('investments.return')}
                          </Button>
                        ) : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
          <TextField
            id="new-invoice-date"
            label={translate('investments.newInvoiceDate')}
            type="date"
            size="small"
            value={newDate}
            onChange={(e) => setNewDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={translate('investments.movesEveryPendingInvoiceTo')}
          />
          {/* Not disabled while saving: the button keeps the focus, so Escape still closes the modal. */}
          <Button variant="contained" onClick={() => void moveDay()}>
            {translate('investments.updateDate')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('investments.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
