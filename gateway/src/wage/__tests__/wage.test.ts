import type { PermissionContext } from '@people/domain/permissions';
import { toGlobalId } from 'graphql-relay';
import type { EmployeeWagesModel, RecurringHolidayModel, WageModel } from '../../core/models';
import { RestFailure } from '../../core/restClient';
import { employeeRow } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';
import { plainViewer } from '@people/domain/test/viewers';

const ID = toGlobalId('Employee', '2');

function context(
  viewer: Partial<PermissionContext['viewer']> = {},
  features: string[] = ['wages_bonus_field'],
): PermissionContext {
  return {
    viewer: {
      ...plainViewer,
      accessWages: true,
      accessEmployeeDetails: true,
      accessCalendar: true,
      ...viewer,
    },
    company: { features: features as PermissionContext['company']['features'], integrationFeatures: [] },
    person: {
      deleted: false,
      hasWage: true,
      wageHasEndDate: false,
      hasPendingWage: false,
      hasTermination: false,
      contractUid: null,
      linkedToIntegration: false,
      sameGroup: true,
      hasPendingDimona: false,
    },
  };
}

const FULL_WEEK = {
  time_engagement_monday: 456,
  time_engagement_tuesday: 456,
  time_engagement_wednesday: 456,
  time_engagement_thursday: 456,
  time_engagement_friday: 456,
  time_engagement_saturday: 0,
  time_engagement_sunday: 0,
};

function wage(id: number, employeeId: number, overrides: Partial<WageModel> = {}): WageModel {
  return {
    id,
    employee_id: employeeId,
    type: 'employee_paid_monthly',
    currency: 'EUR',
    registration_country_code: 'BE',
    start_date: '2024-01-01',
    end_date: null,
    custom_benefits: [],
    payroll_data_json: { is_contractless_employment_continuation: false },
    is_dynamic_schedule: 0,
    rate: 3200,
    weekly_time_engagement: 2280,
    contract_uid: null,
    status: 'active',
    termination_date: null,
    termination_reason: null,
    car_monthly_cost: 600,
    bonus_monthly: 250,
    nettovergoeding: null,
    weekly_schedule: [{ week_nr: 1, ...FULL_WEEK }],
    average_weekly_minutes: 2280,
    days_since_termination: null,
    state: 'active',
    total_costs: {
      total: 5000,
      currency: 'EUR',
      centre_label: 'total_per_month',
      components: [
        { key: 'base', amount: 4150 },
        { key: 'car', amount: 600 },
        { key: 'bonus', amount: 250 },
      ],
    },
    ...overrides,
  };
}

function employeeWages(
  employeeId: number,
  wages: WageModel[],
  overrides: Partial<EmployeeWagesModel> = {},
): EmployeeWagesModel {
  return {
    employee_id: employeeId,
    current_wage_id: wages[0]?.id ?? null,
    wage_state: 'active',
    termination_info: { days_since_termination: null, termination_date: null, termination_reason: null, wage_id: null },
    pending_contract: { status: null, metadata: null },
    average_weekly_minutes: wages[0]?.average_weekly_minutes ?? null,
    current_wage_total_costs: wages[0]?.total_costs ?? null,
    wages,
    ...overrides,
  };
}

const holidays = (wageId: number): RecurringHolidayModel => ({
  wage_id: wageId,
  week_nr: 1,
  recurring_holiday_0: [],
  recurring_holiday_1: [],
  recurring_holiday_2: [{ starting_point: 780, hours: 216, interpretation: 'time_off' }],
  recurring_holiday_3: [],
  recurring_holiday_4: [],
  recurring_holiday_5: [],
  recurring_holiday_6: [],
});

const permissions = (ctx: PermissionContext) => (query: Record<string, string>) => ({
  data: query.ids.split(',').map((id) => ({ id: Number(id), context: ctx })),
});

