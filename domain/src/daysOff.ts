// Days-off types, balances, budget bars, limits and the holidays warning
// (part 1 §3, §4, §5, §8, §9).

import { isTransferValid, showTransferExpiryLabel, transferExpiryDate } from './dates';
import type { Interpretation } from './interpretation';

export type Limitation =
  'unlimited' | 'limit_in_days' | 'limit_in_half_days' | 'limit_in_minutes' | 'limit_by_overtime' | 'leave_accrual';
export type DayOffKind = 'custom' | 'sick_day' | 'education';
export type AmPmHint = 'all_day' | 'am' | 'pm' | 'custom';
export type DayOffStatus = 'pending' | 'approved';

/** A day-off usage item as part 1 §3 names its fields (the subset the rules read). */
export interface DayOffUsageItem {
  type_id: number;
  type: DayOffKind;
  name: string;
  color: string | null;
  limitation: Limitation;
  default_limitation: Limitation;
  interpretation: Interpretation;
  allowed_selfservice: boolean | number;
  days_approved: number;
  days_not_approved: number;
  minutes_approved: number;
  minutes_not_approved: number;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
  transfer_unused_amounts: boolean | number;
  transferred_minutes: number;
  transfer_amounts_expiry_months: number | null;
  used_before_expiry_minutes: number;
  remaining_transferred_minutes_from_last_year: number;
  accrual_year_balance: number | null;
  accrual_starting_minutes_this_year: number | null;
  accrual_approved_minutes: number | null;
}

type UsageFields<K extends keyof DayOffUsageItem> = Pick<DayOffUsageItem, K>;

const DAY_LIMITS: readonly Limitation[] = ['limit_in_days', 'limit_in_half_days'];
const MINUTE_LIMITS: readonly Limitation[] = ['limit_in_minutes', 'limit_by_overtime'];

export function isDayBased(limitation: Limitation): boolean {
  return DAY_LIMITS.includes(limitation);
}

export function isMinuteBased(limitation: Limitation): boolean {
  return MINUTE_LIMITS.includes(limitation);
}

/** part 1 §4: a day off is pending when approved = 0, else approved. */
export function dayOffStatus(approved: number | boolean): DayOffStatus {
  return approved === 0 || approved === false ? 'pending' : 'approved';
}

export const FALLBACK_DAY_OFF_COLOR = '1C99FC';

/** part 1 §9: fallback day-off colour 1C99FC. */
export function dayOffColor(color: string | null | undefined): string {
  return color ? color : FALLBACK_DAY_OFF_COLOR;
}

// ---- balance display (part 1 §4) ----

export type BalanceUnit = 'days' | 'half_days' | 'minutes';
export interface BalanceDisplay {
  kind: 'left' | 'over' | 'used' | 'end_of_year_balance';
  unit: BalanceUnit;
  amount: number;
}

/** What a limit compares: usage, the yearly maximum and the valid transfer. */
type LimitFields = UsageFields<
  | 'limitation'
  | 'days_approved'
  | 'days_not_approved'
  | 'minutes_approved'
  | 'minutes_not_approved'
  | 'max_yearly_amount_days'
  | 'max_yearly_amount_minutes'
> & {
  /** Transferred amount still valid, in the limit's unit (daysOffUsageItem); it adds to the maximum. */
  transferred_available?: number;
};
type BalanceFields = LimitFields & UsageFields<'default_limitation' | 'accrual_year_balance'>;

// part 1 §4 counts "approved plus pending" for the budget bar; we use the same usage for balances.
const usedDays = (item: LimitFields) => item.days_approved + item.days_not_approved;
const usedMinutes = (item: LimitFields) => item.minutes_approved + item.minutes_not_approved;

function leftOrOver(remaining: number, unit: BalanceUnit): BalanceDisplay {
  return remaining >= 0 ? { kind: 'left', unit, amount: remaining } : { kind: 'over', unit, amount: -remaining };
}

// part 1 §3 is silent on a limited type without maximum: we choose to read a null maximum as 0.
// part 1 §4: a transferred balance counts until it expires, so what is left includes the valid transfer, as the
// server's limit check does (domain daysOffLedger).
export function balanceDisplay(item: BalanceFields): BalanceDisplay {
  const transferred = item.transferred_available ?? 0;
  switch (item.limitation) {
    case 'limit_in_days':
      return leftOrOver((item.max_yearly_amount_days ?? 0) + transferred - usedDays(item), 'days');
    case 'limit_in_half_days':
      // part 1 §9: half days are shown as twice the day values.
      return leftOrOver(((item.max_yearly_amount_days ?? 0) + transferred - usedDays(item)) * 2, 'half_days');
    case 'limit_in_minutes':
    case 'limit_by_overtime':
      return leftOrOver((item.max_yearly_amount_minutes ?? 0) + transferred - usedMinutes(item), 'minutes');
    case 'unlimited':
      // part 1 §4 "hours or days used": we choose days when the type's default limitation is day-based.
      return isDayBased(item.default_limitation)
        ? { kind: 'used', unit: 'days', amount: usedDays(item) }
        : { kind: 'used', unit: 'minutes', amount: usedMinutes(item) };
    case 'leave_accrual':
      return { kind: 'end_of_year_balance', unit: 'minutes', amount: item.accrual_year_balance ?? 0 };
  }
}

