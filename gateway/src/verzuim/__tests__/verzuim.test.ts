// Verzuim in the gateway: Employee.verzuim gated by domain maySee('verzuim') (part 1 §6) and batched over a
// list of people, the fields of part 1 §3 with the Poortwachter timeline, the calendar's link to its verzuim, and the
// mutations' REST bodies and userErrors.
import { toGlobalId } from 'graphql-relay';
import type { VerzuimModel } from '../../core/models';
import { RestFailure } from '../../core/restClient';
import { PERSON, PERSON_ID, permissionContext, personRoutes } from '../../test/daysOffFixtures';
import { employeeRow } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';

const BY_EMPLOYEES = '/api/days_off/personal_days_off/verzuim/by_employees';
const BATCH = '/api/days_off/personal_days_off/verzuim/batch';
const VERZUIM = ['daysoff/verzuim'];

export function verzuimRow(overrides: Partial<VerzuimModel> = {}): VerzuimModel {
  return {
    id: 9,
    employee_id: PERSON,
    start_date: '2026-06-01',
    end_date: null,
    end_date_dmy: null,
    status: 'REPORTED_SICK',
    days: [{ id: 501, date: '2026-06-01', duration_minutes: null }],
    duration_type: 'all_day',
    vangnetbepaling: 0,
    work_accident: 1,
    traffic_accident: 0,
    duration_minutes_on_first_day: null,
    custom_duration_minutes_per_day: null,
    expected_recovery_date: '2026-06-22',
    notification_date: '2026-06-01',
    notification_time: '08:30',
    recovery_percentage: null,
    average_weekly_minutes: 2400,
    minutes_per_day: null,
    minutes_verzuim_on_first_day: null,
    initial_verzuim_id: null,
    previous_verzuim_id: null,
    next_verzuim_id: null,
    ongoing: 1,
    future: 0,
    poortwachter: [{ step: 'PROBLEM_ANALYSIS', week: 6, date: '2026-07-13', state: 'DUE', next: true }],
    ...overrides,
  };
}

const QUERY = `query ($id: ID!) { employee: node(id: $id) { ... on Employee { verzuim(year: 2026) {
  id internalId startDate endDate status durationType workAccident vangnetbepaling ongoing future notificationTime
  days { entryId date durationMinutes } poortwachter { step week date state next }
} } } }`;

describe('Employee.verzuim (part 1 §2 sick-leave section, §6)', () => {
  it('part 1 §3: the items with their fields and the Poortwachter timeline, enums in upper case', async () => {
    const result = await runQuery(
      QUERY,
      { id: PERSON_ID },
      {
        ...personRoutes(permissionContext({ integrationFeatures: VERZUIM })),
        [BY_EMPLOYEES]: { data: [{ employee_id: PERSON, verzuim_items: [verzuimRow()] }] },
      },
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as any).employee.verzuim).toEqual([
      {
        id: toGlobalId('Verzuim', '9'),
        internalId: 9,
        startDate: '2026-06-01',
        endDate: null,
        status: 'REPORTED_SICK',
        durationType: 'ALL_DAY',
        workAccident: true,
        vangnetbepaling: false,
        ongoing: true,
        future: false,
        notificationTime: '08:30',
        days: [{ entryId: 501, date: '2026-06-01', durationMinutes: null }],
        poortwachter: [{ step: 'PROBLEM_ANALYSIS', week: 6, date: '2026-07-13', state: 'DUE', next: true }],
      },
    ]);
    expect(result.calls).toContain(`GET ${BY_EMPLOYEES}?employee_ids=2&year=2026`);
  });

  it('part 1 §6: without daysoff/verzuim the field is null with FORBIDDEN on its path and REST is not asked', async () => {
    const result = await runQuery(QUERY, { id: PERSON_ID }, { ...personRoutes(permissionContext()) });
    expect((result.data as any).employee.verzuim).toBeNull();
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['employee', 'verzuim'], 'FORBIDDEN']]);
    expect(result.calls.some((call) => call.includes('verzuim'))).toEqual(false);
  });

  it('a list of people costs one verzuim call', async () => {
    const ids = [2, 3, 4];
    const result = await runQuery(
      `query { a: node(id: "${toGlobalId('Employee', '2')}") { ... on Employee { verzuim(year: 2026) { internalId } } }
      b: node(id: "${toGlobalId('Employee', '3')}") { ... on Employee { verzuim(year: 2026) { internalId } } }
      c: node(id: "${toGlobalId('Employee', '4')}") { ... on Employee { verzuim(year: 2026) { internalId } } } }`,
      {},
      {
        '/api/employees/batch': { data: ids.map((id) => employeeRow(id)) },
        '/api/employees/permissions/batch': {
          data: ids.map((id) => ({ id, context: permissionContext({ integrationFeatures: VERZUIM }) })),
        },
        [BY_EMPLOYEES]: {
          data: ids.map((id) => ({ employee_id: id, verzuim_items: [verzuimRow({ id: id * 10, employee_id: id })] })),
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.calls.filter((call) => call.includes('verzuim'))).toEqual([
      `GET ${BY_EMPLOYEES}?employee_ids=2%2C3%2C4&year=2026`,
    ]);
  });

  it('node(id:) of a Verzuim goes through the batch read; one left out answers null', async () => {
    const result = await runQuery(
      `query { a: node(id: "${toGlobalId('Verzuim', '9')}") { ... on Verzuim { startDate } } b: node(id: "${toGlobalId('Verzuim', '8')}") { id } }`,
      {},
      {
        [BATCH]: { data: [verzuimRow()] },
      },
    );
    expect(result.data).toEqual({ a: { startDate: '2026-06-01' }, b: null });
    expect(result.calls).toEqual([`GET ${BATCH}?ids=9%2C8`]);
  });
});

