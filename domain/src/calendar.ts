// The yearly days-off calendar: the transform of calendar data into days, cell flags, the
// selection and its bottom buttons, and extra shifts (part 1 §2, §3, §4, §5, §9).

import { addDays, monthOf, yearOf } from './dates';
import type { AmPmHint } from './daysOff';
import type { IntegrationFeature } from './companyFlags';

export const HALF_DAY_SPLIT_MINUTES = 720;
export const HALF_DAY_MAX_ITEM_MINUTES = 300;

export interface CalendarItem {
  /** sick_day, custom, education, or company_day_off for a company day off. */
  type: string;
  duration_minutes: number | null;
  start_minutes?: number | null;
  am_pm_hint?: AmPmHint | null;
  special_name?: string | null;
  color?: string | null;
  approved?: number;
  company: boolean;
}

export interface CalendarDay {
  dateStr: string;
  items: CalendarItem[];
  oneDayContract: boolean;
  noSchedule: boolean;
  /** Scheduled minutes of the day; null when there is no schedule. */
  scheduledMinutes: number | null;
}

// ---- transform (part 1 §3, §5) ----

export interface CompanyDayOff {
  special_name: string | null;
  color: string | null;
}

export interface PersonalDayOff {
  date: string;
  type: string;
  color: string | null;
  approved: number;
  am_pm_hint: AmPmHint;
  duration_minutes: number | null;
  start_minutes: number | null;
  custom_type_name?: string | null;
  day_off_type_name?: string | null;
}

type OneOrMany<T> = T | readonly T[];

export interface CalendarTransformInput {
  startDate?: string | null;
  daysCount?: number | null;
  company_days_off: Readonly<Record<string, OneOrMany<CompanyDayOff>>>;
  personal_days_off: Readonly<Record<string, OneOrMany<PersonalDayOff>>>;
  weekly_schedule: Readonly<Record<string, number>>;
  /** Dates (ISO) holding a one-day contract. */
  one_day_contracts: readonly string[];
}

