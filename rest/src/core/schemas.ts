/**
 * JSON schemas shared by the route modules: one source for validation, serialization and OpenAPI.
 * Fastify serializes with them, so a key missing here is missing from the answer.
 */
import type { PersonalDetailField } from '@people/domain/personalData';
import { MAX_YEAR, MIN_YEAR } from '@people/domain/dates';
import { WAGE_TYPES } from '@people/domain/wage';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/**
 * An object schema that takes no other keys; every property is required unless `required` names fewer. Generic, so
 * the literal types of the properties survive and a route's request is typed from it (core/routing.ts).
 */
function obj<const P extends Record<string, unknown>>(properties: P): ClosedObject<P, (keyof P & string)[]>;
function obj<const P extends Record<string, unknown>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
): ClosedObject<P, R>;
function obj(properties: Record<string, unknown>, required: readonly string[] = Object.keys(properties)) {
  return { type: 'object', properties, required, additionalProperties: false };
}
type ClosedObject<P, R> = { type: 'object'; properties: P; required: R; additionalProperties: false };

/** The named response schemas, added to every app with addSchema (app.ts) before any route refers to them. */
const namedSchemas: Record<string, object> = {};

/**
 * A response schema under a name: routes refer to it by `$ref`, so the OpenAPI document lists it once under
 * `components.schemas.<name>` and the gateway's generated types call it by that name (ARCHITECTURE.md, gateway/).
 */
export function named<T extends object>(name: string, schema: T): { $ref: string } {
  if (namedSchemas[name]) throw new Error(`Two response schemas are named ${name}`);
  namedSchemas[name] = { $id: name, ...schema };
  return { $ref: `${name}#` };
}

/** Every named schema, in the order the modules declared them. */
export const sharedSchemas = () => Object.values(namedSchemas);

export const errorSchema = obj({ code: str, message: str }, ['code', 'message']);
/** An error answer; `field` names the input field it is about, when there is one (core/errors fieldError). */
export const fieldErrorSchema = obj({ code: str, message: str, field: str }, ['code', 'message']);

/** A person's directory card: what lists and batch reads answer to everyone who can find the person. */
const employeeCardProperties = {
  id: int,
  name: str,
  first_name: str,
  last_name: str,
  avatar: nullableStr,
  deleted: flag,
  sensitive_profile: flag,
  sync_integration: flag,
  link_integration_id: nullableInt,
  link_source_app_internal_id: nullableStr,
  link_source_app_employee_number: nullableStr,
  unlinked_integration_id: nullableInt,
  wages_synced_via_integration: flag,
  onboarding_finished: flag,
  phone: nullableStr,
  email: nullableStr,
  team_id: nullableInt,
  department_id: nullableInt,
  group_id: nullableInt,
  join_date: nullableStr,
  join_date_source: str,
  reports_to_id: nullableInt,
  reports_to_extra_id: nullableInt,
  /** Optimistic locking: every edit sends back the version it read (migration 016). */
  version: int,
};
export const employeeSchema = named('Employee', obj(employeeCardProperties));

/** domain PERSONAL_DETAIL_FIELDS: the personal information, seen only under maySee('personalInformation'). */
const personalDetailProperties: Record<PersonalDetailField, { type: string | readonly string[] }> = {
  dob: nullableStr,
  gender: nullableStr,
  civil_state: nullableStr,
  place_of_birth: nullableStr,
  countryOfBirth: nullableStr,
  nationality_country_code: nullableStr,
  social_security_nr: nullableStr,
  rijks_register_nummer: nullableStr,
  bank_account_iban: nullableStr,
  bank_account_bic: nullableStr,
  education_level: nullableStr,
  last_name_composition: nullableStr,
  personal_email: nullableStr,
  emergency_contact_name: nullableStr,
  emergency_contact_relation: nullableStr,
  emergency_contact_phone: nullableStr,
  address_line_1: nullableStr,
  address_line_2: nullableStr,
  address_zipcode: nullableStr,
  address_city: nullableStr,
  address_country_code: nullableStr,
  partners_wage: nullableStr,
  dependent_children: int,
  dependent_disabled_children: int,
  dependent_adults_below_65: int,
  dependent_disabled_adults_below_65: int,
  dependent_adults_above_65: int,
  dependent_disabled_adults_above_65: int,
  dependent_adults_needing_care_above_65: int,
};
export const personalDetailsSchema = named('PersonalDetails', obj({ id: int, ...personalDetailProperties }));

