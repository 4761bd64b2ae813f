import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SelectPixDialogDocument, type SelectPixDialog_PixKeyFragment } from './SelectPixDialog.generated';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PickDialog } from '../../ui/PickDialog';
import { translate } from '../../i18n';
import { formatPixKey } from '../../ui/format';

/**
 * 'Select a PIX' (docs/clients-and-beneficiaries.md#screens): lists a beneficiary's Pix keys, the main one marked, and hands the
 * picked one to `onSelect`. Pass the keys you have (`pixKeys`), or the beneficiary's id to load them.
 */
export function SelectPixDialog({
  open,
  onClose,
  onSelect,
  pixKeys,
  beneficiaryId,
  selectedKey,
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (pixKey: SelectPixDialog_PixKeyFragment) => void;
  pixKeys?: readonly SelectPixDialog_PixKeyFragment[];
  beneficiaryId?: string | null;
  selectedKey?: string | null;
}) {
  const notify = useNotify();
  const { data, error, loading } = useQuery(SelectPixDialogDocument, {
    variables: { id: beneficiaryId ?? '' },
    skip: !open || Boolean(pixKeys) || !beneficiaryId,
  });

  useEffect(() => {
    if (error) notify.error(translate('people.pixFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  const keys = pixKeys ?? data?.beneficiary.pixKeys ?? [];

  return (
    <PickDialog open={open} onClose={onClose} title={translate('people.selectAPix')} maxWidth="xs">
      {!pixKeys && loading && !data ? (
        <Loading label={translate('people.loadingPixKeys')} />
      ) : keys.length === 0 ? (
        <Typography color="text.secondary">{translate(error ? 'people.pixUnavailable' : 'people.noPixKeys')}</Typography>
      ) : (
        <List aria-label={translate('people.pixKeys')}>
          {keys.map((k) => (
            <ListItem key={k.id} disablePadding>
              <ListItemButton
                data-testid="pix-option"
                selected={k.key === selectedKey}
                onClick={() => {
                  onSelect(k);
                  onClose();
                }}
              >
                <ListItemText primary={formatPixKey(k.key)} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
                {k.main ? <Chip size="small" color="primary" label={translate('people.main')} sx={{ ml: 1 }} /> : null}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </PickDialog>
  );
}
