import { PROFILE_EVENT_TYPES, SPEC_EVENT_TYPES, isActivityEventType } from '../activity';

describe('activity event types', () => {
  it.each([
    ['part 1 §3: note_added is an event type', 'note_added', true],
    ['part 1 §3: participant_added_to_training is an event type', 'participant_added_to_training', true],
    ['part 1 §3: several perf_eval_* events', 'perf_eval_completed', true],
    ['part 1 §3 (choice): the bare perf_eval_ prefix is not one', 'perf_eval_', false],
    ['part 1 §2 (choice): archiving writes employee_archived', 'employee_archived', true],
    ['part 1 §2 (choice): the sensitive flag writes sensitive_profile_updated', 'sensitive_profile_updated', true],
    ['part 1 §2 (choice): a seniority date change writes seniority_date_updated', 'seniority_date_updated', true],
    ['part 1 §4 (choice): an invitation to self-service writes selfservice_invited', 'selfservice_invited', true],
    ['part 1 §2 (choice): adding days off writes days_off_added', 'days_off_added', true],
    ['Decision (leaveRequests.ts): an approval writes days_off_approved', 'days_off_approved', true],
    ['Decision (leaveRequests.ts): a decline writes days_off_declined', 'days_off_declined', true],
    [
      'part 1 §2 (choice): removing a company day off for one person writes company_day_off_removed',
      'company_day_off_removed',
      true,
    ],
    ['part 1 §3: anything else is not', 'employee_teleported', false],
    ['part 1 §3: case matters', 'Note_Added', false],
  ])('%s', (_title, value, expected) => {
    expect(isActivityEventType(value)).toEqual(expected);
  });

  it('part 1 §3: the spec lists 30 named event types; ours do not overlap them', () => {
    expect(SPEC_EVENT_TYPES).toHaveLength(30);
    expect(PROFILE_EVENT_TYPES.filter((t) => (SPEC_EVENT_TYPES as readonly string[]).includes(t))).toEqual([]);
  });
});
