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

function startingHourLate(original: DimonaDeclaration, edited: DimonaDeclaration, now: DimonaMoment): boolean {
  if (original.startingHour === null || edited.startingHour === null || original.startingHour === edited.startingHour) return false;
  // We choose: a start-hour change is late once the earlier of the two start hours has passed.
  const earliest = Math.min(original.startingHour, edited.startingHour);
  return momentValue(now) >= momentValue({ date: edited.startDate, minutes: earliest });
}

function endingHourLateness(original: DimonaDeclaration, edited: DimonaDeclaration, now: DimonaMoment): DimonaLateCode | null {
  const { startingHour: s0, endingHour: e0 } = original;
  const { startingHour: s1, endingHour: e1 } = edited;
  if (s0 === null || e0 === null || s1 === null || e1 === null) return null;
  // Hours are compared on the edited day, so a moved day alone is not an hour edit.
  const before = momentValue(shiftEnd(edited.startDate, s0, e0));
  const after = momentValue(shiftEnd(edited.startDate, s1, e1));
  const at = momentValue(now);
  // We choose: an earlier ending must be declared before the new end is reached.
  if (after < before) return at >= after ? 'DIMONA_LATE_FOR_EARLIER_ENDING_HOUR_EDIT' : null;
  // part 2 §4: a later ending must be declared within 8 hours (of the original end).
  if (after > before) return at > before + LATER_ENDING_GRACE_MINUTES ? 'DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT' : null;
  return null;
}

// We choose: moving the start day cancels the original start (one-day or multi-day cutoff),
// and is late too when the new start has already begun.
function startDayLate(original: DimonaDeclaration, edited: DimonaDeclaration, now: DimonaMoment): boolean {
  if (original.startDate === edited.startDate) return false;
  const day = cutoffDay(original.startDate, original.startingHour);
  const cancelLate = isOneDay(original) ? oneDayCancelLate(day, now) : multiDayCancelLate(day, now);
  return cancelLate || newDeclarationLate(edited, now);
}

// We choose: a changed end day is an out declaration for the earlier of the two end dates.
function endDayLate(original: DimonaDeclaration, edited: DimonaDeclaration, now: DimonaMoment): boolean {
  // A one-day declaration's end follows its start: moving it is a start-day edit only.
  if (original.endDate === edited.endDate || (isOneDay(original) && isOneDay(edited))) return false;
  const ends = [original.endDate, edited.endDate].filter((d): d is string => d !== null).sort();
  return outDeclarationLate(cutoffDay(ends[0], edited.startingHour), now);
}

/** part 2 §4, §8: the lateness reasons of an edit, in the order of the error catalogue. */
export function dimonaLateness(original: DimonaDeclaration, edited: DimonaDeclaration, now: DimonaMoment): DimonaLateCode[] {
  const codes: DimonaLateCode[] = [];
  if (startingHourLate(original, edited, now)) codes.push('DIMONA_LATE_FOR_STARTING_HOUR_EDIT');
  const ending = endingHourLateness(original, edited, now);
  if (ending !== null) codes.push(ending);
  if (startDayLate(original, edited, now)) codes.push('DIMONA_LATE_FOR_START_DAY_EDIT');
  if (endDayLate(original, edited, now)) codes.push('DIMONA_LATE_FOR_END_DAY_EDIT');
  return codes;
}

// part 2 §4, §9: the unemployment signal only if the start date is within 3 days; we choose
// from today up to 3 days ahead (a start in the past gets no signal).
export function sendUnemploymentSignal(startDate: string, todayIso: string): boolean {
  const days = diffDays(todayIso, startDate);
  return days >= 0 && days <= UNEMPLOYMENT_SIGNAL_DAYS;
}
