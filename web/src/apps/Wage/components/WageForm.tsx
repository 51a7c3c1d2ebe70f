import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WAGE_TYPES, type WageType } from '@people/domain/wage';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WageForm_viewer$key } from '../../../__generated__/WageForm_viewer.graphql';
import type { WageForm_wage$key } from '../../../__generated__/WageForm_wage.graphql';
import { countryName } from '../../../i18n/countryName';
import { useT } from '../../../i18n/I18nProvider';
import { wageTypeLabel } from '../wageFormat';
import {
  CURRENCY,
  hasRate,
  REGISTRATION_COUNTRIES,
  validateWageForm,
  wageFields,
  wageFormValues,
  type WageFormError,
  type WageFormValues,
} from '../wageForm';
import { CustomBenefitsEditor } from './CustomBenefitsEditor';
import { WageDatePicker } from './WageDatePicker';
import { WeeklyScheduleEditor } from './WeeklyScheduleEditor';

export type WageFields = ReturnType<typeof wageFields>;

type Props = {
  /** The wage the form starts from: the one edited, or the current one a new wage follows; null for none. */
  wage: WageForm_wage$key | null | undefined;
  viewer: WageForm_viewer$key | null | undefined;
  /** The start date field of a new wage with its preselected value; absent when editing. */
  startDate?: { initial: string | null };
  submitLabel: string;
  busy: boolean;
  /** What the server refused (userErrors), already in words. */
  serverErrors: readonly string[];
  cancelTo: string;
  onSubmit: (fields: WageFields, startDate: string | null) => void;
};

/**
 * The wage form (part 1 §2 set new wage and edit, §3 Wage): start date, type, rate and currency, registration
 * country, weekly schedule, custom benefits, car cost, bonus (only with wages_bonus_field, part 1 §3) and net
 * allowance. Checked on submit (part 1 §5); nothing is sent while a field is wrong.
 */
export function WageForm({ wage, viewer, startDate, submitLabel, busy, serverErrors, cancelTo, onSubmit }: Props) {
  const t = useT();
  const initialWage = useFragment(WageForm_wage, wage);
  const company = useFragment(WageForm_viewer, viewer)?.company;
  const bonusShown = company?.features.includes('wages_bonus_field') ?? false;
  const [values, setValues] = useState<WageFormValues>(() =>
    wageFormValues(initialWage ?? null, startDate?.initial ?? null, company?.countryCode ?? REGISTRATION_COUNTRIES[0]),
  );
  const [tried, setTried] = useState(false);
  const errors = validateWageForm(values, { startDateNeeded: startDate !== undefined, bonusShown });
  const set = <K extends keyof WageFormValues>(key: K, value: WageFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const message = (error: WageFormError | undefined, field: string): string | null => {
    if (!tried || !error) return null;
    if (error.code === 'WAGE_AMOUNT_INVALID') return t('WAGE_AMOUNT_INVALID', { decimals: error.decimals });
    if (error.code === 'WAGE_DATE_INVALID') return t('WAGE_DATE_INVALID');
    return t('WAGE_FIELD_REQUIRED', { field });
  };
  const amountField = (key: 'carMonthlyCost' | 'bonusMonthly' | 'nettovergoeding', label: string) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={message(errors[key], label) !== null}
      helperText={message(errors[key], label)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0 || busy) return;
    onSubmit(wageFields(values, bonusShown), values.startDate);
  };

  const rateLabel = t('WAGE_RATE');
  const countryLabel = t('WAGE_REGISTRATION_COUNTRY');
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={submitLabel}>
      {startDate !== undefined && (
        <Box>
          <WageDatePicker
            label={t('WAGE_START_DATE')}
            value={values.startDate}
            onChange={(date) => set('startDate', date)}
            required
            error={message(errors.startDate, t('WAGE_START_DATE'))}
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField
          select
          label={t('WAGE_TYPE')}
          value={values.type}
          onChange={(event) => set('type', event.target.value as WageType)}
        >
          {WAGE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {wageTypeLabel(t, type)}
            </MenuItem>
          ))}
        </TextField>
        {hasRate(values.type) && (
          <TextField
            label={rateLabel}
            required
            value={values.rate}
            onChange={(event) => set('rate', event.target.value)}
            error={message(errors.rate, rateLabel) !== null}
            helperText={message(errors.rate, rateLabel)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        <TextField select label={t('WAGE_CURRENCY')} value={CURRENCY} disabled>
          <MenuItem value={CURRENCY}>{CURRENCY}</MenuItem>
        </TextField>
        <TextField
          select
          label={countryLabel}
          required
          value={values.registrationCountryCode}
          onChange={(event) => set('registrationCountryCode', event.target.value)}
          error={message(errors.registrationCountryCode, countryLabel) !== null}
          helperText={message(errors.registrationCountryCode, countryLabel)}
        >
          {REGISTRATION_COUNTRIES.map((code) => (
            <MenuItem key={code} value={code}>
              {countryName(code, t.language)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <WeeklyScheduleEditor weeks={values.weeks} onChange={(weeks) => set('weeks', weeks)} />
      <FormControlLabel
        control={
          <Checkbox
            checked={values.isDynamicSchedule}
            onChange={(event) => set('isDynamicSchedule', event.target.checked)}
          />
        }
        label={t('WAGE_DYNAMIC_SCHEDULE')}
      />
      <CustomBenefitsEditor
        rows={values.customBenefits}
        onChange={(rows) => set('customBenefits', rows)}
        errorOf={(path) =>
          message(
            errors[path],
            path.endsWith('description') ? t('WAGE_BENEFIT_DESCRIPTION') : t('WAGE_BENEFIT_MONTHLY_VALUE'),
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {amountField('carMonthlyCost', t('WAGE_CAR_MONTHLY_COST'))}
        {bonusShown && amountField('bonusMonthly', t('WAGE_BONUS_MONTHLY'))}
        {amountField('nettovergoeding', t('WAGE_NETTOVERGOEDING'))}
      </Box>
      {serverErrors.map((error) => (
        <Alert key={error} severity="error">
          {error}
        </Alert>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button component={RouterLink} to={cancelTo} disabled={busy}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}

const WageForm_wage = graphql`
  fragment WageForm_wage on Wage {
    type
    rate
    registrationCountryCode
    isDynamicSchedule
    weeklySchedule {
      timeEngagementMonday
      timeEngagementTuesday
      timeEngagementWednesday
      timeEngagementThursday
      timeEngagementFriday
      timeEngagementSaturday
      timeEngagementSunday
    }
    customBenefits {
      description
      monthlyValue
    }
    carMonthlyCost
    bonusMonthly
    nettovergoeding
  }
`;

const WageForm_viewer = graphql`
  fragment WageForm_viewer on Viewer {
    company {
      countryCode
      features
    }
  }
`;
