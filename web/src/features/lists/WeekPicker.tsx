import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import EventIcon from '@mui/icons-material/Event';
import { DateTextField } from '../../ui/DateTextField';
import { translate } from '../../i18n';

// The calendar (MUI X's, with date-fns) arrives when first opened, not with the dashboard (docs/screens.md#weight).
const WeekPickerCalendar = lazy(() => import('./WeekPickerCalendar'));

/**
 * The dashboard's 'Week of' field (docs/lists-and-reports.md): a date typed as 'MM/DD/YYYY'
 * ('DD/MM/YYYY' in Portuguese, ui/DateTextField.tsx) or picked on a calendar opened by its 'Choose
 * date' button. `value` is the calendar date 'YYYY-MM-DD' on show, null while the agency's today is
 * not known; `onChange` receives a complete, real date from 1900 on (a year still being typed is
 * not a pick).
 */
export function WeekPicker({ value, onChange }: { value: string | null; onChange: (date: string) => void }) {
  // The field the calendar opens under; set at the first opening, the calendar's chunk with it.
  const [field, setField] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <DateTextField
        label={translate('dashboard.weekOf')}
        value={value ?? ''}
        onChange={(date) => {
          if (date !== '' && date >= '1900') onChange(date);
        }}
        size="small"
        sx={{ maxWidth: 220 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('dashboard.chooseDate')}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    setField(event.currentTarget.closest<HTMLElement>('.MuiFormControl-root'));
                    setOpen(true);
                  }}
                >
                  <EventIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {field ? (
        <Suspense fallback={null}>
          <WeekPickerCalendar
            anchorEl={field}
            open={open}
            value={value}
            onPick={(date) => {
              setOpen(false);
              onChange(date);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
