// Leave requests through the REST contract (domain leaveRequests.ts; part 1 §3 approved, approval_needed,
// allowed_selfservice, allowed_request_options; §4 "pending when approved = 0"): self-service on the server, a request
// made by an add, "To approve" and its count, a person's history, approving and declining (all or nothing, the limits
// again, activity and audit), and the attacks: another company's id, a person outside the decider's groups, one's own
// request, read-only and light users, parallel duplicate approvals, an HTML reason, bad id lists.
import { engines } from '../support/databases';
import {
  activityTypes,
  call,
  dayFields,
  freeWorkdays,
  signIn,
  startRest,
  typeId,
  type RestStack,
} from '../support/daysOff';
import { BELGIUM } from '../support/profile';

const ADD = '/api/days_off/personal_days_off/add';
const ADD_BY_RULESET = '/api/days_off/personal_days_off/add_by_ruleset';
const REMOVE = '/api/days_off/personal_days_off/remove';
const TO_DECIDE = '/api/days_off/requests/to_decide';
const APPROVE = '/api/days_off/requests/approve';
const DECLINE = '/api/days_off/requests/decline';
const LEGAL = 'Wettelijk verlof';
// employee@demo.be is person 13 (Antwerp group); groupmanager@demo.be is person 5 and covers Antwerp only; person 15
// is in the stores group.
const EMPLOYEE = 13;
const OUTSIDE_ANTWERP = 15;

