import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AuditLogEmployeesDocument } from './AuditLogPage.generated';
import { AuditLogDocument, type AuditEntryRowFragment } from '../../features/audit/History.generated';
import { AuditEntries } from '../../features/audit/AuditEntries';
import { actionLabel, entityLabel } from '../../features/audit/historyText';
import { downloadAuditExport } from '../../ui/csv';
import { DateTextField } from '../../ui/DateTextField';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

/** Entries a page. */
export const AUDIT_PAGE = 50;

/** The kinds of record the filter offers (the log's names). */
export const AUDIT_ENTITIES = [
  'transaction',
  'partial_payment',
  'client',
  'recipient',
  'recipient_pix',
  'employee',
  'session',
  'investment',
  'invoice',
  'consortium',
  'compliance_alert',
  'sanctions_screening',
  'configuration',
  'audit_log',
] as const;

/** The actions the filter offers. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'cancel',
  'renew',
  'override',
  'upload-document',
  'login',
  'export',
] as const;

/** The filters as typed. */
export interface AuditFilters {
  employeeId: string;
  entity: string;
  entityId: string;
  action: string;
  start: string;
  end: string;
}

const NO_FILTERS: AuditFilters = { employeeId: '', entity: '', entityId: '', action: '', start: '', end: '' };

/** The query's variables of filters: empty ones left out. */
function variablesOf(filters: AuditFilters) {
  const v = (text: string) => (text.trim() ? text.trim() : null);
  return {
    employeeId: v(filters.employeeId),
    entity: v(filters.entity),
    entityId: filters.entity ? v(filters.entityId) : null,
    action: v(filters.action),
    start: v(filters.start),
    end: v(filters.end),
  };
}

/**
 * /audit (administrators, docs/employees-and-access.md#history-and-audit-log): every audited action,
 * newest first, filtered by employee, kind of record, record id, action and agency days; paged by
 * cursor as the order lists are ('Next page', 'First page'); 'Export CSV' downloads the whole
 * filtered log as the server writes it (the export is itself audited).
 */
export default function AuditLogPage() {
  const client = useApolloClient();
  const notify = useNotify();
  const employees = useQuery(AuditLogEmployeesDocument);
  const [typed, setTyped] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [after, setAfter] = useState<string | null>(null);
  const [entries, setEntries] = useState<AuditEntryRowFragment[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    client
      .query({ query: AuditLogDocument, variables: { ...variablesOf(filters), after, perPage: AUDIT_PAGE }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current || !data) return;
        setEntries(data.auditLog.items);
        setNext(data.auditLog.nextCursor ?? null);
      })
      .catch((e: unknown) => current && setError(e))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [client, filters, after]);

  const set = (name: keyof AuditFilters) => (value: string) => setTyped((f) => ({ ...f, [name]: value }));
  const search = () => {
    setAfter(null);
    setFilters(typed);
  };

  return (
    <Stack spacing={2}>
      <PageTitle
        title={translate('auditLog.title')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            data-testid="export-csv"
            onClick={() => downloadAuditExport(variablesOf(filters), (message) => notify.error(message))}
          >
            {translate('common.exportCsv')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <TextField
            select
            size="small"
            label={translate('auditLog.employee')}
            value={typed.employeeId}
            onChange={(e) => set('employeeId')(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{translate('auditLog.anyEmployee')}</MenuItem>
            {(employees.data?.employees.items ?? []).map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.fullName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('auditLog.entity')}
            value={typed.entity}
            onChange={(e) => set('entity')(e.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{translate('auditLog.anyEntity')}</MenuItem>
            {AUDIT_ENTITIES.map((entity) => (
              <MenuItem key={entity} value={entity}>
                {entityLabel(entity)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('auditLog.entityId')}
            value={typed.entityId}
            disabled={!typed.entity}
            onChange={(e) => set('entityId')(e.target.value)}
            sx={{ width: 130 }}
          />
          <TextField
            select
            size="small"
            label={translate('auditLog.action')}
            value={typed.action}
            onChange={(e) => set('action')(e.target.value)}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{translate('auditLog.anyAction')}</MenuItem>
            {AUDIT_ACTIONS.map((action) => (
              <MenuItem key={action} value={action}>
                {actionLabel(action)}
              </MenuItem>
            ))}
          </TextField>
          <DateTextField size="small" label={translate('auditLog.start')} value={typed.start} onChange={set('start')} sx={{ width: 150 }} />
          <DateTextField size="small" label={translate('auditLog.end')} value={typed.end} onChange={set('end')} sx={{ width: 150 }} />
          <Button type="submit" variant="contained">
            {translate('auditLog.search')}
          </Button>
        </Stack>
      </Paper>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {loading && entries === null ? <Loading /> : null}
      {entries ? (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <AuditEntries entries={entries} showRecord label={translate('auditLog.title')} />
        </Paper>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={after === null || loading} onClick={() => setAfter(null)}>
          {translate('auditLog.first')}
        </Button>
        <Button variant="outlined" disabled={!next || loading} onClick={() => setAfter(next)} data-testid="audit-next">
          {translate('auditLog.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
