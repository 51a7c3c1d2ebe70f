// The days-off request payload (part 1 §3, §7) as the routes read it: the indexed fields date_n, start_minutes_n,
// duration_minutes_n and entry_id_n, JSON or form-encoded alike, into checked days; and the slot each day becomes.
import { formatDate, inputDate, joinDateRanges } from '@people/domain/dates';
import type { AmPmHint } from '@people/domain/daysOff';
import { halfDayMinutes, whenDefaults, type WhenOption } from '@people/domain/requestForm';
import type { FromSchema } from 'json-schema-to-ts';
import { fieldError } from '../core/errors';
import type { requestPayloadSchema } from './schemas';

/** Part 1 §3 "Days-off request payload" as its schema gives it: the named fields and the indexed date_n, start_minutes_n, duration_minutes_n. */
export type RequestBody = FromSchema<typeof requestPayloadSchema>;

const required = (field: string) => fieldError(400, 'FIELD_IS_REQUIRED', `${field} is required`, field);
const invalid = (field: string, message: string) => fieldError(400, 'INVALID_INPUT', message, field);

/** Part 1 §9: a year has at most 366 days, so a request of more is not a selection of one year. */
export const MAX_REQUEST_DAYS = 366;

export interface RequestDay {
  index: number;
  /** ISO. */
  date: string;
  startMinutes: number | null;
  duration: number | 'all_day' | null;
}

const indexesOf = (body: Record<string, unknown>, pattern: RegExp) =>
  Object.keys(body)
    .map((key) => pattern.exec(key)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);

/** The days of a request, by index; a start or duration without its date, or a date that does not exist, is a 400. */
export function requestDays(body: RequestBody): RequestDay[] {
  const indexes = [...new Set(indexesOf(body, /^(?:date|start_minutes|duration_minutes)_(\d+)$/))].sort(
    (a, b) => a - b,
  );
  if (indexes.length === 0) throw required('date_0');
  if (indexes.length > MAX_REQUEST_DAYS)
    throw invalid(`date_${indexes[MAX_REQUEST_DAYS]}`, `A request holds at most ${MAX_REQUEST_DAYS} days.`);
  const days = indexes.map((index): RequestDay => {
    const raw = body[`date_${index}`];
    if (raw === undefined || raw === '') throw required(`date_${index}`);
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the value is a primitive from a parsed request
    const date = inputDate(String(raw));
    if (date === null) throw invalid(`date_${index}`, `date_${index} is not a date as DD/MM/YYYY.`);
    const start = body[`start_minutes_${index}`];
    const duration = body[`duration_minutes_${index}`];
    let parsed: RequestDay['duration'] = null;
    if (duration === 'all_day') parsed = 'all_day';
    else if (duration !== undefined && duration !== '') {
      parsed = Number(duration);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > 1440)
        throw invalid(`duration_minutes_${index}`, `duration_minutes_${index} must be 1 to 1440 minutes or all_day.`);
    }
    return {
      index,
      date,
      startMinutes: start === undefined || start === null || start === '' ? null : Number(start),
      duration: parsed,
    };
  });
  // part 1 §4: a selection lies in one year.
  const year = days[0].date.slice(0, 4);
  const other = days.find((d) => d.date.slice(0, 4) !== year);
  if (other) throw invalid(`date_${other.index}`, 'The days of one request lie in one year.');
  return days;
}

/** The entry ids of a removal (entry_id_0..n), without repeats. */
export function entryIds(body: Record<string, unknown>): number[] {
  const indexes = indexesOf(body, /^entry_id_(\d+)$/).sort((a, b) => a - b);
  return [...new Set(indexes.map((n) => Number(body[`entry_id_${n}`])))];
}

export interface Slot {
  amPmHint: AmPmHint;
  startMinutes: number;
  durationMinutes: number | null;
}

const WHEN: Record<AmPmHint, WhenOption> = { all_day: 'allDay', am: 'morning', pm: 'afternoon', custom: 'custom' };
export const whenOf = (hint: AmPmHint): WhenOption => WHEN[hint];

// part 1 §3 sends am_pm_hint once per request and a duration per day. We choose: all_day makes every day all-day;
// am and pm make half days of the given minutes, else half the day's scheduled minutes (part 1 §5), else half a full
// day; custom needs minutes per day (the word all_day makes that day all-day); without a hint, minutes make a
// custom slot and the word all_day (or nothing) an all-day one. Starts default as part 1 §4 says (540, 780).
export function slotOf(hint: AmPmHint | undefined, day: RequestDay, scheduled: number | null, fullDay: number): Slot {
  const kind: AmPmHint =
    hint === 'all_day' || hint === 'am' || hint === 'pm'
      ? hint
      : typeof day.duration === 'number'
        ? 'custom'
        : hint === 'custom' && day.duration === null
          ? 'custom'
          : 'all_day';
  if (kind === 'custom' && typeof day.duration !== 'number') throw required(`duration_minutes_${day.index}`);
  const start = day.startMinutes ?? whenDefaults(whenOf(kind), fullDay).startMinutes;
  const duration =
    kind === 'all_day'
      ? null
      : typeof day.duration === 'number'
        ? day.duration
        : halfDayMinutes(scheduled !== null && scheduled > 0 ? scheduled : fullDay);
  if (duration !== null && start + duration > 1440)
    throw invalid(`duration_minutes_${day.index}`, `The time off of ${formatDate(day.date)} runs past midnight.`);
  return { amPmHint: kind, startMinutes: start, durationMinutes: duration };
}

/** Dates as the activity feed notes them: DD/MM/YYYY, a run of days as one range (part 1 §5, §9). */
export function dateRangesText(dates: readonly string[]): string {
  return joinDateRanges(dates)
    .map((r) => (r.start === r.end ? formatDate(r.start) : `${formatDate(r.start)} – ${formatDate(r.end)}`))
    .join(', ');
}
