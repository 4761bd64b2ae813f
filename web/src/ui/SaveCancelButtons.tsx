import Button from '@mui/material/Button';
import { translate } from '../i18n';

/**
 * The Cancel and Save pair at the foot of every form dialog. Save submits the enclosing <form>;
 * both wait while it is being submitted.
 */
export function SaveCancelButtons({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  return (
    <span>
      <Button onClick={onCancel} disabled={submitting}>
        {translate('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={submitting} sx={{ ml: 1 }}>
        {translate('common.save')}
      </Button>
    </span>
  );
}
