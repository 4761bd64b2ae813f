import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDateTime } from '../../ui/format';
import { translate } from '../../i18n';
import type { OrderChange } from './useLiveUpdates';

/**
 * Whether `change` is newer than the version a dialog is working on (`since`): another counter's save,
 * not the clerk's own (whose version the dialog already holds once its save answered).
 */
export function changedSince(change: OrderChange | null, since: number | null | undefined): change is OrderChange {
  if (!change || since === null || since === undefined) return false;
  return change.version === null || change.version > since;
}

/**
 * Said inside a dialog open on an order that another counter changed meanwhile (docs/live-updates.md
 * "The web"): 'Changed by {name} at {time}: reload to see it', with Reload, before the clerk saves
 * (the save would be refused as EDITED_ELSEWHERE: docs/ARCHITECTURE.md#versions). Nothing while the
 * dialog's own save runs (`busy`: its own event may come before its answer). `timeZone`: the agency's.
 */
export function ChangedElsewhereNotice({
  change,
  since,
  busy = false,
  timeZone,
  onReload,
}: {
  change: OrderChange | null;
  since: number | null | undefined;
  busy?: boolean;
  timeZone?: string | null;
  onReload: () => void;
}) {
  if (busy || !changedSince(change, since)) return null;
  const values = { editedBy: change.editedBy ?? translate('conflict.theSystem'), editedAt: formatDateTime(change.editedAt, timeZone) };
  return (
    <Alert
      severity="warning"
      data-testid="changed-elsewhere"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('live.reload')}
        </Button>
      }
    >
      {translate(change.kind === 'DELETED' ? 'live.deletedBy' : 'live.changedBy', values)}
    </Alert>
  );
}
