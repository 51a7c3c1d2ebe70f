import {
  DEFAULT_EXTRA_SHIFT,
  addExtraShift,
  bottomButtons,
  buildCalendarDays,
  cellFlags,
  cellHalfDay,
  mayAddExtraShift,
  removeBlocked,
  removeExtraShift,
  resetOnYearChange,
  selectRange,
  selectionMode,
  shortAbsenceLabel,
  toggleDay,
  type CalendarItem,
  type CalendarTransformInput,
  type SelectableDay,
  type SelectedDay,
} from '../calendar';

const item = (over: Partial<CalendarItem> = {}): CalendarItem => ({
  type: 'custom',
  duration_minutes: 120,
  start_minutes: 540,
  am_pm_hint: 'custom',
  company: false,
  ...over,
});
const sick = item({ type: 'sick_day', am_pm_hint: 'all_day', duration_minutes: null });
const companyItem = item({ type: 'company_day_off', am_pm_hint: 'all_day', duration_minutes: null, company: true });

describe('buildCalendarDays', () => {
  const input: CalendarTransformInput = {
    startDate: '2024-05-01',
    daysCount: 3,
    company_days_off: { '2024-05-01': { special_name: 'Labour Day', color: 'AAAAAA' } },
    personal_days_off: {
      '2024-05-02': [
        {
          date: '2024-05-02',
          type: 'custom',
          color: null,
          approved: 0,
          am_pm_hint: 'am',
          duration_minutes: 240,
          start_minutes: 540,
        },
      ],
    },
    weekly_schedule: { '2024-05-01': 480, '2024-05-02': 480 },
    one_day_contracts: ['2024-05-02'],
  };

  it('part 1 §3: company and personal days off keyed by date, schedule in minutes, one-day contracts', () => {
    expect(buildCalendarDays(input)).toEqual([
      {
        dateStr: '2024-05-01',
        items: [
          {
            type: 'company_day_off',
            duration_minutes: null,
            am_pm_hint: 'all_day',
            special_name: 'Labour Day',
            color: 'AAAAAA',
            company: true,
          },
        ],
        oneDayContract: false,
        noSchedule: false,
        scheduledMinutes: 480,
      },
      {
        dateStr: '2024-05-02',
        items: [
          {
            type: 'custom',
            duration_minutes: 240,
            start_minutes: 540,
            am_pm_hint: 'am',
            color: null,
            approved: 0,
            company: false,
          },
        ],
        oneDayContract: true,
        noSchedule: false,
        scheduledMinutes: 480,
      },
      { dateStr: '2024-05-03', items: [], oneDayContract: false, noSchedule: true, scheduledMinutes: null },
    ]);
  });

  it.each([
    ['part 1 §5: no start date → Missing startDate', { startDate: null }, 'Missing startDate'],
    ['part 1 §5: empty start date → Missing startDate', { startDate: '' }, 'Missing startDate'],
    ['part 1 §5: no day count → Missing daysCount', { daysCount: undefined }, 'Missing daysCount'],
    ['part 1 §5 (choice): day count 0 → Missing daysCount', { daysCount: 0 }, 'Missing daysCount'],
  ])('%s', (_title, over, message) => {
    expect(() => buildCalendarDays({ ...input, ...over })).toThrow(new Error(message));
  });

  it('part 1 §5: day count 1 gives one day', () => {
    expect(buildCalendarDays({ ...input, daysCount: 1 }).map((d) => d.dateStr)).toEqual(['2024-05-01']);
  });
});

