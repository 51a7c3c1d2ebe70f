import { REMINDER_TEXT_MAX_LENGTH, isReminderDue, sortReminders, validateReminder } from '../reminders';

const codes = (errors: { code: string; field: string }[]) => errors.map((e) => `${e.code}:${e.field}`);

describe('reminders about a person (part 1 §2 /reminders/employee/{id}, §5)', () => {
  it.each([
    ['a date and a text', { remind_on: '2026-12-01', text: 'Ask about the bike lease' }, []],
    [
      'part 1 §5 FIELD_IS_REQUIRED: no date, no text',
      { remind_on: '', text: '  ' },
      ['FIELD_IS_REQUIRED:remind_on', 'FIELD_IS_REQUIRED:text'],
    ],
    ['a day that does not exist', { remind_on: '2026-02-30', text: 'x' }, ['INVALID_DATE:remind_on']],
    ['part 1 §5 DD/MM/YYYY is shown, ISO is sent', { remind_on: '01/12/2026', text: 'x' }, ['INVALID_DATE:remind_on']],
    [
      'part 1 §5 note limit: 400 characters are accepted',
      { remind_on: '2026-12-01', text: 'x'.repeat(REMINDER_TEXT_MAX_LENGTH) },
      [],
    ],
    [
      'part 1 §5 note limit: 401 are not',
      { remind_on: '2026-12-01', text: 'x'.repeat(REMINDER_TEXT_MAX_LENGTH + 1) },
      ['TEXT_TOO_LONG:text'],
    ],
  ])('%s', (_, reminder, expected) => {
    expect(codes(validateReminder(reminder))).toEqual(expected);
  });

  it('lists open reminders first, each by date then id', () => {
    const list = [
      { id: 1, remind_on: '2026-12-05', done: true },
      { id: 2, remind_on: '2026-12-09', done: false },
      { id: 3, remind_on: '2026-12-01', done: false },
      { id: 4, remind_on: '2026-12-01', done: false },
    ];
    expect(sortReminders(list).map((r) => r.id)).toEqual([3, 4, 2, 1]);
  });

  it('is due from its date until done', () => {
    expect(isReminderDue({ remind_on: '2026-11-24', done: false }, '2026-11-24')).toEqual(true);
    expect(isReminderDue({ remind_on: '2026-11-25', done: false }, '2026-11-24')).toEqual(false);
    expect(isReminderDue({ remind_on: '2026-11-01', done: true }, '2026-11-24')).toEqual(false);
  });
});
