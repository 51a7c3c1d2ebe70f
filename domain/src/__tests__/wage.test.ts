import {
  WAGE_TYPES,
  averageWeeklyMinutes,
  formatRate,
  hasOpenContract,
  isWageType,
  mayArchive,
  mayTerminate,
  normalizeWeeklySchedule,
  rateDecimals,
  recurringHolidayMinutesPerDay,
  remainingSchedule,
  terminationLabel,
  terminationPath,
  totalCostCentreLabel,
  totalCostComponents,
  wageState,
  type RecurringHolidayRow,
  type WageStateInput,
  type WageType,
  type WeeklyScheduleRow,
} from '../wage';

describe('wage types and rates', () => {
  it('part 1 §3: the ten wage types', () => {
    expect(WAGE_TYPES).toEqual([
      'employee_paid_hourly',
      'employee_paid_monthly',
      'employee_paid_daily',
      'employee_paid_weekly',
      'employee_paid_four_weekly',
      'employee_paid_per_unit',
      'freelancer_paid_hourly',
      'freelancer_paid_daily',
      'freelancer_paid_monthly',
      'intern_not_paid',
    ]);
  });

  it.each([
    ['part 1 §3: employee_paid_monthly is a wage type', 'employee_paid_monthly', true],
    ['part 1 §3: "monthly" alone is not a wage type', 'monthly', false],
  ])('%s', (_title, value, expected) => {
    expect(isWageType(value)).toEqual(expected);
  });

  it.each(
    WAGE_TYPES.map((type): [string, WageType, number] => [
      `part 1 §3: ${type} rate shows ${type.endsWith('_hourly') ? 4 : 2} decimals`,
      type,
      type.endsWith('_hourly') ? 4 : 2,
    ]),
  )('%s', (_title, type, expected) => {
    expect(rateDecimals(type)).toEqual(expected);
  });

  it.each([
    ['part 1 §3: hourly 15.5 → 15.5000 (4 decimals)', 15.5, 'employee_paid_hourly' as WageType, '15.5000'],
    ['part 1 §3: freelancer hourly 42.12346 → 42.1235', 42.12346, 'freelancer_paid_hourly' as WageType, '42.1235'],
    ['part 1 §3: monthly 3250 → 3250.00 (2 decimals)', 3250, 'employee_paid_monthly' as WageType, '3250.00'],
    ['part 1 §3: daily 180.456 → 180.46', 180.456, 'employee_paid_daily' as WageType, '180.46'],
  ])('%s', (_title, rate, type, expected) => {
    expect(formatRate(rate, type)).toEqual(expected);
  });
});

