// The calendar's days as the gateway sends them (EmployeeCalendar.days), and what the web derives from
// them: the month grid, the type-filter keys and the domain's selectable days (part 1 §2, §3, §4).
// No Relay here: the calendar grid and bench/calendarRender.ts read plain data.
import type { CalendarItem as DomainCalendarItem, SelectableDay } from '@people/domain/calendar';
import type { AmPmHint } from '@people/domain/daysOff';
import { weekdayMondayFirst } from '@people/domain/dates';
import { specValueIn } from '../../graphqlEnums';

export interface CalendarItemData {
  readonly entryId: number | null | undefined;
  readonly company: boolean;
  /** company_day_off, or the day off's kind: custom, sick_day, education. */
  readonly type: string;
  readonly dayOffTypeId?: number | null;
  readonly name: string | null | undefined;
  readonly color: string;
  readonly status: string;
  readonly amPmHint: string | null | undefined;
  readonly startMinutes: number | null | undefined;
  readonly durationMinutes: number | null | undefined;
  readonly interpretation: string | null | undefined;
  readonly shortAbsenceLabel: string | null | undefined;
  readonly verzuimId?: number | null;
}

interface CalendarCellFlagsData {
  readonly today: boolean;
  readonly zeroSchedule: boolean;
  readonly noSchedule: boolean;
  readonly oneDayContract: boolean;
  readonly empty: boolean;
  readonly halfDay: string | null | undefined;
}

export interface CalendarDayData {
  readonly date: string;
  readonly scheduledMinutes: number | null | undefined;
  readonly oneDayContract: string | null | undefined;
  readonly items: ReadonlyArray<CalendarItemData>;
  readonly flags: CalendarCellFlagsData;
}

/** A week row of a month: 7 places, Monday first (part 1 §2), null outside the month. */
type CalendarWeek = ReadonlyArray<CalendarDayData | null>;

export interface CalendarMonthData {
  /** 1 to 12. */
  month: number;
  weeks: CalendarWeek[];
}

/** part 1 §2: 12 months, weeks starting on Monday. Days are those of one year, 1 January first. */
export function calendarMonths(days: ReadonlyArray<CalendarDayData>): CalendarMonthData[] {
  const months: CalendarMonthData[] = [];
  for (const day of days) {
    const month = Number(day.date.slice(5, 7));
    let current = months[months.length - 1];
    if (!current || current.month !== month) {
      current = { month, weeks: [] };
      months.push(current);
    }
    const weekday = weekdayMondayFirst(day.date);
    let week = current.weeks[current.weeks.length - 1] as (CalendarDayData | null)[] | undefined;
    if (!week || weekday === 0) {
      week = Array<CalendarDayData | null>(7).fill(null);
      current.weeks.push(week);
    }
    week[weekday] = day;
  }
  return months;
}

/** The type filter's key for the company days off (part 1 §7 calendar type filter). */
const COMPANY_FILTER_KEY = 'company_day_off';

// The stored filter is semicolon-joined (part 1 §7): a type name holding one is keyed with a comma.
export function filterKey(item: Pick<CalendarItemData, 'company' | 'name' | 'type'>): string {
  if (item.company) return COMPANY_FILTER_KEY;
  return (item.name || item.type).replaceAll(';', ',');
}

export interface TypeFilterOption {
  key: string;
  /** The type's name; null for the company days off, which the filter names itself. */
  name: string | null;
  color: string;
}

/** The types the year's calendar holds: company days off first, then by name. */
export function typeFilterOptions(days: ReadonlyArray<CalendarDayData>): TypeFilterOption[] {
  const options = new Map<string, TypeFilterOption>();
  for (const day of days) {
    for (const item of day.items) {
      const key = filterKey(item);
      if (!options.has(key)) options.set(key, { key, name: item.company ? null : key, color: item.color });
    }
  }
  return [...options.values()].sort((a, b) =>
    a.name === null ? -1 : b.name === null ? 1 : a.name.localeCompare(b.name),
  );
}

const AM_PM_HINTS: readonly AmPmHint[] = ['all_day', 'am', 'pm', 'custom'];

/** The domain's calendar item (part 1 §3) with the entry id and names the dialogs use. */
export type SelectedItem = DomainCalendarItem & {
  entryId: number | null;
  name: string | null;
  dayOffTypeId: number | null;
  verzuimId: number | null;
};

function domainItem(item: CalendarItemData): SelectedItem {
  return {
    type: item.type,
    duration_minutes: item.durationMinutes ?? null,
    start_minutes: item.startMinutes ?? null,
    // GraphQL's ALL_DAY is the domain's all_day.
    am_pm_hint: item.amPmHint ? specValueIn(AM_PM_HINTS, item.amPmHint) : null,
    special_name: item.company ? (item.name ?? null) : null,
    color: item.color,
    approved: item.status === 'APPROVED' ? 1 : 0,
    company: item.company,
    entryId: item.entryId ?? null,
    name: item.name ?? null,
    dayOffTypeId: item.dayOffTypeId ?? null,
    verzuimId: item.verzuimId ?? null,
  };
}

/** A calendar day as domain calendar's selection rules take it (part 1 §4). */
export function selectableDay(day: CalendarDayData, employeeId: number): SelectableDay {
  return { date: day.date, employeeId, items: day.items.map(domainItem), oneDayContract: day.flags.oneDayContract };
}
