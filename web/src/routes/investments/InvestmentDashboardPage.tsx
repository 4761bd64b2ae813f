import { calendarDateIn } from '@agency/rules';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { InvoiceCalendarDocument, InvoicesDueDocument } from '../../features/investments/investments.generated';
import {
  MONTH_NAMES,
  monthName,
  monthFromParams,
  monthGrid,
  monthOf,
  nextMonth,
  previousMonth,
  WEEKDAY_NAMES,
  weekdayShortName,
  yearChoices,
  type YearMonth,
} from '../../features/investments/calendar';
import { InvoiceList } from '../../features/investments/InvoiceList';
import { errorMessage } from '../../ui/errors';
import { formatDate } from '../../ui/format';
import { useAgencyToday } from '../../ui/useAgencyToday';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

/**
 * /investments/dashboard (docs/investments.md#calendar, #constants): a month calendar, Sunday first,
 * with Month and Year selectors (current year ± 6), previous and next arrows and 'Go'; each day of
 * the month shows its pending-invoice count, and its search button opens that day's pending
 * invoices. The shown month is kept in the URL (?year=&month=).
 */
export default function InvestmentDashboardPage() {
  const today = useAgencyToday() ?? calendarDateIn(null, new Date());
  const [params, setParams] = useSearchParams();
  const shown = useMemo(() => monthFromParams(params, monthOf(today)), [params, today]);
  const [picked, setPicked] = useState<YearMonth>(shown);
  const [day, setDay] = useState<string | null>(null);
  const notify = useNotify();
  const years = yearChoices(monthOf(today).year);

  useEffect(() => setPicked(shown), [shown]);

  const show = (m: YearMonth) => setParams({ year: String(m.year), month: String(m.month) });
  const { data, previousData, error, loading } = useQuery(InvoiceCalendarDocument, {
    variables: shown,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(translate('investments.calendarFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  const counts = useMemo(() => new Map((data ?? previousData)?.invoiceCalendar.map((d) => [d.date, d.count]) ?? []), [data, previousData]);
  const weeks = monthGrid(shown.year, shown.month);

  return (
    <>
      <PageTitle title={translate('investments.investmentsDashboard')} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <IconButton aria-label={translate('investments.previousMonth')} onClick={() => show(previousMonth(shown))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2" sx={{ minWidth: 180, textAlign: 'center' }} data-testid="calendar-title">
            {monthName(shown.month)} {shown.year}
          </Typography>
          <IconButton aria-label={translate('investments.nextMonth')} onClick={() => show(nextMonth(shown))}>
            <ChevronRightIcon />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          <TextField
            id="calendar-month"
            select
            size="small"
            label={translate('investments.month')}
            value={picked.month}
            onChange={(e) => setPicked((p) => ({ ...p, month: Number(e.target.value) }))}
            sx={{ minWidth: 150 }}
          >
            {MONTH_NAMES.map((_, i) => monthName(i + 1)).map((name, i) => (
              <MenuItem key={name} value={i + 1}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="calendar-year"
            select
            size="small"
            label={translate('investments.year')}
            value={years.includes(picked.year) ? picked.year : ''}
            onChange={(e) => setPicked((p) => ({ ...p, year: Number(e.target.value) }))}
            sx={{ minWidth: 110 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => show(picked)}>
            {translate('investments.go')}
          </Button>
        </Stack>
        {!data && !previousData && loading ? (
          <Loading label={translate('investments.loadingTheCalendar')} />
        ) : (
          <Box
            role="grid"
            aria-label={translate('investments.invoicesOf', { month: monthName(shown.month), year: shown.year })}
            sx={{ opacity: loading && !data ? 0.6 : 1 }}
          >
            <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 0.5 }}>
              {WEEKDAY_NAMES.map((_, i) => weekdayShortName(i)).map((d) => (
                <Typography
                  key={d}
                  role="columnheader"
                  variant="caption"
                  color="text.secondary"
                  sx={{ textAlign: 'center', fontWeight: 700 }}
                >
                  {d}
                </Typography>
              ))}
            </Box>
            {weeks.map((week) => (
              <Box
                key={week[0]!.date}
                role="row"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 0.5 }}
              >
                {week.map((cell) => {
                  const count = cell.inMonth ? (counts.get(cell.date) ?? 0) : 0;
                  return (
                    <Paper
                      key={cell.date}
                      role="gridcell"
                      variant="outlined"
                      data-testid="calendar-day"
                      data-date={cell.date}
                      data-in-month={cell.inMonth}
                      sx={{
                        // On a phone a day is 48 px wide: the count and the magnifier fit inside its border with less padding.
                        p: { xs: 0.5, sm: 1 },
                        minWidth: 0,
                        minHeight: 76,
                        display: 'flex',
                        flexDirection: 'column',
                        justifyContent: 'space-between',
                        bgcolor: cell.inMonth ? 'background.paper' : 'action.hover',
                        // A neighbouring month's day reads quieter, but still at 4.5:1 (WCAG 1.4.3): text.disabled is 2.5:1.
                        color: cell.inMonth ? 'text.primary' : 'text.secondary',
                        borderColor: cell.date === today ? 'primary.main' : undefined,
                        borderWidth: cell.date === today ? 2 : 1,
                      }}
                    >
                      <Typography variant="body2" sx={{ fontWeight: cell.date === today ? 700 : 400 }}>
                        {cell.day}
                      </Typography>
                      {cell.inMonth ? (
                        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                          <Badge
                            badgeContent={<span data-testid="invoice-count">{count}</span>}
                            color={count > 0 ? 'warning' : 'default'}
                            showZero
                            sx={{ ml: { xs: 1, sm: 1.5 }, '& .MuiBadge-badge': count > 0 ? undefined : { bgcolor: 'action.selected' } }}
                            aria-label={translate('investments.pendingCount', { count })}
                          >
                            <span />
                          </Badge>
                          <IconButton
                            size="small"
                            aria-label={translate('investments.pendingOf', { date: formatDate(cell.date) })}
                            onClick={() => setDay(cell.date)}
                            sx={{ p: { xs: 0, sm: 0.5 } }}
                          >
                            <SearchIcon fontSize="small" />
                          </IconButton>
                        </Stack>
                      ) : null}
                    </Paper>
                  );
                })}
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      <DueInvoicesDialog date={day} onClose={() => setDay(null)} />
    </>
  );
}

/** The pending invoices of one day (invoicesDue). */
function DueInvoicesDialog({ date, onClose }: { date: string | null; onClose: () => void }) {
  const { data, error, loading } = useQuery(InvoicesDueDocument, {
    variables: { date: date ?? '' },
    skip: !date,
    fetchPolicy: 'network-only',
  });
  return (
    <Dialog open={date !== null} onClose={onClose} aria-labelledby="due-invoices-title" maxWidth="md" fullWidth>
      <DialogTitle id="due-invoices-title">{translate('investments.pendingOf', { date: formatDate(date) })}</DialogTitle>
      <DialogContent>
        {error ? (
          <Typography color="error">{translate('investments.invoicesLoadFailed', { message: errorMessage(error) })}</Typography>
        ) : !data || loading ? (
          <Loading label={translate('investments.loadingTheInvoices')} />
        ) : (
          <InvoiceList
            invoices={data.invoicesDue}
            rowTestId="due-invoice"
            onOpen={onClose}
            empty={translate('investments.noPendingThisDay')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('investments.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