describe('wage state', () => {
  const base: WageStateInput = {
    wage: null,
    pendingContractStatus: null,
    daysSinceTermination: null,
    today: '2024-06-10',
  };
  it.each([
    ['part 1 §4: no wage and nothing pending → none', {}, 'none'],
    [
      'part 1 §4: pending value contract_create_pending → pending',
      { pendingContractStatus: 'contract_create_pending' },
      'pending',
    ],
    ['part 1 §4: another pending status is not pending → none', { pendingContractStatus: 'contract_created' }, 'none'],
    ['part 1 §4: wage without end date → active', { wage: { end_date: null } }, 'active'],
    ['part 1 §4: end date today → still active', { wage: { end_date: '2024-06-10' } }, 'active'],
    ['part 1 §4: end date yesterday → ended', { wage: { end_date: '2024-06-09' } }, 'ended'],
    [
      'part 1 §4: days since termination 0 → terminated',
      { wage: { end_date: '2024-06-10' }, daysSinceTermination: 0 },
      'terminated',
    ],
    [
      'part 1 §4 (choice): future termination (−5 days) → terminated, label says termination on',
      { wage: { end_date: null }, daysSinceTermination: -5 },
      'terminated',
    ],
    [
      'part 1 §4 (choice): termination wins over pending',
      { pendingContractStatus: 'contract_create_pending', daysSinceTermination: 3 },
      'terminated',
    ],
  ])('%s', (_title, over, expected) => {
    expect(wageState({ ...base, ...over })).toEqual(expected);
  });

  it.each([
    ['part 1 §4: days since termination 1 (> 0) → terminated on', 1, 'terminated_on'],
    ['part 1 §4: days since termination 0 → termination on', 0, 'termination_on'],
    ['part 1 §4: days since termination −1 → termination on', -1, 'termination_on'],
    ['part 1 §4: null → no termination', null, null],
  ])('%s', (_title, days, expected) => {
    expect(terminationLabel(days)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: wage without end date is an open contract', { end_date: null }, true, true, false],
    ['part 1 §4: wage with end date is not open', { end_date: '2024-12-31' }, false, false, true],
    ['part 1 §4: no wage is not open', null, false, false, true],
  ])('%s: open, terminate, archive', (_title, wage, open, terminate, archive) => {
    expect([hasOpenContract(wage), mayTerminate(wage), mayArchive(wage)]).toEqual([open, terminate, archive]);
  });

  it.each([
    ['part 1 §2: terminate route /people/{id}/wage/end', { id: 9 }, '/people/7/wage/end'],
    [
      'part 1 §2: contractless continuation carries wage_id',
      { id: 9, payroll_data_json: { is_contractless_employment_continuation: true } },
      '/people/7/wage/end?wage_id=9',
    ],
    [
      'part 1 §2: contractless continuation 0 carries no wage_id',
      { id: 9, payroll_data_json: { is_contractless_employment_continuation: 0 } },
      '/people/7/wage/end',
    ],
  ])('%s', (_title, wage, expected) => {
    expect(terminationPath(7, wage)).toEqual(expected);
  });
});

describe('total cost components', () => {
  const facets = {
    base: 3000,
    sociale_lasten: 800,
    vakantiegeld: 250,
    '13_month': 250,
    hospitalisatie: 40,
    pensioenplan: 60,
    nettovergoeding: 0,
    car: 500,
    bonus: 100,
  };
  const benefits = [
    { description: 'Gym', monthly_value: 20 },
    { description: 'Phone', monthly_value: 30 },
    { description: 'Gym ', monthly_value: 15 },
  ];
  const fixedWithoutBonus = [
    { key: 'base', amount: 3000 },
    { key: 'sociale_lasten', amount: 800 },
    { key: 'vakantiegeld', amount: 250 },
    { key: '13_month', amount: 250 },
    { key: 'hospitalisatie', amount: 40 },
    { key: 'pensioenplan', amount: 60 },
    { key: 'car', amount: 500 },
  ];
  it.each([
    ['part 1 §3: without wages_bonus_field no bonus; zero nettovergoeding dropped (choice)', [], [], fixedWithoutBonus],
    [
      'part 1 §3: bonus only with wages_bonus_field',
      ['wages_bonus_field' as const],
      [],
      [...fixedWithoutBonus, { key: 'bonus', amount: 100 }],
    ],
    [
      'part 1 §3: custom benefits grouped by description under the prefix custom_benefit:',
      [],
      benefits,
      [...fixedWithoutBonus, { key: 'custom_benefit:Gym', amount: 35 }, { key: 'custom_benefit:Phone', amount: 30 }],
    ],
  ])('%s', (_title, features, customBenefits, expected) => {
    expect(totalCostComponents(facets, customBenefits, features)).toEqual(expected);
  });

  it('part 1 §3 (choice): missing facets are left out', () => {
    expect(totalCostComponents({ base: 2000, car: null }, [], [])).toEqual([{ key: 'base', amount: 2000 }]);
  });

  it.each([
    [
      'part 1 §2: disable_total_monthly_cost_estimations → salary package per month',
      ['disable_total_monthly_cost_estimations' as const],
      'salary_package_per_month',
    ],
    ['part 1 §2: default → total per month', [], 'total_per_month'],
  ])('%s', (_title, features, expected) => {
    expect(totalCostCentreLabel(features)).toEqual(expected);
  });
});

describe('weekly schedules', () => {
  const named: WeeklyScheduleRow = {
    week_nr: 2,
    time_engagement_monday: 480,
    time_engagement_tuesday: 480,
    time_engagement_wednesday: 240,
    time_engagement_thursday: 480,
    time_engagement_friday: 480,
    time_engagement_saturday: 0,
    time_engagement_sunday: 0,
  };
  const indexed: WeeklyScheduleRow = {
    week_nr: 1,
    time_engagement_0_minutes: 480,
    time_engagement_1_minutes: 480,
    time_engagement_2_minutes: 480,
    time_engagement_3_minutes: 480,
    time_engagement_4_minutes: 0,
    time_engagement_5_minutes: null,
  };

  it('part 1 §3: both field shapes, sorted by week number', () => {
    expect(normalizeWeeklySchedule([named, indexed])).toEqual([
      { weekNr: 1, minutes: [480, 480, 480, 480, 0, 0, 0] },
      { weekNr: 2, minutes: [480, 480, 240, 480, 480, 0, 0] },
    ]);
  });

  it('part 1 §3 (choice): the named-day field wins when a row carries both shapes', () => {
    expect(
      normalizeWeeklySchedule([{ week_nr: 1, time_engagement_monday: 300, time_engagement_0_minutes: 480 }]),
    ).toEqual([{ weekNr: 1, minutes: [300, 0, 0, 0, 0, 0, 0] }]);
  });

  it.each([
    ['part 1 §9: average = total / number of weeks: (1920 + 2160) / 2 = 2040', [named, indexed], 2040],
    ['part 1 §9: one week of 2160 minutes averages 2160', [named], 2160],
    ['part 1 §9 (choice): no weeks averages 0', [], 0],
  ])('%s', (_title, rows, expected) => {
    expect(averageWeeklyMinutes(normalizeWeeklySchedule(rows))).toEqual(expected);
  });
});

describe('recurring holidays', () => {
  const holiday: RecurringHolidayRow = {
    week_nr: 1,
    recurring_holiday_0: { starting_point: 540, hours: 240, interpretation: 'time_off' },
    recurring_holiday_1: [
      { starting_point: 540, hours: 120, interpretation: 'time_off' },
      { starting_point: 780, hours: 120, interpretation: 'working_time' },
    ],
    recurring_holiday_2: { starting_point: 0, hours: 600, interpretation: 'time_off' },
    recurring_holiday_3: { starting_point: 540, hours: 480, interpretation: 'time_off' },
    recurring_holiday_4: { starting_point: 540, hours: 60, interpretation: 'activity' },
    recurring_holiday_5: null,
  };

  it('part 1 §5: only entries that are not working_time count (Monday 240, Tuesday 120 of 240)', () => {
    expect(recurringHolidayMinutesPerDay(holiday)).toEqual([240, 120, 600, 480, 60, 0, 0]);
  });

  it.each([
    ['part 1 §5: Monday 480 − 240 = 240', 0, 240],
    ['part 1 §5: Tuesday 480 − 120 (working_time ignored) = 360', 1, 360],
    ['part 1 §5: Wednesday 480 − 600 never below 0', 2, 0],
    ['part 1 §5: Thursday 480 − 480 = 0 exactly', 3, 0],
    ['part 1 §5: Friday 480 − 60 (activity reduces) = 420', 4, 420],
    ['part 1 §5: Saturday without holiday keeps 0', 5, 0],
  ])('%s', (_title, day, expected) => {
    const weeks = [{ weekNr: 1, minutes: [480, 480, 480, 480, 480, 0, 0] }];
    expect(remainingSchedule(weeks, [holiday])[0].minutes[day]).toEqual(expected);
  });

  it('part 1 §3: holidays apply to the week with the same week_nr only', () => {
    const weeks = [
      { weekNr: 1, minutes: [480, 0, 0, 0, 0, 0, 0] },
      { weekNr: 2, minutes: [480, 0, 0, 0, 0, 0, 0] },
    ];
    expect(remainingSchedule(weeks, [holiday]).map((w) => w.minutes[0])).toEqual([240, 480]);
  });
});
