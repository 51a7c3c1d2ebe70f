// Leave requests across the tiers (domain leaveRequests.ts): the demo employee asks two days of legal leave (pending),
// cannot ask sick leave; the manager finds the request in "To approve" with the count, approves it, and the employee
// sees it approved; a decline with a reason (HTML is text) reaches the employee's history; the calendar's pending days
// carry their request; another company's request id answers null.
import { engines } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const EMPLOYEE = 13;
const ADD = `mutation ($input: AddDaysOffInput!) { addDaysOff(input: $input) { entryIds userErrors { code field } } }`;
const TO_DECIDE = `query ($after: String) { viewer { leaveRequestsToDecideCount }
  leaveRequestsToDecide(first: 100, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id internalId employee { internalId } typeName firstDay dayCount state balanceAfter { unit } } } } }`;
const HISTORY = `query ($id: ID!) { employee(id: $id) { leaveRequests(year: 2026) { id state declineReason firstDay } } }`;
const APPROVE = `mutation ($input: ApproveLeaveRequestsInput!) { approveLeaveRequests(input: $input) {
  requests { id state decidedByName } userErrors { code field } } }`;
const DECLINE = `mutation ($input: DeclineLeaveRequestsInput!) { declineLeaveRequests(input: $input) {
  requests { id state declineReason } userErrors { code field } } }`;
const CALENDAR = `query ($id: ID!) { employee(id: $id) { calendar(year: 2026) { days { date items { status leaveRequestId } } } } }`;

