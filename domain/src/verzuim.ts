// Dutch sick leave (verzuim): status, ongoing and future, and the Poortwachter milestones
// (part 1 §3, §4; the milestones go beyond the spec, from the Wet verbetering poortwachter).

import { addDays, diffDays } from './dates';

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

// ---- The lifecycle rules (part 1 §4, §5; the spec names no codes, these are ours) ----

export const VERZUIM_ALREADY_OPEN = 'VERZUIM_ALREADY_OPEN';
export const VERZUIM_OVERLAPS = 'VERZUIM_OVERLAPS';
export const VERZUIM_END_BEFORE_START = 'VERZUIM_END_BEFORE_START';
export const VERZUIM_NOT_OPEN = 'VERZUIM_NOT_OPEN';
export const VERZUIM_RECOVERY_PERCENTAGE = 'VERZUIM_RECOVERY_PERCENTAGE';
export const VERZUIM_RECOVERY_BEFORE_START = 'VERZUIM_RECOVERY_BEFORE_START';
export const VERZUIM_MINUTES_ABOVE_SCHEDULE = 'VERZUIM_MINUTES_ABOVE_SCHEDULE';
export const VERZUIM_HAS_CONTINUATION = 'VERZUIM_HAS_CONTINUATION';

/** A refused change: the code, the input field it is about, and which rule where one code covers several. */
export type VerzuimRuleError = { code: string; field: string; rule?: typeof NOT_A_PARTIAL_RECOVERY };
/** part 1 §3 recovery_percentage belongs to a partial recovery: an edit of another item may not set it. */
export const NOT_A_PARTIAL_RECOVERY = 'NOT_A_PARTIAL_RECOVERY';

/** A stored item's span; end null while open. */
export interface VerzuimSpan {
  id: number;
  start_date: string;
  end_date: string | null;
}

/**
 * part 1 §4 (healthy when an end date exists) implies one open sick leave at a time: a person is sick or not. We also
 * refuse a span that overlaps another item, so a day is never sick twice (the calendar shows each sick day once).
 */
export function spanError(
  span: { start_date: string; end_date: string | null },
  others: readonly VerzuimSpan[],
): VerzuimRuleError | null {
  if (span.end_date !== null && span.end_date < span.start_date)
    return { code: VERZUIM_END_BEFORE_START, field: 'end_date' };
  if (span.end_date === null && others.some((o) => o.end_date === null))
    return { code: VERZUIM_ALREADY_OPEN, field: 'start_date' };
  const overlaps = others.some(
    (o) => o.start_date <= (span.end_date ?? '9999-12-31') && span.start_date <= (o.end_date ?? '9999-12-31'),
  );
  return overlaps ? { code: VERZUIM_OVERLAPS, field: 'start_date' } : null;
}

/**
 * part 1 §4 "partial recovery" continues an open item from a later date with a recovery percentage (part 1 §3
 * recovery_percentage): only an open item, a percentage of 1 to 99 (0 is still fully sick, 100 is healthy, which is
 * the end date's job), and a start after the item's own start.
 */
export function partialRecoveryError(
  previous: VerzuimSpan,
  startDate: string,
  percentage: number,
): VerzuimRuleError | null {
  if (previous.end_date !== null) return { code: VERZUIM_NOT_OPEN, field: 'previous_verzuim_id' };
  if (!Number.isInteger(percentage) || percentage < 1 || percentage > 99)
    return { code: VERZUIM_RECOVERY_PERCENTAGE, field: 'recovery_percentage' };
  if (startDate <= previous.start_date) return { code: VERZUIM_RECOVERY_BEFORE_START, field: 'start_date' };
  return null;
}