describe('cell flags', () => {
  const day = { dateStr: '2024-05-02', items: [], oneDayContract: false, noSchedule: false, scheduledMinutes: 480 };
  it.each([
    [
      'part 1 §4: today and empty',
      {},
      { today: true, zeroSchedule: false, noSchedule: false, oneDayContract: false, empty: true, halfDay: null },
    ],
    [
      'part 1 §4: zero schedule (0 minutes) is not no schedule',
      { dateStr: '2024-05-03', scheduledMinutes: 0 },
      { today: false, zeroSchedule: true, noSchedule: false, oneDayContract: false, empty: true, halfDay: null },
    ],
    [
      'part 1 §4: no schedule',
      { noSchedule: true, scheduledMinutes: null },
      { today: true, zeroSchedule: false, noSchedule: true, oneDayContract: false, empty: true, halfDay: null },
    ],
    [
      'part 1 §4: one-day contract with a morning item',
      { oneDayContract: true, items: [item()] },
      { today: true, zeroSchedule: false, noSchedule: false, oneDayContract: true, empty: false, halfDay: 'morning' },
    ],
  ])('%s', (_title, over, expected) => {
    expect(cellFlags({ ...day, ...over }, '2024-05-02')).toEqual(expected);
  });

  it.each([
    ['part 1 §4: one custom item of 120 min starting 540 → morning', [item()], 'morning'],
    ['part 1 §9: start 719 is before the 720 split → morning', [item({ start_minutes: 719 })], 'morning'],
    ['part 1 §9: start 720 is at the split → afternoon', [item({ start_minutes: 720 })], 'afternoon'],
    ['part 1 §4: hint am → morning', [item({ am_pm_hint: 'am', start_minutes: null })], 'morning'],
    ['part 1 §4: hint pm → afternoon', [item({ am_pm_hint: 'pm', start_minutes: null })], 'afternoon'],
    [
      'part 1 §4: two morning items, total 300 → morning',
      [item({ duration_minutes: 150 }), item({ duration_minutes: 150, start_minutes: 600 })],
      'morning',
    ],
    [
      'part 1 §4: two morning items, total 301 → none',
      [item({ duration_minutes: 150 }), item({ duration_minutes: 151, start_minutes: 600 })],
      null,
    ],
    ['part 1 §4: one item of 300 minutes → half', [item({ duration_minutes: 300 })], 'morning'],
    ['part 1 §4: one item of 301 minutes → none', [item({ duration_minutes: 301 })], null],
    [
      'part 1 §4: morning and afternoon items are not the same half → none',
      [item(), item({ start_minutes: 800 })],
      null,
    ],
    ['part 1 §4: an all-day item → none', [item({ am_pm_hint: 'all_day' })], null],
    [
      'part 1 §4: 3 items (above 2) → none',
      [item({ duration_minutes: 60 }), item({ duration_minutes: 60 }), item({ duration_minutes: 60 })],
      null,
    ],
    ['part 1 §4: no items → none', [], null],
  ])('%s', (_title, items, expected) => {
    expect(cellHalfDay(items)).toEqual(expected);
  });

  it.each([
    ['part 1 §9: absence of 299 minutes (under 300) labelled morning', item({ duration_minutes: 299 }), 'morning'],
    ['part 1 §9: absence of 300 minutes not labelled', item({ duration_minutes: 300 }), null],
    [
      'part 1 §9: afternoon absence of 60 minutes labelled afternoon',
      item({ duration_minutes: 60, start_minutes: 900 }),
      'afternoon',
    ],
    ['part 1 §9: all-day item not labelled', item({ am_pm_hint: 'all_day', duration_minutes: 60 }), null],
  ])('%s', (_title, it_, expected) => {
    expect(shortAbsenceLabel(it_)).toEqual(expected);
  });
});

