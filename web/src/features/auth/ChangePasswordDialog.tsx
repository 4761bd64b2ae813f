import { useFormik } from 'formik';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormikTextField } from '../../ui/FormikTextField';
import { changePasswordSchema, type ChangePasswordValues } from './changePasswordSchema';
import { useChangePassword } from './useChangePassword';
import { SaveCancelButtons } from '../../ui/SaveCancelButtons';
import { translate } from '../../i18n';

/** The Change Password modal (docs/employees-and-access.md#validation): current, new and confirmation, all required. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { changePassword } = useChangePassword();
  const formik = useFormik<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      if (await changePassword(values)) {
        helpers.resetForm();
        onClose();
      }
    },
  });

  const close = () => {
    formik.resetForm();
    onClose();
  };

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : close} aria-labelledby="change-password-title" maxWidth="xs" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="change-password-title">{translate('auth.changePassword')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormikTextField
              formik={formik}
              name="currentPassword"
              label={translate('auth.currentPassword')}
              type="password"
              autoComplete="current-password"
              autoFocus
            />
            <FormikTextField
              formik={formik}
              name="newPassword"
              label={translate('auth.newPassword')}
              type="password"
              autoComplete="new-password"
            />
            <FormikTextField
              formik={formik}
              name="confirmPassword"
              label={translate('auth.confirmPassword')}
              type="password"
              autoComplete="new-password"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <SaveCancelButtons submitting={formik.isSubmitting} onCancel={close} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