const many = <T>(value: OneOrMany<T> | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

// part 1 §5: without a start date or a day count the transform fails; we choose that a day
// count of 0 is missing too.
export function buildCalendarDays(input: CalendarTransformInput): CalendarDay[] {
  if (!input.startDate) throw new Error('Missing startDate');
  if (!input.daysCount || input.daysCount < 1) throw new Error('Missing daysCount');
  const startDate = input.startDate;
  return Array.from({ length: input.daysCount }, (_, i) => {
    const dateStr = addDays(startDate, i);
    const scheduled = input.weekly_schedule[dateStr];
    const companyItems = many(input.company_days_off[dateStr]).map(
      // part 1 §3 gives company days off no duration: we choose all-day items.
      (c): CalendarItem => ({
        type: 'company_day_off',
        duration_minutes: null,
        am_pm_hint: 'all_day',
        special_name: c.special_name,
        color: c.color,
        company: true,
      }),
    );
    const personalItems = many(input.personal_days_off[dateStr]).map((p): CalendarItem => ({
      type: p.type,
      duration_minutes: p.duration_minutes,
      start_minutes: p.start_minutes,
      am_pm_hint: p.am_pm_hint,
      color: p.color,
      approved: p.approved,
      company: false,
    }));
    return {
      dateStr,
      items: [...companyItems, ...personalItems],
      oneDayContract: input.one_day_contracts.includes(dateStr),
      noSchedule: scheduled === undefined,
      scheduledMinutes: scheduled ?? null,
    };
  });
}

// ---- cell flags (part 1 §4, §9) ----

export type HalfDay = 'morning' | 'afternoon';

// part 1 §9 splits at 720 minutes; we place an item by its hint, else by its start minute.
export function itemHalf(item: CalendarItem): HalfDay | 'all_day' {
  if (item.am_pm_hint === 'am') return 'morning';
  if (item.am_pm_hint === 'pm') return 'afternoon';
  if (item.am_pm_hint === 'all_day' || item.start_minutes === null || item.start_minutes === undefined)
    return 'all_day';
  return item.start_minutes < HALF_DAY_SPLIT_MINUTES ? 'morning' : 'afternoon';
}

/** part 1 §4: at most 2 items, none all-day, both on the same half, total at most 300 minutes. */
export function cellHalfDay(items: readonly CalendarItem[]): HalfDay | null {
  if (items.length === 0 || items.length > 2) return null;
  const halves = items.map(itemHalf);
  if (halves.includes('all_day') || new Set(halves).size > 1) return null;
  const total = items.reduce((sum, item) => sum + (item.duration_minutes ?? 0), 0);
  return total <= HALF_DAY_MAX_ITEM_MINUTES ? (halves[0] as HalfDay) : null;
}

/** part 1 §9: a short absence, under 300 minutes, is labelled with its part of the day. */
export function shortAbsenceLabel(item: CalendarItem): HalfDay | null {
  const half = itemHalf(item);
  return half !== 'all_day' && (item.duration_minutes ?? 0) < HALF_DAY_MAX_ITEM_MINUTES ? half : null;
}

export interface CellFlags {
  today: boolean;
  zeroSchedule: boolean;
  noSchedule: boolean;
  oneDayContract: boolean;
  empty: boolean;
  halfDay: HalfDay | null;
}

export function cellFlags(day: CalendarDay, todayIso: string): CellFlags {
  return {
    today: day.dateStr === todayIso,
    zeroSchedule: day.scheduledMinutes === 0,
    noSchedule: day.noSchedule,
    oneDayContract: day.oneDayContract,
    empty: day.items.length === 0,
    halfDay: cellHalfDay(day.items),
  };
}

// ---- selection (part 1 §4, §8) ----

export type SelectionMode = 'add' | 'delete';

export interface SelectableDay {
  date: string;
  employeeId: number;
  items: readonly CalendarItem[];
  oneDayContract: boolean;
}

export interface SelectedDay extends SelectableDay {
  mode: SelectionMode;
}

// part 1 §4, §8 name these toasts without codes: we name them SELECTION_*; one-employee is ours.
export type SelectionToast =
  | 'SELECTION_RESET_YEAR_CHANGED'
  | 'SELECTION_ONE_YEAR_ONLY'
  | 'SELECTION_ONE_MONTH_ONLY'
  | 'SELECTION_ONE_EMPLOYEE_ONLY';

/** part 1 §8: one year only and one month only are red toasts. */
export const RED_SELECTION_TOASTS: readonly SelectionToast[] = ['SELECTION_ONE_YEAR_ONLY', 'SELECTION_ONE_MONTH_ONLY'];

export interface SelectionResult {
  selection: SelectedDay[];
  toast: SelectionToast | null;
}

export interface SelectionOptions {
  bulk: boolean;
  /** The integration supports sick leave (verzuim). */
  sickLeaveSupport: boolean;
}

/** part 1 §4: delete when the day has items, except a sick-only day with sick-leave support. */
export function selectionMode(items: readonly CalendarItem[], sickLeaveSupport: boolean): SelectionMode {
  if (items.length === 0) return 'add';
  const sickOnly = items.every((item) => item.type === 'sick_day');
  return sickLeaveSupport && sickOnly ? 'add' : 'delete';
}

const select = (day: SelectableDay, options: SelectionOptions): SelectedDay => ({
  ...day,
  mode: selectionMode(day.items, options.sickLeaveSupport),
});
const sameDay = (a: SelectableDay, b: SelectableDay) => a.date === b.date && a.employeeId === b.employeeId;

/** A click: toggles the day; another year, or another employee outside bulk, starts over. */
export function toggleDay(
  selection: readonly SelectedDay[],
  day: SelectableDay,
  options: SelectionOptions,
): SelectionResult {
  const first = selection[0];
  if (first && yearOf(first.date) !== yearOf(day.date))
    return { selection: [select(day, options)], toast: 'SELECTION_ONE_YEAR_ONLY' };
  if (first && !options.bulk && first.employeeId !== day.employeeId) {
    return { selection: [select(day, options)], toast: 'SELECTION_ONE_EMPLOYEE_ONLY' };
  }
  if (selection.some((s) => sameDay(s, day)))
    return { selection: selection.filter((s) => !sameDay(s, day)), toast: null };
  return { selection: [...selection, select(day, options)], toast: null };
}

/** part 1 §4: shift-click selects the range from `from` to `to`, only within one month. */
export function selectRange(
  selection: readonly SelectedDay[],
  from: SelectableDay,
  to: SelectableDay,
  dayAt: (date: string, employeeId: number) => SelectableDay,
  options: SelectionOptions,
): SelectionResult {
  if (monthOf(from.date) !== monthOf(to.date)) return { selection: [...selection], toast: 'SELECTION_ONE_MONTH_ONLY' };
  if (!options.bulk && from.employeeId !== to.employeeId)
    return { selection: [...selection], toast: 'SELECTION_ONE_EMPLOYEE_ONLY' };
  const [start, end] = from.date <= to.date ? [from.date, to.date] : [to.date, from.date];
  let result: SelectionResult = { selection: [...selection], toast: null };
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const day = dayAt(date, to.employeeId);
    if (result.selection.some((s) => sameDay(s, day))) continue;
    const next = toggleDay(result.selection, day, options);
    result = { selection: next.selection, toast: next.toast ?? result.toast };
  }
  return result;
}

