// Commutes (spec part 2 §3 "Commute: type, days, month, year, employee_id", §4 "A commute is fixed or variable. For
// variable ones, days are saved per month and year. The latest commute may be checked for being variable", §6 and
// part 1 §6 "Commute needs wage access, payroll provider access and integration feature wage/push-transport"; part 1
// §3 "Commute display: transport_type, distance in km"). Who may see it is domain/permissions' 'commute' section.
import { daysInMonth, isSupportedYear } from './dates';

/** part 2 §4: a commute is fixed or variable. */
export const COMMUTE_TYPES = ['fixed', 'variable'] as const;
export type CommuteType = (typeof COMMUTE_TYPES)[number];

/** part 1 §3 transport_type: the spec names no values; our choice of the means a Belgian or Dutch allowance knows. */
export const TRANSPORT_TYPES = ['car', 'carpool', 'public_transport', 'bicycle', 'motorbike', 'walking'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** Our choice: a one-way distance up to 500 km, in km with one decimal (part 1 §3 "distance in km"). */
export const MAX_DISTANCE_KM = 500;

export interface CommuteLike {
  type: CommuteType;
  start_date: string;
  id: number;
}

/** The commute in force on `today`: the latest start on or before it; else (only future ones) none. */
export function currentCommute<T extends CommuteLike>(history: readonly T[], today: string): T | null {
  const started = history.filter((c) => c.start_date <= today);
  return (
    [...started].sort((a, b) =>
      a.start_date === b.start_date ? b.id - a.id : a.start_date < b.start_date ? 1 : -1,
    )[0] ?? null
  );
}

/** part 2 §4 "The latest commute may be checked for being variable": the one with the latest start, future ones too. */
export function latestIsVariable(history: readonly CommuteLike[]): boolean {
  const latest = [...history].sort((a, b) =>
    a.start_date === b.start_date ? b.id - a.id : a.start_date < b.start_date ? 1 : -1,
  )[0];
  return latest?.type === 'variable';
}

export type VariableDaysProblem = 'INVALID_MONTH' | 'INVALID_YEAR' | 'VARIABLE_COMMUTE_DAYS_INVALID';

/**
 * part 2 §4, §7 saveVariableCommuteDays (days, month, year): a month 1–12 of a supported year, and a whole number of
 * commuting days from 0 to the days of that month (our rule: nobody commutes more days than the month has).
 */
export function variableDaysProblem(days: number, month: number, year: number): VariableDaysProblem | null {
  if (!Number.isInteger(year) || !isSupportedYear(year)) return 'INVALID_YEAR';
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'INVALID_MONTH';
  if (!Number.isInteger(days) || days < 0 || days > daysInMonth(year, month)) return 'VARIABLE_COMMUTE_DAYS_INVALID';
  return null;
}

/** A fixed commute's days per week: 1–7 (our choice); a variable one has none, its days are per month. */
export function daysPerWeekProblem(
  type: CommuteType,
  daysPerWeek: number | null,
): 'COMMUTE_DAYS_PER_WEEK_INVALID' | null {
  if (type === 'variable') return daysPerWeek === null ? null : 'COMMUTE_DAYS_PER_WEEK_INVALID';
  return daysPerWeek !== null && Number.isInteger(daysPerWeek) && daysPerWeek >= 1 && daysPerWeek <= 7
    ? null
    : 'COMMUTE_DAYS_PER_WEEK_INVALID';
}

/**
 * The distance as stored: km with one decimal (MAX_DISTANCE_KM's choice), to the nearest 0.1; null below 0.1 km once
 * rounded (a commute has a way to go). The route's schema bounds it to MAX_DISTANCE_KM.
 */
export function storedDistanceKm(km: number): number | null {
  const rounded = Math.round(km * 10) / 10;
  return rounded > 0 ? rounded : null;
}

/** `YYYY-MM` of a year and month, the audit log's year_month_filter (part 2 §7). */
export function yearMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Audit log page size (part 2 §7 list with page): our choice. */
export const COMMUTE_AUDIT_PAGE_SIZE = 25;
