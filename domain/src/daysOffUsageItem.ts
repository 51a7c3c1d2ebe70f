// The day-off usage item of part 1 §3: a type's settings of one year, the person's exception and the ledger's
// result of that year (domain daysOffLedger), with every field under its spec name.

import { dayOffColor, FALLBACK_DAY_OFF_COLOR, type DayOffKind, type Limitation } from './daysOff';
import type { Interpretation } from './interpretation';
import {
  applyException,
  type LedgerEntry,
  type LedgerYear,
  type LedgerYearResult,
  type PersonException,
} from './daysOffLedger';

/** A day-off type of one year as the company set it (part 1 §3 usage-item fields that are settings). */
export interface DayOffTypeSettings {
  id: number;
  year: number;
  type: DayOffKind;
  name: string;
  color: string | null;
  limitation: Limitation;
  default_limitation: Limitation;
  interpretation: Interpretation;
  is_work_type: number;
  approval_needed: number;
  allowed_selfservice: number;
  allowed_request_options: string[];
  active: number;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
  transfer_unused_amounts: number;
  transfer_amounts_expiry_months: number | null;
  note_required: number;
  accrual_minutes_per_month: number | null;
}

/** One ledger year of a type for a person, from the type's settings and the person's exception. */
export function ledgerYearOf(
  type: DayOffTypeSettings,
  exception: PersonException | null,
  fullDay: number,
  entries: readonly LedgerEntry[],
  corrections: readonly { date: string; minutes: number }[] = [],
): LedgerYear {
  const limits = applyException(type, exception);
  return {
    year: type.year,
    limitation: limits.limitation,
    max_yearly_amount_days: limits.max_yearly_amount_days,
    max_yearly_amount_minutes: limits.max_yearly_amount_minutes,
    transfer_unused_amounts: type.transfer_unused_amounts,
    transfer_amounts_expiry_months: type.transfer_amounts_expiry_months,
    accrual_minutes_per_month: type.accrual_minutes_per_month,
    full_day_minutes: fullDay,
    entries,
    corrections,
  };
}

/** part 1 §3 "Day-off usage item": every field with its spec name; booleans 0/1 as the REST API answers them. */
export interface UsageItem {
  type_id: number;
  type: DayOffKind;
  name: string;
  color: string;
  limitation: Limitation;
  default_limitation: Limitation;
  interpretation: Interpretation;
  is_work_type: number;
  approval_needed: number;
  allowed_selfservice: number;
  allowed_request_options: string[];
  active: number;
  accrual_version_id: number | null;
  days_approved: number;
  days_not_approved: number;
  minutes_approved: number;
  minutes_not_approved: number;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
  transfer_unused_amounts: number;
  transferred_minutes: number;
  transfer_amounts_expiry_months: number | null;
  used_before_expiry_minutes: number;
  expired_minutes: number;
  remaining_transferred_minutes_from_last_year: number;
  note_required: number;
  custom_type_id: number | null;
  accrual_year_balance: number | null;
  accrual_starting_minutes_this_year: number | null;
  accrual_approved_minutes: number | null;
  accrual_approved_minutes_this_year: number | null;
  accrual_remaining_balance_from_last_year: number | null;
  accrual_remaining_balance_expiration_date: string | null;
  accrual_remaining_balance_expiring_minutes: number | null;
  accrual_next_expiration_date: string | null;
  /**
   * Not a field of part 1 §3: the transferred amount not expired, in the limit's unit (days for day-based limits,
   * minutes otherwise). The server's limit allows the maximum plus this, so balanceDisplay counts it too.
   */
  transferred_available: number;
}

// part 1 §3 names accrual_version_id without versions of their own here: a leave-accrual type of one year is one
// accrual version, so we answer its type id. custom_type_id is the id to send as custom_day_off_type_id (part 1 §3
// request payload); we answer it for every kind, since a company may hold several sick or education types.
export function usageItem(
  type: DayOffTypeSettings,
  exception: PersonException | null,
  result: LedgerYearResult,
): UsageItem {
  const limits = applyException(type, exception);
  const accrual = result.accrual;
  return {
    type_id: type.id,
    type: type.type,
    name: type.name,
    color: dayOffColor(type.color),
    limitation: limits.limitation,
    default_limitation: type.default_limitation,
    interpretation: type.interpretation,
    is_work_type: type.is_work_type,
    approval_needed: type.approval_needed,
    allowed_selfservice: type.allowed_selfservice,
    allowed_request_options: type.allowed_request_options,
    active: type.active,
    accrual_version_id: limits.limitation === 'leave_accrual' ? type.id : null,
    days_approved: result.days_approved,
    days_not_approved: result.days_not_approved,
    minutes_approved: result.minutes_approved,
    minutes_not_approved: result.minutes_not_approved,
    max_yearly_amount_days: limits.max_yearly_amount_days,
    max_yearly_amount_minutes: limits.max_yearly_amount_minutes,
    transfer_unused_amounts: type.transfer_unused_amounts,
    transferred_minutes: result.transferred_minutes,
    transfer_amounts_expiry_months: type.transfer_amounts_expiry_months,
    used_before_expiry_minutes: result.used_before_expiry_minutes,
    expired_minutes: result.expired_minutes,
    remaining_transferred_minutes_from_last_year: result.remaining_transferred_minutes_from_last_year,
    note_required: type.note_required,
    custom_type_id: type.id,
    accrual_year_balance: accrual?.accrual_year_balance ?? null,
    accrual_starting_minutes_this_year: accrual?.accrual_starting_minutes_this_year ?? null,
    accrual_approved_minutes: accrual?.accrual_approved_minutes ?? null,
    accrual_approved_minutes_this_year: accrual?.accrual_approved_minutes_this_year ?? null,
    accrual_remaining_balance_from_last_year: accrual?.accrual_remaining_balance_from_last_year ?? null,
    accrual_remaining_balance_expiration_date: accrual?.accrual_remaining_balance_expiration_date ?? null,
    accrual_remaining_balance_expiring_minutes: accrual?.accrual_remaining_balance_expiring_minutes ?? null,
    accrual_next_expiration_date: accrual?.accrual_next_expiration_date ?? null,
    transferred_available: result.transferred_available,
  };
}

/** part 1 §9: fallback colour 1C99FC; sick day and training (education) day have fixed default colours. */
export const DEFAULT_TYPE_COLORS: Readonly<Record<DayOffKind, string>> = {
  custom: FALLBACK_DAY_OFF_COLOR,
  sick_day: 'E53935',
  education: '8E24AA',
};
