import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectSenderDialogDocument, type ClientFields_ClientFragment } from '../../generated/graphql';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { formatUsPhone } from '../../ui/phone';
import { useDebounced } from '../../ui/useDebounced';

/** Shown when a client or beneficiary name search finds nothing or fails (spec 01 §8). */
export const SENDER_NOT_FOUND = 'Sender not found!';

/**
 * 'Select Sender' (spec 01 §2): search clients by name (clientsByName) and pick one; the whole client
 * goes to `onSelect` so the caller can fill its sender form. 'Sender not found!' when none matches.
 */
export function SelectSenderDialog({
  open,
  onClose,
  onSelect,
  initialName = '',
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (client: ClientFields_ClientFragment) => void;
  initialName?: string;
}) {
  const titleId = useId();
  const notify = useNotify();
  const [name, setName] = useState(initialName);
  const term = useDebounced(name.trim(), 300);

  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);

  const { data, error, loading } = useQuery(SelectSenderDialogDocument, {
    variables: { name: term },
    skip: !open || term === '',
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (error) notify.error(`${SENDER_NOT_FOUND} ${errorMessage(error)}`);
  }, [error, notify]);

  const clients = term === '' ? [] : (data?.clientsByName ?? []);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Select Sender</DialogTitle>
      <DialogContent>
        <TextField
          label="Sender Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
          autoComplete="off"
          sx={{ mt: 1 }}
        />
        {term === '' ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Type part of the sender&apos;s name.
          </Typography>
        ) : loading && !data ? (
          <Loading label="Searching senders" />
        ) : error || clients.length === 0 ? (
          <Typography color="error" sx={{ mt: 2 }} role="status">
            {SENDER_NOT_FOUND}
          </Typography>
        ) : (
          <List aria-label="Senders" sx={{ mt: 1 }}>
            {clients.map((client) => (
              <ListItemButton
                key={client.id}
                data-testid="sender-option"
                onClick={() => {
                  onSelect(client);
                  onClose();
                }}
              >
                <ListItemText
                  primary={client.fullName}
                  secondary={[`#${client.id}`, formatUsPhone(client.telephone), `CPF ${client.cpf}`].join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
