import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formatDateTime } from './format';
import { translate } from '../i18n';

/** The details of an EDITED_ELSEWHERE refusal (docs/errors.md): who wrote the record last, when (an instant), its version now. */
export interface EditedElsewhere {
  currentVersion: number;
  editedBy: string | null;
  editedAt: string;
}

/** The EDITED_ELSEWHERE details of a failed save, or null for any other failure. */
export function editedElsewhereOf(error: unknown): EditedElsewhere | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const found = error.errors.find((e) => e.extensions?.['code'] === 'EDITED_ELSEWHERE');
  if (!found) return null;
  const ext = found.extensions!;
  return {
    currentVersion: Number(ext['currentVersion']),
    editedBy: typeof ext['editedBy'] === 'string' ? ext['editedBy'] : null,
    editedAt: typeof ext['editedAt'] === 'string' ? ext['editedAt'] : '',
  };
}

/**
 * The one conflict dialog (docs/ARCHITECTURE.md#versions): a save was refused because someone else
 * changed the record meanwhile. Says who and when (agency time), lists what the clerk typed (not
 * saved; `typed` as [label, value]) and offers 'Load the current record' or 'Keep editing' — neither
 * side is dropped without the clerk choosing.
 */
export function EditedElsewhereDialog({
  conflict,
  typed,
  onLoadCurrent,
  onClose,
  timeZone,
}: {
  conflict: EditedElsewhere | null;
  /** The agency's IANA zone when the screen has it; else the one the signed-in frame keeps (formatDateTime). */
  timeZone?: string | null;
  typed: [string, string][];
  onLoadCurrent: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={conflict !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('conflict.title')}</DialogTitle>
      <DialogContent>
        {conflict && (
          <Typography sx={{ mb: 2 }}>
            {translate('conflict.message', {
              editedBy: conflict.editedBy ?? translate('conflict.theSystem'),
              editedAt: formatDateTime(conflict.editedAt, timeZone),
            })}
          </Typography>
        )}
        {typed.length > 0 && (
          <>
            <Typography variant="subtitle2">{translate('conflict.typed')}</Typography>
            <dl aria-label={translate('conflict.typed')} style={{ margin: 0 }}>
              {typed.map(([label, value]) => (
                <div key={label} style={{ display: 'flex', gap: 8 }}>
                  <dt style={{ fontWeight: 500 }}>{label}:</dt>
                  <dd style={{ margin: 0 }}>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('conflict.keepEditing')}</Button>
        <Button variant="contained" onClick={onLoadCurrent}>
          {translate('conflict.loadCurrent')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
