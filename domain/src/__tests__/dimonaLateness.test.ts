import {
  cutoffDay,
  dimonaEditDeadlines,
  dimonaLateness,
  momentIn,
  momentOf,
  momentValue,
  multiDayCancelLate,
  newDeclarationLate,
  oneDayCancelLate,
  outDeclarationLate,
  sendUnemploymentSignal,
  shiftEnd,
} from '../dimonaLateness';
import type { DimonaDeclaration } from '../dimonaTypes';

const at = (date: string, minutes: number) => ({ date, minutes });

describe('out-of-day cutoffs', () => {
  it.each([
    [
      'part 2 §4: out for 10/06 on 11/06 23:59 (end of the day after) → in time',
      outDeclarationLate('2024-06-10', at('2024-06-11', 1439)),
      false,
    ],
    ['part 2 §4: out for 10/06 on 12/06 00:00 → late', outDeclarationLate('2024-06-10', at('2024-06-12', 0)), true],
    [
      'part 2 §4: one-day cancel for 10/06 on 10/06 23:59 → in time',
      oneDayCancelLate('2024-06-10', at('2024-06-10', 1439)),
      false,
    ],
    [
      'part 2 §4: one-day cancel for 10/06 on 11/06 00:00 → late',
      oneDayCancelLate('2024-06-10', at('2024-06-11', 0)),
      true,
    ],
    [
      'part 2 §4: multi-day cancel for 10/06 on 09/06 23:59 → in time',
      multiDayCancelLate('2024-06-10', at('2024-06-09', 1439)),
      false,
    ],
    [
      'part 2 §4: multi-day cancel for 10/06 on 10/06 00:00 (start of the day) → late',
      multiDayCancelLate('2024-06-10', at('2024-06-10', 0)),
      true,
    ],
  ])('%s', (_title, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['part 2 §9: start 1200 is not over 1200 → same day', 1200, '2024-06-10'],
    ['part 2 §9 (choice): start 1201 (over 1200) counts as a late start → next day', 1201, '2024-06-11'],
    ['part 2 §9: start 540 → same day', 540, '2024-06-10'],
    ['part 2 §9: no start hour → same day', null, '2024-06-10'],
  ])('%s', (_title, start, expected) => {
    expect(cutoffDay('2024-06-10', start)).toEqual(expected);
  });

  it.each([
    ['part 2 §4: shift 540–1020 ends the same day', 540, 1020, at('2024-06-10', 1020)],
    ['part 2 §4: shift 1320–120 ends the next day', 1320, 120, at('2024-06-11', 120)],
    ['part 2 §4: end 0 is midnight, the next day', 1080, 0, at('2024-06-11', 0)],
  ])('%s', (_title, start, end, expected) => {
    expect(shiftEnd('2024-06-10', start, end)).toEqual(expected);
  });
});

