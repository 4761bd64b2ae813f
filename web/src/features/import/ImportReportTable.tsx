import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ImportOutcome } from '../../generated/graphql';
import { currentLanguage, translate } from '../../i18n';
import { COMPACT_ON_PHONE, WRAP_ANYWHERE } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';
import { errorMessage } from '../../ui/errors';
import { ClientImportReportPageDocument, type ClientImportReport_ImportFragment } from './ClientImport.generated';
import { IMPORT_OUTCOMES, importFieldLabel, importOutcomeLabel, rowSentence } from './labels';

/** Rows shown a page. */
export const REPORT_ROWS_PER_PAGE = 50;

type Row = ClientImportReport_ImportFragment['report'][number];

const OUTCOME_COLOR: Record<ImportOutcome, 'success' | 'default' | 'info' | 'error' | 'warning'> = {
  NEW: 'success',
  SAME: 'default',
  CHANGED: 'info',
  REFUSED: 'error',
  HELD: 'warning',
};

/** The count of an outcome in the import's totals. */
function countOf(result: ClientImportReport_ImportFragment, outcome: ImportOutcome): number {
  const counts: Record<ImportOutcome, number> = {
    NEW: result.new,
    SAME: result.same,
    CHANGED: result.changed,
    REFUSED: result.refused,
    HELD: result.held,
  };
  return counts[outcome];
}

/** What a row's Details cell says: what differs, why it is refused or held, nothing for New and Same. */
function details(row: Row): string {
  switch (row.outcome) {
    case 'CHANGED':
      return row.changes
        .map((c) =>
          translate('import.change', {
            field: c.field ? importFieldLabel(c.field) : translate('import.otherField'),
            from: c.from ?? '—',
            to: c.to ?? '—',
          }),
        )
        .join('; ');
    case 'REFUSED':
      return rowSentence(row.field, row.message);
    case 'HELD':
      return translate('import.heldSentence');
    default:
      return '';
  }
}

/**
 * Every row's outcome (docs/screens.md "Import"): the counts per outcome as a filter (All, New, Same, Changed, Refused,
 * Held), then a table of line, outcome and details, 50 rows a page, in a TableScroll box (docs/screens.md#sizes). The
 * import's reply holds only its first rows (docs/import.md "Calls"): another page, or an outcome's rows, is asked of the
 * server (clientImport's report(outcome, offset, limit)), so a 150,000-row import's table never comes whole.
 */
export function ImportReportTable({ result }: { result: ClientImportReport_ImportFragment }) {
  const [filter, setFilter] = useState<ImportOutcome | 'ALL'>('ALL');
  const [page, setPage] = useState(0);
  // The rows the filter pages through: its outcome's count, or every row with an outcome so far.
  const total = filter === 'ALL' ? result.progress.done : countOf(result, filter);
  const offset = page * REPORT_ROWS_PER_PAGE;
  // The reply's own first rows serve the first pages of All.
  const inReply = filter === 'ALL' && (offset + REPORT_ROWS_PER_PAGE <= result.report.length || result.report.length >= total);
  const asked = useQuery(ClientImportReportPageDocument, {
    variables: { id: result.id, outcome: filter === 'ALL' ? null : filter, offset, limit: REPORT_ROWS_PER_PAGE },
    skip: inReply || total === 0,
  });
  const shown: Row[] = inReply
    ? result.report.slice(offset, offset + REPORT_ROWS_PER_PAGE)
    : total === 0
      ? []
      : (asked.data?.clientImport?.report ?? []);
  const locale = currentLanguage() === 'en' ? 'en-US' : 'pt-BR';
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        aria-label={translate('import.filter')}
        onChange={(_e, value: ImportOutcome | 'ALL' | null) => {
          if (value) {
            setFilter(value);
            setPage(0);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="ALL">{translate('import.all', { count: result.rows.toLocaleString(locale) })}</ToggleButton>
        {IMPORT_OUTCOMES.map((outcome) => (
          <ToggleButton key={outcome} value={outcome}>
            {translate('import.outcomeCount', {
              outcome: importOutcomeLabel(outcome),
              count: countOf(result, outcome).toLocaleString(locale),
            })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {asked.error ? (
        <Typography color="error">{errorMessage(asked.error)}</Typography>
      ) : !inReply && total > 0 && asked.loading ? (
        <Typography color="text.secondary">{translate('common.loading')}</Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{translate('import.noRows')}</Typography>
      ) : (
        <TableScroll label={translate('import.rows')} outlined>
          <Table size="small" aria-label={translate('import.rows')} sx={COMPACT_ON_PHONE}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('import.line')}</TableCell>
                <TableCell>{translate('import.outcome')}</TableCell>
                <TableCell>{translate('import.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.line} data-outcome={row.outcome}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>
                    <Chip size="small" color={OUTCOME_COLOR[row.outcome]} label={importOutcomeLabel(row.outcome)} />
                  </TableCell>
                  <TableCell sx={{ ...WRAP_ANYWHERE, minWidth: '12rem' }}>{details(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {total > REPORT_ROWS_PER_PAGE ? (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={REPORT_ROWS_PER_PAGE}
          rowsPerPageOptions={[REPORT_ROWS_PER_PAGE]}
          onPageChange={(_e, p) => setPage(p)}
        />
      ) : null}
    </Stack>
  );
}
