import { useId, useState, type ReactNode } from 'react';
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
import { EditedElsewhereDialog, type EditedElsewhere } from './EditedElsewhereDialog';
import { translate } from '../i18n';

/** What a versioned save needs (docs/ARCHITECTURE.md#versions): the version loaded, and where a conflict goes. */
export interface VersionedSave {
  expectedVersion: number;
  onConflict: (conflict: EditedElsewhere) => void;
}

/** The fields whose typed value differs from the loaded one, as [field, value] for the conflict dialog. */
function typedChanges<V extends FormikValues>(loaded: V, typed: V): [string, string][] {
  return Object.keys(typed)
    .filter((key) => JSON.stringify(typed[key]) !== JSON.stringify(loaded[key]))
    .map((key) => [key, typed[key] === null || typed[key] === undefined ? '' : String(typed[key])]);
}

/**
 * The modal that views and edits one record with a document (the client and beneficiary modals,
 * docs/screens.md): the title ('Client #12') with the record's name under it, the fields (`children`,
 * given the formik form), and at the foot 'Upload Document' / 'Download Document' (saved as
 * '<name>-document.<ext>') beside Cancel and Save. Save validates with `validationSchema`, then
 * runs `save`; a server message naming a field goes under it (touched, so it shows), and the modal
 * closes when `save` resolves true. It cannot be closed while saving. Saves send `version`, the
 * version the form was loaded from; when someone else saved the record meanwhile (EDITED_ELSEWHERE)
 * the conflict dialog says who and when and lists what was typed; 'Load the current record' fills
 * the form with `reload`'s record while the typed values stay listed above the fields, unsaved.
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
  version,
  reload,
}: {
  open: boolean;
  title: string;
  /** The record's name: shown under the title and naming the downloaded document. */
  name: string;
  initialValues: V;
  validationSchema: Schema<unknown>;
  /** Saves the values; resolves true on success. Field errors go through `onFieldError`. */
  save: (values: V, onFieldError: FieldErrorSink<V>, versioned: VersionedSave) => Promise<boolean>;
  hasDocument: boolean;
  upload: (file: FileInput) => Promise<boolean>;
  download: () => Promise<DownloadedFile | null>;
  onClose: () => void;
  children: (formik: FormikProps<V>) => ReactNode;
  /** The record's version as loaded (sent as expectedVersion). */
  version: number;
  /** The record as stored now, with its version; null when it cannot be read. */
  reload: () => Promise<{ values: V; version: number } | null>;
}) {
  const titleId = useId();
  const [loaded, setLoaded] = useState<{ values: V; version: number }>({ values: initialValues, version });
  const [conflict, setConflict] = useState<{ details: EditedElsewhere; typed: [string, string][] } | null>(null);
  const [unsaved, setUnsaved] = useState<[string, string][]>([]);
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      const saved = await save(
        values,
        (field, message) => {
          void helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, message);
        },
        {
          expectedVersion: loaded.version,
          onConflict: (details) => setConflict({ details, typed: typedChanges(loaded.values, values) }),
        },
      );
      if (saved) onClose();
    },
  });

  async function loadCurrent() {
    const typed = conflict?.typed ?? [];
    setConflict(null);
    const current = await reload();
    if (!current) return;
    setLoaded(current);
    setUnsaved(typed);
    formik.resetForm({ values: current.values });
  }

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>
          {title}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {name}
          </Typography>
        </DialogTitle>
        <DialogContent>
          {unsaved.length > 0 && (
            <div role="note" aria-label={translate('conflict.typed')} style={{ marginBottom: 16 }}>
              <Typography variant="subtitle2">{translate('conflict.typed')}</Typography>
              {unsaved.map(([field, value]) => (
                <Typography key={field} variant="body2">
                  {field}: {value}
                </Typography>
              ))}
            </div>
          )}
          {children(formik)}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <DocumentActions name={name} hasDocument={hasDocument} upload={upload} download={download} />
          <SaveCancelButtons submitting={formik.isSubmitting} onCancel={onClose} />
        </DialogActions>
      </form>
      <EditedElsewhereDialog
        conflict={conflict?.details ?? null}
        typed={conflict?.typed ?? []}
        onLoadCurrent={() => void loadCurrent()}
        onClose={() => setConflict(null)}
      />
    </Dialog>
  );
}
