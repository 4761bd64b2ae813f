import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { WeekCalendar_DayFragment } from './WeekCalendar.generated';
import { monthDay, weekDayLink, weekdayName } from './week';
import { translate } from '../../i18n';

type Day = WeekCalendar_DayFragment;

/**
 * A day's Completed, Cancelled and Pending counts as one description list styled once, each count in
 * its status's colour: three rows of two texts each were 9 styled elements a card, 45 a week, each
 * computing its style as it mounts (docs/screens.md#weight).
 */
const COUNTS = {
  m: 0,
  typography: 'body2',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: 1 },
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, fontWeight: 700 },
  '& .completed': { color: 'success.main' },
  '& .cancelled': { color: 'error.main' },
  '& .pending': { color: 'warning.dark' },
} as const;

function DayCounts({ day }: { day: Day }) {
  const counts = [
    ['completed', translate('dashboard.completed'), day.completed],
    ['cancelled', translate('dashboard.cancelled'), day.cancelled],
    ['pending', translate('dashboard.pending'), day.pending],
  ] as const;
  return (
    <Box component="dl" sx={COUNTS}>
      {counts.map(([status, label, value]) => (
        <div key={status}>
          <dt>{label}</dt>
          <dd className={status} data-testid={`count-${status}`}>
            {value}
          </dd>
        </div>
      ))}
    </Box>
  );
}

/**
 * A day card's padding, the same whether the card is a link (an administrator's, where MUI's
 * CardActionArea follows the content with its focus highlight) or not (where MUI would give the last
 * child 24 px below): the placeholder's cards then have the loaded ones' height.
 */
const DAY_CONTENT = { '&:last-child': { pb: 2 } } as const;

function DayContent({ day, today }: { day: Day; today: string }) {
  return (
    <CardContent sx={DAY_CONTENT}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {weekdayName(day.date, day.dayName)}
      </Typography>
      <Typography
        variant="body2"
        color={day.date === today ? 'primary' : 'text.secondary'}
        sx={{ mb: 1, fontWeight: day.date === today ? 700 : 400 }}
      >
        {monthDay(day.date)}
      </Typography>
      <DayCounts day={day} />
    </CardContent>
  );
}

/** Monday to Friday side by side, or stacked on a phone. */
const WEEK_GRID = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } } as const;

/**
 * The placeholder day card's lines, styled once for the card: the day's name (subtitle1), its date
 * (body2, a gap below) and the three counts (body2), each a grey bar on a line as tall as the loaded
 * card's, so the screen below does not move when the counts arrive.
 */
const PLACEHOLDER_LINES = {
  ...DAY_CONTENT,
  '& > p': { m: 0, typography: 'body2' },
  '& > p:first-of-type': { typography: 'subtitle1' },
  '& > p:nth-of-type(2)': { mb: 1 },
  '& span': { display: 'inline-block', height: '0.8em', verticalAlign: 'middle', borderRadius: 1, bgcolor: 'action.hover' },
} as const;

/** The widths of the placeholder's bars: the day's name, its date, the three counts. */
const PLACEHOLDER_BARS = ['50%', '30%', '100%', '100%', '100%'];

/**
 * The week while it loads: five day cards of the loaded ones' height (the same lines, greyed), so
 * the screen below does not move when the counts arrive. Plain lines under one style rather than
 * MUI's Skeletons: 50 fewer styled elements in the dashboard's first commit (docs/screens.md#weight).
 * `label` names what is loading for screen readers.
 */
export function WeekCalendarPlaceholder({ label }: { label: string }) {
  return (
    <Box sx={WEEK_GRID} role="progressbar" aria-label={label} aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Card key={i} variant="outlined">
          <CardContent sx={PLACEHOLDER_LINES}>
            {PLACEHOLDER_BARS.map((width, line) => (
              <p key={line}>
                <span style={{ width }} />
              </p>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The dashboard's Monday-to-Friday week (docs/lists-and-reports.md, #dashboard): each day's name, MM/DD and
 * its Completed, Cancelled and Pending counts (by payment date); a link to /orders/date/{date} for
 * administrators, plain text for employees (docs/lists-and-reports.md).
 */
export function WeekCalendar({ days, today, isAdministrator }: { days: readonly Day[]; today: string; isAdministrator: boolean }) {
  return (
    <Box sx={WEEK_GRID} role="list" aria-label={translate('dashboard.week')}>
      {days.map((day) => {
        const to = weekDayLink(day.date, isAdministrator);
        return (
          <Card
            key={day.date}
            variant="outlined"
            role="listitem"
            data-testid="week-day"
            data-date={day.date}
            sx={day.date === today ? { borderColor: 'primary.main' } : undefined}
          >
            {to ? (
              <CardActionArea
                component={RouterLink}
                to={to}
                aria-label={translate('dashboard.ordersOf', { day: weekdayName(day.date, day.dayName), date: monthDay(day.date) })}
              >
                <DayContent day={day} today={today} />
              </CardActionArea>
            ) : (
              <DayContent day={day} today={today} />
            )}
          </Card>
        );
      })}
    </Box>
  );
}
