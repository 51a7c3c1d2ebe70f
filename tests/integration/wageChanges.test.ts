// Changing wages: set a new wage, edit one, terminate (part 1 §2 /people/:id/wage/new, /wage/:wageId/overview,
// /wage/end; §3 Activity item; §4 wage states; §6 wage access, restricted Dimona accounts). Every refusal changes
// nothing. The demo people used are listed in rest/src/seed/wages.ts; PEOPLE_TODAY is 2026-06-15.
import { estimateMonthlyCost } from '@people/domain/wageCost';
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { BELGIUM, MISSING, NETHERLANDS, activityOf, failOn, gid, person } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const SET_NEW_WAGE = `mutation ($input: SetNewWageInput!) { setNewWage(input: $input) {
  wage { internalId type startDate endDate state weeklySchedule { weekNr totalMinutes } }
  employee { currentWage { internalId } currentWageTotalCosts { total } wageState }
  userErrors { code message field }
} }`;
const TERMINATE = `mutation ($input: TerminateWageInput!) { terminateWage(input: $input) {
  wage { internalId endDate terminationDate terminationReason state mayTerminate }
  employee { wageState termination { date label reason } }
  userErrors { code message field }
} }`;
const UPDATE = `mutation ($input: UpdateWageInput!) { updateWage(input: $input) {
  wage { rate weeklyTimeEngagement averageWeeklyMinutes weeklySchedule { weekNr timeEngagementFriday } bonusMonthly }
  userErrors { code field }
} }`;

const FULL = [456, 456, 456, 456, 456, 0, 0];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const restWeek = (weekNr: number, minutes: number[]) => ({
  week_nr: weekNr,
  ...Object.fromEntries(DAYS.map((d, i) => [`time_engagement_${d}`, minutes[i]])),
});

