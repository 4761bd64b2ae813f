import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DateReportPageDocument, type DateReportPageQuery } from './DateReportPage.generated';
import { parseReportRange } from '../../features/lists/reportRange';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { csvPhone, formatBrl, formatDate, formatPhone, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { PrintSheet } from '../../ui/PrintSheet';
import { translate } from '../../i18n';
import { NAME_CELL, shownFrom } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';
import { statusLabel } from '../../features/orders/status';
import type { OrderStatus } from '../../generated/graphql';

type Row = DateReportPageQuery['dateReport']['rows'][number];

/**
 * The table's columns (docs/lists-and-reports.md#date-report), as shown and as exported. A `wide`
 * column is shown on screens from MUI's `lg` (1200 px) up and always on paper: on a tablet the key
 * columns (id, names, payment date, total USD, status) fit without scrolling sideways
 * (docs/screens.md#sizes); the CSV and the printed report have every column.
 */
export const DATE_REPORT_COLUMNS: (CsvColumn<Row> & {
  show: (r: Row) => string;
  numeric?: boolean;
  nowrap?: boolean;
  name?: boolean;
  wide?: boolean;
})[] = [
  { header: 'csv.id', show: (r) => `#${r.id}`, value: (r) => r.id },
  { header: 'csv.clientName', show: (r) => r.clientName, value: (r) => r.clientName, name: true },
  { header: 'csv.telephone', show: (r) => formatPhone(r.telephone), value: (r) => csvPhone(r.telephone), nowrap: true, wide: true },
  { header: 'csv.recipientName', show: (r) => r.beneficiaryName, value: (r) => r.beneficiaryName, name: true },
  { header: 'csv.paymentDate', show: (r) => formatDate(r.paymentDate), value: (r) => csvDate(r.paymentDate), nowrap: true },
  { header: 'csv.totalUsd', show: (r) => formatUsd(r.totalUsd), value: (r) => csvAmount(r.totalUsd), numeric: true },
  { header: 'csv.totalBrl', show: (r) => formatBrl(r.totalBrl), value: (r) => csvAmount(r.totalBrl), numeric: true, wide: true },
  { header: 'csv.remaining', show: (r) => formatBrl(r.remaining), value: (r) => csvAmount(r.remaining), numeric: true, wide: true },
  { header: 'csv.status', show: (r) => statusLabel(r.status), value: (r) => statusLabel(r.status), nowrap: true },
];

/** A `wide` column's cells: hidden on a screen under `lg` (1200 px), always printed. */
const WIDE = { ...shownFrom('lg'), '@media print': { display: 'table-cell' } } as const;

type Report = DateReportPageQuery['dateReport'];

/** A list of status labels in the language's words: 'Pending, Completed, Standby'. */
function statusList(statuses: readonly OrderStatus[]): string {
  return statuses.map((s) => statusLabel(s)).join(', ');
}

/**
 * The totals rows (docs/lists-and-reports.md#which-orders-a-total-counts): first the sums of the
 * counted statuses, named with them and the number of their rows; then each status that is not
 * counted (Cancelled, Renewed) apart, with its rows' number and sums. Label, USD, BRL, remaining.
 */
export function reportTotals(report: Pick<Report, 'countedStatuses' | 'byStatus' | 'totalUsd' | 'totalBrl' | 'totalRemaining'>) {
  const counted = report.byStatus.filter((s) => report.countedStatuses.includes(s.status)).reduce((n, s) => n + s.count, 0);
  return [
    {
      key: 'counted',
      label: translate('lists.totalOfStatuses', { statuses: statusList(report.countedStatuses), count: counted }),
      totalUsd: report.totalUsd,
      totalBrl: report.totalBrl,
      totalRemaining: report.totalRemaining,
    },
    ...report.byStatus
      .filter((s) => !report.countedStatuses.includes(s.status))
      .map((s) => ({
        key: s.status,
        label: translate('lists.statusApart', { status: statusLabel(s.status), count: s.count }),
        totalUsd: s.totalUsd,
        totalBrl: s.totalBrl,
        totalRemaining: s.totalRemaining,
      })),
  ];
}

/**
 * /orders/report/{start}_{end} (docs/lists-and-reports.md Orders Report modal, docs/lists-and-reports.md#date-report;
 * docs/lists-and-reports.md): the orders whose payment date lies in the range, inclusive, each with its
 * status, and the server's sums: the counted statuses' (named) and Cancelled and Renewed apart. Opened in a new window, outside the app's layout, printable.
 */
export default function DateReportPage() {
  const { range: segment = '' } = useParams();
  const range = parseReportRange(segment);
  const { data, error, loading } = useQuery(DateReportPageDocument, {
    variables: range ?? { start: '', end: '' },
    skip: !range,
    fetchPolicy: 'network-only',
  });
  const title = range
    ? translate('lists.ordersReportRange', { start: formatDate(range.start), end: formatDate(range.end) })
    : translate('nav.items.ordersReport');

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!range) {
    return (
      <PrintSheet>
        <Alert severity="error" role="alert">
          {translate('lists.theReportNeedsAStart')}
        </Alert>
      </PrintSheet>
    );
  }
  if (!data) {
    return loading ? (
      <Loading label={translate('lists.loadingTheReport')} />
    ) : (
      <PrintSheet>
        <Alert severity="error" role="alert">
          {translate('lists.reportFailed', { message: errorMessage(error) })}
        </Alert>
      </PrintSheet>
    );
  }

  const report = data.dateReport;
  const totals = reportTotals(report);
  const footer = totals.map((t) => [
    t.label,
    '',
    '',
    '',
    '',
    csvAmount(t.totalUsd),
    csvAmount(t.totalBrl),
    csvAmount(t.totalRemaining),
    '',
  ]);
  return (
    <PrintSheet
      tools={
        <ExportCsvButton
          fileName={csvFileName('orders-report', range.start, range.end)}
          columns={DATE_REPORT_COLUMNS}
          rows={report.rows}
          footer={footer}
        />
      }
    >
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {report.rows.length === 0 ? (
        <Typography data-testid="no-reports">{translate('lists.noReportsForThisDate')}</Typography>
      ) : (
        <TableScroll className="print-scroll" label={translate('lists.ordersReport')}>
          {/* On screen, cells padded 8 px a side: every column fits the sheet (1232 px inside) from 1200 px up. */}
          <Table size="small" aria-label={translate('lists.ordersReport')} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {DATE_REPORT_COLUMNS.map((c) => (
                  <TableCell
                    key={translate(c.header)}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{ fontWeight: 700, ...(c.wide ? WIDE : {}) }}
                  >
                    {translate(c.header)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.id} data-testid="report-row" sx={{ breakInside: 'avoid' }}>
                  {DATE_REPORT_COLUMNS.map((c, i) => (
                    <TableCell
                      key={translate(c.header)}
                      align={c.numeric ? 'right' : 'left'}
                      sx={{
                        whiteSpace: c.numeric || c.nowrap ? 'nowrap' : undefined,
                        // Two names on a sheet of 1008 px: 7rem each keeps every column in (Portuguese included).
                        ...(c.name ? { ...NAME_CELL, minWidth: '7rem' } : {}),
                        ...(c.wide ? WIDE : {}),
                      }}
                    >
                      {i === 0 ? (
                        <Link component={RouterLink} to={`/order/${encodeURIComponent(row.id)}`} underline="hover">
                          {c.show(row)}
                        </Link>
                      ) : (
                        c.show(row)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              {totals.map((t, i) => (
                <TableRow
                  key={t.key}
                  data-testid={i === 0 ? 'report-totals' : `report-totals-${t.key.toLowerCase()}`}
                  sx={{
                    '& td': {
                      fontWeight: i === 0 ? 700 : 400,
                      color: i === 0 ? 'text.primary' : 'text.secondary',
                      fontSize: 'inherit',
                      whiteSpace: 'nowrap',
                    },
                  }}
                >
                  {/* Under the id, the names and the payment date, the telephone's cell after them (it hides with its column). */}
                  <TableCell colSpan={4} sx={{ whiteSpace: 'normal !important' }}>
                    {t.label}
                  </TableCell>
                  <TableCell sx={WIDE} />
                  <TableCell align="right" data-testid={i === 0 ? 'report-total-usd' : undefined}>
                    {formatUsd(t.totalUsd)}
                  </TableCell>
                  <TableCell align="right" data-testid={i === 0 ? 'report-total-brl' : undefined} sx={WIDE}>
                    {formatBrl(t.totalBrl)}
                  </TableCell>
                  <TableCell align="right" data-testid={i === 0 ? 'report-total-remaining' : undefined} sx={WIDE}>
                    {formatBrl(t.totalRemaining)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              ))}
            </TableFooter>
          </Table>
        </TableScroll>
      )}
    </PrintSheet>
  );
}
