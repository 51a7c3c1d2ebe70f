// How a day-off usage item reads (part 1 §4 balance display, §9 tooltip: half days as twice the day
// values, time as h and min). The amounts come from the gateway; this only words them.
import { formatDuration } from '@people/domain/dates';
import { usageBarAmounts, type UsageBarAmounts } from '@people/domain/daysOff';
import type { Language, Translator } from '../../i18n/I18nProvider';
import { limitationOf } from '../DaysOffSettings/settingsEnums';

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' };

function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value);
}

/** An amount in the balance's unit: days, half days (given in days, shown twice, part 1 §9) or minutes. */
export function amountText(t: Translator, unit: string, days: number, minutes: number): string {
  if (unit === 'half_days')
    return t('AMOUNT_HALF_DAYS', { amount: formatNumber(t.language, days * 2), count: days * 2 });
  if (unit === 'days') return t('AMOUNT_DAYS', { amount: formatNumber(t.language, days), count: days });
  return formatDuration(minutes);
}

type Balance = { readonly kind: string; readonly unit: string; readonly amount: number };

/** part 1 §4: days left or over limit, half days, minutes, unlimited used, leave accrual end-of-year balance. */
export function balanceText(t: Translator, balance: Balance): string {
  const amount = balance.unit === 'minutes' ? formatDuration(balance.amount) : formatNumber(t.language, balance.amount);
  const key = `BALANCE_${balance.kind}_${balance.unit}`;
  // `count` picks the plural ('1 day used', not '1 days used').
  return t.has(key) ? t(key, { amount, count: balance.amount }) : `${amount}`;
}

export type UsageBarItem = {
  readonly limitation: string;
  readonly daysApproved: number;
  readonly daysNotApproved: number;
  readonly minutesApproved: number;
  readonly minutesNotApproved: number;
  readonly maxYearlyAmountDays: number | null | undefined;
  readonly maxYearlyAmountMinutes: number | null | undefined;
  readonly accrualApprovedMinutes: number | null | undefined;
  readonly accrualStartingMinutesThisYear: number | null | undefined;
  readonly transferredAvailable: number;
};

/**
 * What a usage bar compares (part 1 §4): domain usageBarAmounts, approved plus pending against the yearly maximum
 * plus the valid transfer; null for unlimited types, which have nothing to fill.
 */
export function usageBar(item: UsageBarItem): UsageBarAmounts | null {
  // GraphQL's LIMIT_IN_DAYS is the domain's limit_in_days; a limitation this app does not know draws no bar.
  const limitation = limitationOf(item.limitation);
  if (limitation === null) return null;
  return usageBarAmounts({
    limitation,
    days_approved: item.daysApproved,
    days_not_approved: item.daysNotApproved,
    minutes_approved: item.minutesApproved,
    minutes_not_approved: item.minutesNotApproved,
    max_yearly_amount_days: item.maxYearlyAmountDays ?? null,
    max_yearly_amount_minutes: item.maxYearlyAmountMinutes ?? null,
    accrual_approved_minutes: item.accrualApprovedMinutes ?? null,
    accrual_starting_minutes_this_year: item.accrualStartingMinutesThisYear ?? null,
    transferred_available: item.transferredAvailable,
  });
}

/** A bar's fill in percent; a maximum of 0 is full as soon as anything is used. */
export function barPercent(usage: number, maximum: number): number {
  if (maximum <= 0) return usage > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (usage / maximum) * 100));
}
