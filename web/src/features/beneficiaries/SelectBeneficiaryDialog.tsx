import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { type BeneficiaryFields_BeneficiaryFragment } from './BeneficiaryFields.generated';
import { SelectBeneficiaryDialogByNameDocument, SelectBeneficiaryDialogOfClientDocument } from './SelectBeneficiaryDialog.generated';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { formatBrPhone } from '../../ui/phone';
import { NameSearchResults, PickDialog, useNameSearch } from '../../ui/PickDialog';
import { SENDER_NOT_FOUND } from '../clients/SelectSenderDialog';
import { payoutTypeLabel } from './payout';
import { translate } from '../../i18n';

function Option({ beneficiary, onPick }: { beneficiary: BeneficiaryFields_BeneficiaryFragment; onPick: () => void }) {
  return (
    <ListItem disablePadding>
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
    </ListItem>
  );
}

/**
 * 'Select Beneficiary' (docs/clients-and-beneficiaries.md#screens): the chosen sender's past beneficiaries first
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
  const notify = useNotify();
  const { name, setName, term } = useNameSearch(open, initialName);

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
    if (past.error) notify.error(translate('people.pastFailed', { message: errorMessage(past.error) }));
  }, [past.error, notify]);
  useEffect(() => {
    if (found.error) notify.error(`${translate(SENDER_NOT_FOUND)} ${errorMessage(found.error)}`);
  }, [found.error, notify]);

  const pastItems = clientId ? (past.data?.beneficiariesOfClient ?? []) : [];
  const pastIds = new Set(pastItems.map((b) => b.id));
  const foundItems = term === '' ? [] : (found.data?.beneficiariesByName ?? []).filter((b) => !pastIds.has(b.id));
  const pick = (b: BeneficiaryFields_BeneficiaryFragment) => {
    onSelect(b);
    onClose();
  };

  return (
    <PickDialog
      open={open}
      onClose={onClose}
      title={translate('people.selectBeneficiary')}
      search={{ label: translate('people.beneficiaryName'), value: name, onChange: setName }}
    >
      {clientId ? (
        <List
          aria-label={translate('people.pastBeneficiaries')}
          subheader={<ListSubheader disableSticky>{translate('people.senderSBeneficiaries')}</ListSubheader>}
        >
          {past.loading && !past.data ? (
            <ListItem>
              <Loading label={translate('people.loadingTheSenderSBeneficiaries')} />
            </ListItem>
          ) : pastItems.length === 0 ? (
            <ListItem>
              <Typography color="text.secondary">{translate('people.noPastBeneficiariesForThis')}</Typography>
            </ListItem>
          ) : (
            pastItems.map((b) => <Option key={b.id} beneficiary={b} onPick={() => pick(b)} />)
          )}
        </List>
      ) : null}
      <NameSearchResults
        term={term}
        hint={
          clientId ? null : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {translate('people.typeBeneficiaryName')}
            </Typography>
          )
        }
        loading={found.loading && !found.data}
        loadingLabel={translate('people.searchingBeneficiaries')}
        found={!found.error && (found.data?.beneficiariesByName.length ?? 0) > 0}
        notFound={translate(SENDER_NOT_FOUND)}
      >
        <List
          aria-label={translate('people.beneficiariesFound')}
          subheader={<ListSubheader disableSticky>{translate('people.searchResults')}</ListSubheader>}
        >
          {foundItems.length === 0 ? (
            <ListItem>
              <Typography color="text.secondary">{translate('people.onlyPastMatch')}</Typography>
            </ListItem>
          ) : (
            foundItems.map((b) => <Option key={b.id} beneficiary={b} onPick={() => pick(b)} />)
          )}
        </List>
      </NameSearchResults>
    </PickDialog>
  );
}
