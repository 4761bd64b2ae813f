import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

const AREAS = [
  {
    to: '/dashboard',
    title: 'select.currency',
    text: 'select.currencyText',
    Icon: CurrencyExchangeIcon,
  },
  {
    to: '/investments/dashboard',
    title: 'select.investments',
    text: 'select.investmentsText',
    Icon: TrendingUpIcon,
  },
] as const;

/** /select: the landing page after login, one big choice per area (docs/employees-and-access.md#sign-in). */
export default function SelectArea() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ width: '100%', maxWidth: 760 }}>
        <PageTitle title={translate('auth.chooseAnArea')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {AREAS.map(({ to, title, text, Icon }) => (
            <Card key={to} variant="outlined" sx={{ flex: 1 }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent sx={{ py: 6, textAlign: 'center' }}>
                  <Icon color="primary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
                  <Typography variant="h5" component="h2" gutterBottom>
                    {translate(title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(text)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
