import { contractWage, currentWage, employeeWagesAnswer, pendingContract, wageAnswer } from '../facts';
import { type WageRecord } from '../../core/wageRecords';

const TODAY = '2026-06-15';
const FULL = {
  time_engagement_monday: 456,
  time_engagement_tuesday: 456,
  time_engagement_wednesday: 456,
  time_engagement_thursday: 456,
  time_engagement_friday: 456,
  time_engagement_saturday: 0,
  time_engagement_sunday: 0,
};

function wage(id: number, start: string, end: string | null, overrides: Partial<WageRecord> = {}): WageRecord {
  return {
    id,
    employee_id: 1,
    type: 'employee_paid_monthly',
    currency: 'EUR',
    registration_country_code: 'BE',
    start_date: start,
    end_date: end,
    custom_benefits: [],
    payroll_data_json: { is_contractless_employment_continuation: false },
    is_dynamic_schedule: 0,
    rate: 3000,
    weekly_time_engagement: 2280,
    contract_uid: null,
    status: 'active',
    termination_date: null,
    termination_reason: null,
    car_monthly_cost: null,
    bonus_monthly: null,
    nettovergoeding: null,
    weekly_schedule: [{ week_nr: 1, ...FULL }],
    ...overrides,
  };
}

const pending = (id: number, start: string) => wage(id, start, null, { status: 'contract_create_pending' });

describe('the current wage (part 1 §3 current_wage: in force today, else the next pending, else the latest)', () => {
  it.each([
    ['the wage in force today', [wage(2, '2026-07-01', null), wage(1, '2020-01-01', '2026-06-30')], 1],
    ['the wage in force, ended later today', [wage(1, '2020-01-01', TODAY)], 1],
    [
      'the next pending wage when none is in force',
      [pending(3, '2026-08-01'), pending(2, '2026-07-01'), wage(1, '2019-01-01', '2019-12-31')],
      2,
    ],
    [
      'the latest wage when none is in force or pending',
      [wage(2, '2021-01-01', '2021-12-31'), wage(1, '2019-01-01', '2019-12-31')],
      2,
    ],
    ['a wage starting later when nothing else', [wage(1, '2026-09-01', null)], 1],
    ['no wage', [], null],
  ] as const)('answers %s', (_label, wages, expected) => {
    expect(currentWage(wages as unknown as WageRecord[], TODAY)?.id ?? null).toEqual(expected);
  });

  it('the contract is the latest wage that is not pending, as the permission facts read it (part 1 §4)', () => {
    expect(
      contractWage([pending(3, '2026-07-01'), wage(2, '2020-01-01', null), wage(1, '2019-01-01', '2019-12-31')])?.id,
    ).toEqual(2);
    expect(contractWage([pending(3, '2026-07-01')])).toEqual(null);
  });
});

describe('wage states and termination (part 1 §4)', () => {
  it.each([
    ['active', wage(1, '2020-01-01', null), 'active', null],
    ['active until a later end date', wage(1, '2020-01-01', '2026-12-31'), 'active', null],
    ['ended', wage(1, '2020-01-01', '2026-03-31'), 'ended', null],
    [
      'terminated in the past',
      wage(1, '2020-01-01', '2026-04-02', { termination_date: '2026-04-02' }),
      'terminated',
      74,
    ],
    ['terminated later', wage(1, '2020-01-01', '2026-07-31', { termination_date: '2026-07-31' }), 'terminated', -46],
    ['pending', pending(1, '2026-07-01'), 'pending', null],
  ] as const)('a wage %s', (_label, record, state, days) => {
    const answer = wageAnswer(record, [], TODAY);
    expect([answer.state, answer.days_since_termination]).toEqual([state, days]);
  });

  it('a person: the termination of the contract, the pending status, the state of the current wage', () => {
    const answer = employeeWagesAnswer(
      1,
      [
        pending(2, '2026-07-01'),
        wage(1, '2020-01-01', '2026-04-02', { termination_date: '2026-04-02', termination_reason: 'resignation' }),
      ],
      [],
      TODAY,
    );
    expect([answer.current_wage_id, answer.wage_state, answer.termination_info, answer.pending_contract]).toEqual([
      2,
      'terminated',
      { days_since_termination: 74, termination_date: '2026-04-02', termination_reason: 'resignation', wage_id: 1 },
      {
        status: 'contract_create_pending',
        metadata: { wage_id: 2, start_date: '2026-07-01', type: 'employee_paid_monthly', contract_uid: null },
      },
    ]);
    expect(employeeWagesAnswer(1, [], [], TODAY)).toEqual({
      employee_id: 1,
      current_wage_id: null,
      wage_state: 'none',
      termination_info: {
        days_since_termination: null,
        termination_date: null,
        termination_reason: null,
        wage_id: null,
      },
      pending_contract: { status: null, metadata: null },
      average_weekly_minutes: null,
      current_wage_total_costs: null,
      wages: [],
    });
    expect(pendingContract([wage(1, '2020-01-01', null)])).toEqual({ status: null, metadata: null });
  });
});

describe('average weekly minutes and total cost of a wage (part 1 §3, §9)', () => {
  it('part 1 §9: the total of the cycle divided by its weeks', () => {
    const twoWeeks = wage(1, '2020-01-01', null, {
      weekly_schedule: [
        { week_nr: 1, ...FULL },
        { week_nr: 2, ...FULL, time_engagement_thursday: 0, time_engagement_friday: 0 },
      ],
    });
    expect(wageAnswer(twoWeeks, [], TODAY).average_weekly_minutes).toEqual(1824);
    // A wage stored without schedule rows falls back to its weekly time engagement.
    expect(
      wageAnswer(wage(1, '2020-01-01', null, { weekly_schedule: [], weekly_time_engagement: 1140 }), [], TODAY)
        .average_weekly_minutes,
    ).toEqual(1140);
  });

  it('part 1 §2, §3: the bonus only with wages_bonus_field, the salary package without estimations', () => {
    const record = wage(1, '2020-01-01', null, { bonus_monthly: 200, car_monthly_cost: 500 });
    const keys = (features: string[]) =>
      wageAnswer(record, features as never, TODAY).total_costs.components.map((c) => c.key);
    expect(keys([])).toEqual([
      'base',
      'sociale_lasten',
      'vakantiegeld',
      '13_month',
      'hospitalisatie',
      'pensioenplan',
      'car',
    ]);
    expect(keys(['wages_bonus_field'])).toEqual([
      'base',
      'sociale_lasten',
      'vakantiegeld',
      '13_month',
      'hospitalisatie',
      'pensioenplan',
      'car',
      'bonus',
    ]);
    const pkg = wageAnswer(record, ['disable_total_monthly_cost_estimations'], TODAY).total_costs;
    expect(pkg).toEqual({
      total: 3500,
      currency: 'EUR',
      centre_label: 'salary_package_per_month',
      components: [
        { key: 'base', amount: 3000 },
        { key: 'car', amount: 500 },
      ],
    });
  });
});
