import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PixKeyManager_BeneficiaryFragment } from './PixKeyManager.generated';
import type { SelectPixDialog_PixKeyFragment } from './SelectPixDialog.generated';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { canAddPixKey } from './beneficiarySchema';
import { usePixKeyMutations } from './useBeneficiaryMutations';
import { translate } from '../../i18n';
import { formatPixKey } from '../../ui/format';

/** The question before a key is deleted. */
export const DELETE_PIX_KEY_QUESTION = 'people.deletePixKeyQuestion';

/**
 * The Pix list manager (docs/clients-and-beneficiaries.md#screens): the beneficiary's keys with the main one marked, 'Set Main' and
 * 'Delete' (confirmed) per key, and 'New PIX Key' with 'Add', enabled only for a non-blank key
 * (docs/clients-and-beneficiaries.md#validation). A refused key's message shows under the field. The list follows the cache: each
 * mutation returns the beneficiary with its keys.
 */
export function PixKeyManagerDialog({
  open,
  onClose,
  beneficiary,
}: {
  open: boolean;
  onClose: () => void;
  beneficiary: PixKeyManager_BeneficiaryFragment;
}) {
  const titleId = useId();
  const { addPixKey, setMainPixKey, deletePixKey, loading } = usePixKeyMutations();
  const [newKey, setNewKey] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<SelectPixDialog_PixKeyFragment | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function add() {
    if (!canAddPixKey(newKey)) return;
    setAdding(true);
    const problem = await addPixKey(beneficiary.id, newKey);
    setAdding(false);
    setAddError(problem);
    if (!problem) setNewKey('');
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('people.pixKeys2')}</DialogTitle>
      <DialogContent>
        {beneficiary.pixKeys.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('people.noPixKeysYet')}
          </Typography>
        ) : (
          <List aria-label={translate('people.pixKeys')} sx={{ mb: 2 }}>
            {beneficiary.pixKeys.map((k) => (
              <ListItem
                key={k.id}
                data-testid="pix-key"
                divider
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    {k.main ? null : (
                      <Button size="small" disabled={loading} onClick={() => void setMainPixKey(k.id)}>
                        {translate('people.setMain')}
                      </Button>
                    )}
                    <Button size="small" color="error" disabled={loading} onClick={() => setToDelete(k)}>
                      {translate('people.delete')}
                    </Button>
                  </Stack>
                }
                sx={{ pr: 22 }}
              >
                <ListItemText primary={formatPixKey(k.key)} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
                {k.main ? <Chip size="small" color="primary" label={translate('people.main')} sx={{ ml: 1 }} /> : null}
              </ListItem>
            ))}
          </List>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            // The dialog is portaled but React events still bubble to the beneficiary form.
            e.preventDefault();
            e.stopPropagation();
            void add();
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={translate('people.newPixKey')}
              value={newKey}
              onChange={(e) => {
                setNewKey(e.target.value);
                setAddError(null);
              }}
              error={Boolean(addError)}
              helperText={addError ?? 'A CPF, CNPJ, email, +55 phone or random key'}
              autoComplete="off"
            />
            <Button type="submit" variant="contained" disabled={!canAddPixKey(newKey) || adding} loading={adding}>
              {translate('people.add')}
            </Button>
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('people.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={toDelete !== null}
        title={translate('people.deletePixKey')}
        question={translate(DELETE_PIX_KEY_QUESTION)}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          setDeleting(true);
          await deletePixKey(toDelete.id);
          setDeleting(false);
          setToDelete(null);
        }}
      />
    </Dialog>
  );
}
