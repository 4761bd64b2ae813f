import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordProblem, PASSWORD_MIN_LENGTH } from '@agency/rules';
import { clearMustChangePassword, mustChangePasswordEmail } from '../../features/auth/session';
import { useChangePassword } from '../../features/auth/useChangePassword';
import { useLogout } from '../../features/auth/useLogout';
import { readableMessage } from '../../ui/errorMessages';
import { PlainTextField } from '../../ui/PlainTextField';
import { useTranslation } from '../../i18n';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * The problems of the form, in the chosen language: the three fields required, the new password by the shared
 * password rule of @agency/rules (its sentence, naming the field), the confirmation equal to it.
 */
export function mustChangeProblems(
  values: Values,
  email: string | null,
  t: (key: string) => string,
): Partial<Record<keyof Values, string>> {
  const problems: Partial<Record<keyof Values, string>> = {};
  if (!values.currentPassword) problems.currentPassword = t('auth.currentPasswordRequired');
  if (!values.newPassword) problems.newPassword = t('auth.newPasswordRequired');
  else {
    const weak = passwordProblem(values.newPassword, email, 'newPassword');
    if (weak) problems.newPassword = readableMessage(weak.message);
  }
  if (!values.confirmPassword) problems.confirmPassword = t('auth.confirmPasswordRequired');
  else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = t('auth.passwordsMustMatch');
  return problems;
}

/**
 * /change-password (docs/employees-and-access.md#passwords): the screen a user whose password an administrator set
 * sees right after signing in, before anything else opens (the login guard sends every other route here). The new
 * password follows the rules' password rule, whose sentence shows under the field; the server adds the common-password
 * check. Once changed, the app opens at /select; 'Log out' leaves.
 */
export default function MustChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = mustChangePasswordEmail();
  const { changePassword } = useChangePassword();
  const { logout } = useLogout();
  const [values, setValues] = useState<Values>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const problems = mustChangeProblems(values, email, t);

  const field = (name: keyof Values, label: string, autoComplete: string) => ({
    name,
    label,
    type: 'password',
    autoComplete,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((was) => ({ ...was, [name]: e.target.value })),
    error: submitted && Boolean(problems[name]),
    helperText: submitted ? problems[name] : name === 'newPassword' ? t('auth.passwordPolicy', { min: PASSWORD_MIN_LENGTH }) : undefined,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || submitting) return;
    setSubmitting(true);
    try {
      if (await changePassword(values)) {
        clearMustChangePassword();
        void navigate('/select', { replace: true });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('auth.mustChangeTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('auth.mustChangeIntro')}
        </Typography>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2}>
            <PlainTextField {...field('currentPassword', t('auth.currentPassword'), 'current-password')} autoFocus />
            <PlainTextField {...field('newPassword', t('auth.newPassword'), 'new-password')} />
            <PlainTextField {...field('confirmPassword', t('auth.confirmPassword'), 'new-password')} />
            <Button type="submit" variant="contained" loading={submitting}>
              {t('auth.changePassword')}
            </Button>
            <Button variant="text" onClick={() => void logout()}>
              {t('common.logOut')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