describe.each(engines())('wage changes on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  /** Everything a wage change may touch for a person: nothing of it may change on a refusal. */
  const stateOf = async (employeeId: number) => ({
    wages: await stack.db.query('SELECT * FROM wages WHERE employee_id = $1 ORDER BY id', [employeeId]),
    schedules: await stack.db.query(
      'SELECT s.* FROM wage_weekly_schedules s JOIN wages w ON w.id = s.wage_id WHERE w.employee_id = $1 ORDER BY s.wage_id, s.week_nr',
      [employeeId],
    ),
    activity: await activityOf(stack.db, employeeId),
  });
  const openWage = async (employeeId: number) =>
    (
      await stack.db.query<{ id: number; type: string; start_date: string }>(
        'SELECT id, type, start_date FROM wages WHERE employee_id = $1 AND end_date IS NULL',
        [employeeId],
      )
    )[0];

  it('part 1 §2, §4: admin sets a new wage; the open one ends the day before, the total cost changes, wage_updated is written', async () => {
    const before = await graphql(
      stack,
      'query ($id: ID!) { employee(id: $id) { currentWageTotalCosts { total } } }',
      { id: gid(31) },
      admin,
    );
    const previous = await openWage(31);
    const answer = await graphql(
      stack,
      SET_NEW_WAGE,
      {
        input: {
          employeeId: gid(31),
          startDate: '2026-06-01',
          type: 'EMPLOYEE_PAID_HOURLY',
          rate: 24.5,
          registrationCountryCode: 'BE',
          weeklySchedule: [{ weekNr: 1, minutes: [480, 480, 480, 480, 0, 0, 0] }],
        },
      },
      admin,
    );
    expect(answer.data.setNewWage.userErrors).toEqual([]);
    const created = answer.data.setNewWage.wage;
    expect(created).toEqual({
      internalId: expect.any(Number),
      type: 'EMPLOYEE_PAID_HOURLY',
      startDate: '2026-06-01',
      endDate: null,
      state: 'ACTIVE',
      weeklySchedule: [{ weekNr: 1, totalMinutes: 1920 }],
    });
    expect(answer.data.setNewWage.employee.currentWage).toEqual({ internalId: created.internalId });
    expect(answer.data.setNewWage.employee.wageState).toEqual('ACTIVE');
    // part 1 §3 Total cost of the new wage in force: 24.50 an hour × 32 hours a week, with Demo Belgium's features.
    const expected = estimateMonthlyCost({
      wage: { type: 'employee_paid_hourly', rate: 24.5, registration_country_code: 'BE', currency: 'EUR' },
      averageWeeklyMinutes: 1920,
      weeklySchedule: [{ weekNr: 1, minutes: [480, 480, 480, 480, 0, 0, 0] }],
      customBenefits: [],
      features: ['wages_bonus_field'],
    });
    expect(answer.data.setNewWage.employee.currentWageTotalCosts.total).toEqual(expected.total);
    expect(expected.total).not.toEqual(before.data.employee.currentWageTotalCosts.total);
    const [ended] = await stack.db.query('SELECT end_date, termination_date FROM wages WHERE id = $1', [previous.id]);
    expect(ended).toEqual({ end_date: '2026-05-31', termination_date: null });
    const [item] = await activityOf(stack.db, 31);
    expect(item).toMatchObject({
      event_type: 'wage_updated',
      event_info_json: { old_type: 'employee_paid_monthly', new_type: 'employee_paid_hourly' },
    });
  });

  it('part 1 §2: a new wage without a schedule keeps the schedule of the wage it replaces; DD/MM/YYYY dates are accepted', async () => {
    const previous = await openWage(34);
    const answer = await rest(stack, 'POST', '/api/wages', {
      token: admin,
      body: {
        employee_id: 34,
        start_date: '01/09/2026',
        type: 'employee_paid_monthly',
        rate: 3900,
        registration_country_code: 'BE',
      },
    });
    expect(answer.status).toEqual(200);
    expect([
      answer.body.data.start_date,
      answer.body.data.weekly_time_engagement,
      answer.body.data.weekly_schedule,
    ]).toEqual(['2026-09-01', 1140, [restWeek(1, [228, 228, 228, 228, 228, 0, 0])]]);
    const [ended] = await stack.db.query('SELECT end_date FROM wages WHERE id = $1', [previous.id]);
    expect(ended).toEqual({ end_date: '2026-08-31' });
    // The wage in force today is still the old one until the new one starts.
    const detail = await rest(stack, 'GET', '/api/employees/34', { token: admin });
    expect(detail.body.current_wage.id).toEqual(previous.id);
  });

  it.each([
    // [what is wrong, REST body change, status, code, the GraphQL input field it names (null: REST only)]
    [
      'a start on the start of the latest wage',
      { start_date: '2024-10-24' },
      422,
      'START_DATE_NOT_AFTER_LATEST_WAGE',
      'startDate',
    ],
    [
      'a start before the start of the latest wage',
      { start_date: '2020-01-01' },
      422,
      'START_DATE_NOT_AFTER_LATEST_WAGE',
      'startDate',
    ],
    ['an impossible date', { start_date: '31/02/2027' }, 400, 'INVALID_DATE', 'startDate'],
    [
      'a schedule without week 1',
      { weekly_schedule: [restWeek(2, FULL)] },
      400,
      'INVALID_WEEKLY_SCHEDULE',
      'weeklySchedule',
    ],
    ['no type', { type: undefined }, 400, 'FIELD_IS_REQUIRED', null],
    ['an unknown wage type', { type: 'employee_paid_yearly' }, 400, 'INVALID_INPUT', null],
    ['a negative rate', { rate: -1 }, 400, 'OUT_OF_RANGE', null],
    [
      'more than 24 hours a day',
      { weekly_schedule: [restWeek(1, [1500, 0, 0, 0, 0, 0, 0])] },
      400,
      'OUT_OF_RANGE',
      null,
    ],
  ])('part 1 §5: a new wage with %s is refused and nothing changes', async (_label, change, status, code, field) => {
    // Person 35's open wage started on 24/10/2024.
    const before = await stateOf(35);
    const body: Record<string, unknown> = {
      employee_id: 35,
      start_date: '2026-07-01',
      type: 'employee_paid_monthly',
      rate: 3000,
      registration_country_code: 'BE',
      ...change,
    };
    const answer = await rest(stack, 'POST', '/api/wages', { token: admin, body });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    if (field !== null) {
      const weeks = body.weekly_schedule as { week_nr: number }[] | undefined;
      const input = {
        employeeId: gid(35),
        startDate: body.start_date,
        type: String(body.type).toUpperCase(),
        rate: body.rate,
        registrationCountryCode: 'BE',
        weeklySchedule: weeks?.map((w) => ({ weekNr: w.week_nr, minutes: FULL })),
      };
      const viaGraphql = await graphql(stack, SET_NEW_WAGE, { input }, admin);
      expect(
        viaGraphql.data.setNewWage.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field]),
      ).toEqual([[code, ['input', field]]]);
    }
    expect(await stateOf(35)).toEqual(before);
  });

  it('part 1 §6: setting, editing and terminating need wage access; nowage@demo.be is refused with FORBIDDEN and nothing changes', async () => {
    const nowage = await signIn(stack, 'nowage@demo.be');
    const before = await stateOf(33);
    const wage = await openWage(33);
    const calls = [
      await rest(stack, 'POST', '/api/wages', {
        token: nowage,
        body: {
          employee_id: 33,
          start_date: '2026-07-01',
          type: 'employee_paid_monthly',
          rate: 3000,
          registration_country_code: 'BE',
        },
      }),
      await rest(stack, 'POST', `/api/wages/${wage.id}`, { token: nowage, body: { rate: 1 } }),
      await rest(stack, 'POST', '/api/wages/terminate', {
        token: nowage,
        body: { employee_id: 33, termination_date: '2026-07-31' },
      }),
    ];
    expect(calls.map((c) => [c.status, c.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    const viaGraphql = await graphql(
      stack,
      TERMINATE,
      { input: { employeeId: gid(33), terminationDate: '2026-07-31' } },
      nowage,
    );
    expect(viaGraphql.data.terminateWage.userErrors.map((e: { code: string }) => e.code)).toEqual(['FORBIDDEN']);
    expect(await stateOf(33)).toEqual(before);
  });

  it('part 1 §2 edit a wage: the fields sent change, the weekly time engagement follows a new schedule, wage_updated is written', async () => {
    const wage = await openWage(33);
    const answer = await graphql(
      stack,
      UPDATE,
      {
        input: {
          wageId: toGlobalId('Wage', String(wage.id)),
          rate: 4100,
          bonusMonthly: 120,
          weeklySchedule: [{ weekNr: 1, minutes: [456, 456, 456, 456, 0, 0, 0] }],
        },
      },
      admin,
    );
    expect(answer.data.updateWage).toEqual({
      wage: {
        rate: 4100,
        weeklyTimeEngagement: 1824,
        averageWeeklyMinutes: 1824,
        weeklySchedule: [{ weekNr: 1, timeEngagementFriday: 0 }],
        bonusMonthly: 120,
      },
      userErrors: [],
    });
    const [item] = await activityOf(stack.db, 33);
    expect(item).toMatchObject({
      event_type: 'wage_updated',
      event_info_json: { old_type: 'employee_paid_monthly', new_type: 'employee_paid_monthly' },
    });
    const before = await stateOf(33);
    const refused = await graphql(
      stack,
      UPDATE,
      {
        input: {
          wageId: toGlobalId('Wage', String(wage.id)),
          weeklySchedule: [
            { weekNr: 1, minutes: FULL },
            { weekNr: 3, minutes: FULL },
          ],
        },
      },
      admin,
    );
    expect(refused.data.updateWage.userErrors).toEqual([
      { code: 'INVALID_WEEKLY_SCHEDULE', field: ['input', 'weeklySchedule'] },
    ]);
    expect(await stateOf(33)).toEqual(before);
  });

  it.each([
    ['an employee', 'payroll_contract_terminated', 35, 'employee_paid_monthly'],
    ['a freelancer', 'freelance_contract_terminated', 5, 'freelancer_paid_daily'],
    ['an intern', 'payroll_contract_terminated', 18, 'intern_not_paid'],
  ])('part 1 §3, §4: terminating %s ends the wage on the date and writes %s', async (_label, event, id, type) => {
    const answer = await graphql(
      stack,
      TERMINATE,
      { input: { employeeId: gid(id), terminationDate: '2026-08-31', terminationReason: 'resignation' } },
      admin,
    );
    expect(answer.data.terminateWage).toEqual({
      wage: {
        internalId: (
          await stack.db.query<{ id: number }>(
            "SELECT id FROM wages WHERE employee_id = $1 AND end_date = '2026-08-31'",
            [id],
          )
        )[0].id,
        endDate: '2026-08-31',
        terminationDate: '2026-08-31',
        terminationReason: 'resignation',
        state: 'TERMINATED',
        mayTerminate: false,
      },
      employee: {
        wageState: 'TERMINATED',
        termination: { date: '2026-08-31', label: 'TERMINATION_ON', reason: 'resignation' },
      },
      userErrors: [],
    });
    const [item] = await activityOf(stack.db, id);
    expect(item).toMatchObject({
      event_type: event,
      event_info_json: { termination_reason: 'resignation', old_type: type },
    });
    // part 1 §4: termination is offered only for a wage without end date.
    const again = await rest(stack, 'POST', '/api/wages/terminate', {
      token: admin,
      body: { employee_id: id, termination_date: '2026-09-30' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'WAGE_HAS_END_DATE']);
  });

  it('part 1 §4: a wage with an end date, a date before the wage start, a bad date and a pending wage are refused; nothing changes', async () => {
    const fixedTerm = await stateOf(4);
    const ended = await rest(stack, 'POST', '/api/wages/terminate', {
      token: admin,
      body: { employee_id: 4, termination_date: '2026-07-31' },
    });
    expect([ended.status, ended.body.code]).toEqual([409, 'WAGE_HAS_END_DATE']);
    expect(await stateOf(4)).toEqual(fixedTerm);

    const open = await stateOf(37);
    const early = await graphql(
      stack,
      TERMINATE,
      { input: { employeeId: gid(37), terminationDate: '2023-01-01' } },
      admin,
    );
    expect(early.data.terminateWage.userErrors).toEqual([
      {
        code: 'TERMINATION_DATE_BEFORE_WAGE_START',
        message: 'The termination date must be on or after 21/03/2023, the start of the wage.',
        field: ['input', 'terminationDate'],
      },
    ]);
    const badDate = await rest(stack, 'POST', '/api/wages/terminate', {
      token: admin,
      body: { employee_id: 37, termination_date: '2026-13-01' },
    });
    expect([badDate.status, badDate.body.code, badDate.body.field]).toEqual([400, 'INVALID_DATE', 'termination_date']);
    const noDate = await rest(stack, 'POST', '/api/wages/terminate', { token: admin, body: { employee_id: 37 } });
    expect([noDate.status, noDate.body.code]).toEqual([400, 'FIELD_IS_REQUIRED']);
    expect(await stateOf(37)).toEqual(open);

    const [pendingWage] = await stack.db.query<{ id: number }>(
      "SELECT id FROM wages WHERE employee_id = 6 AND status = 'contract_create_pending'",
    );
    const pending = await rest(stack, 'POST', '/api/wages/terminate', {
      token: admin,
      body: { employee_id: 6, wage_id: pendingWage.id, termination_date: '2026-07-31' },
    });
    expect([pending.status, pending.body.code]).toEqual([409, 'WAGE_IS_PENDING']);
    const none = await rest(stack, 'POST', '/api/wages/terminate', {
      token: admin,
      body: { employee_id: 10, termination_date: '2026-07-31' },
    });
    expect([none.status, none.body.code]).toEqual([409, 'NO_WAGE']);
  });

  it('part 1 §2: a contractless employment continuation needs wage_id (FIELD_IS_REQUIRED without it)', async () => {
    const before = await stateOf(54);
    const without = await graphql(
      stack,
      TERMINATE,
      { input: { employeeId: gid(54), terminationDate: '2026-07-31' } },
      admin,
    );
    expect(without.data.terminateWage.userErrors).toEqual([
      { code: 'FIELD_IS_REQUIRED', message: 'wage_id is required', field: ['input', 'wageId'] },
    ]);
    expect(await stateOf(54)).toEqual(before);
    const wage = await openWage(54);
    const box = await graphql(
      stack,
      'query ($id: ID!) { employee(id: $id) { currentWage { terminationPath } } }',
      { id: gid(54) },
      admin,
    );
    expect(box.data.employee.currentWage.terminationPath).toEqual(
      `/people/${encodeURIComponent(gid(54))}/wage/end?wage_id=${encodeURIComponent(toGlobalId('Wage', String(wage.id)))}`,
    );
    const withId = await graphql(
      stack,
      TERMINATE,
      { input: { employeeId: gid(54), wageId: toGlobalId('Wage', String(wage.id)), terminationDate: '2026-07-31' } },
      admin,
    );
    expect(withId.data.terminateWage.userErrors).toEqual([]);
    expect(withId.data.terminateWage.wage.terminationDate).toEqual('2026-07-31');
  });

  it('part 1 §6: under enable_dimona_restricted_account termination answers DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED and nothing changes', async () => {
    await stack.db.query(
      "UPDATE companies SET features = array_append(features, 'enable_dimona_restricted_account') WHERE id = $1",
      [BELGIUM],
    );
    try {
      const before = await stateOf(36);
      const direct = await rest(stack, 'POST', '/api/wages/terminate', {
        token: admin,
        body: { employee_id: 36, termination_date: '2026-07-31' },
      });
      expect([direct.status, direct.body.code]).toEqual([403, 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED']);
      const viaGraphql = await graphql(
        stack,
        TERMINATE,
        { input: { employeeId: gid(36), terminationDate: '2026-07-31' } },
        admin,
      );
      expect(viaGraphql.data.terminateWage.userErrors.map((e: { code: string }) => e.code)).toEqual([
        'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED',
      ]);
      expect(await stateOf(36)).toEqual(before);
    } finally {
      await stack.db.query(
        "UPDATE companies SET features = array_remove(features, 'enable_dimona_restricted_account') WHERE id = $1",
        [BELGIUM],
      );
    }
  });

  it('a failing activity item rolls the whole change back (one transaction)', async () => {
    const before = await stateOf(39);
    const restore = await failOn(stack.db, 'INSERT', 'activity_items', "NEW.event_type = 'wage_updated'");
    try {
      const answer = await rest(stack, 'POST', '/api/wages', {
        token: admin,
        body: {
          employee_id: 39,
          start_date: '2026-07-01',
          type: 'employee_paid_hourly',
          rate: 18,
          registration_country_code: 'BE',
        },
      });
      expect([answer.status, answer.body.code]).toEqual([500, 'INTERNAL_ERROR']);
    } finally {
      await restore();
    }
    expect(await stateOf(39)).toEqual(before);
  });

  it("another company's person or wage answers like a missing one and changes nothing", async () => {
    const dutch = await person(stack.db, ['openContract', 'started'], { company: NETHERLANDS });
    const before = await stateOf(dutch);
    const wage = await openWage(dutch);
    for (const employeeId of [dutch, MISSING]) {
      const calls = [
        await rest(stack, 'POST', '/api/wages', {
          token: admin,
          body: {
            employee_id: employeeId,
            start_date: '2026-07-01',
            type: 'employee_paid_monthly',
            rate: 3000,
            registration_country_code: 'NL',
          },
        }),
        await rest(stack, 'POST', '/api/wages/terminate', {
          token: admin,
          body: { employee_id: employeeId, termination_date: '2026-07-31' },
        }),
        await rest(stack, 'GET', `/api/wages/pending_contract_status?employee_id=${employeeId}`, { token: admin }),
      ];
      expect(calls.map((c) => [c.status, c.body.code])).toEqual([
        [404, 'NOT_FOUND'],
        [404, 'NOT_FOUND'],
        [404, 'NOT_FOUND'],
      ]);
    }
    for (const wageId of [wage.id, MISSING]) {
      const edit = await rest(stack, 'POST', `/api/wages/${wageId}`, { token: admin, body: { rate: 1 } });
      expect([edit.status, edit.body]).toEqual([404, { code: 'NOT_FOUND', message: 'This wage does not exist.' }]);
      // A Belgian person with a Dutch wage id: the wage is not theirs.
      const terminate = await rest(stack, 'POST', '/api/wages/terminate', {
        token: admin,
        body: { employee_id: 40, wage_id: wageId, termination_date: '2026-07-31' },
      });
      expect([terminate.status, terminate.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    const viaGraphql = await graphql(
      stack,
      UPDATE,
      { input: { wageId: toGlobalId('Wage', String(wage.id)), rate: 1 } },
      admin,
    );
    expect(viaGraphql.data.updateWage).toEqual({ wage: null, userErrors: [{ code: 'NOT_FOUND', field: null }] });
    const setForeign = await graphql(
      stack,
      SET_NEW_WAGE,
      {
        input: {
          employeeId: gid(dutch),
          startDate: '2026-07-01',
          type: 'EMPLOYEE_PAID_MONTHLY',
          rate: 3000,
          registrationCountryCode: 'NL',
        },
      },
      admin,
    );
    expect(setForeign.data.setNewWage).toEqual({
      wage: null,
      employee: null,
      userErrors: [{ code: 'NOT_FOUND', message: 'This person does not exist.', field: null }],
    });
    expect(await stateOf(dutch)).toEqual(before);
  });
});
