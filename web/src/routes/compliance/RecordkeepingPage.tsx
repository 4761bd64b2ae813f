import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { addCalendarDays } from '@agency/rules';
import {
  CancellationsDocument,
  RecordkeepingReportDocument,
  type CancellationsQuery,
  type RecordkeepingReportQuery,
} from '../../features/compliance/compliance.generated';
import { DateTextField } from '../../ui/DateTextField';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { csvDateTime, csvPhone, formatDate, formatDateTime, formatTaxId, formatUsd } from '../../ui/format';
import { statusLabel } from '../../features/orders/status';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { SanctionsListBanner } from '../../features/compliance/SanctionsListBanner';
import { useAgencyToday } from '../../ui/useAgencyToday';
import { translate } from '../../i18n';
import { COMPACT_ON_PHONE, NAME_CELL, shownFrom } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';
import { documentTypeLabel } from '../../features/clients/documentTypes';
import { payoutTypeLabel } from '../../features/beneficiaries/payout';

type RecordRow = RecordkeepingReportQuery['recordkeepingReport'][number];
type CancellationRow = CancellationsQuery['cancellations'][number];

export const CANCELLATION_COLUMNS: CsvColumn<CancellationRow>[] = [
  { header: 'csv.order', value: (c) => c.orderId },
  { header: 'csv.takenAt', value: (c) => csvDateTime(c.createdAt) },
  { header: 'csv.cancelledAt', value: (c) => csvDateTime(c.cancelledAt) },
  { header: 'csv.amountUsd', value: (c) => csvAmount(c.amountUsd) },
  { header: 'csv.refundUsd', value: (c) => csvAmount(c.refund) },
  { header: 'csv.sender', value: (c) => c.senderName },
  { header: 'csv.beneficiary', value: (c) => c.beneficiaryName },
  { header: 'csv.cancelledBy', value: (c) => c.cancelledBy },
];

/** The payout of a record in words: the bank account, or the Pix key or Zelle address. */
function payoutOf(r: RecordRow): string {
  if (r.payout === 'BANK_DEPOSIT')
    return `${payoutTypeLabel(r.payout)}: ${[r.bankName, r.branch, r.accountNumber].filter(Boolean).join(' / ')}`;
  return `${payoutTypeLabel(r.payout)}: ${r.pixOrZelle ?? ''}`;
}

/** Every field the rule keeps, in the export. */
export const CSV_COLUMNS: CsvColumn<RecordRow>[] = [
  { header: 'csv.order', value: (r) => r.orderId },
  { header: 'csv.date', value: (r) => csvDate(r.date) },
  { header: 'csv.createdAt', value: (r) => csvDateTime(r.createdAt) },
  { header: 'csv.status', value: (r) => statusLabel(r.status) },
  { header: 'csv.amountUsd', value: (r) => csvAmount(r.amountUsd) },
  { header: 'csv.feeUsd', value: (r) => csvAmount(r.fee) },
  { header: 'csv.totalWithFeeUsd', value: (r) => csvAmount(r.totalWithFee) },
  { header: 'csv.exchangeRate', value: (r) => r.exchangeRate },
  { header: 'csv.amountBrl', value: (r) => csvAmount(r.amountBrl) },
  { header: 'csv.clientId', value: (r) => r.clientId },
  { header: 'csv.sender', value: (r) => r.senderName },
  { header: 'csv.streetAddress', value: (r) => r.senderStreetAddress },
  { header: 'csv.city', value: (r) => r.senderCity },
  { header: 'csv.state', value: (r) => r.senderState },
  { header: 'csv.zipCode', value: (r) => r.senderZipCode },
  { header: 'csv.country', value: (r) => r.senderCountry },
  { header: 'csv.telephone', value: (r) => csvPhone(r.senderTelephone) },
  { header: 'csv.dateOfBirth', value: (r) => csvDate(r.senderBirthday) },
  { header: 'csv.idType', value: (r) => documentTypeLabel(r.senderDocumentType) },
  { header: 'csv.idNumber', value: (r) => r.senderDocumentNumber },
  { header: 'csv.senderTaxId', value: (r) => r.senderTaxId },
  { header: 'csv.beneficiaryId', value: (r) => r.beneficiaryId },
  { header: 'csv.beneficiary', value: (r) => r.beneficiaryName },
  { header: 'csv.beneficiaryTaxId', value: (r) => r.beneficiaryTaxId },
  { header: 'csv.beneficiaryCity', value: (r) => r.beneficiaryCity },
  { header: 'csv.beneficiaryState', value: (r) => r.beneficiaryState },
  { header: 'csv.payout', value: (r) => payoutTypeLabel(r.payout) },
  { header: 'csv.bank', value: (r) => r.bankName },
  { header: 'csv.branch', value: (r) => r.branch },
  { header: 'csv.account', value: (r) => r.accountNumber },
  { header: 'csv.pixKeyOrZelle', value: (r) => r.pixOrZelle },
  { header: 'csv.createdBy', value: (r) => r.createdBy },
];

/**
 * /compliance/recordkeeping (administrators; docs/compliance.md "$3,000 records", "Cancellation"):
 * the orders of $3,000.00 or more created in a range of agency days, with the sender's and
 * beneficiary's details 31 CFR 1010.410(e) asks to keep, and the cancellations with refund of the
 * same days (12 CFR 1005.34), each with its CSV export.
 */