/** part 1 §3 minutes_verzuim_on_first_day: the sick part of the first day cannot exceed what that day is scheduled. */
export function firstDayMinutesError(minutes: number | null, scheduledMinutes: number | null): VerzuimRuleError | null {
  if (minutes === null) return null;
  return minutes > (scheduledMinutes ?? 0)
    ? { code: VERZUIM_MINUTES_ABOVE_SCHEDULE, field: 'minutes_verzuim_on_first_day' }
    : null;
}

// ---- The changes of a stored item (part 1 §4 "Verzuim: … edit, set end date, delete"; §7 the calls) ----

/** A verzuim item as stored (part 1 §3 Verzuim): a report, or a partial recovery continuing `previous_verzuim_id`. */
export interface VerzuimItem extends VerzuimSpan {
  employee_id: number;
  status: VerzuimStatus;
  duration_type: VerzuimDurationType;
  vangnetbepaling: number;
  work_accident: number;
  traffic_accident: number;
  duration_minutes_on_first_day: number | null;
  custom_duration_minutes_per_day: number | null;
  expected_recovery_date: string | null;
  notification_date: string | null;
  notification_time: string | null;
  recovery_percentage: number | null;
  average_weekly_minutes: number | null;
  initial_verzuim_id: number | null;
  previous_verzuim_id: number | null;
}

/** part 1 §7 editVerzuimItem's fields: a field left out (undefined) stays as it is, null clears an optional one. */
export type VerzuimEdit = Partial<
  Omit<
    VerzuimItem,
    'id' | 'employee_id' | 'end_date' | 'status' | 'duration_type' | 'initial_verzuim_id' | 'previous_verzuim_id'
  >
>;

/** What a change writes, or why it is refused; `item` is the person's item it changes, `all` every item of the person. */
export type VerzuimChange<T> = { error: VerzuimRuleError } | ({ error: null } & T);

const continuationOf = (item: VerzuimItem, all: readonly VerzuimItem[]) =>
  all.find((i) => i.previous_verzuim_id === item.id) ?? null;
const previousOf = (item: VerzuimItem, all: readonly VerzuimItem[]) =>
  all.find((i) => i.id === item.previous_verzuim_id) ?? null;

/**
 * part 1 §7 editVerzuimItem: the changed item, and the item it continues with its end moved to the day before a new
 * start (a partial recovery follows its item without a gap). We choose to keep the chain whole: a partial recovery
 * still starts after the item it continues and before the one continuing it, and the span rules hold against the
 * person's other items. The first day's minutes need the schedule, which the caller checks (firstDayMinutesError).
 */
export function editVerzuim(
  item: VerzuimItem,
  all: readonly VerzuimItem[],
  edit: VerzuimEdit,
): VerzuimChange<{ changed: VerzuimItem; moved: VerzuimItem | null }> {
  const given = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as VerzuimEdit;
  const changed: VerzuimItem = { ...item, ...given };
  changed.duration_type = changed.custom_duration_minutes_per_day !== null ? 'custom' : 'all_day';
  if (given.recovery_percentage !== undefined && item.status !== 'PARTIALLY_RECOVERED') {
    return { error: { code: VERZUIM_RECOVERY_PERCENTAGE, field: 'recovery_percentage', rule: NOT_A_PARTIAL_RECOVERY } };
  }
  const previous = previousOf(item, all);
  const next = continuationOf(item, all);
  if (item.status === 'PARTIALLY_RECOVERED' && previous) {
    const error = partialRecoveryError(
      { ...previous, end_date: null },
      changed.start_date,
      changed.recovery_percentage as number,
    );
    if (error) return { error };
  }
  if (next && changed.start_date >= next.start_date)
    return { error: { code: VERZUIM_RECOVERY_BEFORE_START, field: 'start_date' } };
  const chain = new Set([item.id, previous?.id, next?.id]);
  const error = spanError(
    changed,
    all.filter((i) => !chain.has(i.id)),
  );
  if (error) return { error };
  const moved =
    previous && changed.start_date !== item.start_date
      ? { ...previous, end_date: addDays(changed.start_date, -1) }
      : null;
  return { error: null, changed, moved };
}

