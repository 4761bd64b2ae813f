import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from './PageTitle';
import { translate } from '../i18n';

/** The page of a screen a later issue builds: its title and a short notice. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{translate('common.thisScreenIsNotBuilt')}</Typography>
      </Paper>
    </>
  );
}
