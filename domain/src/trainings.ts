// A person's training participation (part 1 §2 /people/{id}/trainings and /trainings/{trainingId}/employees/{id};
// §3 Training participation: status followed, not_pursued, not_fitting, reserved; result passed, not_passed,
// interrupted, no_result, to_be_completed; activity participant_status_changed, participant_result_changed).
import type { ValidationError } from './validation';

export const TRAINING_STATUSES = ['followed', 'not_pursued', 'not_fitting', 'reserved'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export const TRAINING_RESULTS = ['passed', 'not_passed', 'interrupted', 'no_result', 'to_be_completed'] as const;
export type TrainingResult = (typeof TRAINING_RESULTS)[number];

export interface ParticipationValues {
  status: TrainingStatus;
  result: TrainingResult | null;
}

export type ParticipationError = ValidationError<'INVALID_ENUM_VALUE'> & { field: 'status' | 'result' };

const notOneOf = (field: 'status' | 'result', allowed: readonly string[]): ParticipationError => ({
  code: 'INVALID_ENUM_VALUE',
  field,
  message: `${field} must be one of ${allowed.join(', ')}`,
});

/**
 * The change asked for a participation: a status of part 1 §3 (required), a result of part 1 §3 or null (a training
 * not yet followed has none). An unknown value is INVALID_ENUM_VALUE on its field (the code of domain personEdit).
 */
export function validateParticipationChange(values: { status: unknown; result: unknown }): ParticipationError[] {
  const errors: ParticipationError[] = [];
  if (typeof values.status !== 'string' || !(TRAINING_STATUSES as readonly string[]).includes(values.status))
    errors.push(notOneOf('status', TRAINING_STATUSES));
  if (
    values.result !== null &&
    (typeof values.result !== 'string' || !(TRAINING_RESULTS as readonly string[]).includes(values.result))
  ) {
    errors.push(notOneOf('result', TRAINING_RESULTS));
  }
  return errors;
}

export interface ParticipationEvent {
  eventType: 'participant_status_changed' | 'participant_result_changed';
  info: { old_type: string | null; new_type: string | null };
}

/** part 1 §3: one activity item per value that changed, with the old and the new value; none when nothing changed. */
export function participationEvents(before: ParticipationValues, after: ParticipationValues): ParticipationEvent[] {
  const events: ParticipationEvent[] = [];
  if (before.status !== after.status)
    events.push({ eventType: 'participant_status_changed', info: { old_type: before.status, new_type: after.status } });
  if (before.result !== after.result)
    events.push({ eventType: 'participant_result_changed', info: { old_type: before.result, new_type: after.result } });
  return events;
}
