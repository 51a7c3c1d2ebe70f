// Self-service on the server (part 1 §3 allowed_selfservice, allowed_request_options, approval_needed; domain
// leaveRequests.ts): what a person may ask on their own calendar, and whether days are stored pending.
import { applyException } from '@people/domain/daysOffLedger';
import {
  plannedState,
  selfServiceRefusal,
  type Requester,
  type SelfServiceRefusal,
  type SelfServiceType,
} from '@people/domain/leaveRequests';
import type { UserRow } from '../core/auth';
import type { DayOffTypeRow } from '../core/dayOffTypes';
import { fieldError } from '../core/errors';
import type { PersonLedgers } from './balance';
import { whenOf, type RequestBody, type Slot } from './payload';

/** Who asks: their own days (the user's linked person) or someone else's (domain leaveRequests Requester). */
export const requesterOf = (user: UserRow, body: RequestBody): Requester => ({
  own: user.employee_id !== null && user.employee_id === body.employee_id,
  admin: user.admin === 1,
});

export const selfServiceType = (type: DayOffTypeRow, ledgers?: PersonLedgers): SelfServiceType => ({
  limitation: ledgers ? applyException(type, ledgers.exception(type.id)).limitation : type.limitation,
  allowedRequestOptions: type.allowed_request_options,
  allowedSelfservice: type.allowed_selfservice === 1,
  approvalNeeded: type.approval_needed === 1,
});

const SELF_SERVICE_MESSAGES: Record<SelfServiceRefusal, string> = {
  DAY_OFF_TYPE_NOT_SELF_SERVICE: 'This day-off type cannot be asked in self-service.',
  REQUEST_OPTION_NOT_ALLOWED: 'This day-off type cannot be asked for this part of the day.',
};

/**
 * Part 1 §3 allowed_selfservice, allowed_request_options (domain selfServiceRefusal): on their own calendar a person
 * asks only self-service types, with the 'when' options they allow; a refusal is 422 naming the field and stores nothing.
 */
export function requireSelfService(
  types: readonly SelfServiceType[],
  when: Slot['amPmHint'] | null,
  requester: Requester,
  typeField: 'custom_day_off_type_id' | 'ruleset_id',
): void {
  const refusal = selfServiceRefusal(types, when === null ? null : whenOf(when), requester);
  if (refusal === null) return;
  const field = refusal === 'DAY_OFF_TYPE_NOT_SELF_SERVICE' ? typeField : 'am_pm_hint';
  throw fieldError(422, refusal, SELF_SERVICE_MESSAGES[refusal], field);
}

/** Part 1 §3 approval_needed, §4 (domain plannedState): 1 approved, 0 pending. */
export const approvedFlag = (type: DayOffTypeRow, requester: Requester) =>
  plannedState({ approvalNeeded: type.approval_needed === 1 }, requester) === 'approved' ? 1 : 0;
