import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CompanyFeature } from '@people/domain/companyFlags';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DayOffTypeForm_dayOffType$key } from '../../../__generated__/DayOffTypeForm_dayOffType.graphql';
import type { DayOffTypeFields } from '../../../__generated__/useAddDayOffTypeMutation.graphql';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import {
  initialValues,
  toDayOffTypeFields,
  validateDayOffType,
  type DayOffTypeFormField,
  type DayOffTypeFormValues,
} from '../dayOffTypeFormValues';
import { DAY_OFF_KINDS, INTERPRETATIONS, LIMITATIONS, REQUEST_OPTIONS } from '../settingsEnums';
import { maximumFieldLabel, settingsLabel } from '../settingsTexts';
import { maximumInput } from '../yearlyMaximum';
import { SettingsFormFooter } from './SettingsFormFooter';

/** The titles FIELD_IS_REQUIRED and INVALID_INPUT name (part 1 §5), also for the server's userErrors. */
export const DAY_OFF_TYPE_FIELD_TITLES: Record<DayOffTypeFormField, MessageKey> = {
  name: 'SETTINGS_NAME',
  maximum: 'SETTINGS_YEARLY_MAXIMUM',
  allowedRequestOptions: 'SETTINGS_REQUEST_OPTIONS',
  transferAmountsExpiryMonths: 'SETTINGS_EXPIRY_MONTHS',
  accrualMinutesPerMonth: 'SETTINGS_ACCRUAL_PER_MONTH',
};

type Props = {
  /** The type to edit; null adds one. */
  dayOffType: DayOffTypeForm_dayOffType$key | null;
  features: readonly CompanyFeature[];
  /** Saves the fields; resolves true when saved (the page then leaves). */
  onSave: (fields: DayOffTypeFields) => Promise<unknown>;
  busy: boolean;
  /** The server's userErrors or the request's failure, as texts. */
  errors: readonly string[];
  cancelTo: string;
};

/**
 * Part 1 §2 /settings/daysOffTypes/add and /{typeId}/{year}/edit: the fields of a day-off type (part 1 §3).
 * Checked before anything is sent (part 1 §5: FIELD_IS_REQUIRED with the field's title).
 */
