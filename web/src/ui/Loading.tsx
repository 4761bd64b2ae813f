import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { translate } from '../i18n';

/** A centred spinner for a screen or a section that is loading. */
export function Loading({ label = translate('common.loadingLabel') }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
