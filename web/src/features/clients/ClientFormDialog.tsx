import { useId } from 'react';
import { useFormik } from 'formik';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ClientFields_ClientFragment } from '../../generated/graphql';
import { DocumentActions } from '../../ui/DocumentActions';
import { ClientFields } from './ClientFields';
import { clientFormValues, clientInput, clientSchema, type ClientFormValues } from './clientSchema';
import { useClientDocument, useUpdateClient, useUploadClientDocument } from './useClientMutations';
import { SaveCancelButtons } from '../../ui/SaveCancelButtons';

/**
 * The client modal (spec 01 §2): view and edit one client. Save sends updateClient (names trimmed,
 * the phone as digits); a server message naming a field shows under it. 'Upload Document' stores a
 * picked file at once; 'Download Document' saves '<name>-document.<ext>'.
 */
export function ClientFormDialog({
  open,
  client,
  onClose,
}: {
  open: boolean;
  client: ClientFields_ClientFragment;
  onClose: () => void;
}) {
  const titleId = useId();
  const { updateClient } = useUpdateClient();
  const { uploadClientDocument } = useUploadClientDocument();
  const fetchClientDocument = useClientDocument();

  const formik = useFormik<ClientFormValues>({
    initialValues: clientFormValues(client),
    validationSchema: clientSchema,
    onSubmit: async (values, helpers) => {
      const saved = await updateClient(client.id, clientInput(values), (field, message) => {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      });
      if (saved) onClose();
    },
  });

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>
          Client #{client.id}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {client.fullName}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <ClientFields formik={formik} />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <DocumentActions
            name={client.fullName}
            hasDocument={client.hasDocument}
            upload={(file) => uploadClientDocument(client.id, file)}
            download={() => fetchClientDocument(client.id)}
          />
          <SaveCancelButtons submitting={formik.isSubmitting} onCancel={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
