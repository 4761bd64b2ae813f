import { useEffect, useId, useState } from 'react';
import { useFormik } from 'formik';
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
import { FormikTextField } from '../../ui/FormikTextField';
import { useNotify } from '../../ui/notify';
import { initials } from '../auth/roles';
import { createEmployeeSchema, profileImageProblem, updateEmployeeSchema } from './employeeSchemas';
import { readFileInput } from './fileInput';
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
 * Pass `employee` to edit, omit it to create.
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
      if (changes && !(await updateEmployee(employee.id, input, { quiet: Boolean(picture) }))) return;
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

  function close() {
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
    </Dialog>
  );
}
