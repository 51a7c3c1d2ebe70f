/**
 * JSON schemas of the verzuim routes (part 1 §3 Verzuim, §7 the verzuim calls): one source for validation,
 * serialization and OpenAPI. Dates in answers ISO (end_date_dmy DD/MM/YYYY as §3 names it); request dates ISO or
 * DD/MM/YYYY.
 */
import { MAX_YEAR, MIN_YEAR } from '@people/domain/dates';
import { POORTWACHTER_STEPS, VERZUIM_STATUSES } from '@people/domain/verzuim';
import {
  errorSchema,
  flag,
  id,
  int,
  nullableInt,
  nullableStr,
  obj,
  str,
  dateInput,
  fieldErrorSchema,
  named,
} from '../core/schemas';

const nullableDate = { anyOf: [dateInput, { type: 'null' }] } as const;
const minutes = { type: ['integer', 'null'], minimum: 1, maximum: 1440 } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
// part 1 §5 minutes picker, 24h.
const time = { anyOf: [{ type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }, { type: 'null' }] } as const;
const weeklyMinutes = { type: ['integer', 'null'], minimum: 0, maximum: 10080 } as const;
// The 1..99 rule is domain verzuim partialRecoveryError's, so its code answers, not a schema range.
const percentage = { type: ['integer', 'null'], minimum: -2147483648, maximum: 2147483647 } as const;
const year = { type: 'integer', minimum: MIN_YEAR, maximum: MAX_YEAR } as const;

export const verzuimErrors = {
  400: fieldErrorSchema,
  403: errorSchema,
  404: errorSchema,
  409: fieldErrorSchema,
  422: fieldErrorSchema,
} as const;

const STEPS = [...new Set([...POORTWACHTER_STEPS.map((s) => s.step), 'PLAN_EVALUATION'])];

/** Part 1 §3 Verzuim, every field, with our chain link, phase flags and Poortwachter timeline. */
export const verzuimSchema = named(
  'Verzuim',
  obj({
    id: int,
    employee_id: int,
    start_date: str,
    end_date: nullableStr,
    end_date_dmy: nullableStr,
    status: { type: 'string', enum: VERZUIM_STATUSES },
    days: { type: 'array', items: named('VerzuimDay', obj({ id: int, date: str, duration_minutes: nullableInt })) },
    duration_type: { type: 'string', enum: ['all_day', 'custom'] },
    vangnetbepaling: flag,
    work_accident: flag,
    traffic_accident: flag,
    duration_minutes_on_first_day: nullableInt,
    custom_duration_minutes_per_day: nullableInt,
    expected_recovery_date: nullableStr,
    notification_date: nullableStr,
    notification_time: nullableStr,
    recovery_percentage: nullableInt,
    average_weekly_minutes: nullableInt,
    minutes_per_day: nullableInt,
    minutes_verzuim_on_first_day: nullableInt,
    initial_verzuim_id: nullableInt,
    previous_verzuim_id: nullableInt,
    // Ours: the partial recovery that continues this item, else null.
    next_verzuim_id: nullableInt,
    // part 1 §4: open items are ongoing; one starting today or later is future.
    ongoing: flag,
    future: flag,
    poortwachter: {
      type: 'array',
      items: named(
        'PoortwachterMilestone',
        obj({
          step: { type: 'string', enum: STEPS },
          week: int,
          date: str,
          state: { type: 'string', enum: ['DONE', 'DUE', 'OVERDUE'] },
          next: { type: 'boolean' },
        }),
      ),
    },
  }),
);

export const verzuimListAnswer = named(
  'VerzuimList',
  obj(
    {
      verzuim_items: { type: 'array', items: verzuimSchema },
      // select_usage = 1: the year's sick days of these items.
      usage: obj({ days: int }),
    },
    ['verzuim_items'],
  ),
);

export const verzuimAnswer = obj({ verzuim: verzuimSchema });

export const listQuery = obj({ year, select_usage: flag }, ['year']);
export const peopleYearQuery = obj(
  { employee_ids: { type: 'string', pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$' }, year },
  ['employee_ids'],
);

export const reportStartBody = obj(
  {
    employee_id: id,
    start_date: dateInput,
    minutes_per_day: minutes,
    minutes_verzuim_on_first_day: minutes,
    initial_verzuim_id: optionalId,
    expected_recovery_date: nullableDate,
    average_weekly_minutes: weeklyMinutes,
    notification_date: nullableDate,
    notification_time: time,
  },
  ['employee_id', 'start_date'],
);

export const partialRecoveryBody = obj(
  {
    employee_id: id,
    start_date: dateInput,
    recovery_percentage: percentage,
    minutes_per_day: minutes,
    previous_verzuim_id: id,
    average_weekly_minutes: weeklyMinutes,
  },
  ['employee_id', 'start_date', 'recovery_percentage', 'previous_verzuim_id'],
);

export const editBody = obj(
  {
    verzuim_id: id,
    start_date: dateInput,
    vangnetbepaling: flag,
    work_accident: flag,
    traffic_accident: flag,
    duration_minutes_on_first_day: minutes,
    custom_duration_minutes_per_day: minutes,
    expected_recovery_date: nullableDate,
    notification_date: nullableDate,
    notification_time: time,
    recovery_percentage: percentage,
    average_weekly_minutes: weeklyMinutes,
  },
  ['verzuim_id'],
);

export const verzuimIdBody = obj({ verzuim_id: id });
export const endDateBody = obj({ verzuim_id: id, end_date: dateInput });

export { flag, id, int, obj };
