import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { statusLabel } from '../orders/status';
import { orderTypeLabel } from '../orders/transfer';
import { digitsOnly, formatUsPhone, parseUsPhone } from '../../ui/phone';
import { EMPTY_SEARCH, STATUS_CHOICES, TYPE_CHOICES, type FixedSearch, type OrderSearchForm as Form } from './orderSearch';
import { translate } from '../../i18n';

/**
 * The complex search (docs/lists-and-reports.md): Sender Name, Beneficiary Name, Order ID (digits
 * only), Status, Type, Payment From / To and Telephone (US format as typed). What the page fixes is
 * shown locked. 'Search' applies the form, 'Clear' empties it; the page keeps both in the URL.
 */
export function OrderSearchForm({ value, fixed, onSearch }: { value: Form; fixed: FixedSearch; onSearch: (form: Form) => void }) {
  const [form, setForm] = useState<Form>(value);
  const applied = JSON.stringify(value);

  // The URL changed (Back, reload, Clear): show what it holds.
  useEffect(() => {
    setForm(JSON.parse(applied) as Form);
  }, [applied]);

  const set = <K extends keyof Form>(key: K, v: Form[K]) => setForm((f) => ({ ...f, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(form);
  };
  const clear = () => {
    setForm(EMPTY_SEARCH);
    onSearch(EMPTY_SEARCH);
  };
  const dateFixed = Boolean(fixed.paymentFrom || fixed.paymentTo);
  const shrink = { inputLabel: { shrink: true } } as const;

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label={translate('lists.searchOrders')}
      onSubmit={submit}
      noValidate
      sx={{ p: 2, mb: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <TextField
          label={translate('lists.senderName')}
          value={form.sender}
          onChange={(e) => set('sender', e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={translate('lists.beneficiaryName')}
          value={form.beneficiary}
          onChange={(e) => set('beneficiary', e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={translate('lists.orderId')}
          value={form.orderId}
          onChange={(e) => set('orderId', digitsOnly(e.target.value))}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={translate('lists.telephone')}
          value={formatUsPhone(form.phone)}
          onChange={(e) => set('phone', parseUsPhone(e.target.value))}
          placeholder="+1 (555) 123-4567"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <TextField
          select
          label={translate('lists.status')}
          value={fixed.status ?? form.status}
          disabled={Boolean(fixed.status)}
          onChange={(e) => set('status', e.target.value as Form['status'])}
        >
          <MenuItem value="">{translate('lists.any')}</MenuItem>
          {STATUS_CHOICES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('lists.type')}
          value={fixed.type ?? form.type}
          disabled={Boolean(fixed.type)}
          onChange={(e) => set('type', e.target.value as Form['type'])}
        >
          <MenuItem value="">{translate('lists.any')}</MenuItem>
          {TYPE_CHOICES.map((t) => (
            <MenuItem key={t} value={t}>
              {orderTypeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('lists.paymentFrom')}
          type="date"
          value={(dateFixed ? fixed.paymentFrom : form.from) ?? ''}
          disabled={dateFixed}
          onChange={(e) => set('from', e.target.value)}
          slotProps={shrink}
        />
        <TextField
          label={translate('lists.paymentTo')}
          type="date"
          value={(dateFixed ? fixed.paymentTo : form.to) ?? ''}
          disabled={dateFixed}
          onChange={(e) => set('to', e.target.value)}
          slotProps={shrink}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={clear}>{translate('lists.clear')}</Button>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('lists.search')}
        </Button>
      </Stack>
    </Paper>
  );
}
