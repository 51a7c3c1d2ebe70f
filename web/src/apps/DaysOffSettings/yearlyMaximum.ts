// The yearly maximum of a day-off type or of a person's exception (part 1 §3 max_yearly_amount_days,
// max_yearly_amount_minutes): which of the two a limitation uses, and reading what the admin typed.
import { isDayBased, isMinuteBased, type Limitation } from '@people/domain/daysOff';
import { isEmptyValue, isNumeric } from '@people/domain/validation';
import { formatDurationText, parseDurationText } from './durationText';

/** days: a number of days; hours: hours:minutes; null: the limitation has no maximum. */
export type MaximumInput = 'days' | 'hours' | null;

// part 1 §3: day and half-day limits count max_yearly_amount_days, minute and overtime limits
// max_yearly_amount_minutes. Part 1 §9 sums a leave-accrual type's yearly maximum in minutes, so it
// takes hours too; there it is optional (the accrual then comes from the approved hours).
export function maximumInput(limitation: Limitation): MaximumInput {
  if (isDayBased(limitation)) return 'days';
  if (isMinuteBased(limitation) || limitation === 'leave_accrual') return 'hours';
  return null;
}

function maximumRequired(limitation: Limitation): boolean {
  return isDayBased(limitation) || isMinuteBased(limitation);
}

export type Maximum = { maxYearlyAmountDays: number | null; maxYearlyAmountMinutes: number | null };
export type MaximumError = 'FIELD_IS_REQUIRED' | 'INVALID_INPUT';

/**
 * What the admin typed as the maximum, for a limitation. Days are a number ≥ 0 (part 1 §5 numeric check);
 * part 1 §9 counts half days as halves of a day, so a half-day limit takes steps of 0.5.
 */
export function readMaximum(limitation: Limitation, text: string): { maximum: Maximum } | { error: MaximumError } {
  const input = maximumInput(limitation);
  const none: Maximum = { maxYearlyAmountDays: null, maxYearlyAmountMinutes: null };
  if (input === null) return { maximum: none };
  if (isEmptyValue(text)) return maximumRequired(limitation) ? { error: 'FIELD_IS_REQUIRED' } : { maximum: none };
  if (input === 'hours') {
    const minutes = parseDurationText(text);
    return minutes === null ? { error: 'INVALID_INPUT' } : { maximum: { ...none, maxYearlyAmountMinutes: minutes } };
  }
  const value = text.trim().replace(',', '.');
  if (!isNumeric(value) || Number(value) < 0) return { error: 'INVALID_INPUT' };
  const days = Number(value);
  if (limitation === 'limit_in_half_days' && !Number.isInteger(days * 2)) return { error: 'INVALID_INPUT' };
  return { maximum: { ...none, maxYearlyAmountDays: days } };
}

/** The maximum as the form shows it for editing. */
export function maximumText(limitation: Limitation, maximum: Maximum): string {
  const input = maximumInput(limitation);
  if (input === 'days') return maximum.maxYearlyAmountDays === null ? '' : String(maximum.maxYearlyAmountDays);
  if (input === 'hours')
    return maximum.maxYearlyAmountMinutes === null ? '' : formatDurationText(maximum.maxYearlyAmountMinutes);
  return '';
}
