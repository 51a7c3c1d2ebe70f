// When a Dimona declaration or edit is late, and the unemployment signal (part 2 §4, §8, §9).
// Moments are local dates plus minutes since midnight; the caller passes `now`.

import { addDays, diffDays } from './dates';
import type { DimonaDeclaration, DimonaMoment } from './dimonaTypes';

export type DimonaLateCode =
  | 'DIMONA_LATE_FOR_STARTING_HOUR_EDIT'
  | 'DIMONA_LATE_FOR_EARLIER_ENDING_HOUR_EDIT'
  | 'DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT'
  | 'DIMONA_LATE_FOR_START_DAY_EDIT'
  | 'DIMONA_LATE_FOR_END_DAY_EDIT';

export const LATE_START_THRESHOLD_MINUTES = 1200;
export const LATER_ENDING_GRACE_MINUTES = 8 * 60;
export const UNEMPLOYMENT_SIGNAL_DAYS = 3;

const EPOCH = '1970-01-01';

/** Minutes since the epoch, to compare moments. */
export function momentValue(moment: DimonaMoment): number {
  return diffDays(EPOCH, moment.date) * 1440 + moment.minutes;
}

const startOfDay = (date: string) => momentValue({ date, minutes: 0 });

// part 2 §4, §9: "a start hour over 1200 minutes counts as a late start for the next-day rule":
// we read it as a shift starting after 20:00 belonging to the next day for the out-of-day cutoffs.
export function cutoffDay(date: string, startingHour: number | null): string {
  return startingHour !== null && startingHour > LATE_START_THRESHOLD_MINUTES ? addDays(date, 1) : date;
}

/** part 2 §4: an out declaration is late after the end of the day after the date. */
export function outDeclarationLate(date: string, now: DimonaMoment): boolean {
  return momentValue(now) >= startOfDay(addDays(date, 2));
}

/** part 2 §4: a one-day cancel is late after the end of that day. */
export function oneDayCancelLate(date: string, now: DimonaMoment): boolean {
  return momentValue(now) >= startOfDay(addDays(date, 1));
}

/** part 2 §4: a multi-day cancel is late after the start of that day. */
export function multiDayCancelLate(date: string, now: DimonaMoment): boolean {
  return momentValue(now) >= startOfDay(date);
}

/** The end of a shift: on the next day when it ends at 0 (midnight) or before its start. */
export function shiftEnd(date: string, startingHour: number, endingHour: number): DimonaMoment {
  if (endingHour === 0) return { date: addDays(date, 1), minutes: 0 };
  return endingHour < startingHour ? { date: addDays(date, 1), minutes: endingHour } : { date, minutes: endingHour };
}

const isOneDay = (d: DimonaDeclaration) => d.endDate === d.startDate;

/** A new declaration (IN) is late once work has started. */
export function newDeclarationLate(declaration: DimonaDeclaration, now: DimonaMoment): boolean {
  return momentValue(now) >= momentValue({ date: declaration.startDate, minutes: declaration.startingHour ?? 0 });
}

/** When an edit becomes late, and whether it is now (part 2 §4, §8): the deadline shown before saving. */
export interface DimonaDeadline {
  code: DimonaLateCode;
  /** The first moment (Brussels local time) at which the edit counts as late. */
  deadline: DimonaMoment;
  late: boolean;
}

/** The moment `value` minutes after the epoch (the inverse of momentValue). */
export function momentOf(value: number): DimonaMoment {
  const days = Math.floor(value / 1440);
  return { date: addDays(EPOCH, days), minutes: value - days * 1440 };
}

const deadline = (code: DimonaLateCode, value: number, late: boolean): DimonaDeadline => ({
  code,
  deadline: momentOf(value),
  late,
});

function startingHourDeadline(
  original: DimonaDeclaration,
  edited: DimonaDeclaration,
  at: number,
): DimonaDeadline | null {
  if (original.startingHour === null || edited.startingHour === null || original.startingHour === edited.startingHour)
    return null;
  // We choose: a start-hour change is late once the earlier of the two start hours has passed.
  const earliest = momentValue({
    date: edited.startDate,
    minutes: Math.min(original.startingHour, edited.startingHour),
  });
  return deadline('DIMONA_LATE_FOR_STARTING_HOUR_EDIT', earliest, at >= earliest);
}

