import {
  firstDayMinutesError,
  isFuture,
  nthSickDay,
  partialRecoveryError,
  poortwachterTimeline,
  samentelling,
  sickDayHorizon,
  sickWeekDate,
  spanError,
  verzuimDays,
  isOngoing,
  verzuimPhase,
  verzuimStatus,
  VERZUIM_COLLAPSED_ROWS,
} from '../verzuim';

const open = { start_date: '2024-03-04', end_date: null, status: 'REPORTED_SICK' };

describe('verzuim status', () => {
  it.each([
    ['part 1 §3: REPORTED_SICK from the item', open, 'REPORTED_SICK'],
    ['part 1 §3: PARTIALLY_RECOVERED from the item', { ...open, status: 'PARTIALLY_RECOVERED' }, 'PARTIALLY_RECOVERED'],
    ['part 1 §4: an end date means REPORTED_HEALTHY', { ...open, end_date: '2024-03-10' }, 'REPORTED_HEALTHY'],
    [
      'part 1 §4: an end date wins over PARTIALLY_RECOVERED',
      { ...open, status: 'PARTIALLY_RECOVERED', end_date: '2024-03-10' },
      'REPORTED_HEALTHY',
    ],
    [
      'part 1 §4 (choice): REPORTED_HEALTHY without end date is still sick',
      { ...open, status: 'REPORTED_HEALTHY' },
      'REPORTED_SICK',
    ],
    ['part 1 §4 (choice): missing status without end date → REPORTED_SICK', { ...open, status: null }, 'REPORTED_SICK'],
  ])('%s', (_title, item, expected) => {
    expect(verzuimStatus(item)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: no end date → ongoing', open, true],
    ['part 1 §4: an end date → not ongoing', { ...open, end_date: '2024-03-10' }, false],
  ])('%s', (_title, item, expected) => {
    expect(isOngoing(item)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: starting tomorrow → future', '2024-03-05', true],
    ['part 1 §4: starting today → future', '2024-03-04', true],
    ['part 1 §4: started yesterday → not future', '2024-03-03', false],
  ])('%s', (_title, start, expected) => {
    expect(isFuture({ ...open, start_date: start }, '2024-03-04')).toEqual(expected);
  });

  it.each([
    ['part 1 §4 (choice): open and starting today → future', { ...open, start_date: '2024-03-04' }, 'future'],
    ['part 1 §4: open and started yesterday → ongoing', { ...open, start_date: '2024-03-03' }, 'ongoing'],
    ['part 1 §4: ended → ended', { ...open, start_date: '2024-02-01', end_date: '2024-02-10' }, 'ended'],
  ])('%s', (_title, item, expected) => {
    expect(verzuimPhase(item, '2024-03-04')).toEqual(expected);
  });

  it('part 1 §2: the sick-leave section collapses to 5 rows', () => {
    expect(VERZUIM_COLLAPSED_ROWS).toEqual(5);
  });
});

describe('verzuim lifecycle rules', () => {
  const closed = { id: 1, start_date: '2024-01-10', end_date: '2024-01-20' };
  const openItem = { id: 2, start_date: '2024-03-01', end_date: null };
  it.each([
    [
      'part 1 §4: healthy when an end date exists, so an end date before the start is refused',
      { start_date: '2024-02-10', end_date: '2024-02-09' },
      [],
      'VERZUIM_END_BEFORE_START',
    ],
    [
      'part 1 §4: an end date on the start day is one sick day',
      { start_date: '2024-02-10', end_date: '2024-02-10' },
      [],
      null,
    ],
    [
      'part 1 §4: one open (ongoing) item per person: a second open one is refused',
      { start_date: '2024-05-01', end_date: null },
      [openItem],
      'VERZUIM_ALREADY_OPEN',
    ],
    ['part 1 §4: a new open item after a closed one', { start_date: '2024-01-21', end_date: null }, [closed], null],
    [
      'part 1 §4 (choice): a day is never sick twice: overlap with a closed item',
      { start_date: '2024-01-20', end_date: null },
      [closed],
      'VERZUIM_OVERLAPS',
    ],
    [
      'part 1 §4 (choice): an ended item before an open one does not overlap it',
      { start_date: '2024-02-01', end_date: '2024-02-05' },
      [openItem],
      null,
    ],
    [
      'part 1 §4 (choice): an ended item reaching into an open one overlaps',
      { start_date: '2024-02-01', end_date: '2024-03-01' },
      [openItem],
      'VERZUIM_OVERLAPS',
    ],
  ])('%s', (_title, span, others, expected) => {
    expect(spanError(span, others)?.code ?? null).toEqual(expected);
  });

  it.each([
    ['part 1 §3 recovery_percentage: 50 on an open item is a partial recovery', openItem, '2024-03-15', 50, null],
    ['part 1 §3 recovery_percentage: 1 is the lowest', openItem, '2024-03-15', 1, null],
    ['part 1 §3 recovery_percentage: 99 is the highest', openItem, '2024-03-15', 99, null],
    ['part 1 §3 recovery_percentage: 0 is not a recovery', openItem, '2024-03-15', 0, 'VERZUIM_RECOVERY_PERCENTAGE'],
    [
      'part 1 §3 recovery_percentage: 100 is healthy, the end date does that',
      openItem,
      '2024-03-15',
      100,
      'VERZUIM_RECOVERY_PERCENTAGE',
    ],
    ['part 1 §4: a partial recovery only on an open item', closed, '2024-01-15', 50, 'VERZUIM_NOT_OPEN'],
    [
      'part 1 §4: a partial recovery starts after the item it continues',
      openItem,
      '2024-03-01',
      50,
      'VERZUIM_RECOVERY_BEFORE_START',
    ],
  ])('%s', (_title, previous, start, percentage, expected) => {
    expect(partialRecoveryError(previous, start, percentage)?.code ?? null).toEqual(expected);
  });

  it.each([
    ['part 1 §3 minutes_verzuim_on_first_day: 240 of 480 scheduled', 240, 480, null],
    ['part 1 §3 minutes_verzuim_on_first_day: all 480 of 480', 480, 480, null],
    [
      'part 1 §3 minutes_verzuim_on_first_day: 481 of 480 is above the schedule',
      481,
      480,
      'VERZUIM_MINUTES_ABOVE_SCHEDULE',
    ],
    [
      'part 1 §3 minutes_verzuim_on_first_day: any minutes on an unscheduled day',
      60,
      null,
      'VERZUIM_MINUTES_ABOVE_SCHEDULE',
    ],
    ['part 1 §3 minutes_verzuim_on_first_day: none given', null, 480, null],
  ])('%s', (_title, minutes, scheduled, expected) => {
    expect(firstDayMinutesError(minutes, scheduled)?.code ?? null).toEqual(expected);
  });
});

describe('the sick days of an item (part 1 §3 days with duration)', () => {
  // Monday to Friday 480 minutes; 2024-03-04 is a Monday.
  const weekdays = (date: string) => ([6, 0].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 0 : 480);
  const plan = {
    start_date: '2024-03-04',
    last_date: '2024-03-10',
    duration_type: 'all_day' as const,
    duration_minutes_on_first_day: null,
    custom_duration_minutes_per_day: null,
    recovery_percentage: null,
  };

  it('part 1 §3: every scheduled day of the span is a whole sick day; weekends are not', () => {
    expect(verzuimDays(plan, weekdays).map((d) => [d.date, d.minutes])).toEqual([
      ['2024-03-04', null],
      ['2024-03-05', null],
      ['2024-03-06', null],
      ['2024-03-07', null],
      ['2024-03-08', null],
    ]);
  });

  it('part 1 §3: the first day has its own minutes, the others the custom minutes per day', () => {
    const days = verzuimDays(
      {
        ...plan,
        last_date: '2024-03-06',
        duration_type: 'custom',
        duration_minutes_on_first_day: 120,
        custom_duration_minutes_per_day: 240,
      },
      weekdays,
    );
    expect(days).toEqual([
      { date: '2024-03-04', minutes: 120 },
      { date: '2024-03-05', minutes: 240 },
      { date: '2024-03-06', minutes: 240 },
    ]);
  });

  it('part 1 §3 recovery_percentage: a 50% partial recovery leaves half of each day sick', () => {
    expect(verzuimDays({ ...plan, last_date: '2024-03-05', recovery_percentage: 50 }, weekdays)).toEqual([
      { date: '2024-03-04', minutes: 240 },
      { date: '2024-03-05', minutes: 240 },
    ]);
  });

  it.each([
    [
      '(choice) an ended item runs to its end date',
      { start_date: '2024-03-04', end_date: '2024-03-08', expected_recovery_date: '2024-04-01' },
      '2024-03-08',
    ],
    [
      '(choice) an open item runs to the day before its expected recovery',
      { start_date: '2024-03-04', end_date: null, expected_recovery_date: '2024-03-18' },
      '2024-03-17',
    ],
    [
      '(choice) an open item without expected recovery runs to the end of the year',
      { start_date: '2024-03-04', end_date: null, expected_recovery_date: null },
      '2024-12-31',
    ],
    [
      '(choice) an open item of last year runs to the end of this year',
      { start_date: '2023-11-04', end_date: null, expected_recovery_date: null },
      '2024-12-31',
    ],
  ])('%s', (_title, item, expected) => {
    expect(sickDayHorizon(item, '2024-06-01')).toEqual(expected);
  });
});

describe('Poortwachter timeline (Wet verbetering poortwachter)', () => {
  const start = '2022-01-03';

  it.each([
    ['week 1 (Regeling procesgang art. 2): 7 sick days after 3 January', 1, '2022-01-10'],
    ['week 6 (problem analysis, Regeling procesgang art. 2)', 6, '2022-02-14'],
    ['week 8 (plan of approach, Regeling procesgang art. 4)', 8, '2022-02-28'],
    ['week 42 (UWV report, Ziektewet art. 38)', 42, '2022-10-24'],
    ['week 104 without a gap (BW 7:629): 1 January 2024, as UWV counts', 104, '2024-01-01'],
  ])('%s', (_title, week, expected) => {
    expect(sickWeekDate([{ start_date: start, end_date: null }], week)).toEqual(expected);
  });

  // The example: sick 3 January to 3 July 2022, healthy 4 to 24 July (3 weeks), sick again from 25 July.
  const first = { start_date: '2022-01-03', end_date: '2022-07-03' };
  const second = { start_date: '2022-07-25', end_date: null };

  it('samentelling (BW 7:629 lid 10): a gap under four weeks adds the periods; week 104 ends on 22 January 2024', () => {
    expect(samentelling([first, second], second)).toEqual([first, second]);
    expect(sickWeekDate(samentelling([first, second], second), 104)).toEqual('2024-01-22');
  });

  it('samentelling (BW 7:629 lid 10): a gap of exactly four weeks starts a new period from zero', () => {
    const later = { start_date: '2022-08-01', end_date: null }; // healthy 4 July to 31 July: 28 days
    expect(samentelling([first, later], later)).toEqual([later]);
    expect(sickWeekDate([later], 104)).toEqual('2024-07-29');
  });

  it('samentelling: 27 healthy days still add up', () => {
    const later = { start_date: '2022-07-31', end_date: null };
    expect(samentelling([first, later], later)).toEqual([first, later]);
  });

  it('the n-th sick day skips the healthy gap', () => {
    expect(nthSickDay([first, second], 182)).toEqual('2022-07-03');
    expect(nthSickDay([first, second], 183)).toEqual('2022-07-25');
  });

  it('the timeline of the example on 1 March 2023: the weeks with their states, the next deadline highlighted', () => {
    const timeline = poortwachterTimeline([first, second], second, '2023-03-01', '2022-01-03');
    expect(timeline.map((m) => [m.step, m.week, m.date, m.state, m.next])).toEqual([
      ['SICK_REPORT_OCCUPATIONAL_HEALTH', 1, '2022-01-10', 'DONE', false],
      ['PROBLEM_ANALYSIS', 6, '2022-02-14', 'DONE', false],
      ['PLAN_OF_APPROACH', 8, '2022-02-28', 'DONE', false],
      ['PLAN_EVALUATION', 14, '2022-04-11', 'DONE', false],
      ['PLAN_EVALUATION', 20, '2022-05-23', 'DONE', false],
      ['PLAN_EVALUATION', 26, '2022-07-25', 'DONE', false],
      ['PLAN_EVALUATION', 32, '2022-09-05', 'DONE', false],
      ['PLAN_EVALUATION', 38, '2022-10-17', 'DONE', false],
      ['UWV_REPORT', 42, '2022-11-14', 'DONE', false],
      ['PLAN_EVALUATION', 44, '2022-11-28', 'DONE', false],
      ['PLAN_EVALUATION', 50, '2023-01-09', 'DONE', false],
      ['FIRST_YEAR_EVALUATION', 52, '2023-01-23', 'DONE', false],
      ['PLAN_EVALUATION', 56, '2023-02-20', 'DONE', false],
      ['PLAN_EVALUATION', 62, '2023-04-03', 'DUE', true],
      ['PLAN_EVALUATION', 68, '2023-05-15', 'DUE', false],
      ['PLAN_EVALUATION', 74, '2023-06-26', 'DUE', false],
      ['PLAN_EVALUATION', 80, '2023-08-07', 'DUE', false],
      ['PLAN_EVALUATION', 86, '2023-09-18', 'DUE', false],
      ['UWV_WIA_LETTER', 88, '2023-10-02', 'DUE', false],
      ['WIA_APPLICATION', 91, '2023-10-23', 'DUE', false],
      ['PLAN_EVALUATION', 92, '2023-10-30', 'DUE', false],
      ['PLAN_EVALUATION', 98, '2023-12-11', 'DUE', false],
      ['END_OF_WAGE_OBLIGATION', 104, '2024-01-22', 'DUE', false],
    ]);
  });

  it.each([
    ['week 1 without a notification, deadline passed → OVERDUE', '2022-01-11', null, 'OVERDUE'],
    ['week 1 without a notification, on the deadline → DUE', '2022-01-10', null, 'DUE'],
    ['week 1 with a notification → DONE', '2022-01-11', '2022-01-04', 'DONE'],
  ])('%s', (_title, today, notification, expected) => {
    expect(
      poortwachterTimeline(
        [{ start_date: start, end_date: null }],
        { start_date: start, end_date: null },
        today,
        notification,
      )[0].state,
    ).toEqual(expected);
  });

  it('a period that ended has no timeline', () => {
    expect(poortwachterTimeline([first], first, '2022-03-01')).toEqual([]);
  });
});
