import { calendarDateIn } from '@agency/rules';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OrderTablePageDocument } from './OrderTablePage.generated';
import { OrderTable } from '../../features/lists/OrderTable';
import { OrderSearchForm } from '../../features/lists/OrderSearchForm';
import {
  paramsWithSearch,
  searchFromParams,
  toOrderSearch,
  type FixedSearch,
  type OrderSearchForm as Form,
} from '../../features/lists/orderSearch';
import { parseReportRange } from '../../features/lists/reportRange';
import {
  nextSort,
  OLDEST_PAYMENT_FIRST,
  PAGE_SIZES,
  paramsWithPerPage,
  paramsWithSort,
  perPageFromParams,
  sortFromParams,
  toOrderSort,
  type SortKey,
  type TableSort,
} from '../../features/lists/tableSort';
import { csvFileName, type OrderExportList } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { OrderExportButton } from '../../ui/ExportCsvButton';
import { formatDate } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { pageCount, useSearchAndPage } from '../../ui/paging';
import { translate } from '../../i18n';

/**
 * The complex-search table (docs/lists-and-reports.md) behind /orders, /orders/pending, standby,
 * special, premium: the page's fixed part (a status or a type) combined with what the user types;
 * filters, sort (the column headers; defaultSort, else newest first), page size (18, 50, 100) and
 * page in the URL. Next and Previous (and the page numbers next to the current one) read that page by
 * the cursor of the page shown, as fast deep in the list as at its start; any other page number, a
 * reload or a link reads it by number (docs/lists-and-reports.md#cursors-deep-pages). 'Export CSV'
 * downloads the whole filtered list in that sort. The layout remembers the path for the detail's Back.
 */
export default function OrderTablePage({
  title,
  fixed = {},
  name,
  defaultSort = null,
  exportList = 'orders',
}: {
  title: string;
  fixed?: FixedSearch;
  name: string;
  defaultSort?: TableSort | null;
  exportList?: OrderExportList;
}) {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = useSearchAndPage();
  const notify = useNotify();
  const typed = useMemo(() => searchFromParams(params), [params]);
  const search = useMemo(() => toOrderSearch(typed, fixed), [typed, fixed]);
  const sort = useMemo(() => sortFromParams(params, defaultSort), [params, defaultSort]);
  const perPage = perPageFromParams(params);
  const list = useMemo(() => JSON.stringify([search, sort, perPage]), [search, sort, perPage]);
  // The cursor to read `page` with: set by a step to the next or previous page, used only while
  // the URL still shows that page of the same list.
  const [step, setStep] = useState<CursorStep | null>(null);
  const cursor = step !== null && step.page === page && step.list === list ? step : null;
  const { data, previousData, error, loading } = useQuery(OrderTablePageDocument, {
    variables: { search, sort: toOrderSort(sort), page, perPage, after: cursor?.after ?? null, before: cursor?.before ?? null },
  });

  const onSearch = useCallback((form: Form) => setParams((prev) => paramsWithSearch(prev, form), { replace: true }), [setParams]);
  const onSort = useCallback(
    (key: SortKey) => setParams((prev) => paramsWithSort(prev, nextSort(sort, key)), { replace: true }),
    [setParams, sort],
  );
  const onPerPage = useCallback((n: number) => setParams((prev) => paramsWithPerPage(prev, n), { replace: true }), [setParams]);

  const goTo = useCallback(
    (next: number) => {
      setStep(cursorStep(page, next, list, data?.orders));
      setPage(next);
    },
    [page, list, data, setPage],
  );

  const shown = data ?? previousData;
  const total = shown?.orders.total ?? 0;
  const pages = pageCount(total, perPage);
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
        actions={
          <OrderExportButton
            request={{ list: exportList, search, sort: toOrderSort(sort), fileName: csvFileName('orders', name) }}
            disabled={total === 0}
          />
        }
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
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" data-testid="orders-total">
              {translate('lists.orderCount', { count: total })}
            </Typography>
            <TextField
              select
              size="small"
              fullWidth={false}
              label={translate('lists.perPage')}
              value={perPage}
              onChange={(e) => onPerPage(Number(e.target.value))}
              sx={{ width: 160, displayPrint: 'none' }}
              slotProps={{ select: { inputProps: { 'data-testid': 'per-page' } } }}
            >
              {PAGE_SIZES.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <OrderTable rows={rows} today={today} dimmed={loading && !data} sort={sort} onSort={onSort} />
        </>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => goTo(p)} color="primary" />
        </Box>
      ) : null}
    </>
  );
}

/** How to read a page by cursor: the page, the list it belongs to (search, sort, page size) and the cursor. */
interface CursorStep {
  page: number;
  list: string;
  after?: string;
  before?: string;
}

/**
 * The cursor step from page `from` (showing `shown`, the answer for it) to page `to`: the next page
 * after its nextCursor, the previous one before its previousCursor, else null (read by number).
 */
function cursorStep(
  from: number,
  to: number,
  list: string,
  shown: { nextCursor?: string | null; previousCursor?: string | null } | undefined,
): CursorStep | null {
  if (to === from + 1 && shown?.nextCursor) return { page: to, list, after: shown.nextCursor };
  if (to === from - 1 && shown?.previousCursor) return { page: to, list, before: shown.previousCursor };
  return null;
}

type FixedKind = 'all' | 'pending' | 'standby' | 'special' | 'premium';

const FIXED: Record<FixedKind, FixedSearch> = {
  all: {},
  pending: { status: 'PENDING' },
  standby: { status: 'STANDBY' },
  special: { type: 'SPECIAL' },
  premium: { type: 'PREMIUM' },
};

/** /orders, /orders/pending (by payment date, oldest first, unless sorted), /orders/standby, /orders/special, /orders/premium. */
export function FixedOrderTablePage({ kind, title }: { kind: FixedKind; /** The catalogue key of the page's title. */ title: string }) {
  return (
    <OrderTablePage
      key={kind}
      title={translate(title)}
      fixed={FIXED[kind]}
      name={kind}
      defaultSort={kind === 'pending' ? OLDEST_PAYMENT_FIRST : null}
    />
  );
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
