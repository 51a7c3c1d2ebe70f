// The wage form's values, checks and mutation inputs (part 1 §2 /people/{id}/wage/new and /overview, §3 Wage, §5).
import { averageWeeklyMinutes, formatRate, isWageType, rateDecimals, type WageType } from '@people/domain/wage';
import { isIsoDate, parseDate } from '@people/domain/dates';
import { isEmptyValue, isNumeric } from '@people/domain/validation';
import { graphqlValue, specValue } from '../../graphqlEnums';

export const CURRENCY = 'EUR';
/** part 1 §5 holiday countries: the registration countries offered, each with a flag (web/public/flags). */
export const REGISTRATION_COUNTRIES = ['BE', 'NL', 'FR', 'DE', 'LU', 'GB', 'ES'] as const;
const AMOUNT_DECIMALS = 2;
// part 1 §3 is silent on a default schedule: we choose a full-time Belgian week, 7h36 Monday to Friday (38h).
const DEFAULT_WEEK = [456, 456, 456, 456, 456, 0, 0] as const;

export type BenefitRow = { description: string; monthlyValue: string };

export type WageFormValues = {
  /** ISO date; only a new wage has one to choose. */
  startDate: string | null;
  type: WageType;
  rate: string;
  registrationCountryCode: string;
  isDynamicSchedule: boolean;
  /** Minutes per weekday, Monday first, one row per week of the cycle. */
  weeks: number[][];
  customBenefits: BenefitRow[];
  carMonthlyCost: string;
  bonusMonthly: string;
  nettovergoeding: string;
};

export type WageFormError =
  { code: 'WAGE_FIELD_REQUIRED' } | { code: 'WAGE_AMOUNT_INVALID'; decimals: number } | { code: 'WAGE_DATE_INVALID' };
/** Field path ('rate', 'customBenefits.0.description'…) → what is wrong with it. */
export type WageFormErrors = Partial<Record<string, WageFormError>>;

type Options = { startDateNeeded: boolean; bonusShown: boolean };

/** An intern is not paid (part 1 §3 intern_not_paid): there is no rate to fill in. */
export function hasRate(type: WageType): boolean {
  return type !== 'intern_not_paid';
}

// part 1 §5 numeric check (domain isNumeric) on what Belgian and Dutch people type: we choose to read a decimal
// comma as a point. An amount is 0 or more, with at most `decimals` decimals; blank is null.
export function parseAmount(text: string, decimals: number): number | null | 'invalid' {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  if (!isNumeric(value) || value.startsWith('-')) return 'invalid';
  const fraction = value.split('.')[1] ?? '';
  return fraction.length > decimals ? 'invalid' : Number(value);
}

function amountError(text: string, decimals: number, required: boolean): WageFormError | null {
  const amount = parseAmount(text, decimals);
  if (amount === null) return required ? { code: 'WAGE_FIELD_REQUIRED' } : null;
  return amount === 'invalid' ? { code: 'WAGE_AMOUNT_INVALID', decimals } : null;
}

/**
 * part 1 §5 FIELD_IS_REQUIRED and the numeric check, per field: the start date of a new wage, the rate (hourly
 * with up to 4 decimals, part 1 §3), the registration country, and each amount (2 decimals). A benefit row
 * needs both its description and its monthly value.
 */
export function validateWageForm(values: WageFormValues, { startDateNeeded, bonusShown }: Options): WageFormErrors {
  const errors: Record<string, WageFormError | null> = {
    startDate: startDateNeeded && isEmptyValue(values.startDate) ? { code: 'WAGE_DATE_INVALID' } : null,
    rate: hasRate(values.type) ? amountError(values.rate, rateDecimals(values.type), true) : null,
    registrationCountryCode: isEmptyValue(values.registrationCountryCode) ? { code: 'WAGE_FIELD_REQUIRED' } : null,
    carMonthlyCost: amountError(values.carMonthlyCost, AMOUNT_DECIMALS, false),
    bonusMonthly: bonusShown ? amountError(values.bonusMonthly, AMOUNT_DECIMALS, false) : null,
    nettovergoeding: amountError(values.nettovergoeding, AMOUNT_DECIMALS, false),
  };
  values.customBenefits.forEach((row, i) => {
    errors[`customBenefits.${i}.description`] = isEmptyValue(row.description) ? { code: 'WAGE_FIELD_REQUIRED' } : null;
    errors[`customBenefits.${i}.monthlyValue`] = amountError(row.monthlyValue, AMOUNT_DECIMALS, true);
  });
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, WageFormError] => entry[1] !== null),
  );
}

function amountOrNull(text: string): number | null {
  const amount = parseAmount(text, AMOUNT_DECIMALS);
  return typeof amount === 'number' ? amount : null;
}

