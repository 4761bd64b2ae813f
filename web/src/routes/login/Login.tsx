import { lazy, Suspense, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlainTextField } from '../../ui/PlainTextField';
import { SessionEndedNotice } from './SessionEndedNotice';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { markLanguageChosenAtLogin } from '../../features/auth/language';
import { loadDeferredTexts, setLanguage, useTranslation } from '../../i18n';
import { hasSession } from '../../features/auth/session';
import { pathAfterLogin } from '../../features/auth/access';
import { validateLogin, type LoginValues } from './loginSchema';
import { completeSignIn, useLogin, type SignedInSession } from './useLogin';
import { CHANGE_PASSWORD_PATH } from '../../features/auth/guards';

// The 'Forgot Password?' dialog, the code step and the enrolment arrive when asked for, not with the first visit
// (docs/screens.md#weight).
const ForgotPasswordDialog = lazy(async () => ({ default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog }));
// The code step is fetched as the password is sent (`submit`), beside the sign-in request, so it is in hand when
// the server asks for the code: no wait between the two steps.
// Each comes with the second factor's texts (not in the first download either: loadDeferredTexts).
const loadCodeStep = async () => (await Promise.all([import('./CodeStep'), loadDeferredTexts()]))[0];
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));
const SecondFactorEnrolment = lazy(async () => ({
  default: (await Promise.all([import('../../features/auth/SecondFactorEnrolment'), loadDeferredTexts()]))[0].SecondFactorEnrolment,
}));

/**
 * What has been typed into the form, kept beside it: a language switch mounts the screens anew
 * (app.tsx, docs/i18n.md), and choosing Português after typing the email must not empty the form.
 * Forgotten once the sign-in succeeds.
 */
let typed: LoginValues = { email: '', password: '' };

/**
 * /login (docs/employees-and-access.md#sign-in): Email, Password and Login; then, for an employee with a second
 * factor, the code step, and for an administrator who must enrol, the enrolment (QR code, first code, recovery codes)
 * before anything else opens. On success goes to the change-password screen when an administrator set the password,
 * else back to the page the login guard interrupted, else to /select, in the language of the employee's record
 * unless one was chosen here (docs/i18n.md).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { login } = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [second, setSecond] = useState<{ step: 'code' | 'enrol'; challenge: string } | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  // The form's state, kept by hand: two fields do not need a form library on the first download
  // (docs/screens.md#weight). A field's message shows once it was left or the form submitted.
  const [values, setValues] = useState<LoginValues>(typed);
  useEffect(() => {
    typed = values;
  }, [values]);
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = validateLogin(values);

  const field = (name: keyof LoginValues) => {
    const shown = touched[name] || submitted ? errors[name] : undefined;
    return {
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((was) => ({ ...was, [name]: e.target.value })),
      onBlur: () => setTouched((was) => ({ ...was, [name]: true })),
      error: Boolean(shown),
      helperText: shown,
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    // Only a head start: a failure here is not the sign-in's; the code step's own load (lazy, above) is what counts.
    loadCodeStep().catch(() => undefined);
    try {
      const result = await login(values);
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      if (result.step !== 'session') {
        setSecond({ step: result.step, challenge: result.challenge });
        return;
      }
      await finish(result.session);
    } finally {
      setSubmitting(false);
    }
  };

  /** Stores the session and leaves /login: first to the change-password screen when the password must change. */
  const finish = async (session: SignedInSession) => {
    const email = values.email;
    typed = { email: '', password: '' };
    const language = await completeSignIn(session, email);
    void navigate(session.mustChangePassword ? CHANGE_PASSWORD_PATH : pathAfterLogin(location.state), { replace: true });
    // After leaving /login: a switch mounts the screens anew (docs/i18n.md).
    if (language) await setLanguage(language);
  };

  /** Back to the password (an expired challenge), with the reason. */
  const restart = (message: string) => {
    setSecond(null);
    setValues((was) => ({ ...was, password: '' }));
    setSubmitted(false);
    setFailure(message);
  };

  if (hasSession() && !submitting && !submitted && !second) {
    return <Navigate to="/select" replace />;
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: second?.step === 'enrol' ? 480 : 380, p: 4 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('common.appName')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('login.intro')}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <LanguageSelect onChoose={markLanguageChosenAtLogin} />
        </Box>
        <SessionEndedNotice />
        {second ? (
          <Suspense fallback={null}>
            {second.step === 'code' ? (
              <CodeStep challenge={second.challenge} onSession={finish} onRestart={restart} />
            ) : (
              <SecondFactorEnrolment
                challenge={second.challenge}
                onDone={async (session) => {
                  if (session) await finish(session);
                  else restart(t('auth.mfa.signInAgain'));
                }}
              />
            )}
          </Suspense>
        ) : null}
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={second ? { display: 'none' } : undefined}>
          <Stack spacing={2}>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <PlainTextField {...field('email')} label={t('login.email')} type="email" autoComplete="username" autoFocus />
            <PlainTextField {...field('password')} label={t('login.password')} type="password" autoComplete="current-password" />
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              {t('login.submit')}
            </Button>
            <Button variant="text" onClick={() => setForgotOpen(true)}>
              {t('login.forgot')}
            </Button>
          </Stack>
        </Box>
      </Paper>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