function endingHourDeadline(original: DimonaDeclaration, edited: DimonaDeclaration, at: number): DimonaDeadline | null {
  const { startingHour: s0, endingHour: e0 } = original;
  const { startingHour: s1, endingHour: e1 } = edited;
  if (s0 === null || e0 === null || s1 === null || e1 === null) return null;
  // Hours are compared on the edited day, so a moved day alone is not an hour edit.
  const before = momentValue(shiftEnd(edited.startDate, s0, e0));
  const after = momentValue(shiftEnd(edited.startDate, s1, e1));
  // We choose: an earlier ending must be declared before the new end is reached.
  if (after < before) return deadline('DIMONA_LATE_FOR_EARLIER_ENDING_HOUR_EDIT', after, at >= after);
  // part 2 §4: a later ending must be declared within 8 hours (of the original end).
  if (after > before) {
    const limit = before + LATER_ENDING_GRACE_MINUTES;
    return deadline('DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT', limit, at > limit);
  }
  return null;
}

// We choose: moving the start day cancels the original start (one-day or multi-day cutoff),
// and is late too when the new start has already begun.
function startDayDeadline(original: DimonaDeclaration, edited: DimonaDeclaration, at: number): DimonaDeadline | null {
  if (original.startDate === edited.startDate) return null;
  const day = cutoffDay(original.startDate, original.startingHour);
  const cancel = isOneDay(original) ? startOfDay(addDays(day, 1)) : startOfDay(day);
  const newStart = momentValue({ date: edited.startDate, minutes: edited.startingHour ?? 0 });
  const first = Math.min(cancel, newStart);
  return deadline('DIMONA_LATE_FOR_START_DAY_EDIT', first, at >= first);
}

// We choose: a changed end day is an out declaration for the earlier of the two end dates.
function endDayDeadline(original: DimonaDeclaration, edited: DimonaDeclaration, at: number): DimonaDeadline | null {
  // A one-day declaration's end follows its start: moving it is a start-day edit only.
  if (original.endDate === edited.endDate || (isOneDay(original) && isOneDay(edited))) return null;
  const ends = [original.endDate, edited.endDate].filter((d): d is string => d !== null).sort();
  const out = startOfDay(addDays(cutoffDay(ends[0], edited.startingHour), 2));
  return deadline('DIMONA_LATE_FOR_END_DAY_EDIT', out, at >= out);
}

/** part 2 §4, §8: every deadline an edit has, in the order of the error catalogue, each with whether it passed. */
export function dimonaEditDeadlines(
  original: DimonaDeclaration,
  edited: DimonaDeclaration,
  now: DimonaMoment,
): DimonaDeadline[] {
  const at = momentValue(now);
  return [
    startingHourDeadline(original, edited, at),
    endingHourDeadline(original, edited, at),
    startDayDeadline(original, edited, at),
    endDayDeadline(original, edited, at),
  ].filter((d): d is DimonaDeadline => d !== null);
}

/** part 2 §4, §8: the lateness reasons of an edit, in the order of the error catalogue. */
export function dimonaLateness(
  original: DimonaDeclaration,
  edited: DimonaDeclaration,
  now: DimonaMoment,
): DimonaLateCode[] {
  return dimonaEditDeadlines(original, edited, now)
    .filter((d) => d.late)
    .map((d) => d.code);
}

/** The local date and minutes since midnight of the instant `now` in `timeZone` (Brussels for Dimona, part 1 §1). */
export function momentIn(timeZone: string, now: Date): DimonaMoment {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

// part 2 §4, §9: the unemployment signal only if the start date is within 3 days; we choose
// from today up to 3 days ahead (a start in the past gets no signal).
export function sendUnemploymentSignal(startDate: string, todayIso: string): boolean {
  const days = diffDays(todayIso, startDate);
  return days >= 0 && days <= UNEMPLOYMENT_SIGNAL_DAYS;
}
