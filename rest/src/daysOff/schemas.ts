/**
 * JSON schemas of the days-off routes: one source for validation, serialization and OpenAPI. Flags are
 * 0/1, dates in answers ISO; the request payload's dates are DD/MM/YYYY (part 1 §3), ISO is accepted too.
 */
import { HOLIDAY_COUNTRIES } from '@people/domain/daysOff';
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
  named,
  year,
} from '../core/schemas';
import { interpretation, kind, limitation } from '../core/dayOffTypes';
// A date as DD/MM/YYYY or YYYY-MM-DD of the supported years (dateInput).

const HINTS = ['all_day', 'am', 'pm', 'custom'] as const;

const hint = { type: 'string', enum: HINTS } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const strings = { type: 'array', items: str } as const;
const countryCode = { type: 'string', enum: HOLIDAY_COUNTRIES } as const;

/** Call 1: part 1 §3 "Day off" as the calendar reads it. */
export const personalDayOffSchema = named(
  'PersonalDayOff',
  obj({
    id: int,
    date: str,
    type: kind,
    custom_type_id: int,
    custom_type_name: nullableStr,
    day_off_type_name: str,
    color: str,
    approved: flag,
    am_pm_hint: hint,
    start_minutes: int,
    duration_minutes: nullableInt,
    interpretation,
    // The verzuim a sick day belongs to (part 1 §7 getVerzuimItemByDayOffId), else null.
    verzuim_id: nullableInt,
    // The leave request the day belongs to (domain leaveRequests), else null: the calendar decides a selection by it.
    leave_request_id: nullableInt,
  }),
);

export const companyDayOffEntrySchema = named(
  'CompanyDayOffEntry',
  obj({ id: int, special_name: str, color: nullableStr }),
);

export const personalDaysOffAnswer = named(
  'PersonalDaysOff',
  obj({
    holidays_country: str,
    company_days_off: { type: 'object', additionalProperties: { type: 'array', items: companyDayOffEntrySchema } },
    personal_days_off: { type: 'object', additionalProperties: { type: 'array', items: personalDayOffSchema } },
  }),
);

export const weeklyScheduleAnswer = named(
  'WeeklySchedule',
  obj({
    weekly_schedule: { type: 'object', additionalProperties: int },
    one_day_contracts: {
      type: 'array',
      items: obj({ date: str, contract_type: { type: 'string', enum: ['Flex', 'Extra', 'Student'] } }),
    },
  }),
);

/** part 1 §3 "Day-off usage item": every field under its spec name (domain daysOffUsageItem UsageItem). */
export const usageItemSchema = named(
  'DayOffUsageItem',
  obj({
    type_id: int,
    type: kind,
    name: str,
    color: str,
    limitation,
    default_limitation: limitation,
    interpretation,
    is_work_type: flag,
    approval_needed: flag,
    allowed_selfservice: flag,
    allowed_request_options: strings,
    active: flag,
    accrual_version_id: nullableInt,
    days_approved: { type: 'number' },
    days_not_approved: { type: 'number' },
    minutes_approved: int,
    minutes_not_approved: int,
    max_yearly_amount_days: nullableNumber,
    max_yearly_amount_minutes: nullableInt,
    transfer_unused_amounts: flag,
    transferred_minutes: int,
    transfer_amounts_expiry_months: nullableInt,
    used_before_expiry_minutes: int,
    expired_minutes: int,
    remaining_transferred_minutes_from_last_year: int,
    note_required: flag,
    custom_type_id: nullableInt,
    accrual_year_balance: nullableInt,
    accrual_starting_minutes_this_year: nullableInt,
    accrual_approved_minutes: nullableInt,
    accrual_approved_minutes_this_year: nullableInt,
    accrual_remaining_balance_from_last_year: nullableInt,
    accrual_remaining_balance_expiration_date: nullableStr,
    accrual_remaining_balance_expiring_minutes: nullableInt,
    accrual_next_expiration_date: nullableStr,
    // part 1 §4: not a §3 field; the valid transferred amount in the limit's unit, which the limit allows on top of the
    // maximum, so the gateway's balance and budget bar count it (domain daysOffUsageItem).
    transferred_available: { type: 'number' },
  }),
);

export const budgetUsageAnswer = named(
  'BudgetUsage',
  obj({
    budgets: obj(
      {
        custom_types: { type: 'array', items: usageItemSchema },
        // part 1 §7 names default_types as the other key of the types outside rulesets; this API answers custom_types.
        default_types: { type: 'array', items: usageItemSchema },
        rulesets: {
          type: 'array',
          items: named(
            'DayOffRulesetUsage',
            obj({ id: int, name: str, day_off_types: { type: 'array', items: usageItemSchema } }),
          ),
        },
      },
      ['custom_types', 'rulesets'],
    ),
  }),
);

export const companyDayOffSchema = named(
  'CompanyDayOff',
  obj({ id: int, date: str, special_name: str, color: nullableStr, country_code: str }),
);

const INDEX = '(0|[1-9][0-9]{0,2})';
// A form's empty field reads as null (ajv coerces '' to null), like an absent one.
const optionalId = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;

/** Part 1 §3 "Days-off request payload" with its indexed fields date_n, start_minutes_n, duration_minutes_n. */
export const requestPayloadSchema = {
  type: 'object',
  properties: {
    employee_id: id,
    type: kind,
    // 0, null or a form's empty field means no type chosen.
    custom_day_off_type_id: optionalId,
    send_notification: flag,
    optional_message: { type: 'string', maxLength: 2000 },
    ignore_day_off_limits: flag,
    set_full_day_on_non_working_day: flag,
    ruleset_id: optionalId,
    am_pm_hint: hint,
  },
  patternProperties: {
    [`^date_${INDEX}$`]: dateInput,
    [`^start_minutes_${INDEX}$`]: { type: ['integer', 'null'], minimum: 0, maximum: 1439 },
    // Minutes, or the word all_day (part 1 §4).
    [`^duration_minutes_${INDEX}$`]: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 1440 },
        { type: 'string', pattern: '^(all_day|[0-9]{0,4})$' },
      ],
    },
  },
  required: ['employee_id'],
  additionalProperties: false,
} as const;

export const removePayloadSchema = {
  type: 'object',
  properties: { employee_id: id, send_notification: flag, optional_message: { type: 'string', maxLength: 2000 } },
  patternProperties: { [`^entry_id_${INDEX}$`]: id },
  required: ['employee_id'],
  additionalProperties: false,
} as const;

export const personYearQuery = obj({ employee_id: id, year }, ['employee_id', 'year']);

export { countryCode, dateInput, errorSchema, flag, id, int, obj, str };
