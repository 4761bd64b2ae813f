import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { translate } from '../i18n';

/** Shown when a screen fails to render or load (for example a lazy chunk that did not arrive). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : translate('common.unexpectedError');
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {translate('common.pageFailed', { message })}
      </Alert>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        {translate('common.backToTheDashboard')}
      </Button>
    </Box>
  );
}
