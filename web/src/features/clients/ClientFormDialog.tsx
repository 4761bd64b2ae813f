import { HistorySection } from '../audit/HistorySection';
import type { ClientFields_ClientFragment } from './ClientFields.generated';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { ClientFields } from './ClientFields';
import { clientFormValues, clientInput, clientSchema } from './clientSchema';
import { useClientDocument, useUpdateClient, useUploadClientDocument } from './useClientMutations';
import { translate } from '../../i18n';
import { useApolloClient } from '@apollo/client/react';
import { CurrentClientDocument } from './CurrentClient.generated';

/**
 * The client modal (docs/clients-and-beneficiaries.md#screens): view and edit one client. Save sends updateClient (names trimmed,
 * the phone as digits); a server message naming a field shows under it. 'Upload Document' stores a
 * picked file at once; 'Download Document' saves '<name>-document.<ext>'.
 */
export function ClientFormDialog({ open, client, onClose }: { open: boolean; client: ClientFields_ClientFragment; onClose: () => void }) {
  const { updateClient } = useUpdateClient();
  const { uploadClientDocument } = useUploadClientDocument();
  const fetchClientDocument = useClientDocument();
  const apollo = useApolloClient();
  const reload = async () => {
    const { data } = await apollo.query({ query: CurrentClientDocument, variables: { id: client.id }, fetchPolicy: 'network-only' });
    return data ? { values: clientFormValues(data.client), version: data.client.version } : null;
  };

  return (
    <RecordFormDialog
      open={open}
      title={translate('people.clientN', { id: client.id })}
      name={client.fullName}
      initialValues={clientFormValues(client)}
      validationSchema={clientSchema}
      version={client.version}
      reload={reload}
      save={(values, onFieldError, versioned) => updateClient(client.id, clientInput(values), onFieldError, versioned)}
      hasDocument={client.hasDocument}
      upload={(file) => uploadClientDocument(client.id, file)}
      download={() => fetchClientDocument(client.id)}
      onClose={onClose}
    >
      {(formik) => (
        <>
          <ClientFields formik={formik} />
          <HistorySection entity="client" id={client.id} />
        </>
      )}
    </RecordFormDialog>
  );
}
