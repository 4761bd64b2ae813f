import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ClientFields_ClientFragment } from './ClientFields.generated';
import { SelectSenderDialogDocument } from './SelectSenderDialog.generated';
import { errorMessage } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { formatUsPhone } from '../../ui/phone';
import { NameSearchResults, PickDialog, useNameSearch } from '../../ui/PickDialog';
import { formatTaxId } from '../../ui/format';
import { translate } from '../../i18n';

/** Shown when a client or beneficiary name search finds nothing or fails (docs/errors.md). */
export const SENDER_NOT_FOUND = 'people.senderNotFound';

/**
 * 'Select Sender' (docs/clients-and-beneficiaries.md#screens): search clients by name (clientsByName) and pick one; the whole client
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
  const notify = useNotify();
  const { name, setName, term } = useNameSearch(open, initialName);

  const { data, error, loading } = useQuery(SelectSenderDialogDocument, {
    variables: { name: term },
    skip: !open || term === '',
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (error) notify.error(`${translate(SENDER_NOT_FOUND)} ${errorMessage(error)}`);
  }, [error, notify]);

  const clients = term === '' ? [] : (data?.clientsByName ?? []);

  return (
    <PickDialog
      open={open}
      onClose={onClose}
      title={translate('people.selectSender')}
      search={{ label: translate('people.senderName'), value: name, onChange: setName }}
    >
      <NameSearchResults
        term={term}
        hint={
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('people.typeSenderName')}
          </Typography>
        }
        loading={loading && !data}
        loadingLabel={translate('people.searchingSenders')}
        found={!error && clients.length > 0}
        notFound={translate(SENDER_NOT_FOUND)}
      >
        <List aria-label={translate('people.senders')} sx={{ mt: 1 }}>
          {clients.map((client) => (
            <ListItem key={client.id} disablePadding>
              <ListItemButton
                data-testid="sender-option"
                onClick={() => {
                  onSelect(client);
                  onClose();
                }}
              >
                <ListItemText
                  primary={client.fullName}
                  secondary={[`#${client.id}`, formatUsPhone(client.telephone), `CPF ${formatTaxId(client.cpf)}`].join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </NameSearchResults>
    </PickDialog>
  );
}
