import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CakeIcon from '@mui/icons-material/Cake';
import { BirthdayBoxDocument } from './BirthdayBox.generated';
import { errorMessage } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { translate } from '../../i18n';

/** The box's text (docs/clients-and-beneficiaries.md#screens). */
export function birthdayBoxText(count: number): string {
  return translate('dashboard.birthdays', { count });
}

/**
 * The dashboard's birthday box: 'Today we have: N Birthday(s)' from birthdayCount; a link to
 * /birthdays for administrators, plain text for employees (docs/clients-and-beneficiaries.md).
 */
export function BirthdayBox() {
  const notify = useNotify();
  // Asked for anew as the dashboard is entered (its startQueries): read from the cache here.
  const { data, error } = useQuery(BirthdayBoxDocument, { fetchPolicy: 'cache-first' });

  useEffect(() => {
    if (error) notify.error(translate('dashboard.birthdaysFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  const text = data
    ? birthdayBoxText(data.birthdayCount)
    : error
      ? translate('dashboard.birthdaysUnavailable')
      : translate('dashboard.countingBirthdays');
  return (
    <Paper variant="outlined" data-testid="birthday-box" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CakeIcon color="secondary" />
      {data?.viewer.isAdministrator ? (
        <Link component={RouterLink} to="/birthdays" underline="hover" sx={{ fontWeight: 600 }}>
          {text}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
      )}
    </Paper>
  );
}