/** part 1 §4 "healthy when an end date exists": the item ended; not an item a partial recovery continues (end that one). */
export function endVerzuim(
  item: VerzuimItem,
  all: readonly VerzuimItem[],
  endDate: string,
): VerzuimChange<{ ended: VerzuimItem }> {
  if (continuationOf(item, all)) return { error: { code: VERZUIM_HAS_CONTINUATION, field: 'verzuim_id' } };
  const ended = { ...item, end_date: endDate };
  const error = spanError(
    ended,
    all.filter((i) => i.id !== item.id),
  );
  return error ? { error } : { error: null, ended };
}

/**
 * part 1 §7 deleteVerzuimItem: not an item a partial recovery continues. Deleting a partial recovery gives the item it
 * continued the deleted one's end again: open once more (reopened) or ended where the recovery ended.
 */
export function deleteVerzuim(
  item: VerzuimItem,
  all: readonly VerzuimItem[],
): VerzuimChange<{ reopened: VerzuimItem | null }> {
  if (continuationOf(item, all)) return { error: { code: VERZUIM_HAS_CONTINUATION, field: 'verzuim_id' } };
  const previous = previousOf(item, all);
  return { error: null, reopened: previous ? { ...previous, end_date: item.end_date } : null };
}

// ---- The sick days of an item (part 1 §3 "days with duration"; they are the calendar's sick_day items) ----

export interface VerzuimDayPlan {
  start_date: string;
  /** The last sick day: the end date, or for an open item the horizon (see sickDayHorizon). */
  last_date: string;
  duration_type: VerzuimDurationType;
  duration_minutes_on_first_day: number | null;
  custom_duration_minutes_per_day: number | null;
  /** A partial recovery: the person works this share of each scheduled day. */
  recovery_percentage: number | null;
}

/** One sick day: minutes null means the whole scheduled day (the calendar's all_day). */
export interface VerzuimDay {
  date: string;
  minutes: number | null;
}

/**
 * Our choice (the spec does not say how far an open sick leave reaches into the calendar): an open item's sick days run
 * to the day before its expected recovery date, else to the end of the later of its start's year and today's year, so
 * the calendar and the usage show the leave as ongoing without planning years ahead. Setting the end date trims them.
 */
export function sickDayHorizon(
  item: { start_date: string; end_date: string | null; expected_recovery_date: string | null },
  todayIso: string,
): string {
  if (item.end_date !== null) return item.end_date;
  if (item.expected_recovery_date !== null && item.expected_recovery_date > item.start_date)
    return addDays(item.expected_recovery_date, -1);
  const year = Math.max(Number(item.start_date.slice(0, 4)), Number(todayIso.slice(0, 4)));
  return `${year}-12-31`;
}

/**
 * Every scheduled day (minutes > 0) of the span is a sick day: the first day's own minutes, else the custom minutes per
 * day, else under a partial recovery the part not worked (scheduled × (100 − %) / 100), else the whole day; never more
 * than the day's scheduled minutes.
 */
export function verzuimDays(plan: VerzuimDayPlan, scheduled: (date: string) => number | null): VerzuimDay[] {
  const days: VerzuimDay[] = [];
  for (let date = plan.start_date; date <= plan.last_date; date = addDays(date, 1)) {
    const minutes = scheduled(date) ?? 0;
    if (minutes <= 0) continue;
    let sick: number | null = null;
    if (date === plan.start_date && plan.duration_minutes_on_first_day !== null)
      sick = Math.min(plan.duration_minutes_on_first_day, minutes);
    else if (plan.duration_type === 'custom' && plan.custom_duration_minutes_per_day !== null)
      sick = Math.min(plan.custom_duration_minutes_per_day, minutes);
    else if (plan.recovery_percentage !== null) sick = Math.round((minutes * (100 - plan.recovery_percentage)) / 100);
    if (sick !== null && sick <= 0) continue;
    days.push({ date, minutes: sick !== null && sick >= minutes ? null : sick });
  }
  return days;
}

