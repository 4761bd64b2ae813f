import { useEffect, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '../i18n';

/** A screen's heading (an h1), with optional actions on the right. Also sets the tab title ('Title · Agency Back Office', docs/i18n.md). */
export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  useEffect(() => {
    document.title = translate('common.pageTitle', { title, appName: translate('common.appName') });
  }, [title]);
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {actions ? <Stack direction="row" spacing={1}>{actions}</Stack> : null}
    </Stack>
  );
}
