// A person's balance of one day-off type as a ledger over the years (part 1 §3 day-off usage item, §4 balance
// display and transferred balance, §9 accrual minutes): what each entry counts, the yearly maximum with the
// person's exception, last year's unused amounts transferred and expiring, leave accrual, and the limit check
// of a request built on it (domain daysOff limitCheck).

import { transferExpiryDate } from './dates';
import { isDayBased, limitCheck, type AmPmHint, type DAY_OFF_CREATE_LIMIT_ERR, type Limitation } from './daysOff';
import type { Interpretation } from './interpretation';
import { halfDayMinutes } from './requestForm';

/** A personal day off as the ledger reads it. */
export interface LedgerEntry {
  date: string;
  am_pm_hint: AmPmHint;
  /** null for all_day (part 1 §4: all-day duration is the word all_day). */
  duration_minutes: number | null;
  approved: boolean | number;
  /** Scheduled minutes of the entry's day; null when no schedule covers it. */
  scheduled_minutes: number | null;
}

export interface EntryAmount {
  days: number;
  minutes: number;
}

// An all-day entry counts 1 day and the day's scheduled minutes; a morning or afternoon half a day and
// half the day's minutes (part 1 §5, domain requestForm halfDayMinutes); a custom entry its minutes and the share
// of the day they cover. part 1 is silent on a custom entry on a day without schedule: we choose 0 days.
export function entryAmount(entry: Omit<LedgerEntry, 'date' | 'approved'>): EntryAmount {
  const scheduled = entry.scheduled_minutes ?? 0;
  switch (entry.am_pm_hint) {
    case 'all_day':
      return { days: 1, minutes: scheduled };
    case 'am':
    case 'pm':
      return { days: 0.5, minutes: halfDayMinutes(scheduled) };
    case 'custom': {
      const minutes = entry.duration_minutes ?? 0;
      return { days: scheduled > 0 ? Math.min(1, minutes / scheduled) : 0, minutes };
    }
  }
}

/** One year of a type for one person: the type's settings of that year with the person's exception applied. */
export interface LedgerYear {
  year: number;
  limitation: Limitation;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
  transfer_unused_amounts: boolean | number;
  transfer_amounts_expiry_months: number | null;
  /** Leave accrual: minutes earned per month (the accrual rate). */
  accrual_minutes_per_month: number | null;
  /** The person's average working day this year (domain schedule fullDayMinutes), to turn days into minutes. */
  full_day_minutes: number;
  entries: readonly LedgerEntry[];
  /** Leave-accrual corrections: positive adds to the balance, negative takes off. */
  corrections: readonly { date: string; minutes: number }[];
}

export interface PersonException {
  limitation: Limitation;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
}

type LimitSettings = Pick<LedgerYear, 'limitation' | 'max_yearly_amount_days' | 'max_yearly_amount_minutes'>;

/** part 1 §5 exception links: a person's exception replaces the type's limitation and yearly maximum. */
export function applyException<T extends LimitSettings>(settings: T, exception: PersonException | null): T {
  return exception === null
    ? settings
    : {
        ...settings,
        limitation: exception.limitation,
        max_yearly_amount_days: exception.max_yearly_amount_days,
        max_yearly_amount_minutes: exception.max_yearly_amount_minutes,
      };
}

/** A balance carried from an earlier year, in minutes, valid before `expiry` (null: never expires). */
interface CarriedPool {
  minutes: number;
  /** FRESH: left by the year just ended; the receiving year's settings give it its expiry. */
  // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the literals document the known values; any string is accepted
  expiry: string | null | typeof FRESH;
}

const FRESH = 'fresh' as const;

export interface LedgerYearResult {
  year: number;
  /** 'days' for day and half-day limits, else 'minutes': the unit the year's budget and balance are kept in. */
  unit: 'days' | 'minutes';
  days_approved: number;
  days_not_approved: number;
  minutes_approved: number;
  minutes_not_approved: number;
  /** Minutes transferred from last year (positive carried balances). */
  transferred_minutes: number;
  used_before_expiry_minutes: number;
  expired_minutes: number;
  remaining_transferred_minutes_from_last_year: number;
  /** Transferred minutes the entries of this year use: what domain limitCheck calls validTransferredMinutes. */
  transfer_used_minutes: number;
  /** Transferred amount not expired, in the year's unit (days or minutes): what the limit adds to the maximum. */
  transferred_available: number;
  /** This year's budget plus the transfer it uses, minus approved and pending; null without a limit. */
  balance: number | null;
  accrual: AccrualResult | null;
  /** What this year leaves to the next one, before next year's settings decide whether it transfers. */
  carry: CarriedPool[];
}

