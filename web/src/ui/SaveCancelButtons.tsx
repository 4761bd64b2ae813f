import Button from '@mui/material/Button';

/**
 * The Cancel and Save pair at the foot of every form dialog. Save submits the enclosing <form>;
 * both wait while it is being submitted.
 */
export function SaveCancelButtons({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  return (
    <span>
      <Button onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" loading={submitting} sx={{ ml: 1 }}>
        Save
      </Button>
    </span>
  );
}
