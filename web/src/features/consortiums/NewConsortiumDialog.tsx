import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { CreateConsortiumDocument } from './consortiums.generated';
import { errorMessage } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { FormDialog } from '../../ui/SubmitForm';
import { checkConsortiumTitle } from './consortiumForm';
import { translate } from '../../i18n';

/** The consortium list's 'New' modal (docs/consortiums.md): a Title that must not be empty. */
export function NewConsortiumDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateConsortiumDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'consortiums' });
      cache.gc();
    },
  });
  useEffect(() => {
    if (open) {
      setTitle('');
      setProblem(null);
    }
  }, [open]);

  async function save() {
    const message = checkConsortiumTitle(title);
    setProblem(message);
    if (message) return;
    try {
      await create({ variables: { title: title.trim() } });
      notify.success(translate('consortium.created'));
      onClose();
    } catch (error) {
      notify.error(translate('consortium.createFailed', { message: errorMessage(error) }));
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="new-consortium-title"
      title={translate('consortium.newConsortium')}
      busy={loading}
      onSubmit={save}
    >
      <TextField
        label={translate('consortium.title')}
        required
        fullWidth
        autoFocus
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(problem)}
        helperText={problem}
        autoComplete="off"
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
