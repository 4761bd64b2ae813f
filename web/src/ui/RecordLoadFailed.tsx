import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorCode, errorMessage } from './errors';
import { PageTitle } from './PageTitle';
import { translate } from '../i18n';

/**
 * A record page whose record did not load: the page title, the error ('Order not found.' for
 * NOT_FOUND, else 'Unable to load the order: <message>', with `what` = 'order' or 'investment',
 * the catalogue's records.<what>.*) and Back under it.
 */
export function RecordLoadFailed({
  title,
  what,
  error,
  onBack,
}: {
  title: string;
  what: 'order' | 'investment';
  error: unknown;
  onBack: () => void;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {errorCode(error) === 'NOT_FOUND'
          ? translate(`records.${what}.notFound`)
          : translate(`records.${what}.loadFailed`, { message: errorMessage(error) })}
      </Alert>
      <Button variant="outlined" onClick={onBack}>
        {translate('common.back')}
      </Button>
    </>
  );
}
