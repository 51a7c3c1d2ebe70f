import TextField from '@mui/material/TextField';
import { yearOptions } from '@people/domain/dates';
import { useT } from '../../../i18n/I18nProvider';

type Props = { value: number; onChange: (year: number) => void };

/** Part 1 §2, §9 year selector: the current year ± 9; a year from the address outside that range is kept too. */
export function YearSelect({ value, onChange }: Props) {
  const t = useT();
  const years = yearOptions(new Date().getFullYear());
  const options = years.includes(value) ? years : [...years, value].sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      label={t('SETTINGS_YEAR')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
    >
      {options.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </TextField>
  );
}
