// JSON schemas of the leave-request routes (domain leaveRequests.ts): one source for validation, OpenAPI and the
// gateway's generated types. Dates ISO, times ISO UTC.
import { LEAVE_REQUEST_STATES, MAX_REQUESTS_PER_DECISION } from '@people/domain/leaveRequests';
import { fieldErrorSchema, flag, id, int, named, nullableInt, nullableStr, obj, str, year } from '../core/schemas';
import { daysOffErrors } from '../core/dayOffTypes';

const hint = { type: 'string', enum: ['all_day', 'am', 'pm', 'custom'] } as const;

/** Part 1 §4 balance display (domain balanceDisplay), as the usage items' balance. */
export const balanceDisplaySchema = named(
  'BalanceDisplay',
  obj({
    kind: { type: 'string', enum: ['left', 'over', 'used', 'end_of_year_balance'] },
    unit: { type: 'string', enum: ['days', 'half_days', 'minutes'] },
    amount: { type: 'number' },
  }),
);

export const leaveRequestSchema = named(
  'LeaveRequest',
  obj({
    id: int,
    employee_id: int,
    employee_name: str,
    day_off_type_id: nullableInt,
    ruleset_id: nullableInt,
    // The type's name when asked (a ruleset's request: the names of the types its days went to).
    type_name: str,
    state: { type: 'string', enum: LEAVE_REQUEST_STATES },
    message: nullableStr,
    // The days as asked; a declined or withdrawn request keeps them for the person's history.
    days: {
      type: 'array',
      items: obj({ date: str, am_pm_hint: hint, start_minutes: int, duration_minutes: nullableInt }),
    },
    first_day: str,
    last_day: str,
    // What the days count (domain daysOffLedger entryAmount, from the person's schedule).
    total_minutes: int,
    day_count: { type: 'number' },
    requested_by: nullableInt,
    requested_by_name: nullableStr,
    requested_at: str,
    decided_by: nullableInt,
    decided_by_name: nullableStr,
    decided_at: nullableStr,
    decline_reason: nullableStr,
    // A pending request: the type's balance of that year with the request counted (part 1 §4 counts pending days).
    balance_after: { anyOf: [balanceDisplaySchema, { type: 'null' }] },
  }),
);

export const toDecideQuery = obj(
  {
    page: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
  },
  [],
);

export const personRequestsQuery = obj({ year }, ['year']);
export const employeeParams = obj({ employee_id: id });

const requestIds = {
  type: 'array',
  items: id,
  minItems: 1,
  maxItems: MAX_REQUESTS_PER_DECISION,
  uniqueItems: true,
} as const;

export const approveBody = obj({ request_ids: requestIds, ignore_day_off_limits: flag }, ['request_ids']);
// The schema bounds the input; the domain's limit (DECLINE_REASON_MAX_LENGTH) answers its own code.
export const declineBody = obj({ request_ids: requestIds, reason: { type: ['string', 'null'], maxLength: 4000 } }, [
  'request_ids',
]);

/** A refusal of a decision names its request (`request_ids_3`), also for 403 and 404. */
export const decisionErrors = { ...daysOffErrors, 403: fieldErrorSchema, 404: fieldErrorSchema } as const;
