// Leave requests: who asks, what a request may ask, and how it is decided. Part 1 §3 gives a day off `approved`
// (0 pending) and a type's approval_needed, allowed_selfservice and allowed_request_options; the decision itself is
// left open by the spec. Our decisions, in the README's "Leave requests" too:
// - A request is the days one person asked at once of one type (or ruleset). It is pending while its type needs
//   approval and the person asked it themselves, or someone without the admin flag planned it for them.
// - On their own calendar everyone is a requester, admins included: only self-service types, only the 'when' options
//   the type allows, and nobody approves their own request.
// - Deciders: admins, and users whose calendar access covers the person (permissions.ts decideDaysOff). A request is
//   approved or declined whole; a declined request's days are removed, so it no longer counts against the balance,
//   and the request stays in the person's history as declined, with the reason.
// - Approving checks the limits again, as adding does: a type whose maximum has since been lowered refuses the
//   approval unless an admin ignores the limits.

import type { WhenOption } from './requestForm';
import { typeTakesWhen, type TypeRequestRules } from './requestForm';

export type LeaveRequestState = 'pending' | 'approved' | 'declined' | 'withdrawn';
export const LEAVE_REQUEST_STATES: readonly LeaveRequestState[] = ['pending', 'approved', 'declined', 'withdrawn'];
export type LeaveDecision = 'approve' | 'decline';

/** The longest reason a decline may give, as long as an activity note (part 1 §5: 400 characters). */
export const DECLINE_REASON_MAX_LENGTH = 400;
/** The most requests one bulk decision takes: a page of "To approve". */
export const MAX_REQUESTS_PER_DECISION = 100;

export const DAY_OFF_TYPE_NOT_SELF_SERVICE = 'DAY_OFF_TYPE_NOT_SELF_SERVICE';
export const REQUEST_OPTION_NOT_ALLOWED = 'REQUEST_OPTION_NOT_ALLOWED';
export const REQUEST_ALREADY_DECIDED = 'REQUEST_ALREADY_DECIDED';
export const OWN_REQUEST_NOT_DECIDED = 'OWN_REQUEST_NOT_DECIDED';
export const DECLINE_REASON_TOO_LONG = 'DECLINE_REASON_TOO_LONG';

export type SelfServiceRefusal = typeof DAY_OFF_TYPE_NOT_SELF_SERVICE | typeof REQUEST_OPTION_NOT_ALLOWED;
export type DecisionRefusal =
  typeof REQUEST_ALREADY_DECIDED | typeof OWN_REQUEST_NOT_DECIDED | typeof DECLINE_REASON_TOO_LONG;

/** A day-off type as the self-service rules read it (part 1 §3 usage item). */
export interface SelfServiceType extends TypeRequestRules {
  allowedSelfservice: boolean;
  approvalNeeded: boolean;
}

export interface Requester {
  /** The days are the requester's own (the user's linked person). */
  own: boolean;
  admin: boolean;
}

/**
 * Part 1 §3 allowed_selfservice, allowed_request_options: what a person may ask on their own calendar. Each type of
 * the request (one, or a ruleset's) must allow self-service; the 'when' option, when the request names one, must be
 * one the type takes (a ruleset: one of its types). Someone planning another person's days is not bound by them.
 */
export function selfServiceRefusal(
  types: readonly SelfServiceType[],
  when: WhenOption | null,
  requester: Requester,
): SelfServiceRefusal | null {
  if (!requester.own) return null;
  if (types.length === 0 || types.some((type) => !type.allowedSelfservice)) return DAY_OFF_TYPE_NOT_SELF_SERVICE;
  if (when !== null && !types.some((type) => typeTakesWhen(type, when))) return REQUEST_OPTION_NOT_ALLOWED;
  return null;
}

/**
 * Part 1 §3 approval_needed, §4 "pending when approved = 0": a type that needs approval is stored pending when the
 * person asks it themselves (admins too: nobody approves their own) or a non-admin plans it for them; an admin
 * planning someone else's days plans them approved. A type without approval is approved at once.
 */
export function plannedState(
  type: Pick<SelfServiceType, 'approvalNeeded'>,
  requester: Requester,
): 'pending' | 'approved' {
  if (!type.approvalNeeded) return 'approved';
  return requester.admin && !requester.own ? 'approved' : 'pending';
}

export interface DecisionInput {
  state: LeaveRequestState;
  /** The request is about the decider's own person. */
  own: boolean;
  decision: LeaveDecision;
  reason?: string | null;
}

/**
 * Whether a decider may take this decision on this request, past the permission (decideDaysOff): only a pending
 * request is decided, never one's own, and a decline's reason is at most DECLINE_REASON_MAX_LENGTH characters.
 */
export function decisionRefusal(input: DecisionInput): DecisionRefusal | null {
  if (input.own) return OWN_REQUEST_NOT_DECIDED;
  if (input.state !== 'pending') return REQUEST_ALREADY_DECIDED;
  if (input.decision === 'decline' && [...(input.reason ?? '').trim()].length > DECLINE_REASON_MAX_LENGTH)
    return DECLINE_REASON_TOO_LONG;
  return null;
}

/** The state a decision leads to. */
export function decidedState(decision: LeaveDecision): 'approved' | 'declined' {
  return decision === 'approve' ? 'approved' : 'declined';
}

/** A decline's reason as stored: trimmed, null when empty. */
export function declineReason(reason: string | null | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A pending request whose days were all removed (by the person, or someone planning for them) was withdrawn; one with
 * days left keeps its state.
 */
export function stateAfterRemoval(state: LeaveRequestState, daysLeft: number): LeaveRequestState {
  return state === 'pending' && daysLeft === 0 ? 'withdrawn' : state;
}
