import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { digitsOnly } from '../../ui/phone';
import { EMPTY_INVESTMENT_SEARCH, type InvestmentSearchForm } from './investmentSearch';
import { SEARCH_STATUS_OPTIONS } from './status';
import { translate } from '../../i18n';

/**
 * The investment list's Search modal (docs/investments.md#screens, #the-investment, #validation): Client Name, Investment ID (digits),
 * Status (None, Pending, Completed, Canceled, Renewed), Creation Date from and Finalization Date to.
 */
export function InvestmentSearchDialog({
  open,
  value,
  onClose,
  onSearch,
}: {
  open: boolean;
  value: InvestmentSearchForm;
  onClose: () => void;
  onSearch: (form: InvestmentSearchForm) => void;
}) {
  const [form, setForm] = useState<InvestmentSearchForm>(value);
  useEffect(() => {
    if (open) setForm(value);
  }, [open, value]);
  const set = <K extends keyof InvestmentSearchForm>(key: K, v: InvestmentSearchForm[K]) => setForm((f) => ({ ...f, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(form);
    onClose();
  };
  const shrink = { inputLabel: { shrink: true } } as const;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="investment-search-title" maxWidth="sm" fullWidth>
      <Box component="form" role="search" aria-label={translate('investments.searchInvestments')} onSubmit={submit} noValidate>
        <DialogTitle id="investment-search-title">{translate('investments.searchInvestments2')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, pt: 1 }}>
            <TextField
              label={translate('investments.clientName')}
              value={form.clientName}
              onChange={(e) => set('clientName', e.target.value)}
              autoComplete="off"
            />
            <TextField
              label={translate('investments.investmentId')}
              value={form.investmentId}
              onChange={(e) => set('investmentId', digitsOnly(e.target.value))}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              select
              label={translate('investments.status')}
              value={form.status}
              onChange={(e) => set('status', e.target.value as InvestmentSearchForm['status'])}
            >
              {SEARCH_STATUS_OPTIONS.map((o) => (
                <MenuItem key={o.label} value={o.value}>
                  {translate(o.label)}
                </MenuItem>
              ))}
            </TextField>
            <Box />
            <TextField
              label={translate('investments.creationDateFrom')}
              type="date"
              value={form.startDate}
              onChange={(e) => set('startDate', e.target.value)}
              slotProps={shrink}
            />
            <TextField
              label={translate('investments.finalizationDateTo')}
              type="date"
              value={form.endDate}
              onChange={(e) => set('endDate', e.target.value)}
              slotProps={shrink}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setForm(EMPTY_INVESTMENT_SEARCH)}>{translate('investments.clear')}</Button>
          <Button onClick={onClose}>{translate('investments.cancel')}</Button>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {translate('investments.search')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