const REPORT = `mutation ($input: ReportVerzuimInput!) { reportVerzuim(input: $input) { verzuim { internalId } employee { internalId } userErrors { code field } } }`;
const RECOVER = `mutation ($input: ReportVerzuimPartialRecoveryInput!) { reportVerzuimPartialRecovery(input: $input) { verzuim { internalId status } userErrors { code field } } }`;
const EDIT = `mutation ($input: EditVerzuimInput!) { editVerzuim(input: $input) { verzuim { internalId } userErrors { code field } } }`;
const DELETE = `mutation ($input: DeleteVerzuimInput!) { deleteVerzuim(input: $input) { deletedVerzuimId employee { internalId } userErrors { code } } }`;

describe('verzuim mutations (part 1 §7)', () => {
  const V = '/api/days_off/personal_days_off/verzuim';
  it('reportVerzuim sends reportVerzuimStart and answers the new item', async () => {
    const bodies: unknown[] = [];
    const result = await runQuery(
      REPORT,
      { input: { employeeId: PERSON_ID, startDate: '2026-06-01', notificationTime: '08:30' } },
      {
        ...personRoutes(),
        [`${V}/reportVerzuimStart`]: (body: unknown) => (bodies.push(body), { id: 9 }),
        [BATCH]: { data: [verzuimRow()] },
      },
    );
    expect(bodies).toEqual([
      {
        employee_id: PERSON,
        start_date: '2026-06-01',
        minutes_per_day: null,
        minutes_verzuim_on_first_day: null,
        expected_recovery_date: null,
        average_weekly_minutes: null,
        notification_date: null,
        notification_time: '08:30',
      },
    ]);
    expect((result.data as any).reportVerzuim).toEqual({
      verzuim: { internalId: 9 },
      employee: { internalId: PERSON },
      userErrors: [],
    });
  });

  it('a rule of domain verzuim comes back as a userError with its code and field', async () => {
    const result = await runQuery(
      REPORT,
      { input: { employeeId: PERSON_ID, startDate: '2026-06-01' } },
      {
        ...personRoutes(),
        [`${V}/reportVerzuimStart`]: new RestFailure(409, {
          code: 'VERZUIM_ALREADY_OPEN',
          message: 'open',
          field: 'start_date',
        }),
      },
    );
    expect((result.data as any).reportVerzuim).toEqual({
      verzuim: null,
      employee: { internalId: PERSON },
      userErrors: [{ code: 'VERZUIM_ALREADY_OPEN', field: ['input', 'startDate'] }],
    });
  });

  it('reportVerzuimPartialRecovery takes the person from the item it continues', async () => {
    const bodies: unknown[] = [];
    const result = await runQuery(
      RECOVER,
      { input: { verzuimId: toGlobalId('Verzuim', '9'), startDate: '2026-06-08', recoveryPercentage: 50 } },
      {
        ...personRoutes(),
        [`${V}/reportVerzuimPartialRecovery`]: (body: unknown) => (bodies.push(body), { id: 10 }),
        [BATCH]: (query: Record<string, string>) => ({
          data: query.ids
            .split(',')
            .map((id) => verzuimRow({ id: Number(id), status: id === '10' ? 'PARTIALLY_RECOVERED' : 'REPORTED_SICK' })),
        }),
      },
    );
    expect(bodies).toEqual([
      {
        employee_id: PERSON,
        start_date: '2026-06-08',
        recovery_percentage: 50,
        minutes_per_day: null,
        previous_verzuim_id: 9,
        average_weekly_minutes: null,
      },
    ]);
    expect((result.data as any).reportVerzuimPartialRecovery).toEqual({
      verzuim: { internalId: 10, status: 'PARTIALLY_RECOVERED' },
      userErrors: [],
    });
  });

  it('editVerzuim sends only the fields given (null clears), flags as 0/1; a missing id is NOT_FOUND', async () => {
    const bodies: unknown[] = [];
    await runQuery(
      EDIT,
      { input: { verzuimId: toGlobalId('Verzuim', '9'), workAccident: true, expectedRecoveryDate: null } },
      {
        ...personRoutes(),
        [`${V}/editVerzuimItem`]: (body: unknown) => (bodies.push(body), { verzuim: verzuimRow() }),
        [BATCH]: { data: [verzuimRow()] },
      },
    );
    expect(bodies).toEqual([{ verzuim_id: 9, work_accident: 1, expected_recovery_date: null }]);
    const missing = await runQuery(EDIT, { input: { verzuimId: PERSON_ID } }, {});
    expect((missing.data as any).editVerzuim.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);
  });

  it('deleteVerzuim answers the deleted id and the person', async () => {
    const result = await runQuery(
      DELETE,
      { input: { verzuimId: toGlobalId('Verzuim', '9') } },
      {
        ...personRoutes(),
        [`${V}/deleteVerzuimItem`]: { success: 1, employee_id: PERSON },
      },
    );
    expect((result.data as any).deleteVerzuim).toEqual({
      deletedVerzuimId: toGlobalId('Verzuim', '9'),
      employee: { internalId: PERSON },
      userErrors: [],
    });
  });
});
