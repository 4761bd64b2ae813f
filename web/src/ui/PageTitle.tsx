import { useEffect, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '../i18n';

/**
 * A screen's heading (an h1), with optional actions on the right; on a narrow screen the actions
 * wrap under the title rather than leave the page (docs/screens.md#sizes). Also sets the tab title
 * ('Title · Agency Back Office', docs/i18n.md).
 */
export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  // In a task of its own: the browser's work on a new tab title took a few ms of the task that
  // draws a screen (docs/screens.md#weight).
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = translate('common.pageTitle', { title, appName: translate('common.appName') });
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ mb: 2, gap: 1, rowGap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="h5" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {actions ? (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
