// The enumerations the settings forms offer (part 1 §3, §4), and reading the schema's values into the
// domain's types: Relay types an enum as open ('%future added value') and ALL_CAPS, the domain's rules take the
// spec's lower-case strings. The forms keep the domain's values and send them with graphqlValue.
import type { DayOffKind, Limitation } from '@people/domain/daysOff';
import type { Interpretation } from '@people/domain/interpretation';
import { specValueIn } from '../../graphqlEnums';

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

/** The domain's value of a GraphQL one (LIMIT_IN_DAYS → limit_in_days); null for one this app does not know yet. */
export const limitationOf = (value: string): Limitation | null => specValueIn(LIMITATIONS, value);
export const dayOffKindOf = (value: string): DayOffKind | null => specValueIn(DAY_OFF_KINDS, value);
const interpretationOf = (value: string): Interpretation | null => specValueIn(INTERPRETATIONS, value);

// A value a newer server adds is read as the plainest one until the app knows it: no limit, a custom
// time-off type. Saving such a type would store that reading, so the form is only as new as the app.
export const asLimitation = (value: string): Limitation => limitationOf(value) ?? 'unlimited';
export const asDayOffKind = (value: string): DayOffKind => dayOffKindOf(value) ?? 'custom';
export const asInterpretation = (value: string): Interpretation => interpretationOf(value) ?? 'time_off';
