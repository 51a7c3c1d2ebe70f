import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR, nlNL } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl-be';
import { useT, type Language } from '../../../i18n/I18nProvider';

// Locales whose week starts on Monday (part 1 §2), for each of the product's languages.
const DAYJS_LOCALES: Record<Language, string> = { en: 'en-gb', nl: 'nl-be', fr: 'fr' };
const PICKER_TEXTS = { en: enUS, nl: nlNL, fr: frFR } as const;

/** Part 1 §9: dates are shown DD/MM/YYYY. */
const DATE_FORMAT = 'DD/MM/YYYY';

type Props = {
  label: string;
  /** ISO date (YYYY-MM-DD) or null. */
  value: string | null;
  /** ISO date, or null while the field is empty or not a valid date. */
  onChange: (value: string | null) => void;
  /** ISO dates the pick stays within. */
  minDate?: string;
  maxDate?: string;
  error?: string;
  required?: boolean;
};

/** The MUI DatePicker on dayjs as the settings forms use it (as the profile's SeniorityDatePicker). */
export function SettingsDatePicker({ label, value, onChange, minDate, maxDate, error, required }: Props) {
  const t = useT();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[t.language]}
      localeText={PICKER_TEXTS[t.language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        value={value ? dayjs(value) : null}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        onChange={(date: Dayjs | null) => onChange(date && date.isValid() ? date.format('YYYY-MM-DD') : null)}
        slotProps={{ textField: { error: error !== undefined, helperText: error, required } }}
      />
    </LocalizationProvider>
  );
}