/** part 1 §8: changing the shown year resets the selection, with a message when there was one. */
export function resetOnYearChange(selection: readonly SelectedDay[]): SelectionResult {
  return { selection: [], toast: selection.length > 0 ? 'SELECTION_RESET_YEAR_CHANGED' : null };
}

// ---- bottom buttons (part 1 §2, §5) ----

export interface BottomButtons {
  addCount: number;
  deleteCount: number;
  add: boolean;
  remove: boolean;
  addContract: boolean;
  reportVerzuim: boolean;
  editSickDay: boolean;
  editDayContract: boolean;
  cancel: boolean;
}

const hasCompanyItem = (day: SelectableDay) => day.items.some((item) => item.company);
const employeeCount = (days: readonly SelectableDay[]) => new Set(days.map((d) => d.employeeId)).size;

// part 1 §5: removal blocked when all selected days are company days off across several
// employees, or when only some of them are company days off.
export function removeBlocked(selection: readonly SelectedDay[]): boolean {
  const companyDays = selection.filter(hasCompanyItem).length;
  if (companyDays === 0) return false;
  if (companyDays < selection.length) return true;
  return employeeCount(selection) > 1;
}

// part 1 §5. Permissions (wage access, verzuim support, read-only) are mayDo's job, not this one's.
export function bottomButtons(
  selection: readonly SelectedDay[],
  integrationFeatures: readonly IntegrationFeature[],
): BottomButtons {
  const addCount = selection.filter((d) => d.mode === 'add').length;
  const deleteCount = selection.length - addCount;
  const single = selection.length === 1 ? selection[0] : null;
  return {
    addCount,
    deleteCount,
    add: addCount > 0,
    remove: deleteCount > 0 && !removeBlocked(selection),
    addContract: single !== null,
    reportVerzuim: single !== null,
    editSickDay: single !== null && single.items.some((item) => item.type === 'sick_day'),
    editDayContract: single !== null && single.oneDayContract && integrationFeatures.includes('dimona-edit/push'),
    cancel: selection.length > 0,
  };
}

// ---- extra shifts (part 1 §5, §9; part 2 §4) ----

export interface ExtraShift {
  StartingHour: number;
  EndingHour: number;
  PauseMinutes: number;
}

export const DEFAULT_EXTRA_SHIFT: Readonly<ExtraShift> = { StartingHour: 540, EndingHour: 1020, PauseMinutes: 0 };

/** part 1 §5: a new shift only while the count is below the integration maximum minus 1. */
export function mayAddExtraShift(count: number, integrationMax: number): boolean {
  return count < integrationMax - 1;
}

export function addExtraShift(shifts: readonly ExtraShift[], integrationMax: number): ExtraShift[] {
  return mayAddExtraShift(shifts.length, integrationMax) ? [...shifts, { ...DEFAULT_EXTRA_SHIFT }] : [...shifts];
}

export function removeExtraShift(shifts: readonly ExtraShift[], index: number): ExtraShift[] {
  return shifts.filter((_, i) => i !== index);
}
