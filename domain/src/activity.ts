// The activity feed's event types (part 1 §3 "Activity item") and the ones this product adds for the
// profile changes that part 1 §2 says must write an activity item (archive, sensitive, seniority date…).

/** part 1 §3: the event types the spec lists ('several perf_eval_* events' match PERF_EVAL_PREFIX). */
export const SPEC_EVENT_TYPES = [
  'car_added',
  'car_deleted',
  'car_undeleted',
  'car_owner_changed',
  'car_assigned',
  'car_unassigned',
  'asset_request_declined',
  'wage_request_declined',
  'role_updated',
  'history_role_updated',
  'asset_updated',
  'asset_added',
  'employee_added',
  'note_added',
  'wage_updated',
  'wage_duration_updated',
  'reports_to_updated',
  'selfservice_personal_details_updated',
  'freelance_contract_terminated',
  'payroll_contract_terminated',
  'verzuim_added',
  'verzuim_updated',
  'verzuim_ended',
  'budget_added',
  'budget_updated',
  'budget_deleted',
  'leave_accrual_correction_added',
  'participant_status_changed',
  'participant_result_changed',
  'participant_added_to_training',
] as const;

export const PERF_EVAL_PREFIX = 'perf_eval_';

// part 1 §2 asks every change made through the product to write its activity item, but §3 names no
// event type for these profile changes: we name them here, once, for the REST API and the web's sentences.
export const PROFILE_EVENT_TYPES = [
  'employee_archived',
  'employee_unarchived',
  'sensitive_profile_updated',
  'seniority_date_updated',
  'selfservice_pincode_removed',
  'person_unlinked',
  'person_relinked',
  'person_import_started',
  'one_day_contract_deleted',
  // A day-contract edit sent as a Dimona declaration; new_type is the contract type, note the command_id.
  'one_day_contract_edited',
  'avatar_updated',
  // part 1 §4 invite to self-service: new_type is the address the invitation went to.
  'selfservice_invited',
  // Every step of a contract writes its item (part 2 §4); new_type is the contract's name, note the signer.
  'contract_added',
  'contract_updated',
  'contract_sent',
  'contract_signed',
  'contract_deleted',
  'contract_undeleted',
  'contract_hard_deleted',
  'contract_signing_method_set',
] as const;

// Every days-off change writes its item (part 1 §2); §3 names only leave_accrual_correction_added, so we
// name these: new_type is the type (or the company day off's special_name), note the DD/MM/YYYY dates.
export const DAYS_OFF_EVENT_TYPES = [
  'days_off_added',
  'days_off_removed',
  'company_day_off_removed',
  'days_off_replanned',
] as const;

// A leave request decided (domain leaveRequests.ts): new_type is the request's type, note its dates; a decline's
// reason, when given, is `reason`.
export const LEAVE_REQUEST_EVENT_TYPES = ['days_off_approved', 'days_off_declined'] as const;

// Every change to a person's workflows writes its item (part 1 §2); part 2 names no event type, so we name
// these: new_type is the workflow's (or task's) name, note the task's name where one is concerned.
export const WORKFLOW_EVENT_TYPES = [
  'workflow_started',
  'workflow_deleted',
  'workflow_task_added',
  'workflow_task_updated',
  'workflow_task_deleted',
  'workflow_task_closed',
  'workflow_task_reopened',
  'workflow_task_reassigned',
] as const;

// Editing a person. part 1 §3 names selfservice_personal_details_updated (the person's own change),
// reports_to_updated, role_updated, history_role_updated and employee_added; we name these for the changes it does not
// name: new_type is the section (personal, contact, address) or the new team's name, note the changed fields;
// commute_updated (/edit/commute): old_type and new_type the transport types, note the start date.
export const PERSON_EDIT_EVENT_TYPES = [
  'personal_details_updated',
  'team_updated',
  'custom_fields_updated',
  'commute_updated',
] as const;

// A document's changes (part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}); part 1 §3 names
// no event type for them: old_type is the name before, new_type the new name (renamed); note says which object's
// document it is when it is not the person's own (a car's, an asset's).
export const DOCUMENT_EVENT_TYPES = ['document_renamed', 'document_deleted'] as const;

export type SpecEventType = (typeof SPEC_EVENT_TYPES)[number];
export type ProfileEventType = (typeof PROFILE_EVENT_TYPES)[number];
export type DaysOffEventType = (typeof DAYS_OFF_EVENT_TYPES)[number];
export type LeaveRequestEventType = (typeof LEAVE_REQUEST_EVENT_TYPES)[number];
export type WorkflowEventType = (typeof WORKFLOW_EVENT_TYPES)[number];
export type PersonEditEventType = (typeof PERSON_EDIT_EVENT_TYPES)[number];
export type DocumentEventType = (typeof DOCUMENT_EVENT_TYPES)[number];
export type ActivityEventType =
  | SpecEventType
  | ProfileEventType
  | DaysOffEventType
  | LeaveRequestEventType
  | WorkflowEventType
  | PersonEditEventType
  | DocumentEventType
  | `${typeof PERF_EVAL_PREFIX}${string}`;

export function isActivityEventType(value: string): value is ActivityEventType {
  if (
    (
      [
        ...SPEC_EVENT_TYPES,
        ...PROFILE_EVENT_TYPES,
        ...DAYS_OFF_EVENT_TYPES,
        ...LEAVE_REQUEST_EVENT_TYPES,
        ...WORKFLOW_EVENT_TYPES,
        ...PERSON_EDIT_EVENT_TYPES,
        ...DOCUMENT_EVENT_TYPES,
      ] as readonly string[]
    ).includes(value)
  )
    return true;
  return (
    value.startsWith(PERF_EVAL_PREFIX) &&
    /^[a-z_]+$/.test(value.slice(PERF_EVAL_PREFIX.length)) &&
    value.length > PERF_EVAL_PREFIX.length
  );
}

/** part 1 §3 event_info_json: the keys the feed renders; other keys may be present and are ignored. */
export interface ActivityEventInfo {
  old_type?: string | null;
  new_type?: string | null;
  termination_reason?: string | null;
  person_name?: string | null;
  note?: string | null;
}
