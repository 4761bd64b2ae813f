import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { formatBrl, formatDate, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { formatUsPhone } from '../../ui/phone';
import { PrintSheet } from '../../ui/PrintSheet';
import { translate } from '../../i18n';

type Row = DateReportPageQuery['dateReport']['rows'][number];

/** The table's columns (docs/lists-and-reports.md#date-report), as shown and as exported. */
export const DATE_REPORT_COLUMNS: (CsvColumn<Row> & { show: (r: Row) => string; numeric?: boolean; nowrap?: boolean })[] = [
  { header: 'csv.id', show: (r) => `#${r.id}`, value: (r) => r.id },
  { header: 'csv.clientName', show: (r) => r.clientName, value: (r) => r.clientName },
  { header: 'csv.telephone', show: (r) => formatUsPhone(r.telephone), value: (r) => formatUsPhone(r.telephone), nowrap: true },
  { header: 'csv.recipientName', show: (r) => r.beneficiaryName, value: (r) => r.beneficiaryName },
  { header: 'csv.paymentDate', show: (r) => formatDate(r.paymentDate), value: (r) => csvDate(r.paymentDate), nowrap: true },
  { header: 'csv.totalUsd', show: (r) => formatUsd(r.totalUsd), value: (r) => csvAmount(r.totalUsd), numeric: true },
  { header: 'csv.totalBrl', show: (r) => formatBrl(r.totalBrl), value: (r) => csvAmount(r.totalBrl), numeric: true },
  { header: 'csv.remaining', show: (r) => formatBrl(r.remaining), value: (r) => csvAmount(r.remaining), numeric: true },
];

/**
 * /orders/report/{start}_{end} (docs/lists-and-reports.md Orders Report modal, docs/lists-and-reports.md#date-report;
 * docs/lists-and-reports.md): the orders whose payment date lies in the range, inclusive, with the server's sums in
 * a totals row. Opened in a new window, outside the app's layout, printable.
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
  const footer = [
    [translate('lists.total'), '', '', '', '', csvAmount(report.totalUsd), csvAmount(report.totalBrl), csvAmount(report.totalRemaining)],
  ];
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
        <Box className="print-scroll" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('lists.ordersReport')}>
            <TableHead>
              <TableRow>
                {DATE_REPORT_COLUMNS.map((c) => (
                  <TableCell key={translate(c.header)} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
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
                      sx={{ whiteSpace: c.numeric || c.nowrap ? 'nowrap' : undefined }}
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
              <TableRow
                data-testid="report-totals"
                sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: 'inherit', whiteSpace: 'nowrap' } }}
              >
                <TableCell colSpan={5}>{translate('lists.total')}</TableCell>
                <TableCell align="right" data-testid="report-total-usd">
                  {formatUsd(report.totalUsd)}
                </TableCell>
                <TableCell align="right" data-testid="report-total-brl">
                  {formatBrl(report.totalBrl)}
                </TableCell>
                <TableCell align="right" data-testid="report-total-remaining">
                  {formatBrl(report.totalRemaining)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
    </PrintSheet>
  );
}
