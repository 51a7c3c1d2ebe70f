// Scheduled minutes per date from the wages in force: the weekly_schedule cycle of each wage minus its
// recurring holidays that are not working_time, and one-day contracts (part 1 §3 calendar data, §5, §7
// "Weekly schedule (id, year): weekly_schedule, one_day_contracts").

import { addDays, diffDays, weekdayMondayFirst } from './dates';
import { remainingSchedule, type RecurringHolidayRow, type WeekSchedule } from './wage';

/** A wage as the schedule needs it: its dates, its cycle (domain wage normalizeWeeklySchedule) and recurring holidays. */
export interface ScheduleWage {
  id: number;
  start_date: string;
  end_date: string | null;
  /** Minutes per week: the fallback when the wage has no weekly schedule rows. */
  weekly_time_engagement: number | null;
  weeks: readonly WeekSchedule[];
  recurringHolidays: readonly RecurringHolidayRow[];
}

export interface ScheduleOneDayContract {
  date: string;
  contract_type: 'Flex' | 'Extra' | 'Student';
  /** Minutes of the contract that day (end − start); null when it has no hours. */
  minutes: number | null;
}

export const WORKING_DAYS_PER_WEEK = 5;

/** ISO date of the Monday of the week holding `iso` (weeks start on Monday, part 1 §2). */
export function mondayOf(iso: string): string {
  return addDays(iso, -weekdayMondayFirst(iso));
}

/** Whether the wage runs on `iso` (start and end dates included). */
export function wageInForce(wage: Pick<ScheduleWage, 'start_date' | 'end_date'>, iso: string): boolean {
  return wage.start_date <= iso && (wage.end_date === null || wage.end_date >= iso);
}

// part 1 §3: the wage's week 1 starts on the Monday of the week holding its start_date and the cycle
// repeats; the weeks are taken in week_nr order, so a cycle numbered 1..n is used as written.
export function cycleWeekIndex(startDate: string, iso: string, cycleLength: number): number {
  const weeks = Math.floor(diffDays(mondayOf(startDate), iso) / 7);
  return ((weeks % cycleLength) + cycleLength) % cycleLength;
}

// part 1 §3 is silent on a wage without weekly schedule rows: we choose its weekly_time_engagement spread over
// Monday to Friday (a 38-hour week gives 456 minutes a day), and no schedule when that is unknown too.
function fallbackWeek(wage: ScheduleWage): WeekSchedule[] {
  if (wage.weekly_time_engagement === null) return [];
  const day = Math.round(wage.weekly_time_engagement / WORKING_DAYS_PER_WEEK);
  return [{ weekNr: 1, minutes: [day, day, day, day, day, 0, 0] }];
}

/** The wage's cycle after recurring holidays (part 1 §5: never below 0; only entries not working_time count). */
export function effectiveCycle(wage: ScheduleWage): WeekSchedule[] {
  const weeks = wage.weeks.length > 0 ? [...wage.weeks].sort((a, b) => a.weekNr - b.weekNr) : fallbackWeek(wage);
  return remainingSchedule(weeks, wage.recurringHolidays);
}

// part 1 §3 is silent on overlapping wages (a new wage starts while the old one has no end yet): we choose the one
// that started last, as the newer contract replaces the older one from its start date.
export function wageOn<T extends Pick<ScheduleWage, 'id' | 'start_date' | 'end_date'>>(
  wages: readonly T[],
  iso: string,
): T | null {
  let found: T | null = null;
  for (const wage of wages) {
    if (!wageInForce(wage, iso)) continue;
    if (
      found === null ||
      wage.start_date > found.start_date ||
      (wage.start_date === found.start_date && wage.id > found.id)
    )
      found = wage;
  }
  return found;
}

/** Scheduled minutes of a date from the wage in force; null when no wage (or no known schedule) covers it. */
export function scheduledMinutesOn(wages: readonly ScheduleWage[], iso: string): number | null {
  const wage = wageOn(wages, iso);
  if (wage === null) return null;
  const cycle = effectiveCycle(wage);
  if (cycle.length === 0) return null;
  return cycle[cycleWeekIndex(wage.start_date, iso, cycle.length)].minutes[weekdayMondayFirst(iso)];
}

export type YearSchedule = Record<string, number>;

// part 1 §7 "Weekly schedule (id, year)": minutes per date of the year; a date no wage covers is absent (the
// calendar's no-schedule flag). part 1 §3 is silent on a one-day contract's hours: we choose that a contract
// with hours gives the day exactly those minutes (it is what is worked that day), one without hours leaves it.
export function yearSchedule(
  wages: readonly ScheduleWage[],
  year: number,
  oneDayContracts: readonly ScheduleOneDayContract[] = [],
): YearSchedule {
  const cycles = new Map(wages.map((wage) => [wage.id, effectiveCycle(wage)]));
  const schedule: YearSchedule = {};
  const first = `${String(year).padStart(4, '0')}-01-01`;
  const days = diffDays(first, `${String(year + 1).padStart(4, '0')}-01-01`);
  for (let i = 0; i < days; i++) {
    const iso = addDays(first, i);
    const wage = wageOn(wages, iso);
    const cycle = wage === null ? [] : (cycles.get(wage.id) ?? []);
    if (wage !== null && cycle.length > 0)
      schedule[iso] = cycle[cycleWeekIndex(wage.start_date, iso, cycle.length)].minutes[weekdayMondayFirst(iso)];
  }
  for (const contract of oneDayContracts) {
    if (contract.minutes !== null && contract.date.startsWith(`${year}-`)) schedule[contract.date] = contract.minutes;
  }
  return schedule;
}

/** Default length of a day off when a person has no scheduled working day in the year (8 hours). */
export const DEFAULT_FULL_DAY_MINUTES = 480;

// part 1 §5 "half-day minutes are half of the full day's": a full day is the person's average scheduled working
// day in the year (days with more than 0 minutes). part 1 is silent without any working day: we choose 8 hours.
export function fullDayMinutes(schedule: Readonly<YearSchedule>): number {
  const working = Object.values(schedule).filter((minutes) => minutes > 0);
  if (working.length === 0) return DEFAULT_FULL_DAY_MINUTES;
  return Math.round(working.reduce((sum, minutes) => sum + minutes, 0) / working.length);
}
