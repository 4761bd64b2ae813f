import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { InvestmentReportDocument, type Invoice_InvoiceFragment } from '../../features/investments/investments.generated';
import { calendarDateIn, isCalendarDate } from '@agency/rules';
import { InvoiceList } from '../../features/investments/InvoiceList';
import { OrderSection } from '../../features/orders/OrderSection';
import { errorMessage } from '../../ui/errors';
import { formatDate } from '../../ui/format';
import { useAgencyToday } from '../../ui/useAgencyToday';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

/**
 * /investments/report (docs/investments.md#report, #constants): a date picker (kept in the URL
 * as ?date=) and the invoices due that day, the next day and three days after it.
 */
export default function InvestmentReportPage() {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const asked = params.get('date') ?? '';
  const today = useAgencyToday() ?? calendarDateIn(null, new Date());
  const date = isCalendarDate(asked) ? asked : today;
  const { data, previousData, error } = useQuery(InvestmentReportDocument, { variables: { date }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) notify.error(translate('lists.reportFailed', { message: errorMessage(error) }));
  }, [error, notify]);
  const report = (data ?? previousData)?.investmentReport;

  const groups: ReadonlyArray<{ title: string; testId: string; invoices: readonly Invoice_InvoiceFragment[] | undefined }> = [
    { title: translate('investments.today'), testId: 'report-today', invoices: report?.today },
    { title: translate('investments.tomorrow'), testId: 'report-tomorrow', invoices: report?.tomorrow },
    { title: translate('investments.inThreeDays'), testId: 'report-three-days', invoices: report?.inThreeDays },
  ];

  return (
    <>
      <PageTitle
        title={translate('investments.investmentsReport')}
        actions={
          <TextField
            id="report-date"
            label={translate('investments.date')}
            type="date"
            size="small"
            value={date}
            onChange={(e) => {
              if (isCalendarDate(e.target.value)) setParams({ date: e.target.value }, { replace: true });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        }
      />
      {error && !report ? (
        <Alert severity="error" role="alert">
          {translate('lists.reportFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !report ? (
        <Loading label={translate('investments.loadingTheReport')} />
      ) : (
        <Stack spacing={2}>
          {groups.map((g) => (
            <OrderSection key={g.testId} title={`${g.title} (${g.invoices?.length ?? 0})`} testId={g.testId}>
              <InvoiceList
                invoices={g.invoices ?? []}
                rowTestId="report-invoice"
                showDate
                showStatus
                empty={
                  g.testId === 'report-today'
                    ? translate('investments.noneDueOn', { date: formatDate(report.date) })
                    : translate(g.testId === 'report-tomorrow' ? 'investments.noneDueTomorrow' : 'investments.noneDueInThreeDays')
                }
              />
            </OrderSection>
          ))}
        </Stack>
      )}
    </>
  );
}
