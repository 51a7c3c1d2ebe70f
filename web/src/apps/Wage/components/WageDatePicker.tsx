import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR, nlNL } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl-be';
import { useT, type Language } from '../../../i18n/I18nProvider';
import { DATE_FORMAT } from '../../Profile/components/SeniorityDatePicker';

// As the profile's SeniorityDatePicker: locales whose week starts on Monday (part 1 §2), for each language.
const DAYJS_LOCALES: Record<Language, string> = { en: 'en-gb', nl: 'nl-be', fr: 'fr' };
const PICKER_TEXTS = { en: enUS, nl: nlNL, fr: frFR } as const;

type Props = {
  label: string;
  /** ISO date (YYYY-MM-DD) or null. */
  value: string | null;
  /** ISO date, or null while the field is empty or not a valid date. */
  onChange: (value: string | null) => void;
  required?: boolean;
  error?: string | null;
  /** ISO date before which no day can be picked. */
  minDate?: string;
};

/** A form's date field, DD/MM/YYYY (part 1 §9), with its error under it. */
export function WageDatePicker({ label, value, onChange, required, error, minDate }: Props) {
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
        onChange={(date: Dayjs | null) => onChange(date && date.isValid() ? date.format('YYYY-MM-DD') : null)}
        slotProps={{ textField: { required, error: Boolean(error), helperText: error ?? undefined } }}
      />
    </LocalizationProvider>
  );
}