describe('the wage box fields of Employee (part 1 §2 "Wage box", §3, §4)', () => {
  const BOX = `query ($id: ID!) { node(id: $id) { ... on Employee {
    name
    wageState
    averageWeeklyMinutes
    termination { date daysSinceTermination label reason }
    currentWageTotalCosts { total currency centreLabel components { key amount color } }
    currentWage { internalId type rate rateDecimals mayTerminate terminationPath isDynamicSchedule payrollData { isContractlessEmploymentContinuation }
      weeklySchedule { weekNr timeEngagementWednesday totalMinutes } recurringHolidays { weekNr days { weekday entries { startingPoint hours interpretation } } } }
  } } }`;

  it('part 1 §3, §9: answers the current wage, its schedule, recurring holidays, average and total cost with bonus purple and car orange', async () => {
    const result = await runQuery(
      BOX,
      { id: ID },
      {
        '/api/employees/batch': { data: [employeeRow(2)] },
        '/api/employees/permissions/batch': permissions(context()),
        '/api/wages': { data: [employeeWages(2, [wage(7, 2, { average_weekly_minutes: 2188.8 })])] },
        '/api/wages/recurring_holidays': { data: [holidays(7)] },
      },
    );
    expect(result.errors).toBeUndefined();
    const node = (result.data as any).node;
    expect(node.wageState).toEqual('ACTIVE');
    expect(node.averageWeeklyMinutes).toEqual(2189);
    expect(node.termination).toEqual(null);
    expect(node.currentWageTotalCosts).toEqual({
      total: 5000,
      currency: 'EUR',
      centreLabel: 'total_per_month',
      components: [
        { key: 'base', amount: 4150, color: null },
        { key: 'car', amount: 600, color: 'orange' },
        { key: 'bonus', amount: 250, color: 'purple' },
      ],
    });
    expect(node.currentWage).toEqual({
      internalId: 7,
      type: 'EMPLOYEE_PAID_MONTHLY',
      rate: 3200,
      rateDecimals: 2,
      mayTerminate: true,
      terminationPath: `/people/${encodeURIComponent(ID)}/wage/end`,
      isDynamicSchedule: false,
      payrollData: { isContractlessEmploymentContinuation: false },
      weeklySchedule: [{ weekNr: 1, timeEngagementWednesday: 456, totalMinutes: 2280 }],
      recurringHolidays: [
        {
          weekNr: 1,
          days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
            weekday,
            entries: weekday === 2 ? [{ startingPoint: 780, hours: 216, interpretation: 'TIME_OFF' }] : [],
          })),
        },
      ],
    });
  });

  it('part 1 §4: a termination in the future is labelled termination_on, a past one terminated_on', async () => {
    const answer = (days: number) =>
      runQuery(
        `query ($id: ID!) { node(id: $id) { ... on Employee { wageState termination { date daysSinceTermination label reason } } } }`,
        { id: ID },
        {
          '/api/employees/batch': { data: [employeeRow(2)] },
          '/api/employees/permissions/batch': permissions(context()),
          '/api/wages': {
            data: [
              employeeWages(2, [wage(7, 2)], {
                wage_state: 'terminated',
                termination_info: {
                  days_since_termination: days,
                  termination_date: '2026-07-31',
                  termination_reason: 'resignation',
                  wage_id: 7,
                },
              }),
            ],
          },
        },
      );
    expect((await answer(-46)).data).toEqual({
      node: {
        wageState: 'TERMINATED',
        termination: { date: '2026-07-31', daysSinceTermination: -46, label: 'TERMINATION_ON', reason: 'resignation' },
      },
    });
    expect(((await answer(3)).data as any).node.termination.label).toEqual('TERMINATED_ON');
    expect(((await answer(0)).data as any).node.termination.label).toEqual('TERMINATION_ON');
  });

  it('part 1 §3, §2: hourly rates show 4 decimals; a contractless continuation carries wage_id; ended and pending wages offer no termination', async () => {
    const wages = [
      wage(9, 2, {
        type: 'employee_paid_hourly',
        rate: 16.5,
        payroll_data_json: { is_contractless_employment_continuation: true },
      }),
      wage(8, 2, { status: 'contract_create_pending' }),
      wage(6, 2, { end_date: '2025-12-31', state: 'ended' }),
    ];
    const result = await runQuery(
      `query ($id: ID!) { node(id: $id) { ... on Employee { wages { internalId rateDecimals mayTerminate terminationPath state } } } }`,
      { id: ID },
      {
        '/api/employees/batch': { data: [employeeRow(2)] },
        '/api/employees/permissions/batch': permissions(context()),
        '/api/wages': { data: [employeeWages(2, wages)] },
      },
    );
    const base = `/people/${encodeURIComponent(ID)}/wage/end`;
    expect((result.data as any).node.wages).toEqual([
      {
        internalId: 9,
        rateDecimals: 4,
        mayTerminate: true,
        terminationPath: `${base}?wage_id=${encodeURIComponent(toGlobalId('Wage', '9'))}`,
        state: 'ACTIVE',
      },
      { internalId: 8, rateDecimals: 2, mayTerminate: false, terminationPath: base, state: 'ACTIVE' },
      { internalId: 6, rateDecimals: 2, mayTerminate: false, terminationPath: base, state: 'ENDED' },
    ]);
  });

  it('part 1 §6: without wage access every wage field is null with FORBIDDEN on its path, the rest answers, no wage call is made', async () => {
    const result = await runQuery(
      BOX,
      { id: ID },
      {
        '/api/employees/batch': { data: [employeeRow(2)] },
        '/api/employees/permissions/batch': permissions(context({ accessWages: false })),
      },
    );
    expect(result.data).toEqual({
      node: {
        name: 'Person 2',
        wageState: null,
        averageWeeklyMinutes: null,
        termination: null,
        currentWageTotalCosts: null,
        currentWage: null,
      },
    });
    expect(result.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.extensions?.section])).toEqual(
      ['wageState', 'averageWeeklyMinutes', 'termination', 'currentWageTotalCosts', 'currentWage'].map((field) => [
        `node.${field}`,
        'FORBIDDEN',
        'wage',
      ]),
    );
    expect(result.calls.filter((c) => c.includes('/api/wages'))).toEqual([]);
  });

  it('part 1 §2: a page of people with the wage box costs one wage call and one recurring-holidays call in all', async () => {
    const result = await runQuery(
      `{ employees(first: 3) { edges { node { wageState averageWeeklyMinutes currentWageTotalCosts { total } currentWage { recurringHolidays { weekNr } } } } } }`,
      {},
      {
        '/api/employees': { data: [employeeRow(1), employeeRow(2), employeeRow(3)], total: 3 },
        '/api/employees/permissions/batch': permissions(context()),
        '/api/wages': (query: Record<string, string>) => ({
          data: query.employee_ids
            .split(',')
            .map((id) => employeeWages(Number(id), [wage(Number(id) * 10, Number(id))])),
        }),
        '/api/wages/recurring_holidays': { data: [holidays(20)] },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.calls).toEqual([
      'GET /api/employees?offset=0&limit=3&include_archived=0',
      'GET /api/employees/permissions/batch?ids=1%2C2%2C3',
      'GET /api/wages?employee_ids=1%2C2%2C3',
      'GET /api/wages/recurring_holidays?wage_ids=10%2C20%2C30',
    ]);
    expect((result.data as any).employees.edges.map((e: any) => e.node.currentWage.recurringHolidays)).toEqual([
      [],
      [{ weekNr: 1 }],
      [],
    ]);
  });

  it('a person without any wage answers wage state none and null fields, without errors', async () => {
    const result = await runQuery(
      `query ($id: ID!) { node(id: $id) { ... on Employee { wageState currentWage { internalId } wages { internalId } averageWeeklyMinutes } } }`,
      { id: ID },
      {
        '/api/employees/batch': { data: [employeeRow(2)] },
        '/api/employees/permissions/batch': permissions(context()),
        '/api/wages': { data: [employeeWages(2, [], { wage_state: 'none' })] },
      },
    );
    expect(result.data).toEqual({
      node: { wageState: 'NONE', currentWage: null, wages: [], averageWeeklyMinutes: null },
    });
    expect(result.errors).toBeUndefined();
  });

  it('node(id:) reads a Wage through the batch read; one the REST API leaves out is null', async () => {
    const routes = {
      '/api/wages/batch': (query: Record<string, string>) => ({ data: query.ids === '7' ? [wage(7, 2)] : [] }),
    };
    const found = await runQuery(
      `query ($id: ID!) { node(id: $id) { ... on Wage { internalId startDate } } }`,
      { id: toGlobalId('Wage', '7') },
      routes,
    );
    expect(found.data).toEqual({ node: { internalId: 7, startDate: '2024-01-01' } });
    const hidden = await runQuery(`query ($id: ID!) { node(id: $id) { id } }`, { id: toGlobalId('Wage', '8') }, routes);
    expect(hidden.data).toEqual({ node: null });
    expect(hidden.calls).toEqual(['GET /api/wages/batch?ids=8']);
  });
});

