// The day-off type form's values, checks and mutation fields (part 1 §3 day-off type fields, §5
// validation, §6 day-off type management). Pure, so the rules are tested without rendering.
import { FALLBACK_DAY_OFF_COLOR, type DayOffKind, type Limitation } from '@people/domain/daysOff';
import type { Interpretation } from '@people/domain/interpretation';
import { requiredField } from '@people/domain/validation';
import { graphqlValue } from '../../graphqlEnums';
import { formatDurationText, parseDurationText } from './durationText';
import { asDayOffKind, asInterpretation, asLimitation, REQUEST_OPTIONS } from './settingsEnums';
import { maximumText, readMaximum, type MaximumError } from './yearlyMaximum';

export type DayOffTypeFormValues = {
  type: DayOffKind;
  name: string;
  /** Hex without '#', upper case. */
  color: string;
  limitation: Limitation;
  /** Days, or hours:minutes, as typed (yearlyMaximum.ts). */
  maximum: string;
  interpretation: Interpretation;
  approvalNeeded: boolean;
  allowedSelfservice: boolean;
  allowedRequestOptions: readonly string[];
  noteRequired: boolean;
  transferUnusedAmounts: boolean;
  transferAmountsExpiryMonths: string;
  active: boolean;
  /** Hours:minutes accrued per month, as typed; used for leave_accrual only. */
  accrualMinutesPerMonth: string;
};

export type DayOffTypeFormField =
  'name' | 'maximum' | 'allowedRequestOptions' | 'transferAmountsExpiryMonths' | 'accrualMinutesPerMonth';
type FieldErrorCode = MaximumError;
export type DayOffTypeFormErrors = Partial<Record<DayOffTypeFormField, FieldErrorCode>>;

/** A stored type as the schema answers it (DayOffTypeForm_dayOffType). */
export type StoredDayOffType = Omit<
  DayOffTypeFormValues,
  'maximum' | 'transferAmountsExpiryMonths' | 'type' | 'limitation' | 'interpretation' | 'accrualMinutesPerMonth'
> & {
  readonly type: string;
  readonly limitation: string;
  readonly interpretation: string;
  readonly transferAmountsExpiryMonths: number | null | undefined;
  readonly maxYearlyAmountDays: number | null | undefined;
  readonly maxYearlyAmountMinutes: number | null | undefined;
  readonly accrualMinutesPerMonth: number | null | undefined;
};

// part 1 §3 gives no defaults for a new type: we choose a custom time-off type limited in days, in
// the fallback colour of part 1 §9, active, asking approval, open to self-service with every option.
export function initialValues(stored: StoredDayOffType | null): DayOffTypeFormValues {
  if (stored === null) {
    return {
      type: 'custom',
      name: '',
      color: FALLBACK_DAY_OFF_COLOR,
      limitation: 'limit_in_days',
      maximum: '',
      interpretation: 'time_off',
      approvalNeeded: true,
      allowedSelfservice: true,
      allowedRequestOptions: [...REQUEST_OPTIONS],
      noteRequired: false,
      transferUnusedAmounts: false,
      transferAmountsExpiryMonths: '',
      active: true,
      accrualMinutesPerMonth: '',
    };
  }
  const limitation = asLimitation(stored.limitation);
  const maximum = {
    maxYearlyAmountDays: stored.maxYearlyAmountDays ?? null,
    maxYearlyAmountMinutes: stored.maxYearlyAmountMinutes ?? null,
  };
  return {
    type: asDayOffKind(stored.type),
    name: stored.name,
    color: stored.color.replace(/^#/, '').toUpperCase(),
    limitation,
    maximum: maximumText(limitation, maximum),
    interpretation: asInterpretation(stored.interpretation),
    approvalNeeded: stored.approvalNeeded,
    allowedSelfservice: stored.allowedSelfservice,
    allowedRequestOptions: [...stored.allowedRequestOptions],
    noteRequired: stored.noteRequired,
    transferUnusedAmounts: stored.transferUnusedAmounts,
    transferAmountsExpiryMonths:
      stored.transferAmountsExpiryMonths == null ? '' : String(stored.transferAmountsExpiryMonths),
    active: stored.active,
    accrualMinutesPerMonth:
      stored.accrualMinutesPerMonth == null ? '' : formatDurationText(stored.accrualMinutesPerMonth),
  };
}

// part 1 §4 counts expiry months after 1 January and hides the label at 12 or more, so any whole
// number of months from 1 is meaningful; empty means the transferred amount does not expire.
function readExpiryMonths(text: string): number | null | 'INVALID_INPUT' {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,3}$/.test(value) && Number(value) >= 1 ? Number(value) : 'INVALID_INPUT';
}