describe('dimonaLateness', () => {
  const original: DimonaDeclaration = {
    startDate: '2024-06-10',
    endDate: '2024-06-10',
    startingHour: 540,
    endingHour: 1020,
  };
  it.each<[string, Partial<DimonaDeclaration>, ReturnType<typeof at>, string[]]>([
    ['part 2 §4: nothing changed → not late', {}, at('2024-06-20', 0), []],
    [
      'part 2 §8 (choice): start hour 540 → 600 before 09:00 → in time',
      { startingHour: 600 },
      at('2024-06-10', 539),
      [],
    ],
    [
      'part 2 §8 (choice): start hour 540 → 600 at 09:00 → DIMONA_LATE_FOR_STARTING_HOUR_EDIT',
      { startingHour: 600 },
      at('2024-06-10', 540),
      ['DIMONA_LATE_FOR_STARTING_HOUR_EDIT'],
    ],
    [
      'part 2 §8 (choice): earlier ending 1020 → 960 before 16:00 → in time',
      { endingHour: 960 },
      at('2024-06-10', 959),
      [],
    ],
    [
      'part 2 §8 (choice): earlier ending 1020 → 960 at 16:00 → DIMONA_LATE_FOR_EARLIER_ENDING_HOUR_EDIT',
      { endingHour: 960 },
      at('2024-06-10', 960),
      ['DIMONA_LATE_FOR_EARLIER_ENDING_HOUR_EDIT'],
    ],
    [
      'part 2 §9: later ending 1020 → 1080, 8 hours after 17:00 (01:00) → in time',
      { endingHour: 1080 },
      at('2024-06-11', 60),
      [],
    ],
    [
      'part 2 §9: later ending, 8 hours and 1 minute after → DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT',
      { endingHour: 1080 },
      at('2024-06-11', 61),
      ['DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT'],
    ],
    [
      'part 2 §4: later ending into the next day (1020 → 120) counts as later',
      { endingHour: 120 },
      at('2024-06-10', 1000),
      [],
    ],
    [
      'part 2 §4: start day moved, one-day cancel on 10/06 23:59 → in time except the new start',
      { startDate: '2024-06-12', endDate: '2024-06-12' },
      at('2024-06-10', 1439),
      [],
    ],
    [
      'part 2 §8: start day moved after the one-day cancel cutoff → DIMONA_LATE_FOR_START_DAY_EDIT',
      { startDate: '2024-06-12', endDate: '2024-06-12' },
      at('2024-06-11', 0),
      ['DIMONA_LATE_FOR_START_DAY_EDIT'],
    ],
    [
      'part 2 §8 (choice): start day moved to a start already begun → DIMONA_LATE_FOR_START_DAY_EDIT',
      { startDate: '2024-06-08', endDate: '2024-06-08' },
      at('2024-06-09', 600),
      ['DIMONA_LATE_FOR_START_DAY_EDIT'],
    ],
  ])('%s', (_title, over, now, expected) => {
    expect(dimonaLateness(original, { ...original, ...over }, now)).toEqual(expected);
  });

  const multi: DimonaDeclaration = {
    startDate: '2024-06-10',
    endDate: '2024-06-20',
    startingHour: null,
    endingHour: null,
  };
  it.each<[string, DimonaDeclaration, Partial<DimonaDeclaration>, ReturnType<typeof at>, string[]]>([
    [
      'part 2 §4: one-day moved from 10/06 to 12/06 is a start-day edit, not an end-day edit',
      original,
      { startDate: '2024-06-12', endDate: '2024-06-12' },
      at('2024-06-12', 0),
      ['DIMONA_LATE_FOR_START_DAY_EDIT'],
    ],
    [
      'part 2 §4 (choice): a one-day becoming open-ended (end null) is an end-day edit, late after 11/06',
      original,
      { endDate: null },
      at('2024-06-12', 0),
      ['DIMONA_LATE_FOR_END_DAY_EDIT'],
    ],
    [
      'part 2 §4: multi-day start moved, on 09/06 23:59 → in time',
      multi,
      { startDate: '2024-06-11' },
      at('2024-06-09', 1439),
      [],
    ],
    [
      'part 2 §4: multi-day start moved, on 10/06 00:00 → late',
      multi,
      { startDate: '2024-06-11' },
      at('2024-06-10', 0),
      ['DIMONA_LATE_FOR_START_DAY_EDIT'],
    ],
    [
      'part 2 §4: end 20/06 → 18/06, out on 19/06 23:59 → in time',
      multi,
      { endDate: '2024-06-18' },
      at('2024-06-19', 1439),
      [],
    ],
    [
      'part 2 §4: end 20/06 → 18/06, out on 20/06 00:00 → DIMONA_LATE_FOR_END_DAY_EDIT',
      multi,
      { endDate: '2024-06-18' },
      at('2024-06-20', 0),
      ['DIMONA_LATE_FOR_END_DAY_EDIT'],
    ],
    [
      'part 2 §4 (choice): end 20/06 → 25/06 checks the earlier end (20/06), on 22/06 → late',
      multi,
      { endDate: '2024-06-25' },
      at('2024-06-22', 0),
      ['DIMONA_LATE_FOR_END_DAY_EDIT'],
    ],
    [
      'part 2 §9 (choice): start after 20:00 (1260) moves the out cutoff a day, on 20/06 00:00 → in time',
      { ...multi, startingHour: 1260, endingHour: 300 },
      { endDate: '2024-06-18' },
      at('2024-06-20', 0),
      [],
    ],
  ])('%s', (_title, orig, over, now, expected) => {
    expect(dimonaLateness(orig, { ...orig, ...over }, now)).toEqual(expected);
  });

  it('part 2 §8: several reasons keep the catalogue order', () => {
    expect(
      dimonaLateness(
        original,
        { ...original, startingHour: 600, endingHour: 960, startDate: '2024-06-09', endDate: '2024-06-09' },
        at('2024-06-12', 0),
      ),
    ).toEqual([
      'DIMONA_LATE_FOR_STARTING_HOUR_EDIT',
      'DIMONA_LATE_FOR_EARLIER_ENDING_HOUR_EDIT',
      'DIMONA_LATE_FOR_START_DAY_EDIT',
    ]);
  });

  it.each([
    ['part 2 §2: a new declaration before its start (08:59) is in time', at('2024-06-10', 539), false],
    ['part 2 §2: a new declaration at its start (09:00) is late', at('2024-06-10', 540), true],
  ])('%s', (_title, now, expected) => {
    expect(newDeclarationLate(original, now)).toEqual(expected);
  });
});

