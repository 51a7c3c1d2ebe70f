// Dutch sick leave (verzuim): status, ongoing and future, and the Poortwachter milestones
// (part 1 §3, §4; the milestones go beyond the spec, from the Wet verbetering poortwachter).

import { addDays } from './dates';

export const VERZUIM_STATUSES = ['REPORTED_SICK', 'PARTIALLY_RECOVERED', 'REPORTED_HEALTHY'] as const;
export type VerzuimStatus = (typeof VERZUIM_STATUSES)[number];
export type VerzuimDurationType = 'all_day' | 'custom';
export type VerzuimPhase = 'future' | 'ongoing' | 'ended';

/** part 1 §2: the sick-leave section collapses to 5 rows. */
export const VERZUIM_COLLAPSED_ROWS = 5;

export interface VerzuimStatusFields {
  start_date: string;
  end_date: string | null;
  status: string | null;
}

// part 1 §4: healthy when an end date exists; otherwise the item's own status. We choose
// REPORTED_SICK for an open item whose status is missing or not one of the three.
export function verzuimStatus(item: VerzuimStatusFields): VerzuimStatus {
  if (item.end_date) return 'REPORTED_HEALTHY';
  return item.status === 'PARTIALLY_RECOVERED' ? 'PARTIALLY_RECOVERED' : 'REPORTED_SICK';
}

/** part 1 §4: an open item (no end date) is shown as ongoing. */
export function isOngoing(item: VerzuimStatusFields): boolean {
  return !item.end_date;
}

/** part 1 §4: a sick leave starting today or later counts as future. */
export function isFuture(item: VerzuimStatusFields, todayIso: string): boolean {
  return item.start_date >= todayIso;
}

// part 1 §4 is silent when an item is both future and open: we choose future first.
export function verzuimPhase(item: VerzuimStatusFields, todayIso: string): VerzuimPhase {
  if (isFuture(item, todayIso)) return 'future';
  return isOngoing(item) ? 'ongoing' : 'ended';
}

// ---- Poortwachter milestones (beyond the spec) ----

export type PoortwachterMilestoneCode = 'PROBLEM_ANALYSIS' | 'PLAN_OF_ACTION' | 'UWV_NOTIFICATION' | 'END_OF_WAGE_OBLIGATION';

export interface PoortwachterMilestone {
  code: PoortwachterMilestoneCode;
  week: number;
  /** ISO date: the last day of that week of sickness. */
  date: string;
  passed: boolean;
}

export const POORTWACHTER_WEEKS: Readonly<Record<PoortwachterMilestoneCode, number>> = {
  PROBLEM_ANALYSIS: 6,
  PLAN_OF_ACTION: 8,
  UWV_NOTIFICATION: 42,
  END_OF_WAGE_OBLIGATION: 104,
};

// Week 1 is the first sick day and the six days after it, so week N ends on
// first day + 7N − 1: the deadline for the step due "in week N".
export function endOfSickWeek(firstSickDayIso: string, week: number): string {
  return addDays(firstSickDayIso, 7 * week - 1);
}

/** The four milestones of a sick-leave case counted from its first day; passed once today is after the date. */
export function poortwachterMilestones(firstSickDayIso: string, todayIso: string): PoortwachterMilestone[] {
  return (Object.keys(POORTWACHTER_WEEKS) as PoortwachterMilestoneCode[]).map((code) => {
    const week = POORTWACHTER_WEEKS[code];
    const date = endOfSickWeek(firstSickDayIso, week);
    return { code, week, date, passed: todayIso > date };
  });
}
