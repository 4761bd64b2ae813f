import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

/** Any unknown route: a Not Found page with a link back to the app. */
export default function NotFound() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <PageTitle title={translate('auth.notFound')} />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('auth.thereIsNoPageAt')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {translate('auth.backToTheDashboard')}
        </Button>
      </Box>
    </Box>
  );
}
