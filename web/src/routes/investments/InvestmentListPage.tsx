import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { InvestmentListDocument, type InvestmentRow_InvestmentFragment } from '../../features/investments/investments.generated';
import { InvestmentSearchDialog } from '../../features/investments/InvestmentSearchDialog';
import { InvestmentStatusChip } from '../../features/investments/InvestmentStatusChip';
import {
  isEmptyInvestmentSearch,
  paramsToRestore,
  paramsWithSearch,
  saveLastSearch,
  searchFromParams,
  toInvestmentSearch,
  type InvestmentSearchForm,
} from '../../features/investments/investmentSearch';
import { investmentStatusLabel, SEARCH_STATUS_OPTIONS } from '../../features/investments/status';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { formatBrl, formatDate, formatDecimal, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { pageCount, useSearchAndPage } from '../../ui/paging';
import { translate } from '../../i18n';
import { AMOUNTS_ON_ONE_LINE, COMPACT_ON_PHONE, NAME_CELL, shownFrom } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

/** Investments per page (docs/investments.md#constants). */
export const INVESTMENTS_PER_PAGE = 6;

type Row = InvestmentRow_InvestmentFragment;

export const INVESTMENT_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'csv.id', value: (r) => r.id },
  { header: 'csv.client', value: (r) => r.client.fullName },
  { header: 'csv.amountUsd', value: (r) => csvAmount(r.amountUsd) },
  { header: 'csv.percentageUsd', value: (r) => csvAmount(r.percentageUsd) },
  { header: 'csv.monthlyIncomeUsd', value: (r) => csvAmount(r.monthlyIncomeUsd) },
  { header: 'csv.amountBrl', value: (r) => csvAmount(r.amountBrl) },
  { header: 'csv.percentageBrl', value: (r) => csvAmount(r.percentageBrl) },
  { header: 'csv.monthlyIncomeBrl', value: (r) => csvAmount(r.monthlyIncomeBrl) },
  { header: 'csv.months', value: (r) => r.months },
  { header: 'csv.creationDate', value: (r) => csvDate(r.creationDate) },
  { header: 'csv.finalizationDate', value: (r) => csvDate(r.finalizationDate) },
  { header: 'csv.status', value: (r) => investmentStatusLabel(r.status) },
];

function searchSummary(form: InvestmentSearchForm): string[] {
  const parts: string[] = [];
  if (form.clientName) parts.push(translate('investments.summaryClient', { name: form.clientName }));
  if (form.investmentId) parts.push(translate('investments.summaryId', { id: form.investmentId }));
  const status = SEARCH_STATUS_OPTIONS.find((o) => o.value === form.status)?.label;
  if (form.status) parts.push(translate('investments.summaryStatus', { status: status ? translate(status) : form.status }));
  if (form.startDate) parts.push(translate('investments.summaryFrom', { date: formatDate(form.startDate) }));
  if (form.endDate) parts.push(translate('investments.summaryTo', { date: formatDate(form.endDate) }));
  return parts;
}

/**
 * /investments/list (docs/investments.md#list-and-search, #the-investment, #validation): 6 a page, newest first, with the
 * Search modal; the search and page live in the URL and the last ones in localStorage, so opening
 * the list without params restores them. 'Export CSV' saves the page shown.
 */
