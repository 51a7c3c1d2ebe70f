// The enumerations the settings forms offer (part 1 §3, §4), and reading the schema's values into the
// domain's types: Relay types an enum as open ('%future added value'), the domain's rules take the spec's.
import type { DayOffKind, Limitation } from '@people/domain/daysOff';
import type { Interpretation } from '@people/domain/interpretation';

export const DAY_OFF_KINDS: readonly DayOffKind[] = ['custom', 'sick_day', 'education'];
export const LIMITATIONS: readonly Limitation[] = [
  'unlimited',
  'limit_in_days',
  'limit_in_half_days',
  'limit_in_minutes',
  'limit_by_overtime',
  'leave_accrual',
];
export const INTERPRETATIONS: readonly Interpretation[] = ['time_off', 'activity', 'working_time'];

/** Part 1 §4 request 'when' options. */
export const REQUEST_OPTIONS = ['allDay', 'morning', 'afternoon', 'custom'] as const;
export type RequestOption = (typeof REQUEST_OPTIONS)[number];

function known<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

// A value a newer server adds is read as the plainest one until the app knows it: no limit, a custom
// time-off type. Saving such a type would store that reading, so the form is only as new as the app.
export const asLimitation = (value: string): Limitation => known(LIMITATIONS, value, 'unlimited');
export const asDayOffKind = (value: string): DayOffKind => known(DAY_OFF_KINDS, value, 'custom');
export const asInterpretation = (value: string): Interpretation => known(INTERPRETATIONS, value, 'time_off');