export default function RecordkeepingPage() {
  const notify = useNotify();
  const today = useAgencyToday();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  useEffect(() => {
    if (today && !start && !end) {
      setStart(addCalendarDays(today, -30));
      setEnd(today);
    }
  }, [today, start, end]);
  const ready = Boolean(start && end);
  const { data, error, loading } = useQuery(RecordkeepingReportDocument, {
    variables: { start, end },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(translate('recordkeeping.loadFailed', { message: errorMessage(error) }));
  }, [error, notify]);
  const rows = data?.recordkeepingReport ?? [];
  const cancelled = useQuery(CancellationsDocument, { variables: { start, end }, skip: !ready, fetchPolicy: 'cache-and-network' });
  const cancellations = cancelled.data?.cancellations ?? [];

  return (
    <>
      <PageTitle title={translate('recordkeeping.title')} />
      <SanctionsListBanner />
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('recordkeeping.explanation')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
            <DateTextField label={translate('alerts.from')} value={start} onChange={setStart} />
            <DateTextField label={translate('alerts.to')} value={end} onChange={setEnd} />
            <ExportCsvButton fileName={csvFileName('records-3000', start, end)} columns={CSV_COLUMNS} rows={rows} />
          </Stack>
        </Paper>
        <Paper sx={{ p: 2 }}>
          {!ready || (loading && !data) ? (
            <Loading />
          ) : rows.length === 0 ? (
            <Alert severity="info">{translate('recordkeeping.none')}</Alert>
          ) : (
            // Address, date of birth, ID and payout from a laptop up (docs/screens.md#sizes); the order and the CSV have them.
            <TableScroll label={translate('recordkeeping.tableName')}>
              <Table size="small" aria-label={translate('recordkeeping.tableName')} sx={COMPACT_ON_PHONE}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('alerts.order')}</TableCell>
                    <TableCell>{translate('alerts.date')}</TableCell>
                    <TableCell align="right">{translate('alerts.amount')}</TableCell>
                    <TableCell>{translate('alerts.sender')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>{translate('alerts.address')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>{translate('alerts.dateOfBirth')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>ID</TableCell>
                    <TableCell>{translate('alerts.beneficiary')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>{translate('recordkeeping.payout')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.orderId}>
                      <TableCell>
                        <Link component={RouterLink} to={`/order/${r.orderId}`}>
                          #{r.orderId}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatUsd(r.amountUsd)}
                      </TableCell>
                      <TableCell sx={NAME_CELL}>{r.senderName}</TableCell>
                      <TableCell sx={{ ...shownFrom('lg'), overflowWrap: 'anywhere' }}>
                        {`${r.senderStreetAddress}, ${r.senderCity}, ${r.senderState} ${r.senderZipCode}`}
                      </TableCell>
                      <TableCell sx={{ ...shownFrom('lg'), whiteSpace: 'nowrap' }}>{formatDate(r.senderBirthday)}</TableCell>
                      <TableCell sx={{ ...shownFrom('lg'), overflowWrap: 'anywhere' }}>
                        {`${documentTypeLabel(r.senderDocumentType)} ${r.senderDocumentNumber}`}
                      </TableCell>
                      <TableCell sx={NAME_CELL}>{`${r.beneficiaryName} (${formatTaxId(r.beneficiaryTaxId)})`}</TableCell>
                      <TableCell sx={{ ...shownFrom('lg'), overflowWrap: 'anywhere' }}>{payoutOf(r)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          )}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="h2">
              {translate('recordkeeping.cancellations')}
            </Typography>
            <ExportCsvButton fileName={csvFileName('cancellations', start, end)} columns={CANCELLATION_COLUMNS} rows={cancellations} />
          </Stack>
          {!ready || (cancelled.loading && !cancelled.data) ? (
            <Loading />
          ) : cancellations.length === 0 ? (
            <Alert severity="info">{translate('recordkeeping.noCancellations')}</Alert>
          ) : (
            // When taken and by whom from a laptop up (docs/screens.md#sizes); the CSV has them.
            <TableScroll label={translate('recordkeeping.cancellations')}>
              <Table size="small" aria-label={translate('recordkeeping.cancellations')} sx={COMPACT_ON_PHONE}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('alerts.order')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>{translate('recordkeeping.taken')}</TableCell>
                    <TableCell>{translate('recordkeeping.cancelledAt')}</TableCell>
                    <TableCell align="right">{translate('alerts.amount')}</TableCell>
                    <TableCell align="right">{translate('recordkeeping.refund')}</TableCell>
                    <TableCell>{translate('alerts.sender')}</TableCell>
                    <TableCell>{translate('alerts.beneficiary')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>{translate('recordkeeping.by')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {cancellations.map((c) => (
                    <TableRow key={c.orderId}>
                      <TableCell>
                        <Link component={RouterLink} to={`/order/${c.orderId}`}>
                          #{c.orderId}
                        </Link>
                      </TableCell>
                      <TableCell sx={shownFrom('lg')}>{formatDateTime(c.createdAt)}</TableCell>
                      <TableCell>{formatDateTime(c.cancelledAt)}</TableCell>
                      <TableCell align="right">{formatUsd(c.amountUsd)}</TableCell>
                      <TableCell align="right">{formatUsd(c.refund)}</TableCell>
                      <TableCell sx={NAME_CELL}>{c.senderName}</TableCell>
                      <TableCell sx={NAME_CELL}>{c.beneficiaryName}</TableCell>
                      <TableCell sx={shownFrom('lg')}>{c.cancelledBy}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          )}
        </Paper>
      </Stack>
    </>
  );
}
