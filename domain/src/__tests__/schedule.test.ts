import {
  cycleWeekIndex,
  fullDayMinutes,
  mondayOf,
  scheduledMinutesOn,
  wageOn,
  yearSchedule,
  DEFAULT_FULL_DAY_MINUTES,
  type ScheduleWage,
} from '../schedule';

const week = (weekNr: number, minutes: number[]) => ({ weekNr, minutes });
const FULL_TIME = week(1, [456, 456, 456, 456, 456, 0, 0]);

const wage = (over: Partial<ScheduleWage> = {}): ScheduleWage => ({
  id: 1,
  start_date: '2026-01-07',
  end_date: null,
  weekly_time_engagement: 2280,
  weeks: [FULL_TIME],
  recurringHolidays: [],
  ...over,
});

describe('the schedule cycle', () => {
  it.each([
    ['part 1 §2: weeks start on Monday, a Wednesday belongs to the Monday before', '2026-01-07', '2026-01-05'],
    ['part 1 §2: a Monday is its own week start', '2026-01-05', '2026-01-05'],
    ['part 1 §2: a Sunday belongs to the Monday six days before', '2026-01-11', '2026-01-05'],
  ])('%s', (_title, iso, expected) => {
    expect(mondayOf(iso)).toEqual(expected);
  });

  it.each([
    [
      'Week 1 starts on the Monday of the week holding start_date (start Wed 07/01, Mon 05/01 is week 1)',
      '2026-01-05',
      0,
    ],
    ['The next Monday is week 2 of a 2-week cycle', '2026-01-12', 1],
    ['The cycle repeats: the third week is week 1 again', '2026-01-19', 0],
    ['A Sunday closes its week (18/01 is still week 2)', '2026-01-18', 1],
  ])('%s', (_title, iso, expected) => {
    expect(cycleWeekIndex('2026-01-07', iso, 2)).toEqual(expected);
  });
});

describe('scheduledMinutesOn', () => {
  const twoWeeks = wage({ weeks: [week(2, [0, 0, 0, 0, 0, 300, 300]), week(1, [480, 480, 480, 480, 240, 0, 0])] });
  const holidays = wage({
    recurringHolidays: [
      {
        week_nr: 1,
        recurring_holiday_2: { starting_point: 780, hours: 228, interpretation: 'time_off' },
        recurring_holiday_4: [
          { starting_point: 540, hours: 120, interpretation: 'working_time' },
          { starting_point: 780, hours: 600, interpretation: 'activity' },
        ],
      },
    ],
  });
  it.each([
    ['part 1 §3: a Monday of week 1 of the cycle (weeks taken in week_nr order)', twoWeeks, '2026-01-19', 480],
    ['part 1 §3: a Friday of week 1', twoWeeks, '2026-01-09', 240],
    ['part 1 §3: a Saturday of week 2', twoWeeks, '2026-01-17', 300],
    ['part 1 §3: a Monday of week 2 has no hours', twoWeeks, '2026-01-12', 0],
    [
      'part 1 §5: a time_off recurring holiday takes its minutes off (456 − 228 on Wednesday)',
      holidays,
      '2026-01-14',
      228,
    ],
    [
      'part 1 §5: working_time entries do not reduce; others do, never below 0 (Friday 456 − 600 → 0)',
      holidays,
      '2026-01-16',
      0,
    ],
    ['part 1 §7: before the wage starts there is no schedule', wage(), '2026-01-06', null],
    ['part 1 §7: after the end date there is no schedule', wage({ end_date: '2026-03-31' }), '2026-04-01', null],
    ['part 1 §7: the end date itself is covered', wage({ end_date: '2026-03-31' }), '2026-03-31', 456],
    [
      'Choice: without schedule rows, the weekly time engagement over Monday–Friday (1900 → 380)',
      wage({ weeks: [], weekly_time_engagement: 1900 }),
      '2026-01-08',
      380,
    ],
    ['Choice: … and nothing on a Saturday', wage({ weeks: [], weekly_time_engagement: 1900 }), '2026-01-10', 0],
    [
      'Choice: without schedule rows nor engagement there is no schedule',
      wage({ weeks: [], weekly_time_engagement: null }),
      '2026-01-08',
      null,
    ],
  ])('%s', (_title, w, iso, expected) => {
    expect(scheduledMinutesOn([w], iso)).toEqual(expected);
  });

  it('part 1 §3 (choice): of two wages in force, the one that started last decides', () => {
    const old = wage({ id: 1, start_date: '2025-01-01', weeks: [week(1, [480, 480, 480, 480, 480, 0, 0])] });
    const parttime = wage({ id: 2, start_date: '2026-03-02', weeks: [week(1, [240, 240, 240, 240, 240, 0, 0])] });
    expect(wageOn([old, parttime], '2026-03-01')?.id).toEqual(1);
    expect(scheduledMinutesOn([old, parttime], '2026-03-02')).toEqual(240);
  });
});

describe('yearSchedule', () => {
  const schedule = yearSchedule([wage({ end_date: '2026-12-30' })], 2026, [
    { date: '2026-01-10', contract_type: 'Flex', minutes: 240 },
    { date: '2026-01-12', contract_type: 'Student', minutes: null },
    { date: '2027-01-04', contract_type: 'Extra', minutes: 480 },
  ]);

  it('part 1 §7: dates before the wage and after its end are absent (no schedule)', () => {
    expect(['2026-01-01', '2026-01-04', '2026-12-31'].map((d) => schedule[d])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('part 1 §7: the dates the wage covers carry their minutes, weekends 0', () => {
    expect(['2026-01-07', '2026-01-11', '2026-12-30'].map((d) => schedule[d])).toEqual([456, 0, 456]);
  });

  it('part 1 §7 (choice): a one-day contract with hours gives its day those minutes; one without leaves it; other years are ignored', () => {
    expect([schedule['2026-01-10'], schedule['2026-01-12'], schedule['2027-01-04']]).toEqual([240, 456, undefined]);
  });

  it('part 1 §7: a leap year has 366 dates', () => {
    expect(Object.keys(yearSchedule([wage({ start_date: '2028-01-01' })], 2028)).length).toEqual(366);
  });
});

describe('fullDayMinutes', () => {
  it.each([
    [
      'part 1 §5: the average of the scheduled working days (456, 456, 228 → 380)',
      { a: 456, b: 456, c: 228, d: 0 },
      380,
    ],
    ['part 1 §5 (choice): without any working day, 8 hours', { a: 0 }, DEFAULT_FULL_DAY_MINUTES],
  ])('%s', (_title, schedule, expected) => {
    expect(fullDayMinutes(schedule)).toEqual(expected);
  });
});
