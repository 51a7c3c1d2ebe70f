// Leave requests in the graph (domain leaveRequests.ts): "To approve" costs one REST call and one batch of people for a
// page, the history is gated like the calendar, node(id:) reads through the batch, and the decisions map the REST
// refusals (request_ids_n) to the input's ids[n].
import { toGlobalId } from 'graphql-relay';
import type { LeaveRequestRow } from '../../core/models';
import { RestFailure } from '../../core/restClient';
import { employeeRow, viewerAnswer } from '../../test/fixtures';
import { PERSON, PERSON_ID, permissionContext, personRoutes } from '../../test/daysOffFixtures';
import { runQuery } from '../../test/runQuery';

const requestId = (id: number) => toGlobalId('LeaveRequest', String(id));

function leaveRequest(id: number, overrides: Partial<LeaveRequestRow> = {}): LeaveRequestRow {
  return {
    id,
    employee_id: PERSON,
    employee_name: 'Person 2',
    day_off_type_id: 3,
    ruleset_id: null,
    type_name: 'Wettelijk verlof',
    state: 'pending',
    message: 'Family trip',
    days: [{ date: '2026-07-06', am_pm_hint: 'all_day', start_minutes: 540, duration_minutes: null }],
    first_day: '2026-07-06',
    last_day: '2026-07-06',
    total_minutes: 456,
    day_count: 1,
    requested_by: 7,
    requested_by_name: 'Emiel Employee',
    requested_at: '2026-06-10T08:00:00Z',
    decided_by: null,
    decided_by_name: null,
    decided_at: null,
    decline_reason: null,
    balance_after: { kind: 'left', unit: 'days', amount: 12 },
    ...overrides,
  };
}

const FIELDS = `id internalId employee { internalId } typeName days { date amPmHint startMinutes durationMinutes }
  firstDay lastDay durationMinutes dayCount state message requestedAt requestedByName decidedAt decidedByName
  declineReason balanceAfter { kind unit amount }`;