export function DayOffTypeForm({ dayOffType, features, onSave, busy, errors, cancelTo }: Props) {
  const t = useT();
  const stored = useFragment(DayOffTypeForm_dayOffType, dayOffType);
  const [values, setValues] = useState<DayOffTypeFormValues>(() => initialValues(stored ?? null));
  const [tried, setTried] = useState(false);
  const fieldErrors = validateDayOffType(values);
  const set = <K extends keyof DayOffTypeFormValues>(field: K, value: DayOffTypeFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const errorText = (field: DayOffTypeFormField) => {
    const code = tried ? fieldErrors[field] : undefined;
    if (!code) return undefined;
    return t(code === 'FIELD_IS_REQUIRED' ? 'SETTINGS_FIELD_IS_REQUIRED' : 'SETTINGS_INVALID_INPUT', {
      field: t(DAY_OFF_TYPE_FIELD_TITLES[field]),
    });
  };

  // part 1 §6 disable_days_off_education_type: the education kind is not offered (a type that has it keeps it).
  const kinds = DAY_OFF_KINDS.filter(
    (kind) =>
      kind !== 'education' || !features.includes('disable_days_off_education_type') || values.type === 'education',
  );
  // part 1 §6 disable_morning_afternoon_off: requests cannot ask a morning or afternoon, so the type does not offer them.
  const requestOptions = REQUEST_OPTIONS.filter(
    (option) =>
      !(features.includes('disable_morning_afternoon_off') && (option === 'morning' || option === 'afternoon')),
  );
  const maximumLabel = maximumFieldLabel(values.limitation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(fieldErrors).length > 0 || busy) return;
    await onSave(toDayOffTypeFields(values));
  };

  const checkbox = (
    field: 'approvalNeeded' | 'allowedSelfservice' | 'noteRequired' | 'transferUnusedAmounts' | 'active',
    label: MessageKey,
  ) => (
    <FormControlLabel
      control={<Checkbox checked={values[field]} onChange={(event) => set(field, event.target.checked)} />}
      label={t(label)}
    />
  );

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('SETTINGS_DAY_OFF_TYPE_FORM')}>
        <TextField
          label={t('SETTINGS_NAME')}
          required
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errorText('name') !== undefined}
          helperText={errorText('name')}
        />
        <TextField
          select
          label={t('SETTINGS_KIND')}
          value={values.type}
          onChange={(event) => set('type', event.target.value as DayOffTypeFormValues['type'])}
          slotProps={{ select: { native: true } }}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {settingsLabel(t, 'KIND', kind)}
            </option>
          ))}
        </TextField>
        <TextField
          type="color"
          label={t('SETTINGS_COLOR')}
          value={`#${values.color.toLowerCase()}`}
          onChange={(event) => set('color', event.target.value.replace(/^#/, '').toUpperCase())}
          sx={{ maxWidth: 160 }}
        />
        <TextField
          select
          label={t('SETTINGS_LIMITATION')}
          value={values.limitation}
          onChange={(event) => {
            const limitation = event.target.value as DayOffTypeFormValues['limitation'];
            // Days typed for a day limit mean nothing as hours: the amount is typed again in the new unit.
            setValues((v) => ({
              ...v,
              limitation,
              maximum: maximumInput(limitation) === maximumInput(v.limitation) ? v.maximum : '',
            }));
          }}
          slotProps={{ select: { native: true } }}
        >
          {LIMITATIONS.map((limitation) => (
            <option key={limitation} value={limitation}>
              {settingsLabel(t, 'LIMITATION', limitation)}
            </option>
          ))}
        </TextField>
        {maximumLabel && (
          <TextField
            label={t(maximumLabel)}
            required={values.limitation !== 'leave_accrual'}
            value={values.maximum}
            placeholder={maximumInput(values.limitation) === 'hours' ? t('SETTINGS_HOURS_PLACEHOLDER') : undefined}
            onChange={(event) => set('maximum', event.target.value)}
            error={errorText('maximum') !== undefined}
            helperText={
              errorText('maximum') ??
              (values.limitation === 'limit_in_half_days' ? t('SETTINGS_HALF_DAYS_HINT') : undefined)
            }
            slotProps={{ htmlInput: { inputMode: maximumInput(values.limitation) === 'days' ? 'decimal' : 'text' } }}
          />
        )}
        {/* part 1 §3 accrual fields: a leave_accrual type needs what it accrues each month. */}
        {values.limitation === 'leave_accrual' && (
          <TextField
            label={t('SETTINGS_ACCRUAL_PER_MONTH_HOURS')}
            required
            value={values.accrualMinutesPerMonth}
            placeholder={t('SETTINGS_ACCRUAL_PER_MONTH_PLACEHOLDER')}
            onChange={(event) => set('accrualMinutesPerMonth', event.target.value)}
            error={errorText('accrualMinutesPerMonth') !== undefined}
            helperText={errorText('accrualMinutesPerMonth')}
          />
        )}
        <TextField
          select
          label={t('SETTINGS_INTERPRETATION')}
          value={values.interpretation}
          onChange={(event) => set('interpretation', event.target.value as DayOffTypeFormValues['interpretation'])}
          slotProps={{ select: { native: true } }}
        >
          {INTERPRETATIONS.map((interpretation) => (
            <option key={interpretation} value={interpretation}>
              {settingsLabel(t, 'INTERPRETATION', interpretation)}
            </option>
          ))}
        </TextField>
        <FormGroup>
          {checkbox('approvalNeeded', 'SETTINGS_APPROVAL_NEEDED')}
          {checkbox('allowedSelfservice', 'SETTINGS_ALLOWED_SELFSERVICE')}
          {checkbox('noteRequired', 'SETTINGS_NOTE_REQUIRED')}
        </FormGroup>
        <FormControl component="fieldset" error={errorText('allowedRequestOptions') !== undefined}>
          <FormLabel component="legend">{t('SETTINGS_REQUEST_OPTIONS')}</FormLabel>
          <FormGroup row>
            {requestOptions.map((option) => (
              <FormControlLabel
                key={option}
                control={
                  <Checkbox
                    checked={values.allowedRequestOptions.includes(option)}
                    onChange={(event) =>
                      set(
                        'allowedRequestOptions',
                        event.target.checked
                          ? [...values.allowedRequestOptions, option]
                          : values.allowedRequestOptions.filter((chosen) => chosen !== option),
                      )
                    }
                  />
                }
                label={settingsLabel(t, 'REQUEST_OPTION', option)}
              />
            ))}
          </FormGroup>
          {errorText('allowedRequestOptions') && <FormHelperText>{errorText('allowedRequestOptions')}</FormHelperText>}
        </FormControl>
        <Box>
          {checkbox('transferUnusedAmounts', 'SETTINGS_TRANSFER_UNUSED')}
          {values.transferUnusedAmounts && (
            <TextField
              label={t('SETTINGS_EXPIRY_MONTHS')}
              value={values.transferAmountsExpiryMonths}
              onChange={(event) => set('transferAmountsExpiryMonths', event.target.value)}
              error={errorText('transferAmountsExpiryMonths') !== undefined}
              helperText={errorText('transferAmountsExpiryMonths') ?? t('SETTINGS_EXPIRY_MONTHS_HINT')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ ml: 4, maxWidth: 320 }}
            />
          )}
        </Box>
        {/* In a box: the Stack's spacing would undo the label's own margin. */}
        <Box>{checkbox('active', 'SETTINGS_ACTIVE')}</Box>
        <SettingsFormFooter errors={errors} cancelTo={cancelTo} busy={busy} submitLabel={t('SAVE')} />
      </Stack>
    </Paper>
  );
}

const DayOffTypeForm_dayOffType = graphql`
  fragment DayOffTypeForm_dayOffType on DayOffType {
    type
    name
    color
    limitation
    maxYearlyAmountDays
    maxYearlyAmountMinutes
    interpretation
    approvalNeeded
    allowedSelfservice
    allowedRequestOptions
    noteRequired
    transferUnusedAmounts
    transferAmountsExpiryMonths
    active
    accrualMinutesPerMonth
  }
`;
