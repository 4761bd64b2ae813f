import { calendarDateIn } from '@agency/rules';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import { BirthdayBoxDocument } from '../../features/clients/BirthdayBox.generated';
import { DashboardSummaryDocument, DashboardWeekDocument, OpenComplianceAlertsDocument } from './Dashboard.generated';
import { BirthdayBox } from '../../features/clients/BirthdayBox';
import { SanctionsListBanner } from '../../features/compliance/SanctionsListBanner';
import { SanctionsListStateDocument } from '../../features/compliance/SanctionsListBanner.generated';
import { PENDING_LIST_COLUMNS, PendingOrderList } from '../../features/lists/PendingOrderList';
import { WeekCalendar, WeekCalendarPlaceholder } from '../../features/lists/WeekCalendar';
import { WeekPicker } from '../../features/lists/WeekPicker';
import { csvFileName } from '../../ui/csv';
import { errorMessage } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { Loading } from '../../ui/Loading';
import { getUserInfo, storeAgencyTimeZone, storedAgencyTimeZone } from '../../features/auth/session';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';
import { startEachInItsOwnTask } from '../../apollo/startQueries';

/**
 * Starts the dashboard's queries as its route is entered, before it renders (`web/src/router.tsx`,
 * docs/screens.md#weight): the summary, the birthday box, the week of the agency's today (by the
 * time zone stored at the last visit, as the screen asks for it) and, for an administrator by the
 * role stored at sign-in, the open compliance alerts and the sanctions list's state. Each goes to the network; the screen's hooks
 * read the replies from the cache, or share a request still on its way.
 */
export function startQueries(client: ApolloClient): void {
  startEachInItsOwnTask([
    () => client.query({ query: DashboardSummaryDocument, fetchPolicy: 'network-only' }),
    () => client.query({ query: DashboardWeekDocument, variables: { date: todayIn(storedAgencyTimeZone()) }, fetchPolicy: 'network-only' }),
    () => client.query({ query: BirthdayBoxDocument, fetchPolicy: 'network-only' }),
    ...(getUserInfo()?.highestRole === 'ADMINISTRATOR'
      ? [
          () => client.query({ query: OpenComplianceAlertsDocument, fetchPolicy: 'network-only' }),
          () => client.query({ query: SanctionsListStateDocument, fetchPolicy: 'network-only' }),
        ]
      : []),
  ]);
}

/** The agency's today ('YYYY-MM-DD') in `timeZone`, or in the browser's zone when it is not known. */
function todayIn(timeZone: string | null): string {
  return calendarDateIn(timeZone, new Date());
}

/** The hold box's text (docs/lists-and-reports.md). */
export function holdBoxText(count: number): string {
  return translate('dashboard.hold', { count });
}

/**
 * The administrators' compliance box: how many alerts (CTR, structuring, sanctions) wait for a
 * decision, linking to them (docs/compliance.md "Alerts").
 */
function ComplianceBox() {
  // Asked for anew as the dashboard is entered (startQueries).
  const { data, error } = useQuery(OpenComplianceAlertsDocument, { fetchPolicy: 'cache-first' });
  const open = data?.openComplianceAlerts ?? 0;
  return (
    <Paper variant="outlined" data-testid="compliance-box" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <GppMaybeIcon color={open > 0 ? 'error' : 'success'} />
      <Link component={RouterLink} to="/compliance/alerts" underline="hover" sx={{ fontWeight: 600 }}>
        {data
          ? translate('alerts.openCount', { count: open })
          : error
            ? translate('alerts.countUnavailable')
            : translate('alerts.counting')}
      </Link>
    </Paper>
  );
}

/**
 * /dashboard (docs/lists-and-reports.md): the birthday box, the hold box (links to /orders/hold), a
 * 'Week of' date picker (the agency's today by default) with Monday to Friday of that week, and the
 * first 5 pending orders by payment date; 'Show Pending Orders', the compliance box and the sanctions
 * list's box (its warning when no list or a stale one is loaded: docs/compliance.md) for administrators.
 */
