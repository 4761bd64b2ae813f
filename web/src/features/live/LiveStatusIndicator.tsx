import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useLiveStatus } from './useLiveUpdates';
import { translate } from '../../i18n';

/** How long the connection must stay down before the indicator shows (a reconnection the gateway asked for takes less). */
export const INDICATOR_DELAY_MS = 1500;

/**
 * 'Live updates paused — reconnecting' while the live connection is down (docs/live-updates.md
 * "The web"): a small chip at the screen's bottom right, over the page rather than in it, so
 * nothing moves when it comes and goes (docs/screens.md#sizes). It is a status region: a screen
 * reader says it once, when it appears. Meanwhile the screens refetch on the window's focus
 * (useLiveUpdates). Its `data-live-state` attribute says the connection's state.
 */
export function LiveStatusIndicator() {
  const { state } = useLiveStatus();
  const down = state === 'down';
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!down) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [down]);

  return (
    <Box
      role="status"
      // The connection's state, for tests and support ('idle', 'connecting', 'connected', 'down').
      data-live-state={state}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        pointerEvents: 'none',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {shown ? (
        <Chip
          icon={<SyncProblemIcon />}
          color="warning"
          label={translate('live.paused')}
          data-testid="live-paused"
          // On a phone the Portuguese text may need two lines rather than an ellipsis.
          sx={{ boxShadow: 2, maxWidth: '100%', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      ) : null}
    </Box>
  );
}