/** The fields setNewWage and updateWage share; call on values without errors. */
export function wageFields(values: WageFormValues, bonusShown: boolean) {
  const rate = hasRate(values.type) ? parseAmount(values.rate, rateDecimals(values.type)) : 0;
  const weeks = values.weeks.map((minutes, i) => ({ weekNr: i + 1, minutes: [...minutes] }));
  return {
    type: graphqlValue(values.type),
    rate: typeof rate === 'number' ? rate : 0,
    registrationCountryCode: values.registrationCountryCode,
    isDynamicSchedule: values.isDynamicSchedule,
    // part 1 §9: the weekly average is the total divided by the number of weeks (domain), in whole minutes.
    weeklyTimeEngagement: Math.round(averageWeeklyMinutes(weeks)),
    weeklySchedule: weeks,
    customBenefits: values.customBenefits.map((row) => ({
      description: row.description.trim(),
      monthlyValue: amountOrNull(row.monthlyValue) ?? 0,
    })),
    carMonthlyCost: amountOrNull(values.carMonthlyCost),
    nettovergoeding: amountOrNull(values.nettovergoeding),
    // Without wages_bonus_field the bonus is not part of the form, so it is left as it is.
    ...(bonusShown ? { bonusMonthly: amountOrNull(values.bonusMonthly) } : {}),
  };
}

type WageLike = {
  /** A Relay enum (ALL_CAPS): an unknown type (added to the schema later) starts the form as hourly. */
  readonly type: string;
  readonly rate: number;
  readonly registrationCountryCode: string;
  readonly isDynamicSchedule: boolean;
  readonly weeklySchedule: ReadonlyArray<{
    readonly timeEngagementMonday: number;
    readonly timeEngagementTuesday: number;
    readonly timeEngagementWednesday: number;
    readonly timeEngagementThursday: number;
    readonly timeEngagementFriday: number;
    readonly timeEngagementSaturday: number;
    readonly timeEngagementSunday: number;
  }>;
  readonly customBenefits: ReadonlyArray<{ readonly description: string; readonly monthlyValue: number }>;
  readonly carMonthlyCost: number | null | undefined;
  readonly bonusMonthly: number | null | undefined;
  readonly nettovergoeding: number | null | undefined;
};

/** The domain's wage type of a GraphQL one (EMPLOYEE_PAID_HOURLY → employee_paid_hourly); unknown → hourly. */
function wageTypeOf(graphqlType: string): WageType {
  const type = specValue(graphqlType);
  return isWageType(type) ? type : 'employee_paid_hourly';
}

const amountText = (value: number | null | undefined) => (value == null ? '' : String(value));

/**
 * The form filled from a wage: the wage being edited, or the current one when a new wage follows it (the new
 * one usually changes the rate only). Without a wage: an hourly employee in `country` with the default week.
 */
export function wageFormValues(wage: WageLike | null, startDate: string | null, country: string): WageFormValues {
  if (!wage) {
    return {
      startDate,
      type: 'employee_paid_hourly',
      rate: '',
      registrationCountryCode: country,
      isDynamicSchedule: false,
      weeks: [[...DEFAULT_WEEK]],
      customBenefits: [],
      carMonthlyCost: '',
      bonusMonthly: '',
      nettovergoeding: '',
    };
  }
  const weeks = wage.weeklySchedule.map((week) => [
    week.timeEngagementMonday,
    week.timeEngagementTuesday,
    week.timeEngagementWednesday,
    week.timeEngagementThursday,
    week.timeEngagementFriday,
    week.timeEngagementSaturday,
    week.timeEngagementSunday,
  ]);
  const type = wageTypeOf(wage.type);
  return {
    startDate,
    type,
    rate: formatRate(wage.rate, type),
    registrationCountryCode: wage.registrationCountryCode,
    isDynamicSchedule: wage.isDynamicSchedule,
    weeks: weeks.length > 0 ? weeks : [[...DEFAULT_WEEK]],
    customBenefits: wage.customBenefits.map((benefit) => ({
      description: benefit.description,
      monthlyValue: String(benefit.monthlyValue),
    })),
    carMonthlyCost: amountText(wage.carMonthlyCost),
    bonusMonthly: amountText(wage.bonusMonthly),
    nettovergoeding: amountText(wage.nettovergoeding),
  };
}

// part 1 §2 "optional date query" gives no format: we choose ISO (what the calendar links with) and also take
// DD/MM/YYYY, the format dates are shown in (part 1 §9). Anything else preselects nothing.
export function startDateFromQuery(value: string | null): string | null {
  if (!value) return null;
  return isIsoDate(value) ? value : parseDate(value);
}
