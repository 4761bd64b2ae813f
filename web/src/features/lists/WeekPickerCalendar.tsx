import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import Popover from '@mui/material/Popover';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { currentLanguage, translate } from '../../i18n';

/**
 * The calendar of the dashboard's 'Week of' field (features/lists/WeekPicker.tsx): MUI X's month
 * view under the field, in the app's language, its keyboard focus on the date on show. A pick
 * gives the calendar date 'YYYY-MM-DD'; Escape or a click outside closes it. Its own chunk, with
 * MUI X and date-fns (docs/screens.md#weight).
 */
export default function WeekPickerCalendar({
  anchorEl,
  open,
  value,
  onPick,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  open: boolean;
  value: string | null;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  const portuguese = currentLanguage() === 'pt-BR';
  const date = value ? parseISO(value) : null;
  return (
    <Popover
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': translate('dashboard.chooseDate') } }}
    >
      <LocalizationProvider
        dateAdapter={AdapterDateFns}
        adapterLocale={portuguese ? ptBR : undefined}
        localeText={portuguese ? pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
      >
        <DateCalendar
          autoFocus
          value={date && isValid(date) ? date : null}
          onChange={(picked: Date | null, selectionState) => {
            if (picked && isValid(picked) && selectionState === 'finish') onPick(format(picked, 'yyyy-MM-dd'));
          }}
        />
      </LocalizationProvider>
    </Popover>
  );
}
