import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTextField } from '../../ui/DateTextField';
import { translate } from '../../i18n';

/**
 * The sidebar's Orders Report modal (docs/lists-and-reports.md): a start and an end payment date; the report
 * opens in a new window at /orders/report/{start}_{end}. Both dates are needed, start not after end.
 * The dates are typed as the language writes them (DateTextField): an impossible one (02/31/2026)
 * stays as typed with a sentence saying it does not exist, and Generate waits until it is corrected.
 */
export function OrdersReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const valid = start !== '' && end !== '' && start <= end;

  const generate = () => {
    if (!valid) return;
    window.open(`/orders/report/${start}_${end}`, '_blank', 'noopener');
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="orders-report-title" maxWidth="xs" fullWidth>
      <DialogTitle id="orders-report-title">{translate('auth.ordersReport')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DateTextField label={translate('auth.startDate')} value={start} onChange={setStart} />
          <DateTextField label={translate('auth.endDate')} value={end} onChange={setEnd} />
          {start && end && start > end ? (
            <Typography variant="body2" color="error">
              {translate('auth.theStartDateMustNot')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('auth.cancel')}</Button>
        <Button onClick={generate} disabled={!valid} variant="contained">
          {translate('auth.generate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
