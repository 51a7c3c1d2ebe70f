import { RestFailure } from '../../core/restClient';
import { PERSON, PERSON_ID, personRoutes, usageItem } from '../../test/daysOffFixtures';
import { runQuery } from '../../test/runQuery';

const ADD = `mutation ($input: AddDaysOffInput!) { addDaysOff(input: $input) {
  employee { internalId } entryIds limitReached followUp { kind employeeInternalId firstDay } userErrors { code message field }
} }`;
const LIMIT_MESSAGE = 'You have reached the maximum days off for this type.';

/** A route that keeps each body it was sent. */
function recorder(answer: (body: Record<string, unknown>) => unknown) {
  const bodies: Record<string, unknown>[] = [];
  return { bodies, route: (body: Record<string, unknown>) => (bodies.push(body), answer(body)) };
}

const addInput = (overrides: Record<string, unknown> = {}) => ({
  employeeId: PERSON_ID,
  type: 'CUSTOM',
  customDayOffTypeId: 3,
  amPmHint: 'ALL_DAY',
  days: [{ date: '2026-07-07' }, { date: '2026-07-06' }, { date: '2026-07-08' }],
  ...overrides,
});

describe('addDaysOff (part 1 §3 request payload, §7 add day off)', () => {
  it('sends the payload of domain requestForm: days indexed in date order, ISO dates, all_day for a null duration', async () => {
    const add = recorder(() => ({ ids: [101, 102, 103], unemployment_check: 0 }));
    const result = await runQuery(
      ADD,
      { input: addInput({ sendNotification: true, optionalMessage: 'Summer' }) },
      { ...personRoutes(), '/api/days_off/personal_days_off/add': add.route },
    );
    expect(add.bodies).toEqual([
      {
        employee_id: 2,
        type: 'custom',
        custom_day_off_type_id: 3,
        send_notification: 1,
        optional_message: 'Summer',
        ignore_day_off_limits: 0,
        set_full_day_on_non_working_day: 0,
        am_pm_hint: 'all_day',
        date_0: '2026-07-06',
        start_minutes_0: 540,
        duration_minutes_0: 'all_day',
        date_1: '2026-07-07',
        start_minutes_1: 540,
        duration_minutes_1: 'all_day',
        date_2: '2026-07-08',
        start_minutes_2: 540,
        duration_minutes_2: 'all_day',
      },
    ]);
    expect((result.data as any).addDaysOff).toEqual({
      employee: { internalId: 2 },
      entryIds: [101, 102, 103],
      limitReached: false,
      followUp: null,
      userErrors: [],
    });
  });

  it('part 1 §4: an afternoon starts at 780 by default; given minutes and durations go as they are; no custom type id when absent', async () => {
    const add = recorder(() => ({ ids: [7], unemployment_check: 0 }));
    await runQuery(
      ADD,
      {
        input: addInput({
          type: 'SICK_DAY',
          customDayOffTypeId: null,
          amPmHint: 'PM',
          days: [{ date: '2026-07-06', durationMinutes: 240 }],
        }),
      },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/add': add.route,
      },
    );
    await runQuery(
      ADD,
      {
        input: addInput({
          amPmHint: 'CUSTOM',
          days: [{ date: '2026-07-06', startMinutes: 600, durationMinutes: 90 }],
          setFullDayOnNonWorkingDay: true,
        }),
      },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/add': add.route,
      },
    );
    expect(
      add.bodies.map((b) => [
        b.type,
        b.custom_day_off_type_id,
        b.am_pm_hint,
        b.start_minutes_0,
        b.duration_minutes_0,
        b.set_full_day_on_non_working_day,
      ]),
    ).toEqual([
      ['sick_day', undefined, 'pm', 780, 240, 0],
      ['custom', 3, 'custom', 600, 90, 1],
    ]);
  });

  it('part 1 §7: with a ruleset it adds by ruleset (priority scheme), sending ruleset_id', async () => {
    const add = recorder(() => ({ ids: [9], unemployment_check: 0 }));
    const result = await runQuery(
      ADD,
      { input: addInput({ customDayOffTypeId: null, rulesetId: 4, days: [{ date: '2026-07-06' }] }) },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/add_by_ruleset': add.route,
      },
    );
    expect(result.calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/days_off/personal_days_off/add_by_ruleset',
    ]);
    expect([add.bodies[0].ruleset_id, add.bodies[0].custom_day_off_type_id]).toEqual([4, undefined]);
  });

  it('part 1 §2, §4: the unemployment check leads to the Belgium-only follow-up with the first day of the request (ISO)', async () => {
    const result = await runQuery(
      ADD,
      { input: addInput() },
      { ...personRoutes(), '/api/days_off/personal_days_off/add': { ids: [1, 2, 3], unemployment_check: 1 } },
    );
    expect((result.data as any).addDaysOff.followUp).toEqual({
      kind: 'CONFIRM',
      employeeInternalId: PERSON,
      firstDay: '2026-07-06',
    });
  });

  describe('part 1 §8: over-limit signs give limitReached and the userError; nothing else does', () => {
    const refusal = (
      status: number,
      code: string,
      message: string,
      signs: { reasonPhrase?: string; i18nCode?: string } = {},
    ) =>
      runQuery(
        ADD,
        { input: addInput() },
        { ...personRoutes(), '/api/days_off/personal_days_off/add': new RestFailure(status, { code, message }, signs) },
      );

    it.each([
      ['the code DAY_OFF_CREATE_LIMIT_ERR', 422, 'DAY_OFF_CREATE_LIMIT_ERR', LIMIT_MESSAGE, {}, true],
      ['the code ERR_TOO_MUCH_DAYS_PLANNED', 422, 'ERR_TOO_MUCH_DAYS_PLANNED', 'Too many days planned.', {}, true],
      ['the code ERR_TIME_OFF_ON_NON_WORK_DAY', 422, 'ERR_TIME_OFF_ON_NON_WORK_DAY', 'Not a working day.', {}, true],
      ['the reason phrase alone', 422, 'SOME_LIMIT', 'Over.', { reasonPhrase: LIMIT_MESSAGE }, true],
      ['the i18n_code header alone', 422, 'SOME_LIMIT', 'Over.', { i18nCode: 'limit_reached_for_type' }, true],
      [
        'a refusal of another kind (FORBIDDEN)',
        403,
        'FORBIDDEN',
        'You may not plan days off for this person.',
        { reasonPhrase: 'Forbidden' },
        false,
      ],
      [
        'a missing type (SELECT_DAY_OFF_TYPE_FIRST)',
        400,
        'SELECT_DAY_OFF_TYPE_FIRST',
        'Select a day-off type first.',
        {},
        false,
      ],
    ])('%s', async (_sign, status, code, message, signs, limitReached) => {
      const result = await refusal(status, code, message, signs);
      expect((result.data as any).addDaysOff).toEqual({
        employee: { internalId: 2 },
        entryIds: [],
        limitReached,
        followUp: null,
        userErrors: [{ code, message, field: null }],
      });
    });
  });

  it('part 1 §5, §8: an admin retries ignoring the limits (ignore_day_off_limits = 1) and the days are stored', async () => {
    const add = recorder((body) => {
      if (body.ignore_day_off_limits !== 1)
        throw new RestFailure(
          422,
          { code: 'DAY_OFF_CREATE_LIMIT_ERR', message: LIMIT_MESSAGE },
          { i18nCode: 'limit_reached_for_type' },
        );
      return { ids: [55], unemployment_check: 0 };
    });
    const routes = { ...personRoutes(), '/api/days_off/personal_days_off/add': add.route };
    const first = await runQuery(ADD, { input: addInput({ days: [{ date: '2026-07-06' }] }) }, routes);
    expect((first.data as any).addDaysOff.limitReached).toEqual(true);
    const retry = await runQuery(
      ADD,
      { input: addInput({ days: [{ date: '2026-07-06' }], ignoreDayOffLimits: true }) },
      routes,
    );
    expect((retry.data as any).addDaysOff).toEqual({
      employee: { internalId: 2 },
      entryIds: [55],
      limitReached: false,
      followUp: null,
      userErrors: [],
    });
    expect(add.bodies.map((b) => b.ignore_day_off_limits)).toEqual([0, 1]);
  });

  it('names the input day of an indexed REST field (date_n is the n-th day in date order)', async () => {
    const result = await runQuery(
      ADD,
      { input: addInput() },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/add': new RestFailure(400, {
          code: 'INVALID_INPUT',
          message: 'date_2 is not a working day',
          field: 'date_2',
        }),
      },
    );
    // date_2 is 2026-07-08, the third input day.
    expect((result.data as any).addDaysOff.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'date_2 is not a working day', field: ['input', 'days', '2', 'date'] },
    ]);
    const custom = await runQuery(
      ADD,
      { input: addInput({ customDayOffTypeId: null }) },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/add': new RestFailure(400, {
          code: 'SELECT_DAY_OFF_TYPE_FIRST',
          message: 'Select a day-off type first.',
          field: 'custom_day_off_type_id',
        }),
      },
    );
    expect((custom.data as any).addDaysOff.userErrors[0].field).toEqual(['input', 'customDayOffTypeId']);
  });

  it.each([
    // The input is unsorted: payload day 0 is input day 1 (07-06), payload day 1 input day 0 (07-07, the middle date).
    ['date_1', ['input', 'days', '0', 'date']],
    ['date_0', ['input', 'days', '1', 'date']],
    // One date twice (morning and afternoon): each payload day names its own input day, not the first of its date.
    ['start_minutes_2', ['input', 'days', '3', 'startMinutes']],
    ['duration_minutes_1', ['input', 'days', '0', 'durationMinutes']],
    // An index the payload does not hold names the list.
    ['date_9', ['input', 'days']],
  ])('maps a REST error on %s to its input day by index, whatever the order of the input', async (field, expected) => {
    const days = [
      { date: '2026-07-07', startMinutes: 540, durationMinutes: 240 },
      { date: '2026-07-06' },
      { date: '2026-07-08' },
      { date: '2026-07-07', startMinutes: 780, durationMinutes: 240 },
    ];
    const add = recorder(() => {
      throw new RestFailure(400, { code: 'INVALID_INPUT', message: `${field} is refused`, field });
    });
    const result = await runQuery(
      ADD,
      { input: addInput({ amPmHint: 'CUSTOM', days }) },
      { ...personRoutes(), '/api/days_off/personal_days_off/add': add.route },
    );
    expect((result.data as any).addDaysOff.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: `${field} is refused`, field: expected },
    ]);
    // The payload keeps date order, so the REST API plans and stores the days as before.
    const body = add.bodies[0];
    expect([0, 1, 2, 3].map((n) => [body[`date_${n}`], body[`start_minutes_${n}`]])).toEqual([
      ['2026-07-06', 540],
      ['2026-07-07', 540],
      ['2026-07-07', 780],
      ['2026-07-08', 540],
    ]);
  });

  it('refuses a day that is not an ISO date, and a malformed person id, without a REST change', async () => {
    const badDate = await runQuery(
      ADD,
      { input: addInput({ days: [{ date: '2026-07-06' }, { date: '06/07/2026' }] }) },
      personRoutes(),
    );
    expect((badDate.data as any).addDaysOff.userErrors).toEqual([
      {
        code: 'INVALID_DATE',
        message: 'The date must be a date as YYYY-MM-DD.',
        field: ['input', 'days', '1', 'date'],
      },
    ]);
    const badPerson = await runQuery(ADD, { input: addInput({ employeeId: 'nope' }) }, personRoutes());
    expect((badPerson.data as any).addDaysOff.userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'This person does not exist.', field: null },
    ]);
    expect([...badDate.calls, ...badPerson.calls].filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it("answers the person afresh: the payload's usage is read after the change", async () => {
    const result = await runQuery(
      `mutation ($input: AddDaysOffInput!) { addDaysOff(input: $input) { employee { daysOffUsage(year: 2026) { types { daysNotApproved } } } } }`,
      { input: addInput() },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/add': { ids: [1, 2, 3], unemployment_check: 0 },
        '/api/days_off/budget_usage': {
          budgets: { custom_types: [usageItem({ days_not_approved: 3 })], rulesets: [] },
        },
      },
    );
    expect((result.data as any).addDaysOff.employee.daysOffUsage.types).toEqual([{ daysNotApproved: 3 }]);
    const post = result.calls.indexOf('POST /api/days_off/personal_days_off/add');
    expect(result.calls.indexOf('GET /api/days_off/budget_usage?employee_id=2&year=2026')).toBeGreaterThan(post);
  });

  it('an UNAUTHENTICATED answer is an error, not a userError', async () => {
    const result = await runQuery(
      ADD,
      { input: addInput() },
      {
        '/api/days_off/personal_days_off/add': new RestFailure(401, {
          code: 'UNAUTHENTICATED',
          message: 'Sign in first.',
        }),
      },
      null,
    );
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('removeDaysOff and removeCompanyDayOff (part 1 §7 remove day off)', () => {
  const REMOVE = `mutation ($input: RemoveDaysOffInput!) { removeDaysOff(input: $input) { employee { internalId } removedCount followUp { kind employeeInternalId firstDay } userErrors { code message field } } }`;

  it('sends entry_id_0..n with the notification choice, and answers the count', async () => {
    const remove = recorder(() => ({ removed: 2, unemployment_cancellation: 0 }));
    const result = await runQuery(
      REMOVE,
      { input: { employeeId: PERSON_ID, entryIds: [11, 12], sendNotification: true, optionalMessage: 'Sorry' } },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/remove': remove.route,
      },
    );
    expect(remove.bodies).toEqual([
      { employee_id: 2, send_notification: 1, optional_message: 'Sorry', entry_id_0: 11, entry_id_1: 12 },
    ]);
    expect((result.data as any).removeDaysOff).toEqual({
      employee: { internalId: 2 },
      removedCount: 2,
      followUp: null,
      userErrors: [],
    });
  });

  it('part 1 §2, §4: an unemployment cancellation leads to confirm_cancel with the first removed day', async () => {
    const routes = {
      ...personRoutes(),
      '/api/days_off/personal_days_off/remove': { removed: 1, unemployment_cancellation: 1 },
    };
    const withDay = await runQuery(
      REMOVE,
      { input: { employeeId: PERSON_ID, entryIds: [11], firstDay: '2026-07-06' } },
      routes,
    );
    expect((withDay.data as any).removeDaysOff.followUp).toEqual({
      kind: 'CONFIRM_CANCEL',
      employeeInternalId: PERSON,
      firstDay: '2026-07-06',
    });
    const withoutDay = await runQuery(REMOVE, { input: { employeeId: PERSON_ID, entryIds: [11] } }, routes);
    expect((withoutDay.data as any).removeDaysOff.followUp).toEqual({
      kind: 'CONFIRM_CANCEL',
      employeeInternalId: PERSON,
      firstDay: null,
    });
    const badDay = await runQuery(
      REMOVE,
      { input: { employeeId: PERSON_ID, entryIds: [11], firstDay: '6 July' } },
      routes,
    );
    expect((badDay.data as any).removeDaysOff.userErrors).toEqual([
      { code: 'INVALID_DATE', message: 'The date must be a date as YYYY-MM-DD.', field: ['input', 'firstDay'] },
    ]);
    expect(badDay.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('part 1 §5: NOTHING_TO_DELETE comes back as a userError; an id of another person names its entry', async () => {
    const nothing = await runQuery(
      REMOVE,
      { input: { employeeId: PERSON_ID, entryIds: [] } },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/remove': new RestFailure(
          400,
          { code: 'NOTHING_TO_DELETE', message: 'Click the slots to remove.', field: 'entry_id_0' },
          { i18nCode: 'CLICK_SLOTS_TO_REMOVE' },
        ),
      },
    );
    expect((nothing.data as any).removeDaysOff).toEqual({
      employee: { internalId: 2 },
      removedCount: 0,
      followUp: null,
      userErrors: [{ code: 'NOTHING_TO_DELETE', message: 'Click the slots to remove.', field: ['input', 'entryIds'] }],
    });
    const foreign = await runQuery(
      REMOVE,
      { input: { employeeId: PERSON_ID, entryIds: [11, 99] } },
      {
        ...personRoutes(),
        '/api/days_off/personal_days_off/remove': new RestFailure(404, {
          code: 'NOT_FOUND',
          message: 'No such day off.',
          field: 'entry_id_1',
        }),
      },
    );
    expect((foreign.data as any).removeDaysOff.userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'No such day off.', field: ['input', 'entryIds', '1'] },
    ]);
  });

  it('removes a company day off for one person with the ISO date', async () => {
    const REMOVE_COMPANY = `mutation ($input: RemoveCompanyDayOffInput!) { removeCompanyDayOff(input: $input) { removedCount followUp { kind employeeInternalId firstDay } userErrors { code field } } }`;
    const remove = recorder(() => ({ success: 1 }));
    const result = await runQuery(
      REMOVE_COMPANY,
      { input: { employeeId: PERSON_ID, date: '2026-12-25' } },
      {
        ...personRoutes(),
        '/api/days_off/company_days_off/remove_for_employee': remove.route,
      },
    );
    expect(remove.bodies).toEqual([{ employee_id: 2, date: '2026-12-25' }]);
    expect((result.data as any).removeCompanyDayOff).toEqual({ removedCount: 1, followUp: null, userErrors: [] });
    const missing = await runQuery(
      REMOVE_COMPANY,
      { input: { employeeId: PERSON_ID, date: '2026-12-24' } },
      {
        ...personRoutes(),
        '/api/days_off/company_days_off/remove_for_employee': new RestFailure(404, {
          code: 'NOT_FOUND',
          message: 'There is no company day off that day.',
        }),
      },
    );
    expect((missing.data as any).removeCompanyDayOff.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);
    const bad = await runQuery(
      REMOVE_COMPANY,
      { input: { employeeId: PERSON_ID, date: '25/12/2026' } },
      personRoutes(),
    );
    expect((bad.data as any).removeCompanyDayOff.userErrors).toEqual([
      { code: 'INVALID_DATE', field: ['input', 'date'] },
    ]);
  });
});

describe('replanDaysOff (part 1 §7, §8 REPLANNING_SUCCESS / REPLANNING_FAILED)', () => {
  const REPLAN = `mutation ($id: ID!) { replanDaysOff(input: { employeeId: $id }) { employee { internalId } success userErrors { code } } }`;

  it('answers success, or the refusal without success', async () => {
    const replan = recorder(() => ({ success: 1 }));
    const ok = await runQuery(
      REPLAN,
      { id: PERSON_ID },
      { ...personRoutes(), '/api/days_off/replan_all_rulesets': replan.route },
    );
    expect(replan.bodies).toEqual([{ employee_id: 2 }]);
    expect((ok.data as any).replanDaysOff).toEqual({ employee: { internalId: 2 }, success: true, userErrors: [] });
    const refused = await runQuery(
      REPLAN,
      { id: PERSON_ID },
      {
        ...personRoutes(),
        '/api/days_off/replan_all_rulesets': new RestFailure(403, {
          code: 'FORBIDDEN',
          message: 'You may not replan days off.',
        }),
      },
    );
    expect((refused.data as any).replanDaysOff).toEqual({
      employee: { internalId: 2 },
      success: false,
      userErrors: [{ code: 'FORBIDDEN' }],
    });
  });
});
