import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n';

/**
 * Prints the codes alone on a sheet: a window of their own, so nothing else of the screen is printed. Returns false
 * when the browser refused the window (a pop-up blocker).
 */
function printCodes(title: string, codes: readonly string[]): boolean {
  const sheet = window.open('', '_blank', 'width=480,height=640');
  if (!sheet) return false;
  const doc = sheet.document;
  doc.title = title;
  const heading = doc.createElement('h1');
  heading.textContent = title;
  const list = doc.createElement('ol');
  list.style.fontFamily = 'monospace';
  list.style.fontSize = '16px';
  for (const code of codes) list.appendChild(doc.createElement('li')).textContent = code;
  doc.body.append(heading, list);
  sheet.focus();
  sheet.print();
  return true;
}

/**
 * The ten recovery codes, shown once after a second factor is put in force (docs/employees-and-access.md#sign-in-screens):
 * 'Copy' and 'Print', and 'Continue' only once 'I have saved them' is ticked.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setNote({ severity: 'success', text: t('auth.mfa.copied') });
    } catch {
      setNote({ severity: 'error', text: t('auth.mfa.copyFailed') });
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('auth.mfa.recoveryTitle')}
      </Typography>
      <Typography variant="body2">{t('auth.mfa.recoveryText')}</Typography>
      <Box
        component="ol"
        aria-label={t('auth.mfa.recoveryTitle')}
        sx={{ fontFamily: 'monospace', fontSize: 16, columns: 2, m: 0, pl: 4, py: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('auth.mfa.copy')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            if (!printCodes(t('auth.mfa.recoveryTitle'), codes)) setNote({ severity: 'error', text: t('auth.mfa.printFailed') });
          }}
        >
          {t('common.print')}
        </Button>
      </Stack>
      {note ? (
        <Alert severity={note.severity} role="status">
          {note.text}
        </Alert>
      ) : null}
      <FormControlLabel control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />} label={t('auth.mfa.saved')} />
      <Button variant="contained" disabled={!saved} onClick={onDone}>
        {t('auth.mfa.continue')}
      </Button>
    </Stack>
  );
}
