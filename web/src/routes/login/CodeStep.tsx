import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import verifyOperation from '../../features/auth/VerifyLogin.graphql?raw';
import sessionFragment from '../../features/auth/SignInSession.graphql?raw';
import type { VerifyLoginMutation, VerifyLoginMutationVariables } from '../../features/auth/VerifyLogin.generated';
import { postGraphQL } from '../../features/auth/graphqlFetch';
import { codeDigits, isSixDigitCode, OneTimeCodeField } from '../../features/auth/OneTimeCodeField';
import { PlainTextField } from '../../ui/PlainTextField';
import { useTranslation } from '../../i18n';
import { loginFailureMessage, type SignedInSession } from './useLogin';

/**
 * The code step of a sign-in (docs/employees-and-access.md#sign-in): the 6 digits of the authenticator app
 * (`autocomplete="one-time-code"`, so a phone offers the code it received), or, after 'Use a recovery code instead',
 * one of the ten recovery codes. Sends verifyLogin with the challenge of the password step; `onSession` receives
 * the session. An expired challenge (5 minutes) sends the user back to the password with `onRestart`.
 */
export function CodeStep({
  challenge,
  onSession,
  onRestart,
}: {
  challenge: string;
  onSession: (session: SignedInSession) => Promise<void>;
  onRestart: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const digits = codeDigits(value);
  const problem = recovery
    ? value.trim() === ''
      ? t('auth.mfa.recoveryCodeRequired')
      : null
    : isSixDigitCode(value)
      ? null
      : t('auth.mfa.codeFormat');
  const [shown, setShown] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (problem || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const variables: VerifyLoginMutationVariables = recovery ? { challenge, recoveryCode: value.trim() } : { challenge, code: digits };
      const data = await postGraphQL<VerifyLoginMutation, VerifyLoginMutationVariables>(
        `${verifyOperation}\n${sessionFragment}`,
        variables,
      );
      await onSession(data.verifyLogin);
    } catch (error) {
      const message = await loginFailureMessage(error);
      if ((error as { code?: string }).code === 'MFA_CHALLENGE_INVALID') onRestart(message);
      else setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  const toggle = () => {
    setRecovery((was) => !was);
    setValue('');
    setShown(false);
    setFailure(null);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        <Typography variant="body2">{recovery ? t('auth.mfa.recoveryIntro') : t('auth.mfa.codeIntro')}</Typography>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        {recovery ? (
          <PlainTextField
            key="recovery"
            name="recoveryCode"
            label={t('auth.mfa.recoveryCode')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            autoFocus
            error={shown && Boolean(problem)}
            helperText={shown ? problem : undefined}
          />
        ) : (
          <OneTimeCodeField
            key="code"
            label={t('auth.mfa.code')}
            value={value}
            onChange={setValue}
            autoFocus
            problem={shown ? problem : null}
          />
        )}
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          {t('auth.mfa.verify')}
        </Button>
        <Link component="button" type="button" variant="body2" onClick={toggle} sx={{ alignSelf: 'center' }}>
          {recovery ? t('auth.mfa.useCode') : t('auth.mfa.useRecoveryCode')}
        </Link>
      </Stack>
    </form>
  );
}