export interface AccrualResult {
  accrual_year_balance: number;
  accrual_starting_minutes_this_year: number;
  accrual_approved_minutes: number;
  accrual_approved_minutes_this_year: number;
  accrual_remaining_balance_from_last_year: number;
  accrual_remaining_balance_expiration_date: string | null;
  accrual_remaining_balance_expiring_minutes: number;
  accrual_next_expiration_date: string | null;
}

const round = (value: number, decimals = 4) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const isApproved = (entry: LedgerEntry) => entry.approved === true || entry.approved === 1;
const firstOfYear = (year: number) => `${String(year).padStart(4, '0')}-01-01`;

// part 1 §9 accrual: the rate is earned month by month; we choose a month's minutes to count from the first day
// of the next month (earned, not promised), so on 1 January of the next year all 12 months count.
export function accruedMonths(year: number, todayIso: string): number {
  let months = 0;
  for (let month = 1; month <= 12; month++) {
    const next =
      month === 12
        ? firstOfYear(year + 1)
        : `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
    if (next <= todayIso) months++;
  }
  return months;
}

// The yearly budget in the year's unit; null when the type has no limit (part 1 §4: unlimited is never maxed).
// part 1 §3 is silent on a limit without maximum: as domain daysOff balanceDisplay, a null maximum reads 0.
function yearBudget(year: LedgerYear): number | null {
  if (isDayBased(year.limitation)) return year.max_yearly_amount_days ?? 0;
  if (year.limitation === 'limit_in_minutes' || year.limitation === 'limit_by_overtime')
    return year.max_yearly_amount_minutes ?? 0;
  if (year.limitation === 'leave_accrual')
    return 12 * (year.accrual_minutes_per_month ?? 0) + year.corrections.reduce((sum, c) => sum + c.minutes, 0);
  return null;
}

/**
 * One year of the ledger. Entries (approved and pending, part 1 §4 "approved plus pending") are taken in date
 * order; each uses the transferred balances still valid on its date, soonest-expiring first, before this year's
 * budget. Transferred minutes no entry used by their expiry date expire (part 1 §4).
 */
function ledgerYear(
  year: LedgerYear,
  carriedIn: readonly { minutes: number; expiry: string | null }[],
  todayIso: string,
): LedgerYearResult {
  const unit = isDayBased(year.limitation) ? 'days' : 'minutes';
  const perUnit = unit === 'days' ? year.full_day_minutes : 1;
  const toUnit = (minutes: number) => (perUnit > 0 ? minutes / perUnit : 0);
  const toMinutes = (amount: number) => amount * perUnit;
  const budget = yearBudget(year);
  const limited = budget !== null;
  const accrual = year.limitation === 'leave_accrual';
  const entries = [...year.entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const totals = { days_approved: 0, days_not_approved: 0, minutes_approved: 0, minutes_not_approved: 0 };
  // Only positive balances transfer into pools; a carried debt (leave accrual) lowers this year's budget.
  const pools = carriedIn
    .filter((p) => p.minutes > 0)
    .map((p) => ({ ...p, left: limited ? toUnit(p.minutes) : 0, start: limited ? toUnit(p.minutes) : 0 }))
    .sort((a, b) => (a.expiry ?? '9999-12-31').localeCompare(b.expiry ?? '9999-12-31'));
  const debt = carriedIn.filter((p) => p.minutes < 0).reduce((sum, p) => sum + toUnit(p.minutes), 0);
  let fromBudget = 0;
  for (const entry of entries) {
    const amount = entryAmount(entry);
    if (isApproved(entry)) {
      totals.days_approved += amount.days;
      totals.minutes_approved += amount.minutes;
    } else {
      totals.days_not_approved += amount.days;
      totals.minutes_not_approved += amount.minutes;
    }
    let need = unit === 'days' ? amount.days : amount.minutes;
    for (const pool of pools) {
      if (need <= 0) break;
      if (pool.expiry !== null && entry.date >= pool.expiry) continue;
      const take = Math.min(pool.left, need);
      pool.left -= take;
      need -= take;
    }
    fromBudget += need;
  }

  const transferred = pools.reduce((sum, p) => sum + p.start, 0);
  const used = pools.reduce((sum, p) => sum + (p.start - p.left), 0);
  const endOfYear = firstOfYear(year.year + 1);
  // A transfer valid beyond this year (expiry months above 12) expires in the year its expiry date falls in.
  const expired = pools
    .filter((p) => p.expiry !== null && p.expiry <= todayIso && p.expiry <= endOfYear)
    .reduce((sum, p) => sum + p.left, 0);
  const budgetLeft = limited ? budget + debt - fromBudget : 0;
  // What survives the year: this year's unused budget (a leave-accrual debt too) and transfers valid after it.
  const carry: CarriedPool[] = !limited
    ? []
    : [
        ...pools
          .filter((p) => p.left > 0 && (p.expiry === null || p.expiry > endOfYear))
          .map((p) => ({ minutes: toMinutes(p.left), expiry: p.expiry })),
        ...(budgetLeft > 0 || (accrual && budgetLeft < 0) ? [{ minutes: toMinutes(budgetLeft), expiry: FRESH }] : []),
      ];

  const result: LedgerYearResult = {
    year: year.year,
    unit,
    days_approved: round(totals.days_approved),
    days_not_approved: round(totals.days_not_approved),
    minutes_approved: Math.round(totals.minutes_approved),
    minutes_not_approved: Math.round(totals.minutes_not_approved),
    transferred_minutes: Math.round(toMinutes(transferred)),
    used_before_expiry_minutes: Math.round(toMinutes(used)),
    expired_minutes: Math.round(toMinutes(expired)),
    remaining_transferred_minutes_from_last_year: Math.round(toMinutes(transferred - used - expired)),
    transfer_used_minutes: toMinutes(used),
    transferred_available: round(transferred - expired),
    balance: limited ? round(budgetLeft) : null,
    accrual: null,
    carry,
  };
  if (accrual) {
    const soonest = pools.find((p) => p.expiry !== null && p.start > 0) ?? null;
    const starting = carriedIn.reduce((sum, p) => sum + p.minutes, 0);
    const balanceAtYearEnd =
      budgetLeft + pools.filter((p) => p.expiry === null || p.expiry > endOfYear).reduce((sum, p) => sum + p.left, 0);
    // This year's own settings stand in for next year's, which decide the expiry of what this year leaves.
    const nextExpiry = transferExpiryDate(year.year + 1, year.transfer_amounts_expiry_months);
    const upcoming = [
      ...pools.filter((p) => p.left > 0 && p.expiry !== null).map((p) => p.expiry as string),
      ...(year.transfer_unused_amounts && balanceAtYearEnd > 0 && nextExpiry !== null ? [nextExpiry] : []),
    ]
      .filter((date) => date > todayIso)
      .sort();
    result.accrual = {
      accrual_year_balance: Math.round(balanceAtYearEnd),
      accrual_starting_minutes_this_year: Math.round(starting),
      accrual_approved_minutes: Math.round(budget ?? 0),
      accrual_approved_minutes_this_year: Math.round(
        accruedMonths(year.year, todayIso) * (year.accrual_minutes_per_month ?? 0) +
          year.corrections.filter((c) => c.date <= todayIso).reduce((sum, c) => sum + c.minutes, 0),
      ),
      accrual_remaining_balance_from_last_year: Math.round(transferred),
      accrual_remaining_balance_expiration_date: soonest?.expiry ?? null,
      accrual_remaining_balance_expiring_minutes: Math.round(
        soonest === null ? 0 : pools.filter((p) => p.expiry === soonest.expiry).reduce((sum, p) => sum + p.left, 0),
      ),
      accrual_next_expiration_date: upcoming[0] ?? null,
    };
  }
  return result;
}

/**
 * The ledger of consecutive years of one type for one person, oldest first. A year transfers what the year before
 * left when its own transfer_unused_amounts is set; the transfer expires transfer_amounts_expiry_months after
 * 1 January of the receiving year (domain dates transferExpiryDate). A gap between years stops the transfer.
 */
export function ledger(years: readonly LedgerYear[], todayIso: string): LedgerYearResult[] {
  const results: LedgerYearResult[] = [];
  let carry: CarriedPool[] = [];
  let previousYear: number | null = null;
  for (const year of [...years].sort((a, b) => a.year - b.year)) {
    const transfers = Boolean(year.transfer_unused_amounts) && previousYear === year.year - 1;
    const expiry = transferExpiryDate(year.year, year.transfer_amounts_expiry_months);
    // A balance carried for the first time takes this year's expiry; one carried before keeps its own.
    const carriedIn = transfers
      ? carry.map((p) => ({ minutes: p.minutes, expiry: p.expiry === FRESH ? expiry : p.expiry }))
      : [];
    const result = ledgerYear(year, carriedIn, todayIso);
    results.push(result);
    carry = result.carry;
    previousYear = year.year;
  }
  return results;
}

// ---- the limit check of a request (part 1 §5, §8) ----

const yearOfDate = (iso: string) => Number(iso.slice(0, 4));
const usedDays = (r: LedgerYearResult) => r.days_approved + r.days_not_approved;
const usedMinutes = (r: LedgerYearResult) => r.minutes_approved + r.minutes_not_approved;

/**
 * part 1 §5, §8: whether adding `added` to the ledger goes over a limit, by domain daysOff limitCheck with the
 * transferred minutes the ledger really lets the entries use (valid on their dates). A later year whose transfer
 * shrinks because of the request is refused only when the request makes it go over (it may be over already
 * through an admin's override).
 */
export function requestLimitCheck(
  years: readonly LedgerYear[],
  added: readonly LedgerEntry[],
  todayIso: string,
): typeof DAY_OFF_CREATE_LIMIT_ERR | null {
  if (added.length === 0) return null;
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const addedIn = (year: number) => added.filter((e) => yearOfDate(e.date) === year);
  const firstYear = Math.min(...added.map((e) => yearOfDate(e.date)));
  const before = ledger(sorted, todayIso);
  const after = ledger(
    sorted.map((y) => ({ ...y, entries: [...y.entries, ...addedIn(y.year)] })),
    todayIso,
  );
  for (const [i, year] of sorted.entries()) {
    if (year.year < firstYear) continue;
    const check = (transferUsed: number, requested: LedgerYearResult | null) =>
      limitCheck({
        limitation: year.limitation,
        maxYearlyAmountDays: year.max_yearly_amount_days,
        maxYearlyAmountMinutes: year.max_yearly_amount_minutes,
        usedDays: usedDays(before[i]),
        usedMinutes: usedMinutes(before[i]),
        validTransferredMinutes: transferUsed,
        requestedDays: requested === null ? 0 : usedDays(requested) - usedDays(before[i]),
        requestedMinutes: requested === null ? 0 : usedMinutes(requested) - usedMinutes(before[i]),
        fullDayMinutes: year.full_day_minutes,
      });
    const refused = check(after[i].transfer_used_minutes, after[i]);
    if (refused === null) continue;
    if (addedIn(year.year).length > 0 || check(before[i].transfer_used_minutes, null) === null) return refused;
  }
  return null;
}

// ---- what one day can hold (part 1 §8) ----

export const ERR_TOO_MUCH_DAYS_PLANNED = 'ERR_TOO_MUCH_DAYS_PLANNED';
export const ERR_TIME_OFF_ON_NON_WORK_DAY = 'ERR_TIME_OFF_ON_NON_WORK_DAY';
export type DayPlanningError = typeof ERR_TOO_MUCH_DAYS_PLANNED | typeof ERR_TIME_OFF_ON_NON_WORK_DAY;

export interface DaySlot {
  am_pm_hint: AmPmHint;
  duration_minutes: number | null;
  interpretation: Interpretation;
}

/**
 * part 1 §8 names ERR_TIME_OFF_ON_NON_WORK_DAY and ERR_TOO_MUCH_DAYS_PLANNED without their rules; we choose, for time
 * off only (activity and working_time slots are work, part 1 §3 interpretation):
 * - ERR_TIME_OFF_ON_NON_WORK_DAY: time off on a day with 0 or no scheduled minutes, except an all-day time off with
 *   set_full_day_on_non_working_day = 1 (part 1 §5 non-working-day full-day checkbox);
 * - ERR_TOO_MUCH_DAYS_PLANNED: an all-day time off next to any other time off that day, a morning or afternoon taken
 *   twice, or time off whose minutes exceed the day's scheduled minutes.
 */
export function dayPlanningError(input: {
  scheduledMinutes: number | null;
  existing: readonly DaySlot[];
  added: readonly DaySlot[];
  setFullDayOnNonWorkingDay: boolean;
}): DayPlanningError | null {
  const timeOff = (slots: readonly DaySlot[]) => slots.filter((s) => s.interpretation === 'time_off');
  const added = timeOff(input.added);
  if (added.length === 0) return null;
  const scheduled = input.scheduledMinutes ?? 0;
  if (scheduled === 0 && added.some((s) => s.am_pm_hint !== 'all_day' || !input.setFullDayOnNonWorkingDay))
    return ERR_TIME_OFF_ON_NON_WORK_DAY;
  const all = [...timeOff(input.existing), ...added];
  if (all.some((s) => s.am_pm_hint === 'all_day') && all.length > 1) return ERR_TOO_MUCH_DAYS_PLANNED;
  const halves = all.filter((s) => s.am_pm_hint === 'am' || s.am_pm_hint === 'pm').map((s) => s.am_pm_hint);
  if (new Set(halves).size < halves.length) return ERR_TOO_MUCH_DAYS_PLANNED;
  const minutes = all
    .filter((s) => s.am_pm_hint !== 'all_day')
    .reduce((sum, s) => sum + entryAmount({ ...s, scheduled_minutes: scheduled }).minutes, 0);
  return minutes > scheduled ? ERR_TOO_MUCH_DAYS_PLANNED : null;
}
