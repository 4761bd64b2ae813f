import { calendarDateIn } from '@agency/rules';
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CreatedTodayOrdersPageDocument,
  HoldOrdersPageDocument,
  OverOrdersPageDocument,
  PaymentTodayOrdersPageDocument,
  PaymentTodayTotalsDocument,
  type HoldOrdersPageQuery,
  type HoldOrdersPageQueryVariables,
} from './DailyOrdersPage.generated';
import { OrderCard } from '../../features/lists/OrderCard';
import { splitTopBottom } from '../../features/lists/split';
import { csvFileName } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { OrderExportButton } from '../../ui/ExportCsvButton';
import { formatBrl, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { pageCount, useSearchAndPage } from '../../ui/paging';
import { translate } from '../../i18n';
import { statusLabel } from '../../features/orders/status';

/** Cards per page and in the top row (docs/lists-and-reports.md). */
export const DAILY_PER_PAGE = 8;
export const DAILY_TOP_ROW = 4;

export type DailyKind = 'hold' | 'created-today' | 'payment-today' | 'over';

// The four queries alias their list as `list` and share one shape.
type DailyDocument = TypedDocumentNode<HoldOrdersPageQuery, HoldOrdersPageQueryVariables>;

const LISTS: Record<DailyKind, { title: string; document: DailyDocument }> = {
  hold: { title: 'lists.ordersInHold', document: HoldOrdersPageDocument },
  'created-today': { title: 'lists.createdToday', document: CreatedTodayOrdersPageDocument },
  'payment-today': { title: 'lists.paymentToday', document: PaymentTodayOrdersPageDocument },
  over: { title: 'lists.overOrders', document: OverOrdersPageDocument },
};

const rowSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/**
 * The daily card lists (docs/lists-and-reports.md): /orders/hold, created-today, payment-today and
 * over (administrators); 8 a page, the first 4 on the top row, the rest below; the page in the URL.
 * Payment-today also shows the day's Total Amount USD (without fee) and Total Amount BRL of the
 * counted statuses, named under them. 'Export CSV' downloads the whole list with its totals rows.
 */
export default function DailyOrdersPage({ kind }: { kind: DailyKind }) {
  return <DailyOrders key={kind} kind={kind} />;
}

function DailyOrders({ kind }: { kind: DailyKind }) {
  const { document } = LISTS[kind];
  const title = translate(LISTS[kind].title);
  const { page, setPage } = useSearchAndPage();
  const notify = useNotify();
  const { data, previousData, error, loading } = useQuery(document, { variables: { page, perPage: DAILY_PER_PAGE } });
  const totals = useQuery(PaymentTodayTotalsDocument, { skip: kind !== 'payment-today' });

  const shown = data ?? previousData;
  const pages = pageCount(shown?.list.total ?? 0, DAILY_PER_PAGE);
  const items = shown?.list.items ?? [];
  const today = calendarDateIn(shown?.agency.timeZone, new Date());
  const { top, bottom } = splitTopBottom(items, DAILY_TOP_ROW);
  const sums = totals.data?.paymentTodayTotals;

  useEffect(() => {
    if (error) notify.error(translate('lists.loadFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  useEffect(() => {
    if (totals.error) notify.error(translate('lists.totalsFailed', { message: errorMessage(totals.error) }));
  }, [totals.error, notify]);

  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  return (
    <>
      <PageTitle
        title={title}
        actions={
          <OrderExportButton request={{ list: kind, fileName: csvFileName('orders', kind) }} disabled={(shown?.list.total ?? 0) === 0} />
        }
      />
      {kind === 'payment-today' ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 4, flexWrap: 'wrap' }} data-testid="payment-today-totals">
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('lists.totalUsd')}
            </Typography>
            <Typography variant="h6" component="div" data-testid="total-usd">
              {sums ? formatUsd(sums.totalUsd) : '…'}
            </Typography>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('lists.totalBrl')}
            </Typography>
            <Typography variant="h6" component="div" data-testid="total-brl">
              {sums ? formatBrl(sums.totalBrl) : '…'}
            </Typography>
          </div>
          {sums ? (
            <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }} data-testid="totals-count">
              {translate('lists.totalsCount', { statuses: sums.countedStatuses.map((st) => statusLabel(st)).join(', ') })}
            </Typography>
          ) : null}
        </Paper>
      ) : null}
      {error && !shown ? (
        <Alert severity="error" role="alert">
          {translate('lists.loadFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !shown && loading ? (
        <Loading label={translate('lists.loadingOrders')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-orders">
          {translate('lists.noOrdersFound')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: loading && !data ? 0.6 : 1 }}>
          <Box sx={rowSx} data-testid="orders-top-row">
            {top.map((o) => (
              <OrderCard key={o.id} order={o} today={today} />
            ))}
          </Box>
          {bottom.length > 0 ? (
            <Box sx={rowSx} data-testid="orders-bottom-row">
              {bottom.map((o) => (
                <OrderCard key={o.id} order={o} today={today} />
              ))}
            </Box>
          ) : null}
        </Box>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" />
        </Box>
      ) : null}
    </>
  );
}