// ---- budget bar (part 1 §4) ----

// part 1 §4: a valid transfer counts until it expires, so the bar's maximum is the yearly maximum plus the valid
// transfer, the amount the server's limit check allows (limitCheck) and balanceDisplay shows as left.
function limitedMaximum(item: LimitFields): number {
  const yearly = isDayBased(item.limitation)
    ? (item.max_yearly_amount_days ?? 0)
    : (item.max_yearly_amount_minutes ?? 0);
  return yearly + (item.transferred_available ?? 0);
}

/** part 1 §4: maxed when approved + pending reaches the yearly maximum (plus a valid transfer); never for unlimited or accrual. */
export function budgetBarMaxed(item: LimitFields): boolean {
  if (isDayBased(item.limitation)) return usedDays(item) >= limitedMaximum(item);
  if (isMinuteBased(item.limitation)) return usedMinutes(item) >= limitedMaximum(item);
  return false;
}

export interface UsageBarAmounts {
  usage: number;
  maximum: number;
}

type UsageBarFields = LimitFields & UsageFields<'accrual_approved_minutes' | 'accrual_starting_minutes_this_year'>;

/**
 * What a usage bar compares (part 1 §4): approved plus pending against the yearly maximum plus the valid transfer, in
 * days for day limits and minutes for minute limits; leave accrual against its accrued minutes (part 1 §9). Null for
 * unlimited types, which have nothing to fill.
 */
export function usageBarAmounts(item: UsageBarFields): UsageBarAmounts | null {
  if (isDayBased(item.limitation)) return { usage: usedDays(item), maximum: limitedMaximum(item) };
  if (isMinuteBased(item.limitation)) return { usage: usedMinutes(item), maximum: limitedMaximum(item) };
  if (item.limitation === 'leave_accrual') return { usage: usedMinutes(item), maximum: accrualMinutes(item) };
  return null;
}

/** part 1 §4: a usage bar is red when usage exceeds the maximum (reaching it is not red). */
export function usageBarRed(usage: number, maximum: number): boolean {
  return usage > maximum;
}

// part 1 §9: accrual minutes are the yearly maximum or the approved accrual, plus the starting
// minutes this year; we choose the yearly maximum when it is set above 0.
export function accrualMinutes(
  item: UsageFields<'max_yearly_amount_minutes' | 'accrual_approved_minutes' | 'accrual_starting_minutes_this_year'>,
): number {
  const yearly =
    item.max_yearly_amount_minutes !== null && item.max_yearly_amount_minutes > 0
      ? item.max_yearly_amount_minutes
      : (item.accrual_approved_minutes ?? 0);
  return yearly + (item.accrual_starting_minutes_this_year ?? 0);
}

// ---- transferred balance (part 1 §4) ----

type TransferFields = UsageFields<
  | 'transfer_unused_amounts'
  | 'transferred_minutes'
  | 'transfer_amounts_expiry_months'
  | 'used_before_expiry_minutes'
  | 'remaining_transferred_minutes_from_last_year'
>;

export interface TransferInfo {
  minutes: number;
  expiryDate: string | null;
  showExpiryLabel: boolean;
}

export function transferInfo(item: TransferFields, year: number): TransferInfo {
  const months = item.transfer_amounts_expiry_months;
  return {
    minutes: item.remaining_transferred_minutes_from_last_year,
    expiryDate: transferExpiryDate(year, months),
    showExpiryLabel: showTransferExpiryLabel(months),
  };
}

// part 1 §4: transferred minutes count until they expire; after expiry we keep only the part
// used before expiry (used_before_expiry_minutes), since that time was really taken.
export function validTransferredMinutes(item: TransferFields, year: number, todayIso: string): number {
  if (!item.transfer_unused_amounts) return 0;
  return isTransferValid(year, item.transfer_amounts_expiry_months, todayIso)
    ? item.transferred_minutes
    : item.used_before_expiry_minutes;
}

// ---- limit check used by the server on add (part 1 §5, §8) ----

