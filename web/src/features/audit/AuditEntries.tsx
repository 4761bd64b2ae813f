import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntryRowFragment } from './History.generated';
import { actionLabel, entityLabel, fieldLabel, reasonText, valueText } from './historyText';
import { formatDateTime } from '../../ui/format';
import { translate } from '../../i18n';
import { COMPACT_ON_PHONE, NAME_CELL } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

/**
 * Audit entries as a table, newest first (docs/employees-and-access.md#history-and-audit-log): when
 * (agency time), who, what (the action, then each changed field: before → after), the reason. With
 * `showRecord` (the audit log screen) a column names the kind of record and its id. The table is
 * named `label` (the record's History when left out) and sits in the app's table box, which scrolls
 * sideways when it must; long values wrap, and what changed keeps at least 220 px (on a phone the
 * five columns shared 390 px and it wrapped a letter a line; docs/screens.md#sizes).
 */
export function AuditEntries({
  entries,
  showRecord = false,
  label = translate('history.title'),
}: {
  entries: readonly AuditEntryRowFragment[];
  showRecord?: boolean;
  label?: string;
}) {
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="history-empty">
        {translate('history.empty')}
      </Typography>
    );
  }
  return (
    <TableScroll label={label}>
      <Table size="small" data-testid="history-table" aria-label={label} sx={COMPACT_ON_PHONE}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('history.when')}</TableCell>
            <TableCell>{translate('history.who')}</TableCell>
            {showRecord ? <TableCell>{translate('history.record')}</TableCell> : null}
            <TableCell>{translate('history.what')}</TableCell>
            <TableCell>{translate('history.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid="history-entry" sx={{ verticalAlign: 'top' }}>
              {/* On a phone the time goes under the date, leaving the names their width. */}
              <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell sx={NAME_CELL}>{entry.employeeName ?? translate('history.system')}</TableCell>
              {showRecord ? (
                <TableCell>
                  {entityLabel(entry.entity)}
                  {entry.entityId ? ` #${entry.entityId}` : ''}
                </TableCell>
              ) : null}
              {/* What changed keeps a readable width (a phone scrolls the table sideways instead of a column of single letters). */}
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 220 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {actionLabel(entry.action)}
                  {!showRecord && entry.entity !== 'transaction' && entry.entity !== 'client' && entry.entity !== 'recipient'
                    ? ` · ${entityLabel(entry.entity)}`
                    : ''}
                </Typography>
                {entry.changes.map((change) => (
                  <Typography key={change.field} variant="body2" data-testid="history-change">
                    {fieldLabel(change.field, entry.entity)}: {valueText(change.field, change.from ?? null)} →{' '}
                    {valueText(change.field, change.to ?? null)}
                  </Typography>
                ))}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{reasonText(entry.reason ?? null)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