describe('unemployment signal', () => {
  it.each([
    ['part 2 §9: start today (0 days) → signal', '2024-06-10', true],
    ['part 2 §9: start in 3 days → signal', '2024-06-13', true],
    ['part 2 §9: start in 4 days (above 3) → no signal', '2024-06-14', false],
    ['part 2 §9 (choice): start yesterday → no signal', '2024-06-09', false],
  ])('%s', (_title, start, expected) => {
    expect(sendUnemploymentSignal(start, '2024-06-10')).toEqual(expected);
  });
});

describe('dimonaEditDeadlines: the deadline shown before saving (part 2 §4, §8)', () => {
  const oneDay = { startDate: '2024-06-10', endDate: '2024-06-10', startingHour: 1080, endingHour: 1320 };
  it.each<[string, DimonaDeclaration, ReturnType<typeof at>, object[]]>([
    [
      'part 2 §4: a later end hour (22:00 → 02:00) must be declared within 8 hours of the original end: 11/06 06:00',
      { ...oneDay, endingHour: 120 },
      at('2024-06-10', 600),
      [{ code: 'DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT', deadline: at('2024-06-11', 360), late: false }],
    ],
    [
      'part 2 §4: the same edit at 11/06 06:01 missed it',
      { ...oneDay, endingHour: 120 },
      at('2024-06-11', 361),
      [{ code: 'DIMONA_LATE_FOR_LATER_ENDING_HOUR_EDIT', deadline: at('2024-06-11', 360), late: true }],
    ],
    [
      'part 2 §8 (choice): an earlier end hour is late once the new end is reached',
      { ...oneDay, endingHour: 1200 },
      at('2024-06-10', 1200),
      [{ code: 'DIMONA_LATE_FOR_EARLIER_ENDING_HOUR_EDIT', deadline: at('2024-06-10', 1200), late: true }],
    ],
    [
      'part 2 §8 (choice): a start-hour edit is late once the earlier start hour passed',
      { ...oneDay, startingHour: 1020 },
      at('2024-06-10', 1000),
      [{ code: 'DIMONA_LATE_FOR_STARTING_HOUR_EDIT', deadline: at('2024-06-10', 1020), late: false }],
    ],
    [
      'part 2 §4: moving a one-day contract cancels its day, late after the end of that day (or once the new start began)',
      { ...oneDay, startDate: '2024-06-12', endDate: '2024-06-12' },
      at('2024-06-10', 600),
      [{ code: 'DIMONA_LATE_FOR_START_DAY_EDIT', deadline: at('2024-06-11', 0), late: false }],
    ],
  ])('%s', (_title, edited, now, expected) => {
    expect(dimonaEditDeadlines(oneDay, edited, now)).toEqual(expected);
  });

  it('every late deadline is a lateness code and no other (dimonaLateness reads dimonaEditDeadlines)', () => {
    const edited = { ...oneDay, startingHour: 1020, endingHour: 120 };
    const now = at('2024-06-11', 400);
    expect(dimonaLateness(oneDay, edited, now)).toEqual(
      dimonaEditDeadlines(oneDay, edited, now)
        .filter((d) => d.late)
        .map((d) => d.code),
    );
  });
});

describe('momentIn: the current time in Brussels', () => {
  it.each([
    ['winter: 23:30 UTC is 00:30 the next day in Brussels (UTC+1)', '2024-01-10T23:30:00Z', at('2024-01-11', 30)],
    ['summer: 12:00 UTC is 14:00 in Brussels (UTC+2)', '2024-06-10T12:00:00Z', at('2024-06-10', 840)],
  ])('%s', (_title, instant, expected) => {
    expect(momentIn('Europe/Brussels', new Date(instant))).toEqual(expected);
  });

  it('momentOf is the inverse of momentValue', () => {
    expect(momentOf(momentValue(at('2024-06-11', 361)))).toEqual(at('2024-06-11', 361));
  });
});
