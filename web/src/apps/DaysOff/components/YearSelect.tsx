import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { yearOptions } from '@people/domain/dates';
import { useT } from '../../../i18n/I18nProvider';
import { currentYear } from '../daysOffStorage';

export type YearSelectProps = { year: number; onChange(year: number): void; disabled?: boolean };

/** part 1 §2, §9: the current year plus and minus 9 (19 entries), and the shown year if it lies outside. */
export function YearSelect({ year, onChange, disabled }: YearSelectProps) {
  const t = useT();
  const options = yearOptions(currentYear());
  if (!options.includes(year)) options.push(year);
  options.sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      label={t('YEAR')}
      value={year}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 110 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
