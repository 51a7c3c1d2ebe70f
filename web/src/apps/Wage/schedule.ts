// The weekly schedule and recurring holidays as the wage pages show them (part 1 §3 Weekly schedule, Recurring
// holidays; §5 only entries not working_time reduce the schedule).
import { DAY_NAMES } from '@people/domain/wage';

type DayName = (typeof DAY_NAMES)[number];

type ScheduleWeek = {
  readonly weekNr: number;
  readonly timeEngagementMonday: number;
  readonly timeEngagementTuesday: number;
  readonly timeEngagementWednesday: number;
  readonly timeEngagementThursday: number;
  readonly timeEngagementFriday: number;
  readonly timeEngagementSaturday: number;
  readonly timeEngagementSunday: number;
};

/** Minutes per weekday, Monday first (domain DAY_NAMES order). */
export function weekMinutes(week: ScheduleWeek): number[] {
  return [
    week.timeEngagementMonday,
    week.timeEngagementTuesday,
    week.timeEngagementWednesday,
    week.timeEngagementThursday,
    week.timeEngagementFriday,
    week.timeEngagementSaturday,
    week.timeEngagementSunday,
  ];
}

type RecurringHolidayRow = {
  readonly weekNr: number;
  readonly days: ReadonlyArray<{
    readonly weekday: number;
    readonly entries: ReadonlyArray<{
      readonly startingPoint: number | null | undefined;
      readonly hours: number;
      readonly interpretation: string;
    }>;
  }>;
};

export type HolidayLine = {
  weekNr: number;
  day: DayName;
  minutes: number;
  startingPoint: number | null;
  interpretation: string;
};

/** One line per recurring-holiday entry, by week then weekday (Monday first). */
export function recurringHolidayLines(rows: readonly RecurringHolidayRow[]): HolidayLine[] {
  return rows
    .flatMap((row) =>
      row.days.flatMap((day) =>
        day.entries.map((entry) => ({
          weekNr: row.weekNr,
          weekday: day.weekday,
          day: DAY_NAMES[day.weekday] ?? DAY_NAMES[0],
          minutes: entry.hours,
          startingPoint: entry.startingPoint ?? null,
          interpretation: entry.interpretation,
        })),
      ),
    )
    .sort((a, b) => a.weekNr - b.weekNr || a.weekday - b.weekday)
    .map(({ weekday: _weekday, ...line }) => line);
}
