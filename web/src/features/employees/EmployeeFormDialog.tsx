import { useEffect, useId, useState } from 'react';
import { useFormik } from 'formik';
import { useApolloClient } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { EmployeeFormDialog_EmployeeFragment } from './EmployeeFormDialog.generated';
import type { Role, UpdateEmployeeInput } from '../../generated/graphql';
import { EditedElsewhereDialog, type EditedElsewhere } from '../../ui/EditedElsewhereDialog';
import { FormikTextField } from '../../ui/FormikTextField';
import { useNotify } from '../../ui/notify';
import { initials } from '../auth/roles';
import { createEmployeeSchema, profileImageProblem, updateEmployeeSchema } from './employeeSchemas';
import { readFileInput } from '../../ui/fileInput';
import { useCreateEmployee, useUpdateEmployee, useUploadEmployeeImage } from './useEmployeeMutations';
import { SaveCancelButtons } from '../../ui/SaveCancelButtons';
import { translate } from '../../i18n';

interface FormValues {
  fullName: string;
  email: string;
  password: string;
  role: Role | '';
}

/**
 * New Employee and Edit Employee (docs/employees-and-access.md#validation). Creating needs every field; editing sends only what
 * changed (a blank password keeps the current one) and uploads a picture only when one is picked.
 * Pass `employee` to edit, omit it to create. An edit sends the employee's version as loaded; when
 * another administrator changed the employee meanwhile, the conflict dialog says who and when and
 * lists what was typed, and 'Load the current record' reloads the employee (the form then shows
 * the stored values, with the typed ones listed above it) (docs/ARCHITECTURE.md#versions).
 */
export function EmployeeFormDialog({
  open,
  employee,
  onClose,
}: {
  open: boolean;
  employee?: EmployeeFormDialog_EmployeeFragment | null;
  onClose: () => void;
}) {
  const editing = Boolean(employee);
  const notify = useNotify();
  const titleId = useId();
  const fileInputId = useId();
  const { createEmployee } = useCreateEmployee();
  const { updateEmployee } = useUpdateEmployee();
  const { uploadEmployeeImage } = useUploadEmployeeImage();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ details: EditedElsewhere; typed: [string, string][] } | null>(null);
  const [unsaved, setUnsaved] = useState<[string, string][]>([]);
  const apollo = useApolloClient();

  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const formik = useFormik<FormValues>({
    enableReinitialize: true,
    initialValues: {
      fullName: employee?.fullName ?? '',
      email: employee?.email ?? '',
      password: '',
      role: employee?.role ?? '',
    },
    validationSchema: editing ? updateEmployeeSchema : createEmployeeSchema,
    onSubmit: async (values) => {
      if (!employee) {
        const id = await createEmployee({
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          password: values.password,
          role: values.role as Role,
        });
        if (id) close();
        return;
      }
      const input: UpdateEmployeeInput = {};
      const fullName = values.fullName.trim();
      const email = values.email.trim();
      if (fullName && fullName !== employee.fullName) input.fullName = fullName;
      if (email && email !== employee.email) input.email = email;
      if (values.password) input.password = values.password;
      if (values.role && values.role !== employee.role) input.role = values.role;
      const changes = Object.keys(input).length > 0;
      if (!changes && !picture) {
        notify.info(translate('staff.nothingToSave'));
        close();
        return;
      }
      const versioned = {
        expectedVersion: employee.version,
        onConflict: (details: EditedElsewhere) => setConflict({ details, typed: typedOf(input) }),
      };
      if (changes && !(await updateEmployee(employee.id, input, { quiet: Boolean(picture), versioned }))) return;
      if (picture) {
        let file;
        try {
          file = await readFileInput(picture);
        } catch (error) {
          notify.error(error instanceof Error ? error.message : translate('staff.pictureUnreadable'));
          return;
        }
        if (!(await uploadEmployeeImage(employee.id, file, { quiet: true }))) return;
        notify.success(translate('staff.saved'));
      }
      close();
    },
  });

  /** What the clerk typed, as [label, value] for the conflict dialog (a password is never shown). */
  function typedOf(input: UpdateEmployeeInput): [string, string][] {
    const typed: [string, string][] = [];
    if (input.fullName) typed.push([translate('staff.fullName'), input.fullName]);
    if (input.email) typed.push([translate('staff.email'), input.email]);
    if (input.password) typed.push([translate('staff.password'), translate('conflict.passwordTyped')]);
    if (input.role)
      typed.push([translate('staff.position'), translate(input.role === 'ADMINISTRATOR' ? 'staff.administrator' : 'staff.employee')]);
    return typed;
  }

  async function loadCurrent() {
    setUnsaved(conflict?.typed ?? []);
    setConflict(null);
    // The employees page reads the employee again; the form follows its new values and version.
    await apollo.refetchQueries({ include: 'active' });
  }

  function close() {
    setUnsaved([]);
    formik.resetForm();
    setPicture(null);
    setPictureError(null);
    onClose();
  }

  function pick(file: File | undefined) {
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      setPicture(null);
      setPictureError(problem);
      notify.error(problem);
      return;
    }
    setPictureError(null);
    setPicture(file);
  }

  const shownPicture = preview ?? employee?.profileImage ?? undefined;

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{translate(editing ? 'staff.editEmployee' : 'staff.newEmployee')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {unsaved.length > 0 && (
              <div role="note" aria-label={translate('conflict.typed')}>
                <Typography variant="subtitle2">{translate('conflict.typed')}</Typography>
                {unsaved.map(([field, value]) => (
                  <Typography key={field} variant="body2">
                    {field}: {value}
                  </Typography>
                ))}
              </div>
            )}
            {editing ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={shownPicture} alt={formik.values.fullName} sx={{ width: 64, height: 64 }}>
                  {initials(formik.values.fullName || employee?.fullName || '')}
                </Avatar>
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Button component="label" htmlFor={fileInputId} variant="outlined" size="small" startIcon={<PhotoCameraIcon />}>
                    {translate('staff.choosePicture')}
                    <input
                      id={fileInputId}
                      type="file"
                      accept="image/*"
                      aria-label={translate('staff.profilePicture')}
                      hidden
                      onChange={(e) => {
                        pick(e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                  </Button>
                  <Typography variant="caption" color={pictureError ? 'error' : 'text.secondary'} noWrap>
                    {pictureError ?? (picture ? picture.name : translate('staff.pictureHint'))}
                  </Typography>
                </Stack>
              </Stack>
            ) : null}
            <FormikTextField formik={formik} name="fullName" label={translate('staff.fullName')} autoFocus autoComplete="off" />
            <FormikTextField formik={formik} name="email" label={translate('staff.email')} type="email" autoComplete="off" />
            <FormikTextField
              formik={formik}
              name="password"
              label={translate('staff.password')}
              type="password"
              autoComplete="new-password"
              helperText={editing ? translate('staff.keepPassword') : undefined}
            />
            <FormikTextField formik={formik} name="role" label={translate('staff.position')} select>
              <MenuItem value="ADMINISTRATOR">{translate('staff.administrator')}</MenuItem>
              <MenuItem value="EMPLOYEE">{translate('staff.employee')}</MenuItem>
            </FormikTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <SaveCancelButtons submitting={formik.isSubmitting} onCancel={close} />
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
