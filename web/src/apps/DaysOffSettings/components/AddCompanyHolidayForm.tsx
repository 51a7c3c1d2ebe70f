import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { FALLBACK_DAY_OFF_COLOR } from '@people/domain/daysOff';
import { requiredField } from '@people/domain/validation';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ToastProvider';
import { countryName } from '../../../i18n/countryName';
import { useT } from '../../../i18n/I18nProvider';
import { useAddCompanyHoliday } from '../hooks/useAddCompanyHoliday';
import { useUserErrors } from '../hooks/useUserErrors';
import { SettingsDatePicker } from './SettingsDatePicker';

type Props = { year: number; country: string };

/**
 * Part 1 §2 /settings/companyHolidays: adds a company day off (date, name, colour) to the country shown.
 * The date stays within the year shown, so the new day appears in the list it was added from.
 */
export function AddCompanyHolidayForm({ year, country }: Props) {
  const t = useT();
  const toast = useToast();
  const [date, setDate] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [color, setColor] = useState(FALLBACK_DAY_OFF_COLOR);
  const [tried, setTried] = useState(false);
  const [addHoliday, busy] = useAddCompanyHoliday();
  const titles = { date: t('SETTINGS_DATE'), name: t('SETTINGS_NAME') };
  const { errors, run } = useUserErrors({ date: titles.date, specialName: titles.name, special_name: titles.name });
  const inYear = date !== null && date.startsWith(`${year}-`);
  const dateError = !tried
    ? undefined
    : requiredField(date, 'date')
      ? t('SETTINGS_FIELD_IS_REQUIRED', { field: titles.date })
      : !inYear
        ? t('SETTINGS_DATE_NOT_IN_YEAR', { year })
        : undefined;
  const nameError =
    tried && requiredField(name, 'name') ? t('SETTINGS_FIELD_IS_REQUIRED', { field: titles.name }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (date === null || !inYear || nameError !== undefined || name.trim() === '' || busy) return;
    const specialName = name.trim();
    if (await run(() => addHoliday({ date, specialName, color, countryCode: country }))) {
      toast({
        severity: 'success',
        message: t('SETTINGS_COMPANY_HOLIDAY_ADDED', { name: specialName, date: formatDate(t, date) }),
      });
      setDate(null);
      setName('');
      setTried(false);
    }
  };

  return (
    <Paper component="section" aria-label={t('SETTINGS_ADD_COMPANY_HOLIDAY')} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('SETTINGS_ADD_COMPANY_HOLIDAY_FOR', { country: countryName(country, t.language) })}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('SETTINGS_ADD_COMPANY_HOLIDAY')}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <SettingsDatePicker
          label={titles.date}
          value={date}
          onChange={setDate}
          minDate={`${year}-01-01`}
          maxDate={`${year}-12-31`}
          error={dateError}
          required
        />
        <TextField
          label={titles.name}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError !== undefined}
          helperText={nameError}
        />
        <TextField
          type="color"
          label={t('SETTINGS_COLOR')}
          value={`#${color.toLowerCase()}`}
          onChange={(event) => setColor(event.target.value.replace(/^#/, '').toUpperCase())}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 1 }}>
          {t('SETTINGS_ADD')}
        </Button>
      </Box>
      {errors.map((error) => (
        <Alert key={error} severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ))}
    </Paper>
  );
}
