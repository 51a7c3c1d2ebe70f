/**
 * JSON schemas of the commute routes (spec part 2 §3 Commute, §4, §7 Commutes; part 1 §3 commute display):
 * one source for validation, serialization and OpenAPI.
 */
import { MAX_DISTANCE_KM, TRANSPORT_TYPES, COMMUTE_TYPES } from '@people/domain/commutes';
import { flag, id, int, nullable, nullableInt, nullableStr, obj, str, named, dateInput, year } from '../core/schemas';

const transportType = { type: 'string', enum: [...TRANSPORT_TYPES] } as const;
const commuteType = { type: 'string', enum: [...COMMUTE_TYPES] } as const;
const month = { type: 'integer', minimum: 1, maximum: 12 } as const;

export const commuteSchema = named(
  'Commute',
  obj({
    id: int,
    employee_id: int,
    type: commuteType,
    transport_type: transportType,
    distance_km: { type: 'number' },
    days_per_week: nullableInt,
    start_date: str,
  }),
);

/** part 2 §3 Commute "type, days, month, year, employee_id" of a variable month; type is the transport type (our reading). */
export const variableCommuteSchema = named(
  'VariableCommute',
  obj({
    employee_id: int,
    year: int,
    month: int,
    days: int,
    type: transportType,
    max_days: int,
  }),
);

export const employeeCommutesSchema = named(
  'EmployeeCommutes',
  obj({
    employee_id: int,
    commute: nullable(commuteSchema),
    history: { type: 'array', items: commuteSchema },
    is_variable: flag,
  }),
);

/** The state of a commute or a variable month in the audit log: the keys the change had. */
const auditState = named(
  'CommuteAuditState',
  obj(
    {
      type: commuteType,
      transport_type: transportType,
      distance_km: { type: 'number' },
      days_per_week: nullableInt,
      start_date: str,
      year: int,
      month: int,
      days: int,
    },
    [],
  ),
);

export const commuteAuditEntrySchema = named(
  'CommuteAuditEntry',
  obj({
    id: int,
    employee_id: int,
    employee_name: str,
    actor_user_id: int,
    actor_name: nullableStr,
    action: { type: 'string', enum: ['commute_updated', 'variable_days_saved'] },
    before: nullable(auditState),
    after: auditState,
    created_at: str,
  }),
);

export const commuteAuditPageSchema = named(
  'CommuteAuditPage',
  obj({
    data: { type: 'array', items: commuteAuditEntrySchema },
    page: int,
    per_page: int,
    total: int,
  }),
);

export const employeePath = obj({ id });
export const variablePath = obj({ id, month, year });

export const saveVariableDaysBody = obj(
  { days: { type: 'integer', minimum: 0, maximum: 31 }, type: transportType, employee_id: id, month, year },
  ['days', 'month', 'year'],
);

export const updateCommuteBody = obj(
  {
    employee_id: id,
    type: commuteType,
    transport_type: transportType,
    distance_km: { type: 'number', exclusiveMinimum: 0, maximum: MAX_DISTANCE_KM },
    days_per_week: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 1, maximum: 7 }] },
    start_date: dateInput,
    // Employee.version as the form read it; without it the commute is saved without the check.
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
  ['employee_id', 'type', 'transport_type', 'distance_km'],
);

export const auditListQuery = obj(
  {
    page: { type: 'integer', minimum: 0, maximum: 100000 },
    employee_filter: id,
    year_month_filter: { type: 'string', pattern: '^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$' },
  },
  [],
);

export { month, year };
