// Reading wages: the wage box through GraphQL and the REST reads (part 1 §2 "Wage box", §3 Wage, Total cost,
// Weekly schedule, Recurring holidays, Employee detail response, §4 wage states, §6 wage access, §7). The demo people
// used are listed in rest/src/seed/wages.ts; PEOPLE_TODAY is 2026-06-15.
import { estimateMonthlyCost } from '@people/domain/wageCost';
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { NETHERLANDS, gid, person } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const BOX = `query ($id: ID!) { employee(id: $id) {
  name
  permissions { sections }
  wageState
  averageWeeklyMinutes
  termination { date daysSinceTermination label reason }
  currentWageTotalCosts { total currency centreLabel components { key amount color } }
  currentWage { internalId type rate rateDecimals startDate endDate registrationCountryCode customBenefits { description monthlyValue }
    carMonthlyCost bonusMonthly nettovergoeding weeklySchedule { weekNr totalMinutes } averageWeeklyMinutes mayTerminate
    recurringHolidays { weekNr days { weekday entries { startingPoint hours interpretation } } } }
  wages { internalId state }
} }`;

const WAGE_FIELDS = [
  'wageState',
  'averageWeeklyMinutes',
  'termination',
  'currentWageTotalCosts',
  'currentWage',
  'wages',
];

