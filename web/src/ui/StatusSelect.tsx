import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { translate } from '../i18n';

/** The 'Update Status' select of a record page: the statuses staff may set, each by its label. */
export function StatusSelect<S extends string>({
  id,
  value,
  statuses,
  label,
  onChange,
}: {
  id: string;
  value: S;
  statuses: readonly S[];
  /** A status's name as shown ('Pending'). */
  label: (status: S) => string;
  onChange: (status: S) => void;
}) {
  return (
    <TextField
      id={id}
      label={translate('common.updateStatus')}
      select
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as S)}
      sx={{ minWidth: 180 }}
    >
      {statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {label(s)}
        </MenuItem>
      ))}
    </TextField>
  );
}
