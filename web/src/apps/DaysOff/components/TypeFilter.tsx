import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useId } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import type { TypeFilterOption } from '../calendarDays';

type TypeFilterProps = {
  options: readonly TypeFilterOption[];
  hidden: ReadonlySet<string>;
  /** The keys to hide from now on. */
  onChange(hiddenKeys: string[]): void;
};

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '2px', bgcolor: `#${color}`, mr: 1 }}
    />
  );
}

/**
 * Which types the calendar shows (part 1 §7): checkboxes on a wide screen, a compact multiple select
 * below the 600px breakpoint (MUI's `sm`, part 1 §7 mobile breakpoint).
 */
export const TypeFilter = memo(function TypeFilter({ options, hidden, onChange }: TypeFilterProps) {
  const t = useT();
  const labelId = useId();
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (options.length === 0) return null;
  const label = (option: TypeFilterOption) => option.name ?? t('CALENDAR_COMPANY_DAYS_OFF');
  const shown = options.filter((option) => !hidden.has(option.key)).map((option) => option.key);
  // Keys hidden in another year stay hidden: the stored list keeps them.
  const hiddenElsewhere = [...hidden].filter((key) => !options.some((option) => option.key === key));
  const showOnly = (keys: readonly string[]) =>
    onChange([
      ...hiddenElsewhere,
      ...options.filter((option) => !keys.includes(option.key)).map((option) => option.key),
    ]);

  if (compact) {
    return (
      <FormControl size="small" sx={{ minWidth: 200, maxWidth: '100%' }}>
        <InputLabel id={labelId}>{t('CALENDAR_TYPE_FILTER')}</InputLabel>
        <Select
          labelId={labelId}
          multiple
          value={shown}
          onChange={(event) =>
            showOnly(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)
          }
          input={<OutlinedInput label={t('CALENDAR_TYPE_FILTER')} />}
          renderValue={(keys) => t('CALENDAR_TYPES_SHOWN', { shown: keys.length, total: options.length })}
        >
          {options.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              <Checkbox size="small" checked={!hidden.has(option.key)} />
              <Swatch color={option.color} />
              <ListItemText primary={label(option)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    );
  }
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ typography: 'caption' }}>
        {t('CALENDAR_TYPE_FILTER')}
      </FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.key}
            control={
              <Checkbox
                size="small"
                checked={!hidden.has(option.key)}
                onChange={(event) =>
                  showOnly(event.target.checked ? [...shown, option.key] : shown.filter((key) => key !== option.key))
                }
              />
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', typography: 'body2' }}>
                <Swatch color={option.color} />
                {label(option)}
              </Box>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
});