describe.each(engines())('wage reads on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let nowage: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, nowage] = await Promise.all([
      signIn(stack, 'admin@demo.be'),
      signIn(stack, 'manager@demo.be'),
      signIn(stack, 'nowage@demo.be'),
    ]);
  });
  afterAll(() => stack.close());

  it('part 1 §2, §3, §6: manager@demo.be sees the wage box of person 1: car, bonus, net allowance and custom benefits as slices', async () => {
    const answer = await graphql(stack, BOX, { id: gid(1) }, manager);
    expect(answer.errors).toBeUndefined();
    const employee = answer.data.employee;
    const [stored] = await stack.db.query<{ id: number; rate: number }>(
      'SELECT id, rate::float8 AS rate FROM wages WHERE employee_id = 1 AND end_date IS NULL',
    );
    expect(employee.currentWage).toEqual({
      internalId: stored.id,
      type: 'EMPLOYEE_PAID_MONTHLY',
      rate: stored.rate,
      rateDecimals: 2,
      startDate: '2020-01-01',
      endDate: null,
      registrationCountryCode: 'BE',
      customBenefits: [
        { description: 'Meal vouchers', monthlyValue: 138.2 },
        { description: 'Eco cheques', monthlyValue: 20.83 },
        { description: 'Internet allowance', monthlyValue: 20 },
      ],
      carMonthlyCost: 780,
      bonusMonthly: 450,
      nettovergoeding: 150,
      weeklySchedule: [{ weekNr: 1, totalMinutes: 2280 }],
      averageWeeklyMinutes: 2280,
      mayTerminate: true,
      recurringHolidays: [],
    });
    expect([employee.wageState, employee.averageWeeklyMinutes, employee.termination]).toEqual(['ACTIVE', 2280, null]);
    // The REST API computes the cost with domain estimateMonthlyCost and Demo Belgium's features (wages_bonus_field).
    const expected = estimateMonthlyCost({
      wage: { type: 'employee_paid_monthly', rate: stored.rate, registration_country_code: 'BE', currency: 'EUR' },
      averageWeeklyMinutes: 2280,
      carMonthlyCost: 780,
      bonusMonthly: 450,
      nettovergoeding: 150,
      customBenefits: [
        { description: 'Meal vouchers', monthly_value: 138.2 },
        { description: 'Eco cheques', monthly_value: 20.83 },
        { description: 'Internet allowance', monthly_value: 20 },
      ],
      features: ['wages_bonus_field'],
    });
    const colors: Record<string, string> = { car: 'orange', bonus: 'purple' };
    expect(employee.currentWageTotalCosts).toEqual({
      total: expected.total,
      currency: 'EUR',
      centreLabel: 'total_per_month',
      components: expected.components.map((c) => ({ ...c, color: colors[c.key] ?? null })),
    });
    expect(employee.currentWageTotalCosts.components.map((c: { key: string }) => c.key)).toEqual([
      'base',
      'sociale_lasten',
      'vakantiegeld',
      '13_month',
      'hospitalisatie',
      'pensioenplan',
      'nettovergoeding',
      'car',
      'bonus',
      'custom_benefit:Meal vouchers',
      'custom_benefit:Eco cheques',
      'custom_benefit:Internet allowance',
    ]);
    expect(employee.wages).toEqual([
      { internalId: stored.id, state: 'ACTIVE' },
      { internalId: expect.any(Number), state: 'ENDED' },
    ]);
  });

  it('part 1 §6: nowage@demo.be gets null with FORBIDDEN on every wage field; the rest of the profile answers', async () => {
    const answer = await graphql(stack, BOX, { id: gid(1) }, nowage);
    expect(answer.data.employee.name).toEqual(expect.any(String));
    expect(answer.data.employee.permissions.sections).not.toContain('wage');
    expect(WAGE_FIELDS.map((field) => answer.data.employee[field])).toEqual(WAGE_FIELDS.map(() => null));
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual(
      WAGE_FIELDS.map((field) => [`employee.${field}`, 'FORBIDDEN']),
    );
    // The REST API does not send it either.
    const wages = await rest(stack, 'GET', '/api/wages?employee_ids=1,2', { token: nowage });
    expect([wages.status, wages.body]).toEqual([200, { data: [] }]);
    const detail = await rest(stack, 'GET', '/api/employees/1', { token: nowage });
    expect([
      detail.body.current_wage,
      detail.body.termination_info,
      detail.body.average_weekly_minutes,
      detail.body.current_wage_total_costs,
    ]).toEqual([null, { days_since_termination: null }, null, null]);
    const pending = await rest(stack, 'GET', '/api/wages/pending_contract_status?employee_id=6', { token: nowage });
    expect([pending.status, pending.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it.each([
    // [demo id, wage state, termination label, days since termination]
    [31, 'ACTIVE', null, null],
    [6, 'PENDING', null, null],
    [10, 'NONE', null, null],
    [29, 'ENDED', null, null],
    [24, 'TERMINATED', 'TERMINATED_ON', 74],
    [52, 'TERMINATED', 'TERMINATION_ON', -46],
  ])('part 1 §4: person %i is %s (termination label %s)', async (id, state, label, days) => {
    const answer = await graphql(
      stack,
      `
        query ($id: ID!) {
          employee(id: $id) {
            wageState
            termination {
              label
              daysSinceTermination
            }
          }
        }
      `,
      { id: gid(id) },
      admin,
    );
    expect(answer.data.employee).toEqual({
      wageState: state,
      termination: label === null ? null : { label, daysSinceTermination: days },
    });
    const detail = await rest(stack, 'GET', `/api/employees/${id}`, { token: admin });
    expect(detail.body.termination_info).toEqual({ days_since_termination: days });
  });

  it('part 1 §3 "Employee detail response": current_wage, average_weekly_minutes and current_wage_total_costs of the wage in force', async () => {
    const detail = await rest(stack, 'GET', '/api/employees/14', { token: admin });
    const [wage] = await stack.db.query<{ id: number }>(
      'SELECT id FROM wages WHERE employee_id = 14 AND end_date IS NULL',
    );
    expect(detail.body.current_wage).toEqual({
      id: wage.id,
      status: 'active',
      type: 'employee_paid_monthly',
      start_date: '2025-09-22',
      end_date: null,
      registration_country_code: 'BE',
      payroll_data_json: { is_contractless_employment_continuation: false },
    });
    // part 1 §9: a 2-week cycle of 38 and 22.8 hours averages 30.4 hours.
    expect(detail.body.average_weekly_minutes).toEqual(1824);
    const wages = await rest(stack, 'GET', '/api/wages?employee_ids=14', { token: admin });
    expect(detail.body.current_wage_total_costs).toEqual(wages.body.data[0].current_wage_total_costs);
    expect(
      wages.body.data[0].wages[0].weekly_schedule.map((w: { week_nr: number; time_engagement_thursday: number }) => [
        w.week_nr,
        w.time_engagement_thursday,
      ]),
    ).toEqual([
      [1, 456],
      [2, 0],
    ]);
  });

  it('part 1 §3, §5, §7 "Recurring holidays by wage id": a Wednesday afternoon off, and an activity entry that does not reduce the schedule', async () => {
    const [afternoon] = await stack.db.query<{ id: number }>(
      'SELECT id FROM wages WHERE employee_id = 2 AND end_date IS NULL',
    );
    const [activity] = await stack.db.query<{ id: number }>(
      'SELECT id FROM wages WHERE employee_id = 26 AND end_date IS NULL',
    );
    const answer = await rest(stack, 'GET', `/api/wages/recurring_holidays?wage_ids=${afternoon.id},${activity.id}`, {
      token: admin,
    });
    const empty = {
      recurring_holiday_0: [],
      recurring_holiday_1: [],
      recurring_holiday_2: [],
      recurring_holiday_3: [],
      recurring_holiday_4: [],
      recurring_holiday_5: [],
      recurring_holiday_6: [],
    };
    expect(answer.body.data).toEqual([
      {
        wage_id: afternoon.id,
        week_nr: 1,
        ...empty,
        recurring_holiday_2: [{ starting_point: 780, hours: 216, interpretation: 'time_off' }],
      },
      {
        wage_id: activity.id,
        week_nr: 1,
        ...empty,
        recurring_holiday_4: [{ starting_point: 840, hours: 120, interpretation: 'working_time' }],
      },
    ]);
    const box = await graphql(stack, BOX, { id: gid(2) }, manager);
    expect(box.data.employee.currentWage.recurringHolidays[0].days[2]).toEqual({
      weekday: 2,
      entries: [{ startingPoint: 780, hours: 216, interpretation: 'TIME_OFF' }],
    });
  });

  it('part 1 §7 "Pending contract status": status and metadata of the pending wage, a null status without one', async () => {
    const pending = await rest(stack, 'GET', '/api/wages/pending_contract_status?employee_id=6', { token: manager });
    expect(pending.body).toEqual({
      status: 'contract_create_pending',
      metadata: {
        wage_id: expect.any(Number),
        start_date: '2026-06-29',
        type: 'employee_paid_monthly',
        contract_uid: null,
      },
    });
    const none = await rest(stack, 'GET', '/api/wages/pending_contract_status?employee_id=31', { token: manager });
    expect(none.body).toEqual({ status: null, metadata: null });
  });

  it('part 1 §3: hourly rates have 4 decimals, a 4-week cycle lists its weeks by number', async () => {
    const answer = await graphql(
      stack,
      `
        query ($id: ID!) {
          employee(id: $id) {
            currentWage {
              type
              rateDecimals
              weeklySchedule {
                weekNr
                totalMinutes
              }
              averageWeeklyMinutes
            }
          }
        }
      `,
      { id: gid(3) },
      admin,
    );
    expect(answer.data.employee.currentWage).toEqual({
      type: 'EMPLOYEE_PAID_HOURLY',
      rateDecimals: 4,
      weeklySchedule: [
        { weekNr: 1, totalMinutes: 2280 },
        { weekNr: 2, totalMinutes: 2280 },
        { weekNr: 3, totalMinutes: 2280 },
        { weekNr: 4, totalMinutes: 2280 },
      ],
      averageWeeklyMinutes: 2280,
    });
  });

  it('part 1 §3: every field of a Wage answers, for a 2-week cycle with a car and custom benefits (person 25)', async () => {
    const answer = await graphql(
      stack,
      `
        query ($id: ID!) {
          employee(id: $id) {
            wages {
              id
              internalId
              type
              currency
              registrationCountryCode
              startDate
              endDate
              customBenefits {
                description
                monthlyValue
              }
              payrollData {
                isContractlessEmploymentContinuation
              }
              isDynamicSchedule
              rate
              rateDecimals
              weeklyTimeEngagement
              contractUid
              status
              state
              terminationDate
              terminationReason
              carMonthlyCost
              bonusMonthly
              nettovergoeding
              totalCost {
                total
                currency
                centreLabel
                components {
                  key
                  amount
                  color
                }
              }
              weeklySchedule {
                weekNr
                timeEngagementMonday
                timeEngagementTuesday
                timeEngagementWednesday
                timeEngagementThursday
                timeEngagementFriday
                timeEngagementSaturday
                timeEngagementSunday
                totalMinutes
              }
              averageWeeklyMinutes
              recurringHolidays {
                weekNr
              }
              mayTerminate
              terminationPath
            }
          }
        }
      `,
      { id: gid(25) },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    const [current, previous] = answer.data.employee.wages;
    expect(
      current.weeklySchedule.map((w: { weekNr: number; timeEngagementFriday: number; totalMinutes: number }) => [
        w.weekNr,
        w.timeEngagementFriday,
        w.totalMinutes,
      ]),
    ).toEqual([
      [1, 456, 2280],
      [2, 228, 2052],
    ]);
    expect([
      current.averageWeeklyMinutes,
      current.weeklyTimeEngagement,
      current.carMonthlyCost,
      current.state,
      previous.state,
    ]).toEqual([2166, 2166, 690, 'ACTIVE', 'ENDED']);
    expect(current.customBenefits).toEqual([
      { description: 'Meal vouchers', monthlyValue: 138.2 },
      { description: 'Eco cheques', monthlyValue: 20.83 },
    ]);
    expect(current.totalCost.components.find((c: { key: string }) => c.key === 'car')).toEqual({
      key: 'car',
      amount: 690,
      color: 'orange',
    });
  });

  it('part 1 §2: a page of people with the wage box costs the same number of REST calls for 5 people as for 25', async () => {
    const PAGE = `query ($first: Int) { employees(first: $first) { edges { node { wageState averageWeeklyMinutes currentWageTotalCosts { total }
      termination { label } currentWage { rate recurringHolidays { weekNr } } } } } }`;
    const small = await graphql(stack, PAGE, { first: 5 }, admin);
    const large = await graphql(stack, PAGE, { first: 25 }, admin);
    expect(small.errors).toBeUndefined();
    expect(large.errors).toBeUndefined();
    // The people list, their permission contexts, their wages, the recurring holidays of their current wages.
    expect([small.extensions?.restCalls, large.extensions?.restCalls]).toEqual([4, 4]);
  });

  it("another company's person and wage answer like missing ones (REST and GraphQL)", async () => {
    const dutch = await person(stack.db, ['openContract', 'started'], { company: NETHERLANDS });
    const [wage] = await stack.db.query<{ id: number }>(
      'SELECT id FROM wages WHERE employee_id = $1 ORDER BY start_date DESC LIMIT 1',
      [dutch],
    );
    for (const path of [
      `/api/wages?employee_ids=${dutch}`,
      `/api/wages/batch?ids=${wage.id}`,
      `/api/wages/recurring_holidays?wage_ids=${wage.id}`,
    ]) {
      expect((await rest(stack, 'GET', path, { token: admin })).body).toEqual({ data: [] });
    }
    const pending = await rest(stack, 'GET', `/api/wages/pending_contract_status?employee_id=${dutch}`, {
      token: admin,
    });
    expect([pending.status, pending.body.code]).toEqual([404, 'NOT_FOUND']);
    const node = await graphql(
      stack,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: toGlobalId('Wage', String(wage.id)) },
      admin,
    );
    expect(node.data).toEqual({ node: null });
    const own = await graphql(
      stack,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Wage {
              internalId
            }
          }
        }
      `,
      { id: toGlobalId('Wage', String(wage.id)) },
      await signIn(stack, 'admin@demo.nl'),
    );
    expect(own.data).toEqual({ node: { internalId: wage.id } });
  });
});