export const DAY_OFF_CREATE_LIMIT_ERR = 'DAY_OFF_CREATE_LIMIT_ERR';
export const LIMIT_REACHED_MESSAGE = 'You have reached the maximum days off for this type.';
export const LIMIT_REACHED_I18N_CODE = 'limit_reached_for_type';

export interface LimitCheckInput {
  limitation: Limitation;
  maxYearlyAmountDays: number | null;
  maxYearlyAmountMinutes: number | null;
  /** Approved + pending, in days (half days count 0.5). */
  usedDays: number;
  /** Approved + pending, in minutes. */
  usedMinutes: number;
  validTransferredMinutes: number;
  requestedDays: number;
  requestedMinutes: number;
  /** Minutes of a full working day, to count transferred minutes against a day limit. */
  fullDayMinutes?: number;
}

const EPSILON = 1e-9;

// part 1 §4: unlimited and leave_accrual are never maxed, so never refused; reaching the
// maximum exactly is allowed, going above it is DAY_OFF_CREATE_LIMIT_ERR.
// part 1 §4 gives no day length for transfers: day limits count them only with fullDayMinutes.
export function limitCheck(input: LimitCheckInput): typeof DAY_OFF_CREATE_LIMIT_ERR | null {
  if (isDayBased(input.limitation)) {
    const dayLength = input.fullDayMinutes ?? 0;
    const transferredDays = dayLength > 0 ? input.validTransferredMinutes / dayLength : 0;
    const allowed = (input.maxYearlyAmountDays ?? 0) + transferredDays;
    return input.usedDays + input.requestedDays > allowed + EPSILON ? DAY_OFF_CREATE_LIMIT_ERR : null;
  }
  if (isMinuteBased(input.limitation)) {
    const allowed = (input.maxYearlyAmountMinutes ?? 0) + input.validTransferredMinutes;
    return input.usedMinutes + input.requestedMinutes > allowed ? DAY_OFF_CREATE_LIMIT_ERR : null;
  }
  return null;
}

export const OVER_LIMIT_CODES = [
  'DAY_OFF_CREATE_LIMIT_ERR',
  'ERR_TOO_MUCH_DAYS_PLANNED',
  'ERR_TIME_OFF_ON_NON_WORK_DAY',
] as const;

/** part 1 §8: an add failure is the over-limit case (retry ignoring limits) on any of these signs. */
export function isOverLimitError(error: {
  reasonPhrase?: string | null;
  i18nCode?: string | null;
  code?: string | null;
}): boolean {
  return (
    error.reasonPhrase === LIMIT_REACHED_MESSAGE ||
    error.i18nCode === LIMIT_REACHED_I18N_CODE ||
    (OVER_LIMIT_CODES as readonly (string | null | undefined)[]).includes(error.code)
  );
}

// ---- sorting, warnings, links (part 1 §5) ----

/** part 1 §5: self-service-allowed types first, then by translated name. */
export function sortDayOffItems<T extends UsageFields<'allowed_selfservice' | 'name'>>(
  items: readonly T[],
  translate: (name: string) => string = (name) => name,
): T[] {
  return [...items].sort((a, b) => {
    const selfService = Number(Boolean(b.allowed_selfservice)) - Number(Boolean(a.allowed_selfservice));
    return selfService !== 0 ? selfService : translate(a.name).localeCompare(translate(b.name));
  });
}

export const HOLIDAY_COUNTRIES = ['BE', 'NL', 'FR', 'DE', 'ES', 'GB', 'LU'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];
export const DEFAULT_HOLIDAY_COUNTRY: HolidayCountry = 'BE';

export interface HolidaysWarningInput {
  companyDaysOffCount: number;
  /** Country of the person's wage registration; null falls back to BE (part 1 §9). */
  country: string | null;
  integrationImportsCompanyHolidays: boolean;
  year: number;
}

/** part 1 §5: no company days off, a holiday country, and not (imported by integration and before 2022). */
export function showHolidaysWarning(input: HolidaysWarningInput): boolean {
  const country = input.country ?? DEFAULT_HOLIDAY_COUNTRY;
  return (
    input.companyDaysOffCount === 0 &&
    (HOLIDAY_COUNTRIES as readonly string[]).includes(country) &&
    !(input.integrationImportsCompanyHolidays && input.year < 2022)
  );
}

// part 1 §5: id −1 offers Add exception, 0 or more Edit exception; we choose no link for other negatives.
export function exceptionLink(exceptionId: number): 'add' | 'edit' | null {
  if (exceptionId === -1) return 'add';
  return exceptionId >= 0 ? 'edit' : null;
}