describe.each(engines())('leave requests on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  let employee: string;
  let groupManager: string;
  let readOnly: string;
  let light: string;
  let adminNl: string;
  let legal: number;
  let sick: number;
  let free: string[];
  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager, employee, groupManager, readOnly, light, adminNl] = await Promise.all(
      [
        'admin@demo.be',
        'manager@demo.be',
        'employee@demo.be',
        'groupmanager@demo.be',
        'readonly@demo.be',
        'light@demo.be',
        'admin@demo.nl',
      ].map((email) => signIn(stack, email)),
    );
    legal = await typeId(stack.db, BELGIUM, 2026, LEGAL);
    sick = await typeId(stack.db, BELGIUM, 2026, 'Ziekte');
    free = await freeWorkdays(stack, admin, EMPLOYEE, '2026-09-01', '2026-11-30');
    // Room for every request of this file: the person's own maximum (part 1 §5 exception), lowered in one test.
    await setMaximum(100);
  });
  afterAll(() => stack.close());

  const setMaximum = (days: number) =>
    stack.db.query(
      `INSERT INTO day_off_type_exceptions (company_id, day_off_type_id, employee_id, limitation, max_yearly_amount_days)
       VALUES ($1, $2, $3, 'limit_in_days', $4)
       ON CONFLICT (day_off_type_id, employee_id) DO UPDATE SET max_yearly_amount_days = EXCLUDED.max_yearly_amount_days`,
      [BELGIUM, legal, EMPLOYEE, days],
    );
  const payload = (employeeId: number, typeIdAsked: number, dates: string[], extra: Record<string, unknown> = {}) => ({
    employee_id: employeeId,
    type: typeIdAsked === sick ? 'sick_day' : 'custom',
    custom_day_off_type_id: typeIdAsked,
    send_notification: 0,
    optional_message: 'Family trip',
    am_pm_hint: 'all_day',
    ...dayFields(dates),
    ...extra,
  });
  const ask = async (token: string, employeeId: number, dates: string[]) => {
    const answer = await call(stack, 'POST', ADD, { token, json: payload(employeeId, legal, dates) });
    expect(answer.status).toEqual(200);
    return answer.body.leave_request_id as number;
  };
  const history = async (token: string, employeeId = EMPLOYEE) =>
    (await call(stack, 'GET', `/api/days_off/requests/employee/${employeeId}?year=2026`, { token })).body.data as {
      id: number;
      state: string;
      decline_reason: string | null;
      days: { date: string }[];
    }[];
  /** Every page of "To approve" (per_page 100). */
  const toDecide = async (token: string) => {
    const rows: { id: number; employee_id: number; first_day: string }[] = [];
    for (let page = 0; ; page++) {
      const answer = await call(stack, 'GET', `${TO_DECIDE}?per_page=100&page=${page}`, { token });
      expect(answer.status).toEqual(200);
      rows.push(...answer.body.data);
      if (rows.length >= answer.body.total || answer.body.data.length === 0) return { rows, total: answer.body.total };
    }
  };
  const stored = (requestId: number) =>
    stack.db.query<{ approved: number }>('SELECT approved FROM personal_days_off WHERE leave_request_id = $1', [
      requestId,
    ]);

  describe('self-service on the server (part 1 §3 allowed_selfservice, allowed_request_options)', () => {
    it("a type without self-service is refused on one's own calendar with its code, and nothing is stored", async () => {
      const before = await stack.db.query('SELECT id FROM personal_days_off WHERE employee_id = $1', [EMPLOYEE]);
      const answer = await call(stack, 'POST', ADD, { token: employee, json: payload(EMPLOYEE, sick, [free[0]]) });
      expect([answer.status, answer.body]).toEqual([
        422,
        { code: 'DAY_OFF_TYPE_NOT_SELF_SERVICE', message: expect.any(String), field: 'custom_day_off_type_id' },
      ]);
      expect(await stack.db.query('SELECT id FROM personal_days_off WHERE employee_id = $1', [EMPLOYEE])).toEqual(
        before,
      );
    });

    it("a 'when' option the type does not allow is refused (custom hours on Wettelijk verlof)", async () => {
      const answer = await call(stack, 'POST', ADD, {
        token: employee,
        json: { ...payload(EMPLOYEE, legal, [free[0]]), am_pm_hint: 'custom', duration_minutes_0: 120 },
      });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([
        422,
        'REQUEST_OPTION_NOT_ALLOWED',
        'am_pm_hint',
      ]);
    });

    it('part 1 §4: a type needing approval asked by the person is stored pending, as one request with the message', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[0], free[1]]);
      expect(await stored(requestId)).toEqual([{ approved: 0 }, { approved: 0 }]);
      const mine = (await history(employee)).find((r) => r.id === requestId);
      expect(mine).toEqual(
        expect.objectContaining({
          state: 'pending',
          message: 'Family trip',
          first_day: free[0],
          last_day: free[1],
          day_count: 2,
          requested_by_name: 'Emiel Employee',
        }),
      );
    });

    it('by ruleset: every type of the ruleset must allow self-service (field ruleset_id); else one pending request', async () => {
      const [ruleset] = (
        await call(stack, 'GET', '/api/days_off/day_off_types?year=2026&include_rulesets=1', { token: admin })
      ).body.rulesets;
      const json = {
        employee_id: EMPLOYEE,
        type: 'custom',
        ruleset_id: ruleset.id,
        send_notification: 0,
        optional_message: '',
        am_pm_hint: 'all_day',
        ...dayFields([free[14]]),
      };
      const adv = await typeId(stack.db, BELGIUM, 2026, 'ADV');
      await stack.db.query('UPDATE day_off_types SET allowed_selfservice = 0 WHERE id = $1', [adv]);
      try {
        const refused = await call(stack, 'POST', ADD_BY_RULESET, { token: employee, json });
        expect([refused.status, refused.body.code, refused.body.field]).toEqual([
          422,
          'DAY_OFF_TYPE_NOT_SELF_SERVICE',
          'ruleset_id',
        ]);
      } finally {
        await stack.db.query('UPDATE day_off_types SET allowed_selfservice = 1 WHERE id = $1', [adv]);
      }
      const asked = await call(stack, 'POST', ADD_BY_RULESET, { token: employee, json });
      expect(asked.status).toEqual(200);
      const [request] = await stack.db.query<{ ruleset_id: number; state: string }>(
        'SELECT ruleset_id, state FROM leave_requests WHERE id = $1',
        [asked.body.leave_request_id],
      );
      expect(request).toEqual({ ruleset_id: ruleset.id, state: 'pending' });
    });

    it("someone planning another person's days works as today: an admin plans sick leave, approved, without a request", async () => {
      const answer = await call(stack, 'POST', ADD, { token: admin, json: payload(EMPLOYEE, sick, [free[2]]) });
      expect([answer.status, answer.body.leave_request_id]).toEqual([200, null]);
    });
  });

  describe('"To approve" and the history (decision: deciders are admins and calendar access over the group)', () => {
    it('lists the pending requests the caller may decide, with the balance after; the count agrees', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[3]]);
      for (const token of [admin, manager, groupManager]) {
        const { rows, total } = await toDecide(token);
        const count = await call(stack, 'GET', `${TO_DECIDE}/count`, { token });
        expect([count.body.count, rows.length]).toEqual([total, total]);
        const ours = rows.find((r) => r.id === requestId);
        expect(ours).toEqual(
          expect.objectContaining({
            employee_id: EMPLOYEE,
            type_name: LEGAL,
            state: 'pending',
            balance_after: { kind: expect.any(String), unit: 'days', amount: expect.any(Number) },
          }),
        );
      }
      const firstDays = (await toDecide(admin)).rows.map((r) => r.first_day);
      expect(firstDays).toEqual([...firstDays].sort());
    });

    it('a manager covering Antwerp only sees no request of a person outside it; nobody sees their own', async () => {
      const people = new Set((await toDecide(groupManager)).rows.map((r) => r.employee_id));
      expect(people.has(OUTSIDE_ANTWERP)).toEqual(false);
      expect(people.has(5)).toEqual(false);
    });

    it('the employee, light, decides nothing: an empty page and a count of 0', async () => {
      expect((await call(stack, 'GET', TO_DECIDE, { token: employee })).body).toEqual({ data: [], total: 0 });
      expect((await call(stack, 'GET', `${TO_DECIDE}/count`, { token: light })).body).toEqual({ count: 0 });
      expect((await call(stack, 'GET', `${TO_DECIDE}/count`, { token: readOnly })).body).toEqual({ count: 0 });
    });

    it('per_page above 100 is refused', async () => {
      expect((await call(stack, 'GET', `${TO_DECIDE}?per_page=101`, { token: admin })).status).toEqual(400);
    });

    it("another company's person's history answers 404", async () => {
      const answer = await call(stack, 'GET', `/api/days_off/requests/employee/${EMPLOYEE}?year=2026`, {
        token: adminNl,
      });
      expect(answer.status).toEqual(404);
    });
  });

  describe('approving and declining (decision: whole requests, all or nothing)', () => {
    it('a manager approves: the days count as approved, activity days_off_approved, one audit row', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[4]]);
      const answer = await call(stack, 'POST', APPROVE, { token: manager, json: { request_ids: [requestId] } });
      expect(answer.status).toEqual(200);
      expect(answer.body.data).toEqual([
        expect.objectContaining({ id: requestId, state: 'approved', decided_by_name: 'Marc Manager' }),
      ]);
      expect(await stored(requestId)).toEqual([{ approved: 1 }]);
      expect((await activityTypes(stack.db, EMPLOYEE))[0]).toEqual({
        event_type: 'days_off_approved',
        event_info_json: { new_type: LEGAL, note: expect.any(String) },
      });
      const [audit] = await stack.db.query<{ route: string; employee_id: number; fields: string[] }>(
        'SELECT route, employee_id, fields FROM audit_log ORDER BY id DESC LIMIT 1',
      );
      expect(audit).toEqual({ route: `POST ${APPROVE}`, employee_id: EMPLOYEE, fields: ['request_ids'] });
      const again = await call(stack, 'POST', APPROVE, { token: admin, json: { request_ids: [requestId] } });
      expect([again.status, again.body.code, again.body.field]).toEqual([
        409,
        'REQUEST_ALREADY_DECIDED',
        'request_ids_0',
      ]);
    });

    it('a decline removes the days, keeps the request declined with its reason as text (HTML included)', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[5]]);
      const reason = '<b>Busy</b> week <script>alert(1)</script>';
      const answer = await call(stack, 'POST', DECLINE, {
        token: groupManager,
        json: { request_ids: [requestId], reason: `  ${reason} ` },
      });
      expect(answer.status).toEqual(200);
      expect(await stored(requestId)).toEqual([]);
      expect((await history(employee)).find((r) => r.id === requestId)).toEqual(
        expect.objectContaining({
          state: 'declined',
          decline_reason: reason,
          days: [expect.objectContaining({ date: free[5] })],
        }),
      );
      expect((await activityTypes(stack.db, EMPLOYEE))[0].event_type).toEqual('days_off_declined');
    });

    it('a reason over 400 characters is refused with DECLINE_REASON_TOO_LONG', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[6]]);
      const answer = await call(stack, 'POST', DECLINE, {
        token: manager,
        json: { request_ids: [requestId], reason: 'x'.repeat(401) },
      });
      expect([answer.status, answer.body.code]).toEqual([422, 'DECLINE_REASON_TOO_LONG']);
      expect(await stored(requestId)).toEqual([{ approved: 0 }]);
    });

    it('all or nothing: one decided request among the ids refuses the whole decision, naming its index', async () => {
      const pending = await ask(employee, EMPLOYEE, [free[7]]);
      const decided = await ask(employee, EMPLOYEE, [free[8]]);
      expect((await call(stack, 'POST', APPROVE, { token: admin, json: { request_ids: [decided] } })).status).toEqual(
        200,
      );
      const answer = await call(stack, 'POST', DECLINE, { token: admin, json: { request_ids: [pending, decided] } });
      expect([answer.status, answer.body.field]).toEqual([409, 'request_ids_1']);
      expect(await stored(pending)).toEqual([{ approved: 0 }]);
    });

    it('two parallel approvals of one request: one approves, the other is REQUEST_ALREADY_DECIDED', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[9]]);
      const answers = await Promise.all(
        [admin, manager].map((token) => call(stack, 'POST', APPROVE, { token, json: { request_ids: [requestId] } })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.code).toEqual('REQUEST_ALREADY_DECIDED');
    });

    it('decision: approving checks the limits again; only an admin may ignore them', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[10]]);
      // The person's maximum lowered to 0 days after asking (part 1 §5 exception).
      await setMaximum(0);
      try {
        const refused = await call(stack, 'POST', APPROVE, { token: manager, json: { request_ids: [requestId] } });
        expect([refused.status, refused.body.code]).toEqual([422, 'DAY_OFF_CREATE_LIMIT_ERR']);
        const notAdmin = await call(stack, 'POST', APPROVE, {
          token: manager,
          json: { request_ids: [requestId], ignore_day_off_limits: 1 },
        });
        expect(notAdmin.status).toEqual(403);
        const ignored = await call(stack, 'POST', APPROVE, {
          token: admin,
          json: { request_ids: [requestId], ignore_day_off_limits: 1 },
        });
        expect(ignored.status).toEqual(200);
      } finally {
        await setMaximum(100);
      }
    });
  });

  describe('refusals', () => {
    let requestId: number;
    beforeAll(async () => {
      requestId = await ask(employee, EMPLOYEE, [free[11]]);
    });

    it("another company's request id answers 404 naming its index, like a missing one", async () => {
      for (const ids of [[requestId], [requestId, 999999]]) {
        const answer = await call(stack, 'POST', APPROVE, { token: adminNl, json: { request_ids: ids } });
        expect([answer.status, answer.body.field]).toEqual([404, 'request_ids_0']);
      }
    });

    it("a request of a person outside the manager's groups answers 404", async () => {
      const [outside] = await stack.db.query<{ id: number }>(
        "SELECT id FROM leave_requests WHERE employee_id = $1 AND state = 'pending' LIMIT 1",
        [OUTSIDE_ANTWERP],
      );
      const answer = await call(stack, 'POST', APPROVE, { token: groupManager, json: { request_ids: [outside.id] } });
      expect(answer.status).toEqual(404);
    });

    it('nobody decides their own request (OWN_REQUEST_NOT_DECIDED)', async () => {
      const [own] = await stack.db.query<{ id: number }>(
        "SELECT id FROM leave_requests WHERE employee_id = 5 AND state = 'pending' LIMIT 1",
      );
      const answer = await call(stack, 'POST', APPROVE, { token: groupManager, json: { request_ids: [own.id] } });
      expect([answer.status, answer.body.code]).toEqual([422, 'OWN_REQUEST_NOT_DECIDED']);
      const self = await call(stack, 'POST', DECLINE, { token: employee, json: { request_ids: [requestId] } });
      expect([self.status, self.body.code]).toEqual([422, 'OWN_REQUEST_NOT_DECIDED']);
    });

    it('part 1 §6: a read-only admin and a light user decide nothing (403)', async () => {
      const asReadOnly = await call(stack, 'POST', APPROVE, { token: readOnly, json: { request_ids: [requestId] } });
      expect(asReadOnly.status).toEqual(403);
      const asLight = await call(stack, 'POST', APPROVE, { token: light, json: { request_ids: [requestId] } });
      expect([asLight.status, asLight.body.field]).toEqual([403, 'request_ids_0']);
      expect(await stored(requestId)).toEqual([{ approved: 0 }]);
    });

    it('an empty list, 101 ids, ids as strings and duplicates are refused before anything is read', async () => {
      const bodies = [
        { request_ids: [] },
        { request_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        { request_ids: [String(requestId)] },
        { request_ids: [requestId, requestId] },
        {},
      ];
      for (const json of bodies) {
        expect((await call(stack, 'POST', APPROVE, { token: admin, json })).status).toEqual(400);
      }
      expect(await stored(requestId)).toEqual([{ approved: 0 }]);
    });
  });

  describe('removing days of a pending request (domain stateAfterRemoval)', () => {
    it('keeps the days left, and a request with none left was withdrawn', async () => {
      const requestId = await ask(employee, EMPLOYEE, [free[12], free[13]]);
      const ids = (
        await stack.db.query<{ id: number }>(
          'SELECT id FROM personal_days_off WHERE leave_request_id = $1 ORDER BY date',
          [requestId],
        )
      ).map((r) => r.id);
      const remove = (id: number) =>
        call(stack, 'POST', REMOVE, {
          token: employee,
          json: { employee_id: EMPLOYEE, send_notification: 0, entry_id_0: id },
        });
      expect((await remove(ids[0])).status).toEqual(200);
      expect((await history(employee)).find((r) => r.id === requestId)).toEqual(
        expect.objectContaining({ state: 'pending', days: [expect.objectContaining({ date: free[13] })] }),
      );
      expect((await remove(ids[1])).status).toEqual(200);
      expect((await history(employee)).find((r) => r.id === requestId)?.state).toEqual('withdrawn');
    });
  });

  it('the Dutch demo company has requests of its own, never listed to the Belgian admin', async () => {
    const nl = await toDecide(adminNl);
    const nlIds = new Set(nl.rows.map((r) => r.id));
    expect(nl.total).toBeGreaterThan(0);
    expect((await toDecide(admin)).rows.some((r) => nlIds.has(r.id))).toEqual(false);
  });
});