// ---- The Poortwachter timeline (beyond the spec: Wet verbetering poortwachter) ----
//
// Weeks are counted in days of sickness from the first sick day. A partial recovery continues the same period (it is
// one sick leave, the person is not fully fit). Periods that follow each other with a healthy gap of less than four
// weeks are added together ('samentelling', BW 7:629 lid 10; the same rule for the WIA waiting time, Wet WIA art. 23
// lid 5): the healthy days do not count, so every later deadline moves by the gap. A gap of four weeks or more starts
// a new period from zero.
//
// The date of week N is the day after N × 7 days of sickness, as UWV counts: sick from 3 January 2022 without a gap,
// the 104 weeks end on 1 January 2024 (the WIA can start that day).

export type PoortwachterStep =
  | 'SICK_REPORT_OCCUPATIONAL_HEALTH'
  | 'PROBLEM_ANALYSIS'
  | 'PLAN_OF_APPROACH'
  | 'PLAN_EVALUATION'
  | 'UWV_REPORT'
  | 'FIRST_YEAR_EVALUATION'
  | 'UWV_WIA_LETTER'
  | 'WIA_APPLICATION'
  | 'END_OF_WAGE_OBLIGATION';

export type PoortwachterState = 'DONE' | 'DUE' | 'OVERDUE';

/** The fixed steps and the week each falls in, with where that week number comes from. */
export const POORTWACHTER_STEPS: readonly { step: PoortwachterStep; week: number; source: string }[] = [
  // The employer reports the sickness to the occupational health service (arbodienst/bedrijfsarts) within the first
  // week: Regeling procesgang eerste en tweede ziektejaar, art. 2 lid 1 (with Arbowet art. 14).
  {
    step: 'SICK_REPORT_OCCUPATIONAL_HEALTH',
    week: 1,
    source: 'Regeling procesgang eerste en tweede ziektejaar art. 2',
  },
  // The problem analysis by the occupational physician no later than the sixth week: Regeling procesgang art. 2 lid 1.
  { step: 'PROBLEM_ANALYSIS', week: 6, source: 'Regeling procesgang eerste en tweede ziektejaar art. 2' },
  // The plan of approach no later than the eighth week: Regeling procesgang art. 4 lid 1; BW 7:658a lid 3.
  {
    step: 'PLAN_OF_APPROACH',
    week: 8,
    source: 'Regeling procesgang eerste en tweede ziektejaar art. 4; BW 7:658a lid 3',
  },
  // The sick report to UWV no later than the first day after the 42nd week: Ziektewet art. 38 lid 1.
  { step: 'UWV_REPORT', week: 42, source: 'Ziektewet art. 38 lid 1' },
  // The first-year evaluation in the 52nd week: Regeling procesgang art. 5.
  { step: 'FIRST_YEAR_EVALUATION', week: 52, source: 'Regeling procesgang eerste en tweede ziektejaar art. 5' },
  // UWV sends the letter with the WIA application form around week 88: UWV's own procedure (uwv.nl, no legal article).
  { step: 'UWV_WIA_LETTER', week: 88, source: 'UWV procedure (letter with the WIA application form)' },
  // The WIA application in week 91 as UWV asks; the law's latest is 11 weeks before the waiting time ends (Wet WIA art.
  // 64 lid 2, week 93).
  { step: 'WIA_APPLICATION', week: 91, source: 'UWV procedure; Wet WIA art. 64 lid 2 (at the latest week 93)' },
  // The wage obligation during sickness ends after 104 weeks: BW 7:629 lid 1; the WIA waiting time, Wet WIA art. 23.
  { step: 'END_OF_WAGE_OBLIGATION', week: 104, source: 'BW 7:629 lid 1; Wet WIA art. 23 lid 1' },
];

