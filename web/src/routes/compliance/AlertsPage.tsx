import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ComplianceAlertDetailDocument,
  ComplianceAlertsDocument,
  DecideComplianceAlertDocument,
  OpenComplianceAlertsDocument,
  type ComplianceAlertRowFragment,
  type ComplianceAlertStatus,
  type ComplianceAlertType,
} from '../../generated/graphql';
import { DateTextField } from '../../ui/DateTextField';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorMessage, errorTitle } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { formatDate, formatDateTime, formatTaxId, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';

/** How each alert type reads on screen: the order page marks structuring with a question, it is a suspicion. */
export const ALERT_TYPE_LABEL: Record<ComplianceAlertType, string> = { CTR: 'CTR', STRUCTURING: 'Structuring?', SANCTIONS: 'Sanctions' };
const STATUS_LABEL: Record<ComplianceAlertStatus, string> = { OPEN: 'Open', CLEARED: 'Cleared', REPORTED: 'Reported' };
const DOCUMENT_LABEL: Record<string, string> = { CNH: 'CNH', ID: 'ID', PASSPORT: 'Passport', CPF: 'CPF', CNPJ: 'CNPJ', RG: 'RG' };

/** Who an alert is about. */
function personOf(a: ComplianceAlertRowFragment): string {
  return a.clientName ?? (a.beneficiaryName ? `${a.beneficiaryName} (beneficiary)` : '—');
}

/** What an alert adds up, in words. */
function amountOf(a: ComplianceAlertRowFragment): string {
  if (a.type === 'SANCTIONS') return a.matches.map((m) => `${m.name} (${m.program}, ${m.score.toFixed(3)})`).join('; ');
  const basis = a.threshold === '10000.00' ? 'cash' : 'sent';
  return `${formatUsd(a.total ?? '0')} ${basis} (threshold ${formatUsd(a.threshold ?? '0')})`;
}

const CSV_COLUMNS: CsvColumn<ComplianceAlertRowFragment>[] = [
  { header: 'Alert', value: (a) => a.id },
  { header: 'Type', value: (a) => a.type },
  { header: 'Date', value: (a) => csvDate(a.date) },
  { header: 'Client ID', value: (a) => a.clientId },
  { header: 'Client', value: (a) => a.clientName },
  { header: 'Beneficiary', value: (a) => a.beneficiaryName },
  { header: 'Total USD', value: (a) => csvAmount(a.total) },
  { header: 'Threshold USD', value: (a) => csvAmount(a.threshold) },
  { header: 'Orders', value: (a) => a.orderIds.join(' ') },
  { header: 'Matches', value: (a) => a.matches.map((m) => `${m.name} (${m.program}, ${m.score})`).join('; ') },
  { header: 'Status', value: (a) => a.status },
  { header: 'Note', value: (a) => a.note },
  { header: 'Decided by', value: (a) => a.decidedBy },
  { header: 'Decided at', value: (a) => a.decidedAt },
];

/**
 * /compliance/alerts (administrators; docs/compliance.md "Alerts"): the CTR, structuring and
 * sanctions alerts the server raised, filtered by type, status and agency days, with a review
 * dialog (what a CTR asks of the person and the orders) where an administrator clears or reports
 * one with a note; CSV export of what is listed.
 */
export default function AlertsPage() {
  const notify = useNotify();
  const [type, setType] = useState<ComplianceAlertType | ''>('');
  const [status, setStatus] = useState<ComplianceAlertStatus | ''>('OPEN');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reviewing, setReviewing] = useState<string | null>(null);
  const { data, error } = useQuery(ComplianceAlertsDocument, {
    variables: { type: type || null, status: status || null, start: start || null, end: end || null },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) notify.error(`Unable to load the alerts: ${errorMessage(error)}`);
  }, [error, notify]);

  const alerts = data?.complianceAlerts ?? [];
  return (
    <>
      <PageTitle title="Compliance Alerts" />
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField select label="Type" value={type} onChange={(e) => setType(e.target.value as ComplianceAlertType | '')} sx={{ minWidth: 160 }}>
              <MenuItem value="">All types</MenuItem>
              <MenuItem value="CTR">CTR</MenuItem>
              <MenuItem value="STRUCTURING">Structuring</MenuItem>
              <MenuItem value="SANCTIONS">Sanctions</MenuItem>
            </TextField>
            <TextField select label="Status" value={status} onChange={(e) => setStatus(e.target.value as ComplianceAlertStatus | '')} sx={{ minWidth: 160 }}>
              <MenuItem value="">All statuses</MenuItem>
              <MenuItem value="OPEN">Open</MenuItem>
              <MenuItem value="CLEARED">Cleared</MenuItem>
              <MenuItem value="REPORTED">Reported</MenuItem>
            </TextField>
            <DateTextField label="From" value={start} onChange={setStart} />
            <DateTextField label="To" value={end} onChange={setEnd} />
            <ExportCsvButton fileName={csvFileName('compliance-alerts', start || 'all', end || 'all')} columns={CSV_COLUMNS} rows={alerts} />
          </Stack>
        </Paper>
        <Paper sx={{ p: 2, overflowX: 'auto' }}>
          {!data && !error ? (
            <Loading />
          ) : alerts.length === 0 ? (
            <Alert severity="info">No alert matches these filters.</Alert>
          ) : (
            <Table size="small" aria-label="Compliance alerts">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Person</TableCell>
                  <TableCell>Amount or matches</TableCell>
                  <TableCell>Orders</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Note</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {alerts.map((a) => (
                  <TableRow key={a.id} data-testid={`alert-${a.id}`}>
                    <TableCell>{formatDate(a.date)}</TableCell>
                    <TableCell>
                      <Chip size="small" color={a.type === 'STRUCTURING' ? 'warning' : 'error'} label={ALERT_TYPE_LABEL[a.type]} />
                    </TableCell>
                    <TableCell>{personOf(a)}</TableCell>
                    <TableCell>{amountOf(a)}</TableCell>
                    <TableCell>
                      {a.orderIds.map((id, i) => (
                        <span key={id}>
                          {i > 0 ? ', ' : ''}
                          <Link component={RouterLink} to={`/order/${id}`}>
                            #{id}
                          </Link>
                        </span>
                      ))}
                    </TableCell>
                    <TableCell>{STATUS_LABEL[a.status]}</TableCell>
                    <TableCell>{a.note ?? ''}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setReviewing(a.id)}>
                        Review
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      </Stack>
      {reviewing && <ReviewDialog id={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}

/** One line of the person's details. */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value || '—'}
    </Typography>
  );
}

/**
 * The review of one alert: its person with what FinCEN Form 112 asks (name, date of birth, address,
 * ID, taxpayer number), its orders with their cash, and the decision with its note.
 */
function ReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const notify = useNotify();
  const { data, error } = useQuery(ComplianceAlertDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [decide, { loading }] = useMutation(DecideComplianceAlertDocument, {
    refetchQueries: [ComplianceAlertsDocument, OpenComplianceAlertsDocument],
  });
  const [decision, setDecision] = useState<ComplianceAlertStatus>('CLEARED');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const detail = data?.complianceAlert;

  useEffect(() => {
    if (detail) {
      setDecision(detail.alert.status === 'OPEN' ? 'CLEARED' : detail.alert.status);
      setNote(detail.alert.note ?? '');
    }
  }, [detail]);

  const noteMissing = decision !== 'OPEN' && note.trim() === '';
  async function save() {
    setTouched(true);
    if (noteMissing) return;
    try {
      await decide({ variables: { id, status: decision, note: note.trim() || null } });
      notify.success(`Alert ${STATUS_LABEL[decision].toLowerCase()}`);
      onClose();
    } catch (failure) {
      notify.alert({ title: errorTitle(failure), message: `Unable to save the decision\n${errorMessage(failure)}` });
    }
  }

  const alert = detail?.alert;
  const person = detail?.person;
  return (
    <Dialog open onClose={loading ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="alert-review-title">
      <DialogTitle id="alert-review-title">
        {alert ? `${ALERT_TYPE_LABEL[alert.type]}: ${personOf(alert)}, ${formatDate(alert.date)}` : 'Alert'}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : !detail || !alert || !person ? (
          <Loading />
        ) : (
          <Stack spacing={2}>
            <Typography>{amountOf(alert)}</Typography>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                {person.role === 'CLIENT' ? 'Sender' : 'Beneficiary'}
              </Typography>
              <Fact label="Full name" value={person.fullName} />
              <Fact label="Date of birth" value={formatDate(person.birthday)} />
              <Fact
                label="Address"
                value={[person.streetAddress, person.city, [person.state, person.zipCode].filter(Boolean).join(' '), person.country].filter(Boolean).join(', ')}
              />
              <Fact label="Telephone" value={person.telephone} />
              <Fact label="ID" value={person.documentType ? `${DOCUMENT_LABEL[person.documentType] ?? person.documentType} ${person.documentNumber ?? ''}` : null} />
              <Fact label="CPF / CNPJ" value={person.taxId ? formatTaxId(person.taxId) : null} />
            </Paper>
            {detail.orders.length > 0 && (
              <Table size="small" aria-label="Orders of the alert">
                <TableHead>
                  <TableRow>
                    <TableCell>Order</TableCell>
                    <TableCell>Created</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell align="right">Total with fee</TableCell>
                    <TableCell align="right">Cash</TableCell>
                    <TableCell>Beneficiary</TableCell>
                    <TableCell>Created by</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detail.orders.map((o) => (
                    <TableRow key={o.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/order/${o.id}`} onClick={onClose}>
                          #{o.id}
                        </Link>
                        {o.deleted ? ' (deleted)' : o.status === 'CANCELLED' ? ' (cancelled)' : ''}
                      </TableCell>
                      <TableCell>{formatDateTime(o.createdAt)}</TableCell>
                      <TableCell align="right">{formatUsd(o.amountUsd)}</TableCell>
                      <TableCell align="right">{formatUsd(o.totalWithFee)}</TableCell>
                      <TableCell align="right">{formatUsd(o.cash)}</TableCell>
                      <TableCell>{o.beneficiaryName}</TableCell>
                      <TableCell>{o.createdBy}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {alert.decidedBy && (
              <Typography variant="body2" color="text.secondary">
                Last decision: {STATUS_LABEL[alert.status]} by {alert.decidedBy}, {formatDateTime(alert.decidedAt)}
              </Typography>
            )}
            <RadioGroup row value={decision} onChange={(e) => setDecision(e.target.value as ComplianceAlertStatus)} aria-label="Decision">
              <FormControlLabel value="CLEARED" control={<Radio />} label="Cleared" />
              <FormControlLabel value="REPORTED" control={<Radio />} label="Reported" />
              <FormControlLabel value="OPEN" control={<Radio />} label="Open" />
            </RadioGroup>
            <TextField
              label="Note"
              multiline
              minRows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              error={touched && noteMissing}
              helperText={touched && noteMissing ? 'Please write why: the note is kept with the decision' : 'Why it is cleared, or the filing reference'}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={loading} disabled={!detail}>
          Save decision
        </Button>
      </DialogActions>
    </Dialog>
  );
}
