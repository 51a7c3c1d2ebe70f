/**
 * JSON schemas of the profile routes: one source for validation, serialization and OpenAPI.
 * Flags are 0/1 like the rest of the API; dates are ISO with a DD/MM/YYYY `_formatted` twin where part 1 §3
 * names one.
 */
import { flag, int, named, nullableInt, nullableStr, obj, str } from '../core/schemas';

const bool = { type: 'boolean' } as const;
const strings = { type: 'array', items: str } as const;

export const activityItemSchema = named(
  'ActivityItem',
  obj({
    id: int,
    employee_id: int,
    event_type: str,
    // Passed through as stored: readers take the keys part 1 §3 names when they hold strings (domain activity).
    event_info_json: {
      type: 'object',
      description: 'old_type, new_type, termination_reason, person_name, note (part 1 §3); other keys may be present',
      additionalProperties: true,
    },
    related_user_id: nullableInt,
    real_name: nullableStr,
    user_avatar: nullableStr,
    created_at: str,
    date_formatted: str,
  }),
);

export const fileSchema = named(
  'File',
  obj({
    id: int,
    // The person whose rules decide (the document's own, a car's driver, an asset's holder).
    employee_id: int,
    related_object: { type: 'string', enum: ['employee', 'car', 'asset'] },
    related_object_id: int,
    filename: str,
    filesize_bytes: int,
    document_type: nullableStr,
    date_uploaded: str,
    date_uploaded_formatted: str,
    real_name: nullableStr,
    // The type the file is served with; null when no file is stored (GET /api/files/{id}/download answers 404).
    content_type: nullableStr,
  }),
);

export const trainingParticipationSchema = named(
  'TrainingParticipation',
  obj({
    id: int,
    training_id: int,
    name: str,
    status: { type: 'string', enum: ['followed', 'not_pursued', 'not_fitting', 'reserved'] },
    result: {
      type: ['string', 'null'],
      enum: ['passed', 'not_passed', 'interrupted', 'no_result', 'to_be_completed', null],
    },
    // The training's start date (ISO) for the trainings page and the participant page.
    start_date: nullableStr,
  }),
);

export const assetSchema = named(
  'Asset',
  obj({ id: int, employee_id: int, asset_name: str, price: { type: ['number', 'null'] }, image_url: nullableStr }),
);
export const vehicleSchema = named(
  'Vehicle',
  obj({
    id: int,
    employee_id: int,
    type: { type: 'string', enum: ['car', 'motorbike', 'bicycle'] },
    brand: str,
    model: str,
    plate: nullableStr,
  }),
);

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

/** part 1 §3 calendar one_day_contracts; part 1 §9 Flex, Extra, Student. */
export const oneDayContractSchema = named(
  'OneDayContract',
  obj({
    employee_id: int,
    date: str,
    date_formatted: str,
    contract_type: { type: 'string', enum: ['Flex', 'Extra', 'Student'] },
  }),
);

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
