/**
 * JSON schemas of the wage routes (part 1 §3 Wage, Total cost, Weekly schedule, Recurring holidays): one source
 * for validation, serialization and OpenAPI. Dates are ISO in answers; in requests ISO or DD/MM/YYYY (part 1 §9).
 */
import { COST_FACETS, CUSTOM_BENEFIT_PREFIX, WAGE_TYPES } from '@people/domain/wage';
import { flag, id, dateInput, int, named, nullable, nullableInt, nullableStr, obj, str } from '../core/schemas';
import { SCHEDULE_COLUMNS } from '../core/wageRecords';

const num = { type: 'number' } as const;
const nullableNum = { type: ['number', 'null'] } as const;
const wageType = { type: 'string', enum: [...WAGE_TYPES] } as const;
const wageState = { type: 'string', enum: ['none', 'pending', 'active', 'ended', 'terminated'] } as const;
const minutesOfDay = { type: 'integer', minimum: 0, maximum: 1440 } as const;
const weekNr = { type: 'integer', minimum: 1, maximum: 52 } as const;
/** A monthly amount in the wage's currency; a billion is beyond any wage and keeps numeric(12, 2) safe. */
const amount = { type: 'number', minimum: 0, maximum: 999_999_999 } as const;
const nullableAmount = { anyOf: [{ type: 'null' }, amount] } as const;

export const customBenefitSchema = named(
  'CustomBenefit',
  obj({ description: { type: 'string', minLength: 1, maxLength: 100 }, monthly_value: num }),
);

export const weeklyScheduleWeekSchema = named(
  'WeeklyScheduleWeek',
  obj({ week_nr: weekNr, ...Object.fromEntries(SCHEDULE_COLUMNS.map((c) => [c, minutesOfDay])) }),
);

// The payroll provider's data: the key the product reads, and whatever else the provider keeps there.
export const payrollDataSchema = named('PayrollData', {
  type: 'object',
  properties: { is_contractless_employment_continuation: { type: 'boolean' } },
  required: ['is_contractless_employment_continuation'],
  additionalProperties: true,
});

export const totalCostSchema = named(
  'TotalCost',
  obj({
    total: num,
    currency: str,
    centre_label: { type: 'string', enum: ['total_per_month', 'salary_package_per_month'] },
    // part 1 §3: a facet, or a custom benefit keyed with its prefix.
    components: {
      type: 'array',
      items: named(
        'TotalCostComponent',
        obj({
          key: { type: 'string', description: `${COST_FACETS.join(', ')} or ${CUSTOM_BENEFIT_PREFIX}<description>` },
          amount: num,
        }),
      ),
    },
  }),
);

export const wageSchema = named(
  'Wage',
  obj({
    id: int,
    employee_id: int,
    type: wageType,
    currency: str,
    registration_country_code: str,
    start_date: str,
    end_date: nullableStr,
    custom_benefits: { type: 'array', items: customBenefitSchema },
    payroll_data_json: payrollDataSchema,
    is_dynamic_schedule: flag,
    rate: num,
    weekly_time_engagement: nullableInt,
    contract_uid: nullableStr,
    status: { type: 'string', enum: ['active', 'contract_create_pending'] },
    termination_date: nullableStr,
    termination_reason: nullableStr,
    car_monthly_cost: nullableNum,
    bonus_monthly: nullableNum,
    nettovergoeding: nullableNum,
    weekly_schedule: { type: 'array', items: weeklyScheduleWeekSchema },
    average_weekly_minutes: num,
    days_since_termination: nullableInt,
    state: wageState,
    total_costs: totalCostSchema,
  }),
);

export const terminationInfoSchema = named(
  'TerminationInfo',
  obj({
    days_since_termination: nullableInt,
    termination_date: nullableStr,
    termination_reason: nullableStr,
    wage_id: nullableInt,
  }),
);

export const pendingContractSchema = named(
  'PendingContract',
  obj({
    status: { type: ['string', 'null'], enum: ['contract_create_pending', null] },
    metadata: nullable(obj({ wage_id: int, start_date: str, type: wageType, contract_uid: nullableStr })),
  }),
);

export const employeeWagesSchema = named(
  'EmployeeWages',
  obj({
    employee_id: int,
    current_wage_id: nullableInt,
    wage_state: wageState,
    termination_info: terminationInfoSchema,
    pending_contract: pendingContractSchema,
    average_weekly_minutes: nullableNum,
    current_wage_total_costs: nullable(totalCostSchema),
    wages: { type: 'array', items: wageSchema },
  }),
);

const recurringEntrySchema = named(
  'RecurringHolidayEntry',
  obj({
    starting_point: nullableInt,
    hours: int,
    interpretation: { type: 'string', enum: ['time_off', 'activity', 'working_time'] },
  }),
);

export const recurringHolidayWeekSchema = named(
  'RecurringHolidayWeek',
  obj({
    wage_id: int,
    week_nr: int,
    ...Object.fromEntries(
      Array.from({ length: 7 }, (_, day) => [
        `recurring_holiday_${day}`,
        { type: 'array', items: recurringEntrySchema },
      ]),
    ),
  }),
);

/** The wage fields a new wage sets and an edit may change (part 1 §3 Wage and the cost inputs of migration 004). */
const wageFieldProperties = {
  type: wageType,
  rate: amount,
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  registration_country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
  weekly_time_engagement: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 0, maximum: 10080 }] },
  is_dynamic_schedule: flag,
  custom_benefits: {
    type: 'array',
    maxItems: 50,
    items: obj({
      description: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
      monthly_value: amount,
    }),
  },
  car_monthly_cost: nullableAmount,
  bonus_monthly: nullableAmount,
  nettovergoeding: nullableAmount,
  weekly_schedule: { type: 'array', minItems: 1, maxItems: 52, items: weeklyScheduleWeekSchema },
  payroll_data_json: {
    type: 'object',
    properties: { is_contractless_employment_continuation: { type: 'boolean' } },
    additionalProperties: true,
    maxProperties: 50,
  },
} as const;

export const newWageBody = obj({ employee_id: id, start_date: dateInput, ...wageFieldProperties }, [
  'employee_id',
  'start_date',
  'type',
  'rate',
  'registration_country_code',
]);

export const editWageBody = obj(wageFieldProperties, []);

export const terminateBody = obj(
  {
    employee_id: id,
    wage_id: { anyOf: [{ type: 'null' }, id] },
    termination_date: dateInput,
    termination_reason: { type: ['string', 'null'], maxLength: 200 },
  },
  ['employee_id', 'termination_date'],
);

export { dateInput, int, obj };
