import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument } from './ChangePasswordDialog.generated';
import { errorMessage, errorTitle } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import type { ChangePasswordValues } from './changePasswordSchema';
import { translate } from '../../i18n';

/** Title of the failure modal (docs/errors.md: 'Unable to Update Password', the defect fixed). */
export const CHANGE_PASSWORD_FAILED = 'auth.changePasswordFailed';

/**
 * Changes the signed-in user's own password. Shows 'Password updated' on success and a modal
 * 'Unable to Update Password' with the server's message on failure; resolves true on success.
 */
export function useChangePassword() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(ChangePasswordDocument);

  async function changePassword(values: ChangePasswordValues): Promise<boolean> {
    try {
      await mutate({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      notify.success(translate('auth.passwordUpdated'));
      return true;
    } catch (error) {
      notify.alert({
        title: errorTitle(error),
        message: `${translate(CHANGE_PASSWORD_FAILED)}\n${errorMessage(error)}`,
      });
      return false;
    }
  }

  return { changePassword, loading };
}
