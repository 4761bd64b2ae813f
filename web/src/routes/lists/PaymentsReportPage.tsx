import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PaymentsReportPageDocument, type PaymentsReportPageQuery } from './PaymentsReportPage.generated';
import { chunk } from '../../features/lists/split';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { formatBrl, formatDate, formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { PrintSheet } from '../../ui/PrintSheet';
import { translate } from '../../i18n';

/** Payments per printed sheet (docs/lists-and-reports.md). */
export const PAYMENTS_PER_SHEET = 21;

type Data = PaymentsReportPageQuery;
type Payment = Data['paymentsReport']['payments'][number];

const PAYMENT_COLUMNS: CsvColumn<Payment>[] = [
  { header: 'csv.date', value: (p) => csvDate(p.date) },
  { header: 'csv.valueBrl', value: (p) => csvAmount(p.value) },
];

/**
 * /report/:id, the receipt of payments (docs/lists-and-reports.md, #payments-report; docs/employees-and-access.md#roles-and-permissions: admin
 * only): outside the app's layout, printable; the first sheet carries the order's figures, every
 * sheet the agency and the order id, and up to 21 payments, with a page break between sheets.
 */
export default function PaymentsReportPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(PaymentsReportPageDocument, { variables: { orderId: id }, fetchPolicy: 'network-only' });

  useEffect(() => {
    document.title = translate('lists.receiptOfPaymentsN', { id });
  }, [id]);

  if (!data) {
    return loading ? (
      <Loading label={translate('lists.loadingTheReceiptOfPayments')} />
    ) : (
      <PrintSheet>
        <Alert severity="error" role="alert">
          {translate('lists.receiptOfPaymentsFailed', { message: errorMessage(error) })}
        </Alert>
      </PrintSheet>
    );
  }

  const report = data.paymentsReport;
  const sheets = chunk(report.payments, PAYMENTS_PER_SHEET);
  const groups = sheets.length > 0 ? sheets : [[]];
  return (
    <PrintSheet
      tools={<ExportCsvButton fileName={csvFileName('payments', report.orderId)} columns={PAYMENT_COLUMNS} rows={report.payments} />}
    >
      {groups.map((payments, i) => (
        <Box
          key={i}
          component="section"
          data-testid="payments-sheet"
          aria-label={translate('lists.sheetNofM', { n: i + 1, m: groups.length })}
          sx={{
            breakAfter: i < groups.length - 1 ? 'page' : 'auto',
            pageBreakAfter: i < groups.length - 1 ? 'always' : 'auto',
            mb: 4,
            '@media print': { mb: 0 },
          }}
        >
          <SheetHeader data={data} sheet={i + 1} of={groups.length} />
          {payments.length === 0 ? (
            <p>{translate('lists.noPaymentsRecorded')}</p>
          ) : (
            <Box
              component="table"
              sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { borderBottom: '1px solid #ccc', py: '3px', px: 1 } }}
            >
              <thead>
                <tr>
                  <Box component="th" sx={{ textAlign: 'left', width: '3em' }}>
                    #
                  </Box>
                  <Box component="th" sx={{ textAlign: 'left' }}>
                    {translate('lists.date')}
                  </Box>
                  <Box component="th" sx={{ textAlign: 'right' }}>
                    {translate('lists.value')}
                  </Box>
                </tr>
              </thead>
              <tbody>
                {payments.map((p, n) => (
                  <tr key={p.id} data-testid="payment-line">
                    <td>{i * PAYMENTS_PER_SHEET + n + 1}</td>
                    <td>{formatDate(p.date)}</td>
                    <Box component="td" sx={{ textAlign: 'right' }}>
                      {formatBrl(p.value)}
                    </Box>
                  </tr>
                ))}
              </tbody>
            </Box>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, mt: '12mm', fontSize: '9pt' }}>
            <Box sx={{ flex: 1, borderTop: '1px solid #000', pt: '1mm' }}>{translate('lists.beneficiarySignature')}</Box>
            <Box sx={{ flex: 1, borderTop: '1px solid #000', pt: '1mm' }}>{translate('lists.employee')}</Box>
          </Box>
        </Box>
      ))}
    </PrintSheet>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Box component="span" sx={{ color: '#555' }}>
        {label}:{' '}
      </Box>
      <strong data-testid={testId}>{value}</strong>
    </div>
  );
}

function SheetHeader({ data, sheet, of }: { data: Data; sheet: number; of: number }) {
  const { agency, paymentsReport: r } = data;
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          borderBottom: '2px solid #000',
          pb: 1,
          mb: 1,
        }}
      >
        <div>
          <Box component="h2" sx={{ fontSize: '14pt', m: 0 }}>
            {agency.name}
          </Box>
          <div>{agency.address}</div>
          <div>{agency.phone}</div>
        </div>
        <Box sx={{ textAlign: 'right' }}>
          <Box component="h1" sx={{ fontSize: '13pt', m: 0 }}>
            {translate('lists.receiptOfPayments')}
          </Box>
          <div>{translate('orders.orderN', { id: r.orderId })}</div>
          <Box sx={{ fontSize: '9pt', color: '#555' }}>{translate('lists.sheetNofM', { n: sheet, m: of })}</Box>
        </Box>
      </Box>
      {sheet > 1 ? null : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 4, rowGap: 0.5, fontSize: '10pt' }}>
          <Field label={translate('lists.order')} value={`#${r.orderId}`} testId="report-order-id" />
          <Field label={translate('lists.createdAt')} value={formatDateTime(r.createdAt, agency.timeZone)} testId="report-created-at" />
          <Field label={translate('lists.client')} value={r.clientName} testId="report-client-name" />
          <Field label={translate('lists.employee')} value={r.employeeName} testId="report-employee-name" />
          <Field label={translate('lists.amountBrl')} value={formatBrl(r.amountBrl)} testId="report-amount-brl" />
          <Field label={translate('lists.totalPaid')} value={formatBrl(r.total)} testId="report-total" />
          <Field label={translate('lists.missing')} value={formatBrl(r.missing)} testId="report-missing" />
        </Box>
      )}
    </Box>
  );
}
