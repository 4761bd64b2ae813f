/**
 * The refusal of a possible sanctions match (422 SANCTIONS_MATCH, docs/compliance.md "Reviewing a
 * possible match"), one dialog for Preview's Confirm and the Renew screen: the server's sentence,
 * each match (SanctionsMatches) beside the people screened, and, for an administrator, the written
 * reason that sends the request again with `sanctionsOverride`. An employee only reads it: an
 * administrator must review it.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { translate } from '../../i18n';
import { SanctionsMatches, type SanctionsMatchView, type ScreenedPerson } from './SanctionsMatches';

/** What the dialog shows: the refusal's sentence and matches, and the people whose names were screened. */
export interface SanctionsRefusal {
  message: string;
  matches: SanctionsMatchView[];
  screened: ScreenedPerson[];
}

/**
 * Open while `refusal` is set. With `canOverride` (an administrator) a reason is asked and
 * `onOverride(reason)` called with it trimmed (the button disabled while blank); `overrideLabel`
 * names what it does ('Override and confirm'). Without it, only OK (`onClose`).
 */
export function SanctionsOverrideDialog({
  refusal,
  canOverride,
  overrideLabel,
  onClose,
  onOverride,
}: {
  refusal: SanctionsRefusal | null;
  canOverride: boolean;
  overrideLabel: string;
  onClose: () => void;
  onOverride: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  // A new refusal starts with an empty reason.
  useEffect(() => {
    if (refusal) setReason('');
  }, [refusal]);
  return (
    <Dialog
      open={refusal !== null}
      onClose={onClose}
      aria-labelledby="sanctions-title"
      aria-describedby="sanctions-text"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="sanctions-title">{translate('orders.possibleSanctionsMatch')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sanctions-text" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {refusal?.message ?? ''}
        </DialogContentText>
        {refusal && <SanctionsMatches matches={refusal.matches} screened={refusal.screened} />}
        {canOverride && (
          <TextField
            sx={{ mt: 2 }}
            label={translate('orders.reasonForTheOverride')}
            helperText={translate('orders.whyThisPersonIsNot')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {canOverride ? (
          <>
            <Button onClick={onClose}>{translate('orders.cancel')}</Button>
            <Button variant="contained" color="warning" disabled={reason.trim() === ''} onClick={() => onOverride(reason.trim())}>
              {overrideLabel}
            </Button>
          </>
        ) : (
          <Button variant="contained" autoFocus onClick={onClose}>
            {translate('orders.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