describe('selection', () => {
  const opts = { bulk: false, sickLeaveSupport: true };
  const day = (date: string, items: CalendarItem[] = [], employeeId = 1, oneDayContract = false): SelectableDay => ({
    date,
    employeeId,
    items,
    oneDayContract,
  });
  const picked = (d: SelectableDay, mode: 'add' | 'delete'): SelectedDay => ({ ...d, mode });

  it.each([
    ['part 1 §4: empty day → add', [], true, 'add'],
    ['part 1 §4: day with an item → delete', [item()], true, 'delete'],
    ['part 1 §4: sick-only day with sick-leave support → add', [sick], true, 'add'],
    ['part 1 §4: sick-only day without sick-leave support → delete', [sick], false, 'delete'],
    ['part 1 §4: sick day plus another item → delete', [sick, item()], true, 'delete'],
  ])('%s', (_title, items, support, expected) => {
    expect(selectionMode(items, support)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §4: clicking an empty day selects it to add',
      [],
      day('2024-05-02'),
      opts,
      { selection: [picked(day('2024-05-02'), 'add')], toast: null },
    ],
    [
      'part 1 §4: clicking a day with items selects it to delete',
      [picked(day('2024-05-02'), 'add')],
      day('2024-05-03', [item()]),
      opts,
      { selection: [picked(day('2024-05-02'), 'add'), picked(day('2024-05-03', [item()]), 'delete')], toast: null },
    ],
    [
      'part 1 §4: clicking a selected day unselects it',
      [picked(day('2024-05-02'), 'add')],
      day('2024-05-02'),
      opts,
      { selection: [], toast: null },
    ],
    [
      'part 1 §4, §8: a day of another year resets the selection, red SELECTION_ONE_YEAR_ONLY',
      [picked(day('2024-12-31'), 'add')],
      day('2025-01-02'),
      opts,
      { selection: [picked(day('2025-01-02'), 'add')], toast: 'SELECTION_ONE_YEAR_ONLY' },
    ],
    [
      'part 1 §4 (choice): another employee outside bulk starts over, SELECTION_ONE_EMPLOYEE_ONLY',
      [picked(day('2024-05-02'), 'add')],
      day('2024-05-03', [], 2),
      opts,
      { selection: [picked(day('2024-05-03', [], 2), 'add')], toast: 'SELECTION_ONE_EMPLOYEE_ONLY' },
    ],
    [
      'part 1 §4: in bulk several employees may be selected',
      [picked(day('2024-05-02'), 'add')],
      day('2024-05-02', [], 2),
      { ...opts, bulk: true },
      { selection: [picked(day('2024-05-02'), 'add'), picked(day('2024-05-02', [], 2), 'add')], toast: null },
    ],
  ])('%s', (_title, selection, clicked, options, expected) => {
    expect(toggleDay(selection, clicked, options)).toEqual(expected);
  });

  const dayAt = (date: string, employeeId: number) => day(date, date === '2024-05-03' ? [item()] : [], employeeId);
  it.each([
    [
      'part 1 §4: shift-click within one month selects the range, each day with its mode',
      day('2024-05-04'),
      day('2024-05-02'),
      {
        selection: [
          picked(day('2024-05-02'), 'add'),
          picked(day('2024-05-03', [item()]), 'delete'),
          picked(day('2024-05-04'), 'add'),
        ],
        toast: null,
      },
    ],
    [
      'part 1 §4, §8: shift-click across months is refused, red SELECTION_ONE_MONTH_ONLY',
      day('2024-04-30'),
      day('2024-05-02'),
      { selection: [], toast: 'SELECTION_ONE_MONTH_ONLY' },
    ],
  ])('%s', (_title, from, to, expected) => {
    expect(selectRange([], from, to, dayAt, opts)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §8: changing year resets a selection with a message',
      [picked(day('2024-05-02'), 'add')],
      { selection: [], toast: 'SELECTION_RESET_YEAR_CHANGED' },
    ],
    ['part 1 §8: changing year with nothing selected shows nothing', [], { selection: [], toast: null }],
  ])('%s', (_title, selection, expected) => {
    expect(resetOnYearChange(selection)).toEqual(expected);
  });

  describe('bottom buttons', () => {
    const company1 = picked(day('2024-05-01', [companyItem], 1), 'delete');
    const company2 = picked(day('2024-05-01', [companyItem], 2), 'delete');
    const personal = picked(day('2024-05-02', [item()], 1), 'delete');
    const empty = picked(day('2024-05-03'), 'add');

    it.each([
      ['part 1 §5: company days off of one employee may be removed', [company1], false],
      ['part 1 §5: all company days off across 2 employees → removal blocked', [company1, company2], true],
      ['part 1 §5: only some days are company days off → removal blocked', [company1, personal], true],
      ['part 1 §5: no company days off → not blocked', [personal, empty], false],
    ])('%s', (_title, selection, expected) => {
      expect(removeBlocked(selection)).toEqual(expected);
    });

    const none = {
      addCount: 0,
      deleteCount: 0,
      add: false,
      remove: false,
      addContract: false,
      reportVerzuim: false,
      editSickDay: false,
      editDayContract: false,
      cancel: false,
    };
    const oneDayContract = picked(day('2024-05-04', [], 1, true), 'add');
    const sickDay = picked(day('2024-05-05', [sick]), 'add');
    it.each([
      ['part 1 §2: nothing selected, no buttons', [], [], none],
      [
        'part 1 §5: one empty day: add 1, contract and verzuim for 1 day and 1 employee',
        [empty],
        [],
        { ...none, addCount: 1, add: true, addContract: true, reportVerzuim: true, cancel: true },
      ],
      [
        'part 1 §5: 2 days (more than 1): no contract, no verzuim; add 1, delete 1',
        [empty, personal],
        [],
        { ...none, addCount: 1, deleteCount: 1, add: true, remove: true, cancel: true },
      ],
      [
        'part 1 §5: delete blocked when only some are company days off',
        [company1, personal],
        [],
        { ...none, deleteCount: 2, remove: false, cancel: true },
      ],
      [
        'part 1 §5: edit sick day for a single selected sick day',
        [sickDay],
        [],
        { ...none, addCount: 1, add: true, addContract: true, reportVerzuim: true, editSickDay: true, cancel: true },
      ],
      [
        'part 1 §5: edit day contract with one day, a one-day contract and dimona-edit/push',
        [oneDayContract],
        ['dimona-edit/push' as const],
        {
          ...none,
          addCount: 1,
          add: true,
          addContract: true,
          reportVerzuim: true,
          editDayContract: true,
          cancel: true,
        },
      ],
      [
        'part 1 §5: no edit day contract without dimona-edit/push',
        [oneDayContract],
        ['wage/push' as const],
        { ...none, addCount: 1, add: true, addContract: true, reportVerzuim: true, cancel: true },
      ],
      [
        'part 1 §5: no edit day contract without a one-day contract',
        [empty],
        ['dimona-edit/push' as const],
        { ...none, addCount: 1, add: true, addContract: true, reportVerzuim: true, cancel: true },
      ],
    ])('%s', (_title, selection, features, expected) => {
      expect(bottomButtons(selection, features)).toEqual(expected);
    });
  });
});

