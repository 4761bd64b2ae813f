import { useState } from 'react';
import type { FormikProps } from 'formik';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import type { PickedParty } from '../orders/draft';
import { OrderSection } from '../orders/OrderSection';
import { ClientFields } from './ClientFields';
import { clientFormValues, type ClientFormValues } from './clientSchema';
import { SelectSenderDialog } from './SelectSenderDialog';
import { translate } from '../../i18n';

/**
 * The 'Sender Information' form of /new and /investments/new (docs/clients-and-beneficiaries.md#screens): the client fields and
 * 'Select Sender', which fills them from a client on file and records the pick (shown as a chip;
 * typing another name makes a new client, see keepPick).
 */
export function SenderSection({
  formik,
  activePick,
  onPick,
}: {
  formik: FormikProps<ClientFormValues>;
  /** The pick that still applies (keepPick), or null. */
  activePick: PickedParty | null;
  onPick: (pick: PickedParty | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OrderSection
        title={translate('people.senderInformation')}
        testId="sender-section"
        actions={
          <>
            {activePick ? (
              <Chip
                label={translate('people.clientN', { id: activePick.id })}
                onDelete={() => onPick(null)}
                color="primary"
                variant="outlined"
              />
            ) : null}
            <Button variant="outlined" startIcon={<PersonSearchIcon />} onClick={() => setOpen(true)}>
              {translate('people.selectSender')}
            </Button>
          </>
        }
      >
        <ClientFields formik={formik} />
      </OrderSection>
      <SelectSenderDialog
        open={open}
        onClose={() => setOpen(false)}
        initialName={formik.values.fullName}
        onSelect={(client) => {
          void formik.setValues(clientFormValues(client));
          onPick({ id: client.id, fullName: client.fullName });
        }}
      />
    </>
  );
}
