import { calendarDateIn } from '@agency/rules';
import { useCallback, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { OrderTablePageDocument } from '../../generated/graphql';
import { ORDER_TABLE_COLUMNS, OrderTable } from '../../features/lists/OrderTable';
import { OrderSearchForm } from '../../features/lists/OrderSearchForm';
import { paramsWithSearch, searchFromParams, toOrderSearch, type FixedSearch, type OrderSearchForm as Form } from '../../features/lists/orderSearch';
import { parseReportRange } from '../../features/lists/reportRange';
import { csvFileName } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { formatDate } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { pageCount, useSearchAndPage } from '../../ui/paging';
import { translate } from '../../i18n';

/** Orders per page of the table (docs/lists-and-reports.md). */
export const ORDERS_PER_PAGE = 18;

/**
 * The complex-search table (docs/lists-and-reports.md) behind /orders, /orders/pending, standby,
 * special, premium: the page's fixed part (a status or a type) combined with what the user types,
 * filters and page in the URL, 18 rows a page. The layout remembers the path for the detail's Back.
 */
export default function OrderTablePage({ title, fixed = {}, name }: { title: string; fixed?: FixedSearch; name: string }) {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = useSearchAndPage();
  const notify = useNotify();
  const typed = useMemo(() => searchFromParams(params), [params]);
  const search = useMemo(() => toOrderSearch(typed, fixed), [typed, fixed]);
  const { data, previousData, error, loading } = useQuery(OrderTablePageDocument, {
    variables: { search, page, perPage: ORDERS_PER_PAGE },
  });

  const onSearch = useCallback((form: Form) => setParams((prev) => paramsWithSearch(prev, form), { replace: true }), [setParams]);

  const shown = data ?? previousData;
  const total = shown?.orders.total ?? 0;
  const pages = pageCount(total, ORDERS_PER_PAGE);
  const rows = shown?.orders.items ?? [];
  const today = calendarDateIn(shown?.agency.timeZone, new Date());

  useEffect(() => {
    if (error) notify.error(translate('lists.loadFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  return (
    <>
      <PageTitle
        title={title}
        actions={<ExportCsvButton fileName={csvFileName('orders', name, `page-${page}`)} columns={ORDER_TABLE_COLUMNS} rows={rows} />}
      />
      <OrderSearchForm value={typed} fixed={fixed} onSearch={onSearch} />
      {error && !shown ? (
        <Alert severity="error" role="alert">
          {translate('lists.loadFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !shown && loading ? (
        <Loading label={translate('lists.loadingOrders')} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{translate('lists.noOrdersFound')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="orders-total">
            {translate('lists.orderCount', { count: total })}
          </Typography>
          <OrderTable rows={rows} today={today} dimmed={loading && !data} />
        </>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" />
        </Box>
      ) : null}
    </>
  );
}

type FixedKind = 'all' | 'pending' | 'standby' | 'special' | 'premium';

const FIXED: Record<FixedKind, FixedSearch> = {
  all: {},
  pending: { status: 'PENDING' },
  standby: { status: 'STANDBY' },
  special: { type: 'SPECIAL' },
  premium: { type: 'PREMIUM' },
};

/** /orders, /orders/pending, /orders/standby, /orders/special, /orders/premium. */
export function FixedOrderTablePage({ kind, title }: { kind: FixedKind; /** The catalogue key of the page's title. */ title: string }) {
  return <OrderTablePage key={kind} title={translate(title)} fixed={FIXED[kind]} name={kind} />;
}

/** /orders/date/:date: the payment date fixed to that day. */
export function DateOrderTablePage() {
  const { date = '' } = useParams();
  const valid = parseReportRange(`${date}_${date}`) !== null;
  const fixed = useMemo<FixedSearch>(() => ({ paymentFrom: date, paymentTo: date }), [date]);
  if (!valid) {
    return (
      <>
        <PageTitle title={translate('lists.ordersByDate')} />
        <Alert severity="error" role="alert">
          {translate('lists.notADate', { date })}
        </Alert>
      </>
    );
  }
  return <OrderTablePage key={date} title={translate('lists.ordersOfDate', { date: formatDate(date) })} fixed={fixed} name={date} />;
}