/** The plan of approach is evaluated at least every 6 weeks after week 8 (Regeling procesgang art. 4; UWV Werkwijzer Poortwachter). */
export const PLAN_EVALUATION_INTERVAL_WEEKS = 6;
/** BW 7:629 lid 10: periods separated by less than four weeks are added together. */
export const SAMENTELLING_GAP_DAYS = 28;

export interface PoortwachterMilestone {
  step: PoortwachterStep;
  week: number;
  /** ISO date: the day week `week` of sickness is complete. */
  date: string;
  state: PoortwachterState;
  /** The first milestone not yet passed: the next deadline, highlighted. */
  next: boolean;
}

/** A sick period: a report with its partial recoveries, first start to last end (null while open). */
export interface SickPeriod {
  start_date: string;
  end_date: string | null;
}

/** The periods added together into the one that holds `period` (BW 7:629 lid 10), oldest first. */
export function samentelling(periods: readonly SickPeriod[], period: SickPeriod): SickPeriod[] {
  const sorted = [...periods].sort((a, b) => a.start_date.localeCompare(b.start_date));
  let group: SickPeriod[] = [];
  for (const p of sorted) {
    const last = group[group.length - 1];
    const gap = last ? (last.end_date === null ? 0 : diffDays(last.end_date, p.start_date) - 1) : Infinity;
    group = last && gap < SAMENTELLING_GAP_DAYS ? [...group, p] : [p];
    if (p.start_date === period.start_date) break;
  }
  return group;
}

/** The date of the `n`-th day of sickness (1-based) over periods added together; the last period may be open. */
export function nthSickDay(periods: readonly SickPeriod[], n: number): string | null {
  let left = n;
  for (const p of periods) {
    const length = p.end_date === null ? Infinity : diffDays(p.start_date, p.end_date) + 1;
    if (left <= length) return addDays(p.start_date, left - 1);
    left -= length;
  }
  return null;
}

/** The day week `week` of sickness is complete: the day after 7 × week sick days (UWV's counting, see above). */
export function sickWeekDate(periods: readonly SickPeriod[], week: number): string | null {
  return nthSickDay(periods, 7 * week + 1);
}

/**
 * The timeline of an open sick period (for every open verzuim). `periods` are all the person's periods,
 * `notificationDate` the item's (part 1 §3): the week-1 report is done once a notification is recorded and overdue
 * when its deadline passed without one. The product records no proof of the later steps, so a passed deadline counts
 * as done and a coming one as due. A period that ended has no timeline.
 */
export function poortwachterTimeline(
  periods: readonly SickPeriod[],
  period: SickPeriod,
  todayIso: string,
  notificationDate: string | null = null,
): PoortwachterMilestone[] {
  if (period.end_date !== null) return [];
  const together = samentelling(periods, period);
  const steps: { step: PoortwachterStep; week: number }[] = [...POORTWACHTER_STEPS];
  for (let week = 8 + PLAN_EVALUATION_INTERVAL_WEEKS; week < 104; week += PLAN_EVALUATION_INTERVAL_WEEKS)
    steps.push({ step: 'PLAN_EVALUATION', week });
  steps.sort((a, b) => a.week - b.week);
  const milestones = steps.flatMap(({ step, week }) => {
    const date = sickWeekDate(together, week);
    if (date === null) return [];
    const passed = date < todayIso;
    const state: PoortwachterState =
      step === 'SICK_REPORT_OCCUPATIONAL_HEALTH'
        ? notificationDate !== null
          ? 'DONE'
          : passed
            ? 'OVERDUE'
            : 'DUE'
        : passed
          ? 'DONE'
          : 'DUE';
    return [{ step, week, date, state, next: false }];
  });
  const next = milestones.find((m) => m.date >= todayIso);
  if (next) next.next = true;
  return milestones;
}
