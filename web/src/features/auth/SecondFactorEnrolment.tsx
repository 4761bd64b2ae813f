import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toString as qrSvg } from 'qrcode';
import setupOperation from './SetupSecondFactor.graphql?raw';
import enableOperation from './EnableSecondFactor.graphql?raw';
import sessionFragment from './SignInSession.graphql?raw';
import type { EnableSecondFactorMutation, EnableSecondFactorMutationVariables } from './EnableSecondFactor.generated';
import type { SetupSecondFactorMutation, SetupSecondFactorMutationVariables } from './SetupSecondFactor.generated';
import type { VerifyLoginMutation } from './VerifyLogin.generated';

/** A session as verifyLogin and enableSecondFactor answer it. */
export type SecondFactorSession = VerifyLoginMutation['verifyLogin'];
import { GraphQLFailure, postGraphQL } from './graphqlFetch';
import { getToken } from './session';
import { RecoveryCodes } from './RecoveryCodes';
import { codeDigits, isSixDigitCode, OneTimeCodeField } from './OneTimeCodeField';
import { translate, useTranslation } from '../../i18n';

/** The secret in groups of four characters, as an authenticator app's manual entry reads best. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The message of a failed enrolment call, in the chosen language. */
async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof GraphQLFailure) {
    if (error.code === 'MFA_CODE_INVALID') return translate('auth.mfa.codeInvalid');
    if (error.code === 'MFA_CHALLENGE_INVALID') return translate('auth.mfa.challengeInvalid');
    const first = error.errors[0];
    if (first) return (await import('../../ui/errorMessages')).translatedMessage(first.message, first.extensions);
  }
  return translate(error instanceof TypeError ? 'errors.unreachable' : 'login.failed');
}

/**
 * Enrolment in the second factor (docs/employees-and-access.md#sign-in-screens): a new secret from setupSecondFactor,
 * drawn as a QR code in the browser (the `qrcode` package to SVG: no image service, nothing fetched) and as text in
 * groups of four with 'Copy'; a first code from the app puts it in force (enableSecondFactor), then the ten recovery
 * codes are shown once. With `challenge` (an administrator who must enrol right after the password) no token exists
 * yet and `onDone` receives the session; from the user badge the stored token is sent and `onDone` receives null.
 */
export function SecondFactorEnrolment({
  challenge = null,
  onDone,
}: {
  challenge?: string | null;
  onDone: (session: SecondFactorSession | null) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const token = challenge ? null : getToken();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string; svg: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [enabled, setEnabled] = useState<{ codes: string[]; session: SecondFactorSession | null } | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const data = await postGraphQL<SetupSecondFactorMutation, SetupSecondFactorMutationVariables>(setupOperation, { challenge }, token);
        const svg = await qrSvg(data.setupSecondFactor.otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 192 });
        if (live) setSetup({ ...data.setupSecondFactor, svg });
      } catch (error) {
        const message = await failureMessage(error);
        if (live) setFailure(message);
      }
    })();
    return () => {
      live = false;
    };
  }, [challenge, token]);

  const digits = codeDigits(code);
  const problem = isSixDigitCode(code) ? null : t('auth.mfa.codeFormat');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (problem || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const data = await postGraphQL<EnableSecondFactorMutation, EnableSecondFactorMutationVariables>(
        `${enableOperation}\n${sessionFragment}`,
        { code: digits, challenge },
        token,
      );
      setEnabled({ codes: data.enableSecondFactor.recoveryCodes, session: data.enableSecondFactor.session });
    } catch (error) {
      setFailure(await failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (enabled) return <RecoveryCodes codes={enabled.codes} onDone={() => void onDone(enabled.session)} />;

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('auth.mfa.enrolTitle')}
      </Typography>
      <Typography variant="body2">{t('auth.mfa.enrolIntro')}</Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {setup ? (
        <>
          <Box
            component="img"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.svg)}`}
            alt={t('auth.mfa.qrAlt')}
            sx={{ width: 192, height: 192, alignSelf: 'center' }}
          />
          <Typography variant="body2">{t('auth.mfa.secretIntro')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              component="code"
              data-testid="mfa-secret"
              sx={{ fontFamily: 'monospace', fontSize: 15, wordBreak: 'break-all', flex: 1 }}
            >
              {groupedSecret(setup.secret)}
            </Typography>
            <Button
              size="small"
              onClick={() =>
                void navigator.clipboard.writeText(setup.secret).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('auth.mfa.copied') : t('auth.mfa.copy')}
            </Button>
          </Stack>
          <form noValidate onSubmit={(e) => void submit(e)}>
            <Stack spacing={2}>
              <OneTimeCodeField label={t('auth.mfa.firstCode')} value={code} onChange={setCode} problem={shown ? problem : null} />
              <Button type="submit" variant="contained" loading={submitting}>
                {t('auth.mfa.turnOn')}
              </Button>
            </Stack>
          </form>
        </>
      ) : failure ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('common.loading')}
        </Typography>
      )}
    </Stack>
  );
}
