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
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SelectBeneficiaryDialogByNameDocument,
  SelectBeneficiaryDialogOfClientDocument,
  type BeneficiaryFields_BeneficiaryFragment,
} from '../../generated/graphql';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { formatBrPhone } from '../../ui/phone';
import { useDebounced } from '../../ui/useDebounced';
import { SENDER_NOT_FOUND } from '../clients/SelectSenderDialog';
import { payoutTypeLabel } from './payout';

function Option({ beneficiary, onPick }: { beneficiary: BeneficiaryFields_BeneficiaryFragment; onPick: () => void }) {
  return (
    <ListItemButton data-testid="beneficiary-option" onClick={onPick}>
      <ListItemText
        primary={beneficiary.fullName}
        secondary={[
          `#${beneficiary.id}`,
          beneficiary.telephone ? formatBrPhone(beneficiary.telephone) : null,
          `${beneficiary.city}, ${beneficiary.state}`,
          payoutTypeLabel(beneficiary.payoutType),
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </ListItemButton>
  );
}

/**
 * 'Select Beneficiary' (spec 01 §2): the chosen sender's past beneficiaries first
 * (beneficiariesOfClient), and a search by name (beneficiariesByName). 'Sender not found!' when the
 * search finds none (the spec uses the sender's text here too). The whole beneficiary goes to
 * `onSelect`.
 */
export function SelectBeneficiaryDialog({
  open,
  onClose,
  onSelect,
  clientId,
  initialName = '',
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (beneficiary: BeneficiaryFields_BeneficiaryFragment) => void;
  clientId?: string | null;
  initialName?: string;
}) {
  const titleId = useId();
  const notify = useNotify();
  const [name, setName] = useState(initialName);
  const term = useDebounced(name.trim(), 300);

  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);

  const past = useQuery(SelectBeneficiaryDialogOfClientDocument, {
    variables: { clientId: clientId ?? '' },
    skip: !open || !clientId,
    fetchPolicy: 'network-only',
  });
  const found = useQuery(SelectBeneficiaryDialogByNameDocument, {
    variables: { name: term },
    skip: !open || term === '',
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (past.error) notify.error(`Unable to load the sender's beneficiaries: ${errorMessage(past.error)}`);
  }, [past.error, notify]);
  useEffect(() => {
    if (found.error) notify.error(`${SENDER_NOT_FOUND} ${errorMessage(found.error)}`);
  }, [found.error, notify]);

  const pastItems = clientId ? (past.data?.beneficiariesOfClient ?? []) : [];
  const pastIds = new Set(pastItems.map((b) => b.id));
  const foundItems = term === '' ? [] : (found.data?.beneficiariesByName ?? []).filter((b) => !pastIds.has(b.id));
  const pick = (b: BeneficiaryFields_BeneficiaryFragment) => {
    onSelect(b);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Select Beneficiary</DialogTitle>
      <DialogContent>
        <TextField
          label="Beneficiary Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
          autoComplete="off"
          sx={{ mt: 1 }}
        />
        {clientId ? (
          <List aria-label="Past beneficiaries" subheader={<ListSubheader disableSticky>Sender&apos;s beneficiaries</ListSubheader>}>
            {past.loading && !past.data ? (
              <Loading label="Loading the sender's beneficiaries" />
            ) : pastItems.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2 }}>
                No past beneficiaries for this sender.
              </Typography>
            ) : (
              pastItems.map((b) => <Option key={b.id} beneficiary={b} onPick={() => pick(b)} />)
            )}
          </List>
        ) : null}
        {term === '' ? (
          clientId ? null : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Type part of the beneficiary&apos;s name.
            </Typography>
          )
        ) : found.loading && !found.data ? (
          <Loading label="Searching beneficiaries" />
        ) : found.error || (found.data?.beneficiariesByName.length ?? 0) === 0 ? (
          <Typography color="error" sx={{ mt: 2 }} role="status">
            {SENDER_NOT_FOUND}
          </Typography>
        ) : (
          <List aria-label="Beneficiaries found" subheader={<ListSubheader disableSticky>Search results</ListSubheader>}>
            {foundItems.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2 }}>
                Only the sender&apos;s beneficiaries above match.
              </Typography>
            ) : (
              foundItems.map((b) => <Option key={b.id} beneficiary={b} onPick={() => pick(b)} />)
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