describe.each(engines())('leave requests through the gateway on %s', (_engine, open) => {
  let stack: Stack;
  let employee: string;
  let manager: string;
  let adminNl: string;
  let legal: number;
  let sick: number;
  let free: string[];
  beforeAll(async () => {
    stack = await startStack(await open());
    [employee, manager, adminNl] = await Promise.all(
      ['employee@demo.be', 'manager@demo.be', 'admin@demo.nl'].map((email) => signIn(stack, email)),
    );
    const types = await stack.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM day_off_types WHERE company_id = 1 AND year = 2026 AND name IN ('Wettelijk verlof', 'Ziekte')",
    );
    legal = types.find((t) => t.name === 'Wettelijk verlof')!.id;
    sick = types.find((t) => t.name === 'Ziekte')!.id;
    // Room for this file's requests: the person's own maximum (part 1 §5 exception).
    await stack.db.query(
      `INSERT INTO day_off_type_exceptions (company_id, day_off_type_id, employee_id, limitation, max_yearly_amount_days)
       VALUES (1, $1, $2, 'limit_in_days', 100) ON CONFLICT (day_off_type_id, employee_id) DO NOTHING`,
      [legal, EMPLOYEE],
    );
    const taken = new Set(
      (
        await stack.db.query<{ date: string }>(
          "SELECT to_char(date, 'YYYY-MM-DD') AS date FROM personal_days_off WHERE employee_id = $1",
          [EMPLOYEE],
        )
      ).map((r) => r.date),
    );
    free = [];
    for (let day = new Date('2026-10-01T00:00:00Z'); free.length < 4; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5 && !taken.has(iso) && iso !== '2026-11-01') free.push(iso);
    }
  });
  afterAll(() => stack.close());

  const ask = async (typeId: number, dates: string[]) =>
    (
      await graphql(
        stack,
        ADD,
        {
          input: {
            employeeId: gid(EMPLOYEE),
            type: typeId === sick ? 'SICK_DAY' : 'CUSTOM',
            customDayOffTypeId: typeId,
            amPmHint: 'ALL_DAY',
            days: dates.map((date) => ({ date })),
          },
        },
        employee,
      )
    ).data.addDaysOff;
  const toDecide = async (token: string) => {
    const nodes: { id: string; employee: { internalId: number }; state: string }[] = [];
    let after: string | null = null;
    let count = 0;
    for (;;) {
      const answer: { data?: any } = await graphql(stack, TO_DECIDE, { after }, token);
      count = answer.data.viewer.leaveRequestsToDecideCount;
      const page: { edges: { node: (typeof nodes)[number] }[]; pageInfo: any; totalCount: number } =
        answer.data.leaveRequestsToDecide;
      nodes.push(...page.edges.map((e) => e.node));
      if (!page.pageInfo.hasNextPage) return { nodes, count, total: page.totalCount };
      after = page.pageInfo.endCursor;
    }
  };
  const history = async () =>
    (await graphql(stack, HISTORY, { id: gid(EMPLOYEE) }, employee)).data.employee.leaveRequests as {
      id: string;
      state: string;
      declineReason: string | null;
      firstDay: string;
    }[];

  it('the employee asks two days of legal leave (pending) and cannot ask sick leave (part 1 §3 allowed_selfservice)', async () => {
    expect((await ask(sick, [free[0]])).userErrors).toEqual([
      { code: 'DAY_OFF_TYPE_NOT_SELF_SERVICE', field: ['input', 'customDayOffTypeId'] },
    ]);
    expect((await ask(legal, [free[0], free[1]])).userErrors).toEqual([]);
    expect((await history()).find((r) => r.firstDay === free[0])?.state).toEqual('PENDING');
  });

  it('the manager finds it in "To approve", the count agrees, approves it, and the employee sees it approved', async () => {
    const { nodes, count, total } = await toDecide(manager);
    expect([count, nodes.length]).toEqual([total, total]);
    const mine = (await history()).find((r) => r.firstDay === free[0])!;
    expect(nodes.find((n) => n.id === mine.id)).toEqual(
      expect.objectContaining({ employee: { internalId: EMPLOYEE }, state: 'PENDING', dayCount: 2 }),
    );
    // The calendar's pending days carry their request, so a selection of them can be decided.
    const calendar = await graphql(stack, CALENDAR, { id: gid(EMPLOYEE) }, manager);
    const day = calendar.data.employee.calendar.days.find((d: { date: string }) => d.date === free[0]);
    expect(day.items).toEqual([{ status: 'PENDING', leaveRequestId: mine.id }]);
    const approved = await graphql(stack, APPROVE, { input: { ids: [mine.id] } }, manager);
    expect(approved.data.approveLeaveRequests).toEqual({
      requests: [{ id: mine.id, state: 'APPROVED', decidedByName: 'Marc Manager' }],
      userErrors: [],
    });
    expect((await history()).find((r) => r.id === mine.id)?.state).toEqual('APPROVED');
    expect((await toDecide(manager)).count).toEqual(count - 1);
  });

  it('a decline with a reason reaches the employee as text; deciding it again names its index', async () => {
    await ask(legal, [free[2]]);
    const mine = (await history()).find((r) => r.firstDay === free[2])!;
    const reason = '<img src=x onerror=alert(1)> Not that week';
    const declined = await graphql(stack, DECLINE, { input: { ids: [mine.id], reason } }, manager);
    expect(declined.data.declineLeaveRequests.requests).toEqual([
      { id: mine.id, state: 'DECLINED', declineReason: reason },
    ]);
    expect((await history()).find((r) => r.id === mine.id)).toEqual(
      expect.objectContaining({ state: 'DECLINED', declineReason: reason }),
    );
    const again = await graphql(stack, APPROVE, { input: { ids: [mine.id] } }, manager);
    expect(again.data.approveLeaveRequests.userErrors).toEqual([
      { code: 'REQUEST_ALREADY_DECIDED', field: ['input', 'ids', '0'] },
    ]);
  });

  it("another company's request id: node answers null and a decision NOT_FOUND", async () => {
    await ask(legal, [free[3]]);
    const mine = (await history()).find((r) => r.firstDay === free[3])!;
    const node = await graphql(
      stack,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: mine.id },
      adminNl,
    );
    expect(node.data).toEqual({ node: null });
    const decided = await graphql(stack, APPROVE, { input: { ids: [mine.id] } }, adminNl);
    expect(decided.data.approveLeaveRequests.userErrors).toEqual([{ code: 'NOT_FOUND', field: ['input', 'ids', '0'] }]);
  });

  it('the employee decides nothing: a count of 0 and an empty "To approve"', async () => {
    const { nodes, count } = await toDecide(employee);
    expect([count, nodes]).toEqual([0, []]);
  });
});
