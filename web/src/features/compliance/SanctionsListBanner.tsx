import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { SanctionsListStateDocument, type SanctionsListStateQuery } from './SanctionsListBanner.generated';
import { translate } from '../../i18n';

/**
 * The warning for a sanctions list that cannot be relied on (docs/compliance.md "The list's age"):
 * 'No sanctions list is loaded: no one is screened' with no list, 'The sanctions list is N days
 * old' past SANCTIONS_LIST_MAX_AGE_DAYS; null for a fresh list.
 */
export function sanctionsListWarning(list: SanctionsListStateQuery['sanctionsList']): string | null {
  if (!list.stale) return null;
  return list.loadedAt === null || list.ageDays === null
    ? translate('sanctionsList.noList')
    : translate('sanctionsList.old', { count: list.ageDays });
}

/** What the dashboard's box says of a fresh list: loaded today, or N days ago. */
function freshText(ageDays: number | null): string {
  return ageDays ? translate('sanctionsList.loadedAgo', { count: ageDays }) : translate('sanctionsList.loadedToday');
}

/**
 * The sanctions list's warning, on the Compliance screens and (administrators only) the dashboard
 * (docs/compliance.md "The list's age"), shown until a fresh list is loaded; asked for anew as the
 * screen is entered. By default a warning banner (nothing for a fresh list) with a link to the
 * Sanctions List screen. `box`: the dashboard's box, there from the first paint so nothing below
 * it moves when the answer comes (docs/screens.md#weight): the warning in the warning colour, else
 * when the fresh list was loaded. `link: false` leaves the link out (on the Sanctions List screen itself).
 */
export function SanctionsListBanner({ box = false, link = true }: { box?: boolean; link?: boolean }) {
  const { data } = useQuery(SanctionsListStateDocument, { fetchPolicy: box ? 'cache-first' : 'cache-and-network' });
  const list = data?.sanctionsList;
  const warning = list ? sanctionsListWarning(list) : null;
  if (box) {
    return (
      <Paper
        variant="outlined"
        data-testid="sanctions-list-box"
        role={warning ? 'alert' : undefined}
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5, ...(warning ? { borderColor: 'warning.main' } : {}) }}
      >
        {warning ? <WarningAmberIcon color="warning" /> : <VerifiedUserIcon color={list ? 'success' : 'disabled'} />}
        <Link component={RouterLink} to="/compliance/sanctions" underline="hover" sx={{ fontWeight: 600 }}>
          {warning ?? (list ? freshText(list.ageDays) : translate('sanctionsList.checking'))}
        </Link>
      </Paper>
    );
  }
  if (!warning) return null;
  // The link is in the text, not a button beside it: a phone's width keeps it whole (it wraps as words do).
  return (
    <Alert severity="warning" role="alert" data-testid="sanctions-list-banner" sx={{ mb: 2 }}>
      {warning}
      {link ? (
        <>
          {' · '}
          <Link component={RouterLink} to="/compliance/sanctions" color="inherit" sx={{ fontWeight: 600 }}>
            {translate('sanctionsList.loadFresh')}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
