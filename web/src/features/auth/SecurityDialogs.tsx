import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AccessTokensDocument,
  CreateAccessTokenDocument,
  DisableSecondFactorDocument,
  EmployeeSessionsDocument,
  EndEmployeeSessionsDocument,
  EndOtherSessionsDocument,
  EndSessionDocument,
  MySessionsDocument,
  EndEmployeeSessionDocument,
  TwoStepStatusDocument,
  ResetSecondFactorDocument,
  RevokeAccessTokenDocument,
  type Security_DeviceFragment,
} from './Security.generated';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';
import { deviceName } from './deviceName';
import { accessTokenScopeLabel } from './roles';
import { errorMessage } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useNotify } from '../../ui/notify';
import { useTranslation } from '../../i18n';

/** The sessions as a table: start, last use, address, browser; `onEnd` adds a 'Sign out' button to each but the current one. */
function DevicesTable({
  devices,
  onEnd,
  ending,
}: {
  devices: readonly Security_DeviceFragment[];
  onEnd?: (id: string) => void;
  ending?: boolean;
}) {
  const { t } = useTranslation();
  if (devices.length === 0) return <Typography variant="body2">{t('auth.devices.none')}</Typography>;
  return (
    <Table size="small" aria-label={t('auth.devices.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('auth.devices.browser')}</TableCell>
          <TableCell>{t('auth.devices.address')}</TableCell>
          <TableCell>{t('auth.devices.started')}</TableCell>
          <TableCell>{t('auth.devices.lastUsed')}</TableCell>
          {onEnd ? <TableCell /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {devices.map((d) => (
          <TableRow key={d.id} data-testid="device-row">
            <TableCell>
              {deviceName(d.userAgent) ?? t('auth.devices.unknownBrowser')}
              {d.current ? <Chip size="small" color="primary" label={t('auth.devices.thisDevice')} sx={{ ml: 1 }} /> : null}
            </TableCell>
            <TableCell>{d.address ?? '—'}</TableCell>
            <TableCell>{formatDateTime(d.createdAt)}</TableCell>
            <TableCell>{formatDateTime(d.lastSeenAt)}</TableCell>
            {onEnd ? (
              <TableCell align="right">
                {d.current ? null : (
                  <Button size="small" color="error" disabled={ending} onClick={() => onEnd(d.id)}>
                    {t('auth.devices.signOut')}
                  </Button>
                )}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * 'Signed-in devices' (docs/employees-and-access.md#sessions): the signed-in employee's own sessions, each with its
 * start and last use (agency time), address and browser, 'Sign out' for one and 'Sign out everywhere else'.
 */
export function DevicesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data, loading, error } = useQuery(MySessionsDocument, { fetchPolicy: 'network-only', skip: !open });
  const [endOne, endingOne] = useMutation(EndSessionDocument, {
    update: (cache, r) => r.data && cache.writeQuery({ query: MySessionsDocument, data: { mySessions: r.data.endSession } }),
  });
  const [endOthers, endingOthers] = useMutation(EndOtherSessionsDocument, {
    update: (cache, r) => r.data && cache.writeQuery({ query: MySessionsDocument, data: { mySessions: r.data.endOtherSessions } }),
  });
  const failed = (e: unknown) => notify.alert({ title: t('auth.devices.title'), message: errorMessage(e) });
  const devices = data?.mySessions ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="devices-title" maxWidth="md" fullWidth>
      <DialogTitle id="devices-title">{t('auth.devices.title')}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {loading && !data ? <Typography variant="body2">{t('common.loading')}</Typography> : null}
        {data ? (
          <DevicesTable
            devices={devices}
            ending={endingOne.loading || endingOthers.loading}
            onEnd={(id) => void endOne({ variables: { id } }).catch(failed)}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          disabled={!devices.some((d) => !d.current) || endingOthers.loading}
          onClick={() => void endOthers().catch(failed)}
        >
          {t('auth.devices.signOutOthers')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An employee's sessions and second factor, from the employee's record (administrators; docs/employees-and-access.md#sessions):
 * the sessions, 'Sign out everywhere' and 'Reset two-step verification' (a lost phone: they enrol again at their next sign-in).
 */
export function EmployeeSessionsDialog({
  employeeID,
  fullName,
  open,
  onClose,
}: {
  employeeID: string;
  fullName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data, loading, error } = useQuery(EmployeeSessionsDocument, {
    variables: { employeeID },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const [endAll, ending] = useMutation(EndEmployeeSessionsDocument, {
    update: (cache, r) =>
      r.data &&
      cache.writeQuery({
        query: EmployeeSessionsDocument,
        variables: { employeeID },
        data: { employeeSessions: r.data.endEmployeeSessions },
      }),
  });
  const [endOne, endingOne] = useMutation(EndEmployeeSessionDocument, {
    update: (cache, r) =>
      r.data &&
      cache.writeQuery({
        query: EmployeeSessionsDocument,
        variables: { employeeID },
        data: { employeeSessions: r.data.endEmployeeSession },
      }),
  });
  const [reset, resetting] = useMutation(ResetSecondFactorDocument);
  const failed = (e: unknown) => notify.alert({ title: fullName, message: errorMessage(e) });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="employee-devices-title" maxWidth="md" fullWidth>
      <DialogTitle id="employee-devices-title">{t('auth.devices.ofEmployee', { name: fullName })}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {loading && !data ? <Typography variant="body2">{t('common.loading')}</Typography> : null}
        {data ? (
          <DevicesTable
            devices={data.employeeSessions}
            ending={endingOne.loading || ending.loading}
            onEnd={(id) => void endOne({ variables: { employeeID, id } }).catch(failed)}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          disabled={resetting.loading}
          onClick={() =>
            void reset({ variables: { employeeID } }).then(() => notify.success(t('auth.mfa.resetDone', { name: fullName })), failed)
          }
        >
          {t('auth.mfa.reset')}
        </Button>
        <Button
          color="error"
          disabled={ending.loading || !data?.employeeSessions.length}
          onClick={() => void endAll({ variables: { employeeID } }).catch(failed)}
        >
          {t('auth.devices.signOutAll')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Two-step verification' from the user badge (docs/employees-and-access.md#sign-in-screens): whether it is on; when
 * off, 'Set up' (the enrolment); when on, 'Turn off' with a current code, unless MFA_REQUIRED asks it of this employee.
 */
export function TwoStepDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data, refetch } = useQuery(TwoStepStatusDocument, { fetchPolicy: 'network-only', skip: !open });
  const [enrolling, setEnrolling] = useState(false);
  const [code, setCode] = useState('');
  const [disable, disabling] = useMutation(DisableSecondFactorDocument);
  const close = () => {
    setEnrolling(false);
    setCode('');
    onClose();
  };
  const enabled = data?.viewer.employee.mfaEnabled;
  const required = data?.viewer.secondFactorRequired;
  const turnOff = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await disable({ variables: { code: code.replace(/\s+/g, '') } });
      notify.success(t('auth.mfa.disabled'));
      close();
    } catch (e) {
      notify.alert({ title: t('auth.mfa.title'), message: errorMessage(e) });
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="two-step-title" maxWidth="sm" fullWidth>
      <DialogTitle id="two-step-title">{t('auth.mfa.title')}</DialogTitle>
      <DialogContent>
        {enrolling ? (
          <SecondFactorEnrolment
            onDone={() => {
              notify.success(t('auth.mfa.enabled'));
              void refetch();
              close();
            }}
          />
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2">{t('auth.mfa.explain')}</Typography>
            {data ? (
              <Alert severity={enabled ? 'success' : 'warning'} role="status">
                {enabled ? t('auth.mfa.enabled') : t('auth.mfa.disabled')}
                {required ? ` ${t('auth.mfa.requiredForYou')}` : ''}
              </Alert>
            ) : null}
            {enabled && !required ? (
              <form noValidate onSubmit={(e) => void turnOff(e)}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    label={t('auth.mfa.code')}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    autoComplete="one-time-code"
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                  <Button type="submit" color="error" disabled={!/^\d{6}$/.test(code.replace(/\s+/g, ''))} loading={disabling.loading}>
                    {t('auth.mfa.turnOff')}
                  </Button>
                </Stack>
              </form>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      {enrolling ? null : (
        <DialogActions>
          {data && !enabled ? (
            <Button variant="contained" onClick={() => setEnrolling(true)}>
              {t('auth.mfa.setUp')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('common.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

/** Days an access token may be asked to live (docs/employees-and-access.md#sign-in-screens). */
const TOKEN_DAYS = [7, 30, 90, 365] as const;

/**
 * 'Access tokens' (docs/employees-and-access.md#sign-in-screens): personal access tokens for scripts (`npm run query`'s
 * QUERY_TOKEN). Create one (a name, read-only or full, an expiry); the token is shown once with 'Copy'; the list shows
 * each one's scope, expiry and last use, with 'Revoke'.
 */
export function AccessTokensDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data, error } = useQuery(AccessTokensDocument, { fetchPolicy: 'network-only', skip: !open });
  const [create, creating] = useMutation(CreateAccessTokenDocument, { refetchQueries: [AccessTokensDocument] });
  const [revoke, revoking] = useMutation(RevokeAccessTokenDocument, {
    update: (cache, r) => r.data && cache.writeQuery({ query: AccessTokensDocument, data: { accessTokens: r.data.revokeAccessToken } }),
  });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'READ' | 'WRITE'>('READ');
  const [days, setDays] = useState<number>(90);
  const [shown, setShown] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const failed = (e: unknown) => notify.alert({ title: t('auth.tokens.title'), message: errorMessage(e) });
  const nameProblem = name.trim() === '' ? t('auth.tokens.nameRequired') : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (nameProblem) return;
    try {
      const result = await create({ variables: { name: name.trim(), scope, expiresInDays: days } });
      setCreated(result.data?.createAccessToken.token ?? null);
      setName('');
      setShown(false);
    } catch (e) {
      failed(e);
    }
  };

  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="tokens-title" maxWidth="md" fullWidth>
      <DialogTitle id="tokens-title">{t('auth.tokens.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('auth.tokens.intro')}</Typography>
          {created ? (
            <Alert severity="success" role="status">
              <Typography variant="body2">{t('auth.tokens.shownOnce')}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                <Typography component="code" data-testid="new-access-token" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {created}
                </Typography>
                <Button size="small" onClick={() => void navigator.clipboard.writeText(created).catch(() => undefined)}>
                  {t('auth.mfa.copy')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('auth.tokens.create')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                size="small"
                label={t('auth.tokens.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={shown && Boolean(nameProblem)}
                helperText={shown ? nameProblem : undefined}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <RadioGroup
                row
                aria-label={t('auth.tokens.scope')}
                value={scope}
                onChange={(e) => setScope(e.target.value as 'READ' | 'WRITE')}
              >
                <FormControlLabel value="READ" control={<Radio size="small" />} label={t('auth.tokens.read')} />
                <FormControlLabel value="WRITE" control={<Radio size="small" />} label={t('auth.tokens.write')} />
              </RadioGroup>
              <TextField
                select
                size="small"
                label={t('auth.tokens.expiresIn')}
                value={days}
                onChange={(e) => setDays(Number(e.target.value))}
                slotProps={{ select: { native: true } }}
              >
                {TOKEN_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {t('auth.tokens.days', { count: d })}
                  </option>
                ))}
              </TextField>
              <Button type="submit" variant="contained" loading={creating.loading}>
                {t('auth.tokens.create')}
              </Button>
            </Stack>
          </form>
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          {data && data.accessTokens.length === 0 ? <Typography variant="body2">{t('auth.tokens.none')}</Typography> : null}
          {data && data.accessTokens.length > 0 ? (
            <Table size="small" aria-label={t('auth.tokens.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('auth.tokens.name')}</TableCell>
                  <TableCell>{t('auth.tokens.scope')}</TableCell>
                  <TableCell>{t('auth.tokens.created')}</TableCell>
                  <TableCell>{t('auth.tokens.expires')}</TableCell>
                  <TableCell>{t('auth.tokens.lastUsed')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.accessTokens.map((token) => (
                  <TableRow key={token.id} data-testid="access-token-row">
                    <TableCell>{token.name}</TableCell>
                    <TableCell>{accessTokenScopeLabel(token.scope)}</TableCell>
                    <TableCell>{formatDateTime(token.createdAt)}</TableCell>
                    <TableCell>{formatDateTime(token.expiresAt)}</TableCell>
                    <TableCell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('auth.tokens.never')}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        color="error"
                        disabled={revoking.loading}
                        onClick={() => void revoke({ variables: { id: token.id } }).catch(failed)}
                      >
                        {t('auth.tokens.revoke')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
