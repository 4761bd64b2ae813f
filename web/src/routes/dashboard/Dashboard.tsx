import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BirthdayBox } from '../../features/clients/BirthdayBox';
import { PageTitle } from '../../ui/PageTitle';

/**
 * /dashboard: the birthday box (the clients issue). The weekly calendar, the hold box and the
 * pending list come with the lists issue.
 */
export default function Dashboard() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 2 }}>
        <BirthdayBox />
      </Box>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">
          The weekly calendar, the orders on hold and the pending orders are not built yet.
        </Typography>
      </Paper>
    </>
  );
}