// The detail answers the personal fields as null for a caller who may not see them.
const orNull = ({ type }: { type: string | readonly string[] }) => ({ type: [...new Set([type, 'null'].flat())] });
const employeeDetailEmployeeSchema = named(
  'EmployeeDetailEmployee',
  obj({
    ...employeeCardProperties,
    ...Object.fromEntries(Object.entries(personalDetailProperties).map(([field, schema]) => [field, orNull(schema)])),
  }),
);

export const roleSchema = named('Role', obj({ id: int, title: str, start_date: str, end_date: nullableStr }));
export const reportsToSchema = named('ReportsTo', obj({ person_id: int, person_name: str, group_id: int }));
const nullable = <const S extends object>(schema: S) => ({ anyOf: [{ type: 'null' }, schema] }) as const;

/** part 1 §3 current_wage of the detail: the keys the spec names, with the wage's id, status and start. */
const currentWageSchema = named(
  'CurrentWage',
  obj({
    id: int,
    status: { type: 'string', enum: ['active', 'contract_create_pending'] },
    type: { type: 'string', enum: [...WAGE_TYPES] },
    start_date: str,
    end_date: nullableStr,
    registration_country_code: str,
    payroll_data_json: { $ref: 'PayrollData#' },
  }),
);

/** part 1 §3 weekly_schedule_exceptions: no exception is recorded yet, so the list is always empty. */
const weeklyScheduleExceptionSchema = named('WeeklyScheduleException', obj({ date: str, minutes: int }));

export const teamSchema = named('Team', obj({ id: int, name: str }));
export const departmentSchema = named('Department', obj({ id: int, description: str }));

const customFieldSchema = named(
  'CustomField',
  obj({
    cf_name: str,
    type: { type: 'string', enum: ['textfield', 'hyperlink', 'money'] },
    priority: int,
    value: nullableStr,
    value_name: nullableStr,
  }),
);

const employeeDetailProperties = {
  employee: employeeDetailEmployeeSchema,
  current_role: nullable(roleSchema),
  future_role: nullable(roleSchema),
  role_history: { type: 'array', items: roleSchema },
  team: nullable(teamSchema),
  current_reports_to: nullable(reportsToSchema),
  current_reports_to_extra: nullable(reportsToSchema),
  current_department: nullable(departmentSchema),
  days_with_us: nullableInt,
  termination_info: obj({ days_since_termination: nullableInt }),
  current_wage: nullable(currentWageSchema),
  weekly_schedule_exceptions: { type: 'array', items: weeklyScheduleExceptionSchema },
  average_weekly_minutes: { type: ['number', 'null'] },
  current_wage_total_costs: nullable({ $ref: 'TotalCost#' }),
  custom_fields: { type: 'array', items: customFieldSchema },
};
/** Part 1 §3; `embedded` (not in the spec) only when the request asks for it (profile/detailEmbeds.ts). */
export const employeeDetailSchema = named(
  'EmployeeDetail',
  obj(
    { ...employeeDetailProperties, embedded: { $ref: 'EmployeeDetailEmbedded#' } },
    Object.keys(employeeDetailProperties) as (keyof typeof employeeDetailProperties)[],
  ),
);

