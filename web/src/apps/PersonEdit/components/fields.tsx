import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';

type TextProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  required?: boolean;
  helperText?: string;
};

/** One text input of an edit form; a date input takes and gives ISO (the app shows dates DD/MM/YYYY elsewhere). */
export function TextInput({ name, label, value, onChange, type = 'text', required, helperText }: TextProps) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      type={type}
      required={required}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        htmlInput: type === 'number' ? { min: 0, max: 99 } : undefined,
      }}
      fullWidth
    />
  );
}

type SelectProps = {
  name: string;
  label: string;
  /** A spec value (lower case, part 1 §3) or '' for none. */
  value: string;
  options: readonly string[];
  /** Translation keys `<prefix>_<value>` (GENDER_male). */
  prefix: string;
  onChange: (value: string) => void;
};

/** A part 1 §3 enumeration as a select, each value translated, with an empty choice to clear it. */
export function EnumSelect({ name, label, value, options, prefix, onChange }: SelectProps) {
  const t = useT();
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      select
      fullWidth
    >
      <MenuItem value="">{t('NOT_SET')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {enumLabel(t, prefix, option) ?? option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** '' for null, so a controlled input never switches from uncontrolled. */
export const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
/** null for blank, so a cleared field is sent as cleared. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