describe('extra shifts', () => {
  it.each([
    ['part 1 §5: max 4, count 2 (below 4 − 1) → may add', 2, 4, true],
    ['part 1 §5: max 4, count 3 (= 4 − 1) → may not add', 3, 4, false],
    ['part 1 §5: max 4, count 4 → may not add', 4, 4, false],
    ['part 1 §5: max 1, count 0 (not below 0) → may not add', 0, 1, false],
  ])('%s', (_title, count, max, expected) => {
    expect(mayAddExtraShift(count, max)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §9: a new shift defaults to 540, 1020, pause 0',
      [],
      3,
      [{ StartingHour: 540, EndingHour: 1020, PauseMinutes: 0 }],
    ],
    [
      'part 1 §5: no new shift at the maximum',
      [DEFAULT_EXTRA_SHIFT, DEFAULT_EXTRA_SHIFT],
      3,
      [DEFAULT_EXTRA_SHIFT, DEFAULT_EXTRA_SHIFT],
    ],
  ])('%s', (_title, shifts, max, expected) => {
    expect(addExtraShift(shifts, max)).toEqual(expected);
  });

  it('part 2 §4: shifts can be removed', () => {
    const late = { StartingHour: 1080, EndingHour: 1320, PauseMinutes: 15 };
    expect(removeExtraShift([DEFAULT_EXTRA_SHIFT, late], 0)).toEqual([late]);
  });
});
