import { useEffect, useState } from 'react';
import { EditedElsewhereDialog, editedElsewhereOf, type EditedElsewhere } from '../../ui/EditedElsewhereDialog';
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
  type ComplianceAlertRowFragment,
} from '../../features/compliance/compliance.generated';
import { OpenComplianceAlertsDocument } from '../dashboard/Dashboard.generated';
import { type ComplianceAlertStatus, type ComplianceAlertType } from '../../generated/graphql';
import { DateTextField } from '../../ui/DateTextField';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorMessage, errorTitle } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { csvDateTime, formatDate, formatDateTime, formatScore, formatTaxId, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { SanctionsListBanner } from '../../features/compliance/SanctionsListBanner';
import { formatPartyPhone } from '../../ui/phone';
import { matchSummary, SanctionsMatches, screenedLabel } from '../../features/compliance/SanctionsMatches';
import { translate } from '../../i18n';
import { COMPACT_ON_PHONE, NAME_CELL, shownFrom, STICKY_END } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';
import { documentTypeLabel } from '../../features/clients/documentTypes';

const TYPES: ComplianceAlertType[] = ['CTR', 'STRUCTURING', 'SANCTIONS'];
const STATUSES: ComplianceAlertStatus[] = ['OPEN', 'CLEARED', 'REPORTED'];

/** How an alert type reads on screen ('CTR', 'Structuring?', 'Sanctions'): structuring is a suspicion, so it asks. */
export function alertTypeLabel(type: ComplianceAlertType): string {
  return translate(`alerts.type.${type}`);
}

/** How an alert status reads on screen (Open, Cleared, Reported). */
export function alertStatusLabel(status: ComplianceAlertStatus): string {
  return translate(`alerts.status.${status}`);
}

/** Who an alert is about. */
function personOf(a: ComplianceAlertRowFragment): string {
  return a.clientName ?? (a.beneficiaryName ? translate('alerts.beneficiaryPerson', { name: a.beneficiaryName }) : '—');
}

/** What an alert adds up, in words. */
function amountOf(a: ComplianceAlertRowFragment): string {
  if (a.type === 'SANCTIONS') return a.matches.map(matchSummary).join('; ');
  return translate(a.thresholdKind === 'CASH' ? 'alerts.amountCash' : 'alerts.amountSent', {
    total: formatUsd(a.total ?? '0'),
    threshold: formatUsd(a.threshold ?? '0'),
  });
}

export const CSV_COLUMNS: CsvColumn<ComplianceAlertRowFragment>[] = [
  { header: 'csv.alert', value: (a) => a.id },
  { header: 'csv.type', value: (a) => alertTypeLabel(a.type) },
  { header: 'csv.date', value: (a) => csvDate(a.date) },
  { header: 'csv.clientId', value: (a) => a.clientId },
  { header: 'csv.client', value: (a) => a.clientName },
  { header: 'csv.beneficiary', value: (a) => a.beneficiaryName },
  { header: 'csv.totalUsd', value: (a) => csvAmount(a.total) },
  { header: 'csv.thresholdUsd', value: (a) => csvAmount(a.threshold) },
  { header: 'csv.orders', value: (a) => a.orderIds.join(' ') },
  { header: 'csv.matches', value: (a) => a.matches.map((m) => `${m.name} (${m.program}, ${formatScore(m.score)})`).join('; ') },
  { header: 'csv.status', value: (a) => alertStatusLabel(a.status) },
  { header: 'csv.note', value: (a) => a.note },
  { header: 'csv.decidedBy', value: (a) => a.decidedBy },
  { header: 'csv.decidedAt', value: (a) => csvDateTime(a.decidedAt) },
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
    if (error) notify.error(translate('alerts.loadFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  const alerts = data?.complianceAlerts ?? [];
  return (
    <>
      <PageTitle title={translate('alerts.title')} />
      <SanctionsListBanner />
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              label={translate('alerts.typeFilter')}
              value={type}
              onChange={(e) => setType(e.target.value as ComplianceAlertType | '')}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{translate('alerts.allTypes')}</MenuItem>
              {TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {translate(`alerts.typeName.${t}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('alerts.statusFilter')}
              value={status}
              onChange={(e) => setStatus(e.target.value as ComplianceAlertStatus | '')}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{translate('alerts.allStatuses')}</MenuItem>
              {STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {alertStatusLabel(s)}
                </MenuItem>
              ))}
            </TextField>
            <DateTextField label={translate('alerts.from')} value={start} onChange={setStart} />
            <DateTextField label={translate('alerts.to')} value={end} onChange={setEnd} />
            <ExportCsvButton
              fileName={csvFileName('compliance-alerts', start || 'all', end || 'all')}
              columns={CSV_COLUMNS}
              rows={alerts}
            />
          </Stack>
        </Paper>
        <Paper sx={{ p: 2 }}>
          {!data && !error ? (
            <Loading />
          ) : alerts.length === 0 ? (
            <Alert severity="info">{translate('alerts.none')}</Alert>
          ) : (
            // The orders and the note from a laptop up (docs/screens.md#sizes); the review has both.
            <TableScroll label={translate('alerts.tableName')}>
              <Table size="small" aria-label={translate('alerts.tableName')} sx={COMPACT_ON_PHONE}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('alerts.date')}</TableCell>
                    <TableCell>{translate('alerts.typeFilter')}</TableCell>
                    <TableCell>{translate('alerts.person')}</TableCell>
                    <TableCell>{translate('alerts.amountOrMatches')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>{translate('alerts.orders')}</TableCell>
                    <TableCell>{translate('alerts.statusFilter')}</TableCell>
                    <TableCell sx={shownFrom('lg')}>{translate('alerts.note')}</TableCell>
                    <TableCell sx={STICKY_END} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {alerts.map((a) => (
                    <TableRow key={a.id} data-testid={`alert-${a.id}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.date)}</TableCell>
                      <TableCell>
                        <Chip size="small" color={a.type === 'STRUCTURING' ? 'warning' : 'error'} label={alertTypeLabel(a.type)} />
                      </TableCell>
                      <TableCell sx={NAME_CELL}>{personOf(a)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{amountOf(a)}</TableCell>
                      <TableCell sx={shownFrom('lg')}>
                        {a.orderIds.map((id, i) => (
                          <span key={id}>
                            {i > 0 ? ', ' : ''}
                            <Link component={RouterLink} to={`/order/${id}`}>
                              #{id}
                            </Link>
                          </span>
                        ))}
                      </TableCell>
                      <TableCell>{alertStatusLabel(a.status)}</TableCell>
                      <TableCell sx={{ ...shownFrom('lg'), overflowWrap: 'anywhere' }}>{a.note ?? ''}</TableCell>
                      <TableCell sx={STICKY_END}>
                        <Button size="small" onClick={() => setReviewing(a.id)}>
                          {translate('alerts.review')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
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
  const { data, error, refetch } = useQuery(ComplianceAlertDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  // A decision refused because someone else changed the alert meanwhile (docs/ARCHITECTURE.md#versions),
  // and, once the current alert is loaded, what this officer had chosen and written, listed unsaved.
  const [conflict, setConflict] = useState<{ details: EditedElsewhere; typed: [string, string][] } | null>(null);
  const [unsaved, setUnsaved] = useState<[string, string][]>([]);
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
      await decide({ variables: { id, status: decision, note: note.trim() || null, expectedVersion: detail?.alert.version ?? null } });
      notify.success(translate(`alerts.decided.${decision}`));
      onClose();
    } catch (failure) {
      const edited = editedElsewhereOf(failure);
      if (edited) {
        setConflict({
          details: edited,
          typed: [
            [translate('alerts.decision'), alertStatusLabel(decision)],
            [translate('alerts.note'), note],
          ],
        });
        return;
      }
      notify.alert({ title: errorTitle(failure), message: `${translate('alerts.saveFailed')}\n${errorMessage(failure)}` });
    }
  }

  const alert = detail?.alert;
  const person = detail?.person;
  return (
    <Dialog open onClose={loading ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="alert-review-title">
      <DialogTitle id="alert-review-title">
        {alert ? `${alertTypeLabel(alert.type)}: ${personOf(alert)}, ${formatDate(alert.date)}` : translate('alerts.alert')}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : !detail || !alert || !person ? (
          <Loading />
        ) : (
          <Stack spacing={2}>
            {alert.type === 'SANCTIONS' ? (
              <SanctionsMatches
                matches={alert.matches}
                screened={[
                  {
                    label: screenedLabel(person.role === 'CLIENT' ? 'client' : 'beneficiary', person.fullName),
                    birthday: person.birthday,
                    country: person.country,
                  },
                ]}
              />
            ) : (
              <Typography>{amountOf(alert)}</Typography>
            )}
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                {translate(person.role === 'CLIENT' ? 'alerts.sender' : 'alerts.beneficiary')}
              </Typography>
              <Fact label={translate('alerts.fullName')} value={person.fullName} />
              <Fact label={translate('alerts.dateOfBirth')} value={formatDate(person.birthday)} />
              <Fact
                label={translate('alerts.address')}
                value={[person.streetAddress, person.city, [person.state, person.zipCode].filter(Boolean).join(' '), person.country]
                  .filter(Boolean)
                  .join(', ')}
              />
              <Fact label={translate('alerts.telephone')} value={formatPartyPhone(person.role, person.telephone)} />
              <Fact
                label={translate('alerts.identification')}
                value={person.documentType ? `${documentTypeLabel(person.documentType)} ${person.documentNumber ?? ''}` : null}
              />
              <Fact label="CPF / CNPJ" value={person.taxId ? formatTaxId(person.taxId) : null} />
            </Paper>
            {detail.orders.length > 0 && (
              <TableScroll label={translate('alerts.ordersOfAlert')}>
                <Table size="small" aria-label={translate('alerts.ordersOfAlert')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('alerts.order')}</TableCell>
                      <TableCell>{translate('alerts.created')}</TableCell>
                      <TableCell align="right">{translate('alerts.amount')}</TableCell>
                      <TableCell align="right">{translate('alerts.totalWithFee')}</TableCell>
                      <TableCell align="right">{translate('alerts.cash')}</TableCell>
                      <TableCell>{translate('alerts.beneficiary')}</TableCell>
                      <TableCell>{translate('alerts.createdBy')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {detail.orders.map((o) => (
                      <TableRow key={o.id}>
                        <TableCell>
                          <Link component={RouterLink} to={`/order/${o.id}`} onClick={onClose}>
                            #{o.id}
                          </Link>
                          {o.deleted
                            ? ` ${translate('alerts.deleted')}`
                            : o.status === 'CANCELLED'
                              ? ` ${translate('alerts.cancelled')}`
                              : ''}
                        </TableCell>
                        <TableCell>{formatDateTime(o.createdAt)}</TableCell>
                        <TableCell align="right">{formatUsd(o.amountUsd)}</TableCell>
                        <TableCell align="right">{formatUsd(o.totalWithFee)}</TableCell>
                        <TableCell align="right">{formatUsd(o.cash)}</TableCell>
                        <TableCell sx={NAME_CELL}>{o.beneficiaryName}</TableCell>
                        <TableCell>{o.createdBy}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            )}
            {alert.decidedBy && (
              <Typography variant="body2" color="text.secondary">
                {translate('alerts.lastDecision', {
                  status: alertStatusLabel(alert.status),
                  by: alert.decidedBy,
                  when: formatDateTime(alert.decidedAt),
                })}
              </Typography>
            )}
            <RadioGroup
              row
              value={decision}
              onChange={(e) => setDecision(e.target.value as ComplianceAlertStatus)}
              aria-label={translate('alerts.decision')}
            >
              {(['CLEARED', 'REPORTED', 'OPEN'] as const).map((s) => (
                <FormControlLabel key={s} value={s} control={<Radio />} label={alertStatusLabel(s)} />
              ))}
            </RadioGroup>
            <TextField
              label={translate('alerts.note')}
              multiline
              minRows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              error={touched && noteMissing}
              helperText={translate(touched && noteMissing ? 'alerts.noteMissing' : 'alerts.noteHint')}
            />
          </Stack>
        )}
        {unsaved.length > 0 && (
          <div role="note" aria-label={translate('conflict.typed')} style={{ marginTop: 16 }}>
            <Typography variant="subtitle2">{translate('conflict.typed')}</Typography>
            {unsaved.map(([label, value]) => (
              <Typography key={label} variant="body2">
                {label}: {value}
              </Typography>
            ))}
          </div>
        )}
        <EditedElsewhereDialog
          conflict={conflict?.details ?? null}
          typed={conflict?.typed ?? []}
          onLoadCurrent={() => {
            setUnsaved(conflict?.typed ?? []);
            setConflict(null);
            void refetch();
          }}
          onClose={() => setConflict(null)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('alerts.close')}
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={loading} disabled={!detail}>
          {translate('alerts.saveDecision')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
