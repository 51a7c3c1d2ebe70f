import { entryIds, requestDays, slotOf, type RequestBody, type RequestDay } from '../payload';

const body = (fields: Record<string, unknown>): RequestBody => ({ employee_id: 1, ...fields });
const day = (over: Partial<RequestDay> = {}): RequestDay => ({
  index: 0,
  date: '2026-07-06',
  startMinutes: null,
  duration: null,
  ...over,
});
const fail = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { statusCode, code, extra } = error as {
      statusCode: number;
      code: string;
      extra: { details?: { field?: string } };
    };
    return [statusCode, code, extra.details?.field];
  }
  return null;
};

describe('requestDays (part 1 §3 request payload)', () => {
  it('part 1 §3: date_n DD/MM/YYYY (or ISO) with start_minutes_n and duration_minutes_n, by index; form strings alike', () => {
    expect(
      requestDays(
        body({
          date_1: '2026-07-07',
          date_0: '06/07/2026',
          start_minutes_0: 540,
          duration_minutes_0: 'all_day',
          duration_minutes_1: '240',
          start_minutes_1: '780',
        }),
      ),
    ).toEqual([
      { index: 0, date: '2026-07-06', startMinutes: 540, duration: 'all_day' },
      { index: 1, date: '2026-07-07', startMinutes: 780, duration: 240 },
    ]);
  });

  it.each([
    ['part 1 §3: without any day, date_0 is required', {}, [400, 'FIELD_IS_REQUIRED', 'date_0']],
    ['part 1 §3: a start without its date', { start_minutes_2: 540 }, [400, 'FIELD_IS_REQUIRED', 'date_2']],
    ['part 1 §3: a date that does not exist', { date_0: '29/02/2026' }, [400, 'INVALID_INPUT', 'date_0']],
    [
      'part 1 §4: a selection lies in one year',
      { date_0: '31/12/2026', date_1: '01/01/2027' },
      [400, 'INVALID_INPUT', 'date_1'],
    ],
    [
      'part 1 §3: durations are 1 to 1440 minutes',
      { date_0: '06/07/2026', duration_minutes_0: '0' },
      [400, 'INVALID_INPUT', 'duration_minutes_0'],
    ],
  ])('%s', (_title, fields, expected) => {
    expect(fail(() => requestDays(body(fields)))).toEqual(expected);
  });
});

describe('slotOf (part 1 §4 defaults, §5 half days)', () => {
  it.each([
    [
      'part 1 §4: all-day starts at 540 with the duration all_day',
      'all_day',
      day(),
      456,
      { amPmHint: 'all_day', startMinutes: 540, durationMinutes: null },
    ],
    [
      'part 1 §5: a morning is half the day’s scheduled minutes from 540',
      'am',
      day(),
      456,
      { amPmHint: 'am', startMinutes: 540, durationMinutes: 228 },
    ],
    [
      'part 1 §4: an afternoon starts at 780',
      'pm',
      day(),
      380,
      { amPmHint: 'pm', startMinutes: 780, durationMinutes: 190 },
    ],
    [
      'part 1 §5: a half day of a day without schedule is half a full day',
      'am',
      day(),
      null,
      { amPmHint: 'am', startMinutes: 540, durationMinutes: 240 },
    ],
    [
      'part 1 §3: given minutes of a morning are kept',
      'am',
      day({ duration: 200 }),
      456,
      { amPmHint: 'am', startMinutes: 540, durationMinutes: 200 },
    ],
    [
      'part 1 §3: custom minutes from a start',
      'custom',
      day({ startMinutes: 600, duration: 90 }),
      456,
      { amPmHint: 'custom', startMinutes: 600, durationMinutes: 90 },
    ],
    [
      'part 1 §4 (choice): the word all_day makes a custom request’s day all-day',
      'custom',
      day({ duration: 'all_day' }),
      456,
      { amPmHint: 'all_day', startMinutes: 540, durationMinutes: null },
    ],
    [
      'part 1 §3 (choice): without hint, minutes make a custom slot',
      undefined,
      day({ duration: 120 }),
      456,
      { amPmHint: 'custom', startMinutes: 540, durationMinutes: 120 },
    ],
    [
      'part 1 §3 (choice): without hint nor minutes, an all-day slot',
      undefined,
      day(),
      456,
      { amPmHint: 'all_day', startMinutes: 540, durationMinutes: null },
    ],
  ] as const)('%s', (_title, hint, d, scheduled, expected) => {
    expect(slotOf(hint, d, scheduled, 480)).toEqual(expected);
  });

  it.each([
    ['part 1 §5: a custom slot needs its minutes', 'custom', day(), [400, 'FIELD_IS_REQUIRED', 'duration_minutes_0']],
    [
      'part 1 §5 (choice): a slot may not run past midnight',
      'custom',
      day({ startMinutes: 1400, duration: 60 }),
      [400, 'INVALID_INPUT', 'duration_minutes_0'],
    ],
  ] as const)('%s', (_title, hint, d, expected) => {
    expect(fail(() => slotOf(hint, d, 456, 480))).toEqual(expected);
  });
});

describe('entryIds (part 1 §7 remove day off)', () => {
  it('part 1 §7: entry_id_0..n, without repeats, form strings alike', () => {
    expect(entryIds({ employee_id: 1, entry_id_1: '12', entry_id_0: 11, entry_id_2: 11 })).toEqual([11, 12]);
  });
});
