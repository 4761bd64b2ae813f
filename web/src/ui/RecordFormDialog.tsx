import { useId, type ReactNode } from 'react';
import { useFormik, type FormikProps, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FileInput } from '../generated/graphql';
import { DocumentActions, type DownloadedFile } from './DocumentActions';
import type { FieldErrorSink } from './recordMutations';
import { SaveCancelButtons } from './SaveCancelButtons';

/**
 * The modal that views and edits one record with a document (the client and beneficiary modals,
 * docs/screens.md): the title ('Client #12') with the record's name under it, the fields (`children`,
 * given the formik form), and at the foot 'Upload Document' / 'Download Document' (saved as
 * '<name>-document.<ext>') beside Cancel and Save. Save validates with `validationSchema`, then
 * runs `save`; a server message naming a field goes under it (touched, so it shows), and the modal
 * closes when `save` resolves true. It cannot be closed while saving.
 */
export function RecordFormDialog<V extends FormikValues>({
  open,
  title,
  name,
  initialValues,
  validationSchema,
  save,
  hasDocument,
  upload,
  download,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  /** The record's name: shown under the title and naming the downloaded document. */
  name: string;
  initialValues: V;
  validationSchema: Schema<unknown>;
  /** Saves the values; resolves true on success. Field errors go through `onFieldError`. */
  save: (values: V, onFieldError: FieldErrorSink<V>) => Promise<boolean>;
  hasDocument: boolean;
  upload: (file: FileInput) => Promise<boolean>;
  download: () => Promise<DownloadedFile | null>;
  onClose: () => void;
  children: (formik: FormikProps<V>) => ReactNode;
}) {
  const titleId = useId();
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      const saved = await save(values, (field, message) => {
        void helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      });
      if (saved) onClose();
    },
  });

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>
          {title}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {name}
          </Typography>
        </DialogTitle>
        <DialogContent>{children(formik)}</DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <DocumentActions name={name} hasDocument={hasDocument} upload={upload} download={download} />
          <SaveCancelButtons submitting={formik.isSubmitting} onCancel={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
