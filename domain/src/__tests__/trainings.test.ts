import { participationEvents, validateParticipationChange } from '../trainings';

describe('validateParticipationChange (part 1 §3 Training participation)', () => {
  it.each([
    ['part 1 §3 status followed with result passed', { status: 'followed', result: 'passed' }, []],
    ['part 1 §3 status reserved without a result', { status: 'reserved', result: null }, []],
    ['part 1 §3 status not_pursued, result interrupted', { status: 'not_pursued', result: 'interrupted' }, []],
    ['part 1 §3 status not_fitting, result to_be_completed', { status: 'not_fitting', result: 'to_be_completed' }, []],
    ['part 1 §3 result no_result and not_passed are values', { status: 'followed', result: 'no_result' }, []],
    [
      'an unknown status: INVALID_ENUM_VALUE on status',
      { status: 'finished', result: null },
      ['INVALID_ENUM_VALUE:status'],
    ],
    ['a status in capitals is not the REST value', { status: 'FOLLOWED', result: null }, ['INVALID_ENUM_VALUE:status']],
    ['no status: INVALID_ENUM_VALUE on status', { status: undefined, result: null }, ['INVALID_ENUM_VALUE:status']],
    [
      'an unknown result: INVALID_ENUM_VALUE on result',
      { status: 'followed', result: 'failed' },
      ['INVALID_ENUM_VALUE:result'],
    ],
    ['an empty result is not null', { status: 'followed', result: '' }, ['INVALID_ENUM_VALUE:result']],
    ['both unknown: both fields', { status: 1, result: 2 }, ['INVALID_ENUM_VALUE:status', 'INVALID_ENUM_VALUE:result']],
  ])('%s', (_title, values, expected) => {
    expect(validateParticipationChange(values).map((e) => `${e.code}:${e.field}`)).toEqual(expected);
  });
});

describe('participationEvents (part 1 §3 participant_status_changed, participant_result_changed)', () => {
  it.each([
    ['nothing changed: no item', { status: 'reserved', result: null }, { status: 'reserved', result: null }, []],
    [
      'the status: participant_status_changed with old and new',
      { status: 'reserved', result: null },
      { status: 'followed', result: null },
      [{ eventType: 'participant_status_changed', info: { old_type: 'reserved', new_type: 'followed' } }],
    ],
    [
      'the result, from none: participant_result_changed',
      { status: 'followed', result: null },
      { status: 'followed', result: 'passed' },
      [{ eventType: 'participant_result_changed', info: { old_type: null, new_type: 'passed' } }],
    ],
    [
      'both: the status item first',
      { status: 'reserved', result: 'to_be_completed' },
      { status: 'followed', result: 'not_passed' },
      [
        { eventType: 'participant_status_changed', info: { old_type: 'reserved', new_type: 'followed' } },
        { eventType: 'participant_result_changed', info: { old_type: 'to_be_completed', new_type: 'not_passed' } },
      ],
    ],
  ] as const)('%s', (_title, before, after, expected) => {
    expect(participationEvents(before, after)).toEqual(expected);
  });
});