/** `?ids=1,2,3`: the batch reads the gateway's loaders make (ARCHITECTURE.md). */
export const MAX_BATCH = 100;
export const idsQuerySchema = obj({ ids: { type: 'string', pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$' } });
export const parseIds = (ids: string) => [...new Set(ids.split(',').map(Number))];
/** `?employee_ids=1,2,3` or `?wage_ids=…`: batch reads under another name, at most 100 ids as idsQuerySchema. */
const idList = { type: 'string', pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$' } as const;
// A computed key widens to an index signature: the mapped type keeps the one name.
export const batchIds = <const N extends string>(name: N) => obj({ [name]: idList } as { [K in N]: typeof idList });

// part 1 §2 (choice): the years every tier supports (domain dates MIN_YEAR–MAX_YEAR, isSupportedYear).
export const year = { type: 'integer', minimum: MIN_YEAR, maximum: MAX_YEAR } as const;

/**
 * Request dates: real calendar dates of the supported years (domain dates MIN_YEAR–MAX_YEAR), checked by
 * the formats of inputRules.ts; `dateInput` is ISO or DD/MM/YYYY (part 1 §9), the others one spelling.
 */
export const dateInput = { type: 'string', maxLength: 10, format: 'people-date' } as const;
export const isoDateInput = { type: 'string', maxLength: 10, format: 'people-iso-date' } as const;
export const dmyDateInput = { type: 'string', maxLength: 10, format: 'people-dmy-date' } as const;

export const idParamSchema = obj({ id: { type: 'integer', minimum: 1, maximum: 2147483647 } });

export const userSchema = named(
  'User',
  obj({
    id: int,
    company_id: int,
    employee_id: nullableInt,
    email: str,
    name: str,
    admin: flag,
    access_wages: flag,
    access_budgets: flag,
    access_payroll_provider: flag,
    access_performance_reviews: flag,
    group_access: { type: 'string', enum: ['full', 'light'] },
    language: { type: 'string', enum: ['en', 'nl', 'fr'] },
    role: { type: 'string', enum: ['default', 'team_only', 'all'] },
    support: flag,
    access_employee_details: flag,
    access_calendar: flag,
    export_excel: flag,
    replan_days_off: flag,
    read_only: flag,
    impersonating: flag,
    /** The groups the user's access covers; null for every group of the company. */
    group_ids: { type: ['array', 'null'], items: int },
  }),
);

export const companySchema = named(
  'Company',
  obj({
    id: int,
    name: str,
    country_code: str,
    features: { type: 'array', items: str },
    integrations: {
      type: 'array',
      items: named(
        'Integration',
        obj({
          id: int,
          source: str,
          title: str,
          short_title: str,
          image: nullableStr,
          features: { type: 'array', items: str },
        }),
      ),
    },
  }),
);

/** A list answer: `{ data: [...] }`. */
export const dataOf = (items: object) => obj({ data: { type: 'array', items } });
/** One item answered as `{ data: item }`. */
export const oneOf = (item: object) => obj({ data: item });
/** A page of a list: `{ data: [...], total }`. */
export const pageOf = (items: object) => obj({ data: { type: 'array', items }, total: int });
/** The answers every person route may give besides 200. */
export const personErrors = {
  400: fieldErrorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
} as const;
/** The answers of a company change besides 200: a 404 or 409 may name its field (like a 400). */
export const changeErrors = { ...personErrors, 404: personErrors[400], 409: personErrors[400] } as const;

export const employeeIdParams = obj({ employee_id: id });
export const employeeIdQuery = obj({ employee_id: id });
export const idBody = obj({ id });
export const employeeIdBody = obj({ employee_id: id });

/** Part 1 §7 'relatedObject, relatedObjectId': only people have documents and a feed so far. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is the empty default of a generic
export const relatedObjectQuery = <const E extends Record<string, unknown> = {}>(extra: E = {} as E) =>
  obj({ relatedObject: { type: 'string', enum: ['employee'] }, relatedObjectId: id, ...extra }, [
    'relatedObject',
    'relatedObjectId',
  ]);

export { flag, id, obj, str, int, nullableStr, nullableInt, nullable };