describe('Query.leaveRequestsToDecide ("To approve", decision: deciders by decideDaysOff)', () => {
  const QUERY = `query ($first: Int, $after: String) { leaveRequestsToDecide(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;

  it('a page costs one REST call and one batch read of its people, whatever its length', async () => {
    const rows = [leaveRequest(1), leaveRequest(2, { employee_id: 3 }), leaveRequest(3, { employee_id: 4 })];
    const result = await runQuery(
      QUERY,
      { first: 3 },
      {
        '/api/days_off/requests/to_decide': { data: rows, total: 7 },
        '/api/employees/batch': { data: [employeeRow(2), employeeRow(3), employeeRow(4)] },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.calls).toEqual([
      'GET /api/days_off/requests/to_decide?page=0&per_page=3',
      'GET /api/employees/batch?ids=2%2C3%2C4',
    ]);
    const page = (result.data as any).leaveRequestsToDecide;
    expect([page.totalCount, page.pageInfo.hasNextPage]).toEqual([7, true]);
    expect(page.edges[0].node).toEqual({
      id: requestId(1),
      internalId: 1,
      employee: { internalId: 2 },
      typeName: 'Wettelijk verlof',
      days: [{ date: '2026-07-06', amPmHint: 'ALL_DAY', startMinutes: 540, durationMinutes: null }],
      firstDay: '2026-07-06',
      lastDay: '2026-07-06',
      durationMinutes: 456,
      dayCount: 1,
      state: 'PENDING',
      message: 'Family trip',
      requestedAt: '2026-06-10T08:00:00Z',
      requestedByName: 'Emiel Employee',
      decidedAt: null,
      decidedByName: null,
      declineReason: null,
      balanceAfter: { kind: 'left', unit: 'days', amount: 12 },
    });
  });

  it('first above 100 is refused before any REST call', async () => {
    const result = await runQuery(QUERY, { first: 101 }, {});
    expect([result.errors?.[0].extensions?.code, result.calls]).toEqual(['BAD_USER_INPUT', []]);
  });
});

describe('Viewer.leaveRequestsToDecideCount', () => {
  it('is the REST count', async () => {
    const result = await runQuery(
      `{ viewer { leaveRequestsToDecideCount } }`,
      {},
      {
        '/api/auth/viewer': viewerAnswer,
        '/api/days_off/requests/to_decide/count': { count: 4 },
      },
    );
    expect((result.data as any).viewer).toEqual({ leaveRequestsToDecideCount: 4 });
  });
});

describe('Employee.leaveRequests (the history, gated like the calendar)', () => {
  const QUERY = `query ($id: ID!) { node(id: $id) { ... on Employee { leaveRequests(year: 2026) { state declineReason } } } }`;

  it("a declined request's reason is a string, HTML included, as stored", async () => {
    const reason = '<b>Busy</b> <script>alert(1)</script>';
    const result = await runQuery(
      QUERY,
      { id: PERSON_ID },
      {
        ...personRoutes(),
        '/api/days_off/requests/employee/2': {
          data: [leaveRequest(5, { state: 'declined', decline_reason: reason, balance_after: null })],
        },
      },
    );
    expect((result.data as any).node.leaveRequests).toEqual([{ state: 'DECLINED', declineReason: reason }]);
  });

  it('a viewer who may not see days off gets null with FORBIDDEN, and the history is not asked', async () => {
    const result = await runQuery(
      QUERY,
      { id: PERSON_ID },
      personRoutes(permissionContext({ features: ['disable_days_off'] })),
    );
    expect((result.data as any).node.leaveRequests).toBeNull();
    expect(result.errors?.[0].extensions?.code).toEqual('FORBIDDEN');
    expect(result.calls.some((call) => call.includes('/requests/'))).toEqual(false);
  });
});

describe('node(id:) of a LeaveRequest', () => {
  const QUERY = `query ($id: ID!) { node(id: $id) { ... on LeaveRequest { internalId state } } }`;

  it("reads through the batch; another company's id, left out by REST, answers null", async () => {
    const routes = { '/api/days_off/requests/batch': { data: [leaveRequest(8)] } };
    expect((await runQuery(QUERY, { id: requestId(8) }, routes)).data).toEqual({
      node: { internalId: 8, state: 'PENDING' },
    });
    const other = await runQuery(QUERY, { id: requestId(9) }, { '/api/days_off/requests/batch': { data: [] } });
    expect(other.data).toEqual({ node: null });
  });
});

describe('approveLeaveRequests and declineLeaveRequests (decision: all or nothing)', () => {
  const APPROVE = `mutation ($input: ApproveLeaveRequestsInput!) { approveLeaveRequests(input: $input) {
    requests { internalId state } userErrors { code message field } } }`;
  const DECLINE = `mutation ($input: DeclineLeaveRequestsInput!) { declineLeaveRequests(input: $input) {
    requests { internalId state declineReason } userErrors { code message field } } }`;

  it('sends the REST ids and the override; answers the requests as decided', async () => {
    const bodies: unknown[] = [];
    const result = await runQuery(
      APPROVE,
      { input: { ids: [requestId(1), requestId(2)], ignoreLimits: true } },
      {
        '/api/days_off/requests/approve': (body: unknown) => {
          bodies.push(body);
          return { data: [leaveRequest(1, { state: 'approved' }), leaveRequest(2, { state: 'approved' })] };
        },
      },
    );
    expect(bodies).toEqual([{ request_ids: [1, 2], ignore_day_off_limits: 1 }]);
    expect((result.data as any).approveLeaveRequests).toEqual({
      requests: [
        { internalId: 1, state: 'APPROVED' },
        { internalId: 2, state: 'APPROVED' },
      ],
      userErrors: [],
    });
  });

  it("a refusal of request_ids_1 names ['input', 'ids', '1']", async () => {
    const result = await runQuery(
      DECLINE,
      { input: { ids: [requestId(1), requestId(2)], reason: 'No' } },
      {
        '/api/days_off/requests/decline': new RestFailure(409, {
          code: 'REQUEST_ALREADY_DECIDED',
          message: 'This request has been decided already, or was withdrawn.',
          field: 'request_ids_1',
        }),
      },
    );
    expect((result.data as any).declineLeaveRequests).toEqual({
      requests: null,
      userErrors: [
        {
          code: 'REQUEST_ALREADY_DECIDED',
          message: 'This request has been decided already, or was withdrawn.',
          field: ['input', 'ids', '1'],
        },
      ],
    });
  });

  it('an id of another type is NOT_FOUND on its index, before any REST call', async () => {
    const result = await runQuery(APPROVE, { input: { ids: [requestId(1), PERSON_ID] } }, {});
    expect((result.data as any).approveLeaveRequests.userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'This leave request does not exist.', field: ['input', 'ids', '1'] },
    ]);
    expect(result.calls).toEqual([]);
  });

  it('the reason goes as given; a too long one comes back on the reason field', async () => {
    const result = await runQuery(
      DECLINE,
      { input: { ids: [requestId(1)], reason: 'x'.repeat(401) } },
      {
        '/api/days_off/requests/decline': new RestFailure(422, {
          code: 'DECLINE_REASON_TOO_LONG',
          message: 'The reason of a decline has at most 400 characters.',
          field: 'reason',
        }),
      },
    );
    expect((result.data as any).declineLeaveRequests.userErrors[0].field).toEqual(['input', 'reason']);
  });
});
