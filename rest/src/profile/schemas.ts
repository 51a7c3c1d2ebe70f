/**
 * JSON schemas of the profile routes: one source for validation, serialization and OpenAPI.
 * Flags are 0/1 like the rest of the API; dates are ISO with a DD/MM/YYYY `_formatted` twin where part 1 §3
 * names one.
 */
import { flag, int, named, nullableInt, nullableStr, obj, str } from '../core/schemas';

const bool = { type: 'boolean' } as const;
const strings = { type: 'array', items: str } as const;

export const reportsToPersonSchema = named(
  'ReportsToPerson',
  obj({ person_id: int, person_name: str, group_id: int, is_extra: flag, start_date: str }),
);
/** part 1 §7 'Reports-to: reports_to_person'. */
export const reportsToAnswerSchema = obj({ reports_to_person: { type: 'array', items: reportsToPersonSchema } });

export const senioritySchema = named(
  'Seniority',
  obj({
    employee_id: int,
    seniority_date: nullableStr,
    integration_id: nullableInt,
    source_app_internal_id: nullableStr,
    join_date: nullableStr,
    join_date_source: str,
  }),
);

/** part 1 §7 'answers set and blocked'; invited_at (ISO, the latest invitation to self-service, part 1 §4) is ours. */
export const pincodeStatusSchema = named('PincodeStatus', obj({ set: flag, blocked: flag, invited_at: nullableStr }));

/** domain/permissions PermissionContext, as the gateway's loader reads it. */
export const permissionContextSchema = named(
  'PermissionContext',
  obj({
    viewer: obj({
      admin: bool,
      accessWages: bool,
      accessBudgets: bool,
      accessPayrollProvider: bool,
      accessPerformanceReviews: bool,
      groupAccess: { type: 'string', enum: ['full', 'light'] },
      role: { type: 'string', enum: ['default', 'team_only', 'all'] },
      support: bool,
      impersonating: bool,
      readOnly: bool,
      accessEmployeeDetails: bool,
      accessCalendar: bool,
      exportExcel: bool,
      replanDaysOff: bool,
    }),
    company: obj({ features: strings, integrationFeatures: strings }),
    person: obj({
      deleted: bool,
      hasWage: bool,
      wageHasEndDate: bool,
      hasPendingWage: bool,
      hasTermination: bool,
      contractUid: nullableStr,
      linkedToIntegration: bool,
      sameGroup: bool,
      hasPendingDimona: bool,
      isSelf: bool,
    }),
  }),
);
