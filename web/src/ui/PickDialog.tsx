import { useEffect, useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Loading } from './Loading';
import { useDebounced } from './useDebounced';
import { translate } from '../i18n';

/**
 * The frame of a dialog that picks one thing from a list ('Select Sender', 'Select Beneficiary',
 * 'Select a PIX'): the title, the name search field when there is a `search`, the list
 * (`children`) and Cancel.
 */
export function PickDialog({
  open,
  onClose,
  title,
  maxWidth = 'sm',
  search,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  maxWidth?: 'xs' | 'sm';
  /** The search field: its label and the text typed (useNameSearch's `name` and `setName`). */
  search?: { label: string; value: string; onChange: (value: string) => void };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {search ? (
          <TextField
            label={search.label}
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
            autoFocus
            autoComplete="off"
            sx={{ mt: 1 }}
          />
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A search-as-you-type name: `name` as typed and `term`, its trimmed text once typing pauses (300
 * ms; '' for nothing to search). Each time the dialog opens, `name` starts again from `initialName`.
 */
export function useNameSearch(open: boolean, initialName: string) {
  const [name, setName] = useState(initialName);
  const term = useDebounced(name.trim(), 300);
  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);
  return { name, setName, term };
}

/**
 * What a name search shows under its field: `hint` while nothing is typed, a spinner
 * (`loadingLabel`) while the first results load, `notFound` (role status) when the search failed
 * or found none (`found` is false), else the results (`children`).
 */
export function NameSearchResults({
  term,
  hint,
  loading,
  loadingLabel,
  found,
  notFound,
  children,
}: {
  term: string;
  hint: ReactNode;
  loading: boolean;
  loadingLabel: string;
  found: boolean;
  notFound: string;
  children: ReactNode;
}) {
  if (term === '') return hint;
  if (loading) return <Loading label={loadingLabel} />;
  if (!found) {
    return (
      <Typography color="error" sx={{ mt: 2 }} role="status">
        {notFound}
      </Typography>
    );
  }
  return children;
}
