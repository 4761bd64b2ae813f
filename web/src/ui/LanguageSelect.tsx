import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LANGUAGES, setLanguage, useLanguage, type Language, useTranslation } from '../i18n';

/**
 * The language choice (docs/i18n.md): 'English' and 'Português', each named in its own language,
 * as two toggle buttons in a group named 'Language' / 'Idioma'. Choosing one switches the whole app
 * at once and is remembered by the browser; `onChoose` is told first (the badge saves it on the
 * employee's record, /login marks it to be saved at sign-in).
 */
export function LanguageSelect({ size = 'small', onChoose }: { size?: 'small' | 'medium'; onChoose?: (language: Language) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={language}
      aria-label={t('language.label')}
      onChange={(_, next: Language | null) => {
        if (!next) return;
        onChoose?.(next);
        void setLanguage(next);
      }}
      sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, textTransform: 'none' } }}
    >
      {LANGUAGES.map((l) => (
        <ToggleButton key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