export default function InvestmentListPage() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = useSearchAndPage();
  const notify = useNotify();
  const [searching, setSearching] = useState(false);
  const [restoring, setRestoring] = useState(() => paramsToRestore(params));

  // Reopened without params: the remembered search and page come back (before the first query).
  useLayoutEffect(() => {
    if (!restoring) return;
    setParams(restoring, { replace: true });
    setRestoring(null);
  }, [restoring, setParams]);

  const form = useMemo(() => searchFromParams(params), [params]);
  const search = useMemo(() => toInvestmentSearch(form), [form]);
  const waiting = restoring !== null;

  useEffect(() => {
    if (!waiting) saveLastSearch(form, page);
  }, [form, page, waiting]);

  const { data, previousData, error, loading } = useQuery(InvestmentListDocument, {
    variables: { search, page, perPage: INVESTMENTS_PER_PAGE },
    skip: waiting,
    fetchPolicy: 'cache-and-network',
  });
  const onSearch = useCallback((f: InvestmentSearchForm) => setParams((prev) => paramsWithSearch(prev, f), { replace: true }), [setParams]);

  const shown = data ?? previousData;
  const total = shown?.investments.total ?? 0;
  const pages = pageCount(total, INVESTMENTS_PER_PAGE);
  const rows = shown?.investments.items ?? [];

  useEffect(() => {
    if (error) notify.error(translate('investments.listFailed', { message: errorMessage(error) }));
  }, [error, notify]);
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  const summary = searchSummary(form);

  return (
    <>
      <PageTitle
        title={translate('investments.listInvestments')}
        actions={
          <>
            <Button variant="contained" startIcon={<SearchIcon />} onClick={() => setSearching(true)}>
              {translate('investments.search')}
            </Button>
            <ExportCsvButton fileName={csvFileName('investments', `page-${page}`)} columns={INVESTMENT_CSV_COLUMNS} rows={rows} />
          </>
        }
      />
      {summary.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2, alignItems: 'center' }} data-testid="investment-search-summary">
          {summary.map((s) => (
            <Chip key={s} label={s} size="small" />
          ))}
          <Button size="small" onClick={() => onSearch({ clientName: '', investmentId: '', status: '', startDate: '', endDate: '' })}>
            {translate('investments.clearSearch')}
          </Button>
        </Box>
      ) : null}
      {error && !shown ? (
        <Alert severity="error" role="alert">
          {translate('investments.listFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !shown ? (
        <Loading label={translate('investments.loadingInvestments')} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          {translate(isEmptyInvestmentSearch(form) ? 'investments.none' : 'investments.noneMatch')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="investments-total">
            {translate('investments.count', { count: total })}
          </Typography>
          {/* Key columns (id, client, amount USD, finalization date, status) at every width; the others
              from a wider screen up, all of them on the investment's page (docs/screens.md#sizes). */}
          <TableScroll outlined label={translate('investments.investments')} sx={{ opacity: loading && !data ? 0.6 : 1 }}>
            <Table size="small" aria-label={translate('investments.investments')} sx={{ ...AMOUNTS_ON_ONE_LINE, ...COMPACT_ON_PHONE }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('investments.id')}</TableCell>
                  <TableCell>{translate('investments.client')}</TableCell>
                  <TableCell align="right">{translate('investments.amountUsd')}</TableCell>
                  <TableCell align="right" sx={shownFrom('xl')}>
                    {translate('investments.monthlyIncomeUsd')}
                  </TableCell>
                  <TableCell align="right" sx={shownFrom('lg')}>
                    {translate('investments.amountBrl')}
                  </TableCell>
                  <TableCell align="right" sx={shownFrom('xl')}>
                    {translate('investments.monthlyIncomeBrl')}
                  </TableCell>
                  <TableCell sx={shownFrom('md')}>{translate('investments.term')}</TableCell>
                  <TableCell sx={shownFrom('xl')}>{translate('investments.creationDate')}</TableCell>
                  <TableCell>{translate('investments.finalizationDate')}</TableCell>
                  <TableCell>{translate('investments.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} hover data-testid="investment-row" data-id={r.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/investments/investment/${r.id}`}>
                        #{r.id}
                      </Link>
                    </TableCell>
                    <TableCell sx={NAME_CELL}>{r.client.fullName}</TableCell>
                    <TableCell align="right">
                      {formatUsd(r.amountUsd)}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        ({formatDecimal(r.percentageUsd, 2)}%)
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={shownFrom('xl')}>
                      {formatUsd(r.monthlyIncomeUsd)}
                    </TableCell>
                    <TableCell align="right" sx={shownFrom('lg')}>
                      {formatBrl(r.amountBrl)}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        ({formatDecimal(r.percentageBrl, 2)}%)
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={shownFrom('xl')}>
                      {formatBrl(r.monthlyIncomeBrl)}
                    </TableCell>
                    <TableCell sx={{ ...shownFrom('md'), whiteSpace: 'nowrap' }}>
                      {translate('investments.months', { count: r.months })}
                    </TableCell>
                    <TableCell sx={{ ...shownFrom('xl'), whiteSpace: 'nowrap' }}>{formatDate(r.creationDate)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.finalizationDate)}</TableCell>
                    <TableCell>
                      <InvestmentStatusChip status={r.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        </>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" />
        </Box>
      ) : null}
      <InvestmentSearchDialog open={searching} value={form} onClose={() => setSearching(false)} onSearch={onSearch} />
    </>
  );
}