/** Part 1 §5: FIELD_IS_REQUIRED with the field's title, INVALID_INPUT for a value of the wrong form. */
export function validateDayOffType(values: DayOffTypeFormValues): DayOffTypeFormErrors {
  const errors: DayOffTypeFormErrors = {};
  if (requiredField(values.name, 'name')) errors.name = 'FIELD_IS_REQUIRED';
  const maximum = readMaximum(values.limitation, values.maximum);
  if ('error' in maximum) errors.maximum = maximum.error;
  // part 1 §4 request options: a type nobody can ask in any way is a mistake; we require one.
  if (requiredField(values.allowedRequestOptions, 'allowedRequestOptions'))
    errors.allowedRequestOptions = 'FIELD_IS_REQUIRED';
  // part 1 §3 accrual fields: a leave_accrual type accrues a number of hours:minutes each month (the REST API requires it).
  if (values.limitation === 'leave_accrual') {
    if (requiredField(values.accrualMinutesPerMonth, 'accrualMinutesPerMonth'))
      errors.accrualMinutesPerMonth = 'FIELD_IS_REQUIRED';
    else if (parseDurationText(values.accrualMinutesPerMonth) === null) errors.accrualMinutesPerMonth = 'INVALID_INPUT';
  }
  if (values.transferUnusedAmounts && readExpiryMonths(values.transferAmountsExpiryMonths) === 'INVALID_INPUT') {
    errors.transferAmountsExpiryMonths = 'INVALID_INPUT';
  }
  return errors;
}

/** The DayOffTypeFields input of addDayOffType and updateDayOffType; call after validateDayOffType passed. */
export function toDayOffTypeFields(values: DayOffTypeFormValues) {
  const maximum = readMaximum(values.limitation, values.maximum);
  const months = values.transferUnusedAmounts ? readExpiryMonths(values.transferAmountsExpiryMonths) : null;
  return {
    type: graphqlValue(values.type),
    name: values.name.trim(),
    color: values.color,
    limitation: graphqlValue(values.limitation),
    interpretation: graphqlValue(values.interpretation),
    approvalNeeded: values.approvalNeeded,
    allowedSelfservice: values.allowedSelfservice,
    // In the order of part 1 §4, whatever order they were ticked in.
    allowedRequestOptions: REQUEST_OPTIONS.filter((option) => values.allowedRequestOptions.includes(option)),
    active: values.active,
    maxYearlyAmountDays: 'maximum' in maximum ? maximum.maximum.maxYearlyAmountDays : null,
    maxYearlyAmountMinutes: 'maximum' in maximum ? maximum.maximum.maxYearlyAmountMinutes : null,
    transferUnusedAmounts: values.transferUnusedAmounts,
    transferAmountsExpiryMonths: months === 'INVALID_INPUT' ? null : months,
    noteRequired: values.noteRequired,
    // Other limitations accrue nothing: null clears what a former leave_accrual limitation stored.
    accrualMinutesPerMonth:
      values.limitation === 'leave_accrual' ? parseDurationText(values.accrualMinutesPerMonth) : null,
  };
}