export default function Dashboard() {
  const notify = useNotify();
  // The summary, the birthday box, the week of today and the alerts are asked for anew as the
  // dashboard is entered (startQueries): the hooks read them from the cache. A week picked here is
  // asked for again each time.
  const summary = useQuery(DashboardSummaryDocument, { fetchPolicy: 'cache-first' });
  const [picked, setPicked] = useState<string | null>(null);
  // The agency's time zone as the server says it, else as it said it last time in this browser
  // (else the browser's own): the week is asked for at once, beside the summary, rather than
  // after it; it is asked for again only if the agency's today turns out to be another day
  // (docs/screens.md#weight).
  const timeZone = summary.data?.agency.timeZone ?? storedAgencyTimeZone();
  useEffect(() => {
    if (summary.data) storeAgencyTimeZone(summary.data.agency.timeZone);
  }, [summary.data]);
  const today = todayIn(timeZone);
  const date = picked ?? today;
  const week = useQuery(DashboardWeekDocument, { variables: { date }, fetchPolicy: picked === null ? 'cache-first' : 'cache-and-network' });
  // The role stored at sign-in until the server answers, so the compliance box and 'Show Pending
  // Orders' are there from the first paint instead of pushing the screen down (docs/screens.md#weight).
  const isAdministrator = summary.data?.viewer.isAdministrator ?? getUserInfo()?.highestRole === 'ADMINISTRATOR';
  // The week and the pending list render from deferred copies of the replies: Apollo hands a reply
  // over synchronously, and drawing both lists in the same task was the dashboard's longest one; a
  // deferred render is cut into short tasks (docs/screens.md#weight). When both replies are in hand,
  // the pending list waits for the week to be drawn, so the two are committed in two tasks rather
  // than in one twice as long; it never waits for a week still on its way or failed.
  const weekReply = (week.data ?? week.previousData)?.week;
  const days = useDeferredValue(weekReply) ?? [];
  const [weekDrawn, setWeekDrawn] = useState(false);
  useEffect(() => {
    if (days.length > 0 && !weekDrawn) startTransition(() => setWeekDrawn(true));
  }, [days.length, weekDrawn]);
  const pendingOrders = useDeferredValue(weekReply && !weekDrawn ? undefined : summary.data?.pendingOrders.items);
  const pending = pendingOrders ?? [];

  useEffect(() => {
    if (summary.error) notify.error(translate('dashboard.loadFailed', { message: errorMessage(summary.error) }));
  }, [summary.error, notify]);
  useEffect(() => {
    if (week.error) notify.error(translate('dashboard.weekFailed', { message: errorMessage(week.error) }));
  }, [week.error, notify]);

  return (
    <>
      <PageTitle title={translate('dashboard.dashboard')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 2 }}>
        <BirthdayBox />
        <Paper variant="outlined" data-testid="hold-box" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <PauseCircleIcon color="warning" />
          <Link component={RouterLink} to="/orders/hold" underline="hover" sx={{ fontWeight: 600 }}>
            {summary.data
              ? holdBoxText(summary.data.holdCount)
              : summary.error
                ? translate('dashboard.holdUnavailable')
                : translate('dashboard.countingHold')}
          </Link>
        </Paper>
        {isAdministrator && <ComplianceBox />}
        {isAdministrator && <SanctionsListBanner box />}
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="week-title" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Typography id="week-title" variant="h6" component="h2">
            {translate('dashboard.week')}
          </Typography>
          <WeekPicker value={date} onChange={setPicked} />
        </Stack>
        {week.error && days.length === 0 ? (
          <Alert severity="error" role="alert">
            {translate('dashboard.weekFailed', { message: errorMessage(week.error) })}
          </Alert>
        ) : days.length === 0 ? (
          <WeekCalendarPlaceholder label={translate('dashboard.loadingTheWeek')} />
        ) : (
          <Box sx={{ opacity: week.loading && !week.data ? 0.6 : 1 }}>
            <WeekCalendar days={days} today={today} isAdministrator={isAdministrator} />
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="pending-title" sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}
        >
          <Typography id="pending-title" variant="h6" component="h2">
            {translate('dashboard.pendingOrders')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportCsvButton fileName={csvFileName('pending-orders', today)} columns={PENDING_LIST_COLUMNS} rows={pending} />
            {isAdministrator ? (
              <Button variant="contained" component={RouterLink} to="/orders/pending">
                {translate('dashboard.showPendingOrders')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
        {pendingOrders ? (
          <PendingOrderList orders={pending} today={today} />
        ) : summary.error ? (
          <Alert severity="error" role="alert">
            {translate('dashboard.pendingFailed', { message: errorMessage(summary.error) })}
          </Alert>
        ) : (
          <Loading label={translate('dashboard.loadingPendingOrders')} />
        )}
      </Paper>
    </>
  );
}