describe('wage mutations: the REST body and codes (part 1 §2 set new wage, edit, terminate; §4)', () => {
  const SET = `mutation ($input: SetNewWageInput!) { setNewWage(input: $input) { wage { internalId startDate } employee { internalId } userErrors { code message field } } }`;
  const employee = { '/api/employees/batch': { data: [employeeRow(2)] } };

  it('setNewWage sends the REST fields, seven minutes a day per week, and answers the new wage and the person', async () => {
    let sent: unknown;
    const result = await runQuery(
      SET,
      {
        input: {
          employeeId: ID,
          startDate: '2026-07-01',
          type: 'EMPLOYEE_PAID_HOURLY',
          rate: 17.25,
          registrationCountryCode: 'BE',
          isDynamicSchedule: true,
          customBenefits: [{ description: 'Meal vouchers', monthlyValue: 138.2 }],
          carMonthlyCost: null,
          weeklySchedule: [{ weekNr: 1, minutes: [456, 456, 456, 456, 456, 0, 0] }],
        },
      },
      {
        ...employee,
        '/api/wages': (body: Record<string, unknown>) => {
          sent = body;
          return { data: wage(11, 2, { start_date: '2026-07-01' }) };
        },
      },
    );
    expect(JSON.parse(JSON.stringify(sent))).toEqual({
      employee_id: 2,
      start_date: '2026-07-01',
      type: 'employee_paid_hourly',
      rate: 17.25,
      registration_country_code: 'BE',
      is_dynamic_schedule: 1,
      custom_benefits: [{ description: 'Meal vouchers', monthly_value: 138.2 }],
      car_monthly_cost: null,
      weekly_schedule: [{ week_nr: 1, ...FULL_WEEK }],
    });
    expect((result.data as any).setNewWage).toEqual({
      wage: { internalId: 11, startDate: '2026-07-01' },
      employee: { internalId: 2 },
      userErrors: [],
    });
  });

  it('a REST refusal becomes a userError naming the input field; a week without seven values is refused before any call', async () => {
    const refused = await runQuery(
      SET,
      {
        input: {
          employeeId: ID,
          startDate: '2020-01-01',
          type: 'EMPLOYEE_PAID_MONTHLY',
          rate: 3000,
          registrationCountryCode: 'BE',
        },
      },
      {
        ...employee,
        '/api/wages': new RestFailure(422, {
          code: 'START_DATE_NOT_AFTER_LATEST_WAGE',
          message: 'A new wage must start after 01/01/2024, the start of the latest wage.',
          field: 'start_date',
        }),
      },
    );
    expect((refused.data as any).setNewWage).toEqual({
      wage: null,
      employee: { internalId: 2 },
      userErrors: [
        {
          code: 'START_DATE_NOT_AFTER_LATEST_WAGE',
          message: 'A new wage must start after 01/01/2024, the start of the latest wage.',
          field: ['input', 'startDate'],
        },
      ],
    });
    const shortWeek = await runQuery(
      SET,
      {
        input: {
          employeeId: ID,
          startDate: '2026-07-01',
          type: 'EMPLOYEE_PAID_MONTHLY',
          rate: 3000,
          registrationCountryCode: 'BE',
          weeklySchedule: [{ weekNr: 1, minutes: [456] }],
        },
      },
      employee,
    );
    expect((shortWeek.data as any).setNewWage.userErrors).toEqual([
      {
        code: 'INVALID_WEEKLY_SCHEDULE',
        message: 'Each week of a weekly schedule has seven values, Monday to Sunday.',
        field: ['input', 'weeklySchedule'],
      },
    ]);
    expect(shortWeek.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('updateWage posts only the fields sent, null clearing an amount', async () => {
    let sent: unknown;
    const result = await runQuery(
      `mutation ($input: UpdateWageInput!) { updateWage(input: $input) { wage { internalId rate } employee { internalId } userErrors { code } } }`,
      { input: { wageId: toGlobalId('Wage', '7'), rate: 3300, bonusMonthly: null } },
      {
        ...employee,
        '/api/wages/7': (body: Record<string, unknown>) => ((sent = body), { data: wage(7, 2, { rate: 3300 }) }),
      },
    );
    expect(JSON.parse(JSON.stringify(sent))).toEqual({ rate: 3300, bonus_monthly: null });
    expect((result.data as any).updateWage).toEqual({
      wage: { internalId: 7, rate: 3300 },
      employee: { internalId: 2 },
      userErrors: [],
    });
  });

  it('terminateWage sends wage_id under contractless continuation and answers DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED as a userError (part 1 §6)', async () => {
    const TERMINATE = `mutation ($input: TerminateWageInput!) { terminateWage(input: $input) { wage { internalId terminationDate } userErrors { code field } } }`;
    let sent: unknown;
    const done = await runQuery(
      TERMINATE,
      {
        input: {
          employeeId: ID,
          wageId: toGlobalId('Wage', '9'),
          terminationDate: '2026-07-31',
          terminationReason: 'resignation',
        },
      },
      {
        ...employee,
        '/api/wages/terminate': (body: Record<string, unknown>) => (
          (sent = body),
          { data: wage(9, 2, { end_date: '2026-07-31', termination_date: '2026-07-31' }) }
        ),
      },
    );
    expect(sent).toEqual({
      employee_id: 2,
      wage_id: 9,
      termination_date: '2026-07-31',
      termination_reason: 'resignation',
    });
    expect((done.data as any).terminateWage).toEqual({
      wage: { internalId: 9, terminationDate: '2026-07-31' },
      userErrors: [],
    });
    const blocked = await runQuery(
      TERMINATE,
      { input: { employeeId: ID, terminationDate: '2026-07-31' } },
      {
        ...employee,
        '/api/wages/terminate': new RestFailure(403, {
          code: 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED',
          message: 'Terminating is blocked for a restricted Dimona account.',
        }),
      },
    );
    expect((blocked.data as any).terminateWage).toEqual({
      wage: null,
      userErrors: [{ code: 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED', field: null }],
    });
    const malformed = await runQuery(
      TERMINATE,
      { input: { employeeId: ID, wageId: 'nope', terminationDate: '2026-07-31' } },
      employee,
    );
    expect((malformed.data as any).terminateWage.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);
    expect(malformed.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
