import TranslateIcon from '@mui/icons-material/Translate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { useT } from '../../../i18n/I18nProvider';
import { LANGUAGES, type Language } from '../../../i18n/language';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands', fr: 'Français' };

/** The language switch; each language is named in itself, so anyone finds their own. */
export function LanguageSwitch({
  value,
  onChange,
  disabled,
}: {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      hiddenLabel
      variant="filled"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Language)}
      slotProps={{
        // No floating label: it would sit on the app bar's colour; the combobox is named by aria-label.
        select: { SelectDisplayProps: { 'aria-label': t('LANGUAGE') } },
        input: {
          disableUnderline: true,
          startAdornment: (
            <InputAdornment position="start">
              <TranslateIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 160 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </TextField>
  );
}
