// Commutes through the REST API: every call of spec part 2 §7 Commutes; fixed or variable, variable days per
// month and year (part 2 §4); the access rule (part 1 §6, part 2 §7: wage access, payroll provider access and an
// integration with wage/push-transport); every change in the commute audit log with who, when, before and after. The
// demo people are listed in rest/src/seed/budgetsCommutes.ts.
import { engines } from '../support/databases';
import { MISSING } from '../support/profile';
import { rest, signIn, startStack, type Stack } from '../support/stack';

describe.each(engines())('commutes over REST on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let support: string;
  let light: string;
  let nl: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, support, light, nl] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'support@demo.be', 'light@demo.be', 'admin@demo.nl'].map((email) =>
        signIn(stack, email),
      ),
    );
  });
  afterAll(() => stack.close());

  const get = (path: string, token = admin) => rest(stack, 'GET', path, { token });
  const post = (path: string, body: unknown, token = admin) => rest(stack, 'POST', path, { token, body });

  it('part 2 §7: the current commute of person 22 is variable (bicycle, 12 km) after a fixed one', async () => {
    const current = await get('/api/employee/22/commute');
    expect(current.status).toEqual(200);
    expect(current.body.commute).toMatchObject({
      employee_id: 22,
      type: 'variable',
      transport_type: 'bicycle',
      distance_km: 12,
      days_per_week: null,
      start_date: '2025-01-01',
    });
    const history = await get('/api/employee/22/commutesHistory');
    expect(history.body.data.map((c: any) => [c.type, c.transport_type, c.distance_km, c.days_per_week])).toEqual([
      ['variable', 'bicycle', 12, null],
      ['fixed', 'car', 18, 5],
    ]);
    expect((await get('/api/employee/22/checkIfLatestCommuteIsVariable')).body).toEqual({ is_variable: 1 });
    expect((await get('/api/employee/23/checkIfLatestCommuteIsVariable')).body).toEqual({ is_variable: 0 });
    expect((await get('/api/employee/23/commute')).body).toEqual({ commute: null });
  });

  it('part 2 §4, §7: the variable days of a month are read and saved, each save in the audit log with before and after', async () => {
    const may = await get('/api/employee/22/currentVariableCommute/5/2026');
    expect(may.body.commute).toMatchObject({ employee_id: 22, year: 2026, month: 5, type: 'bicycle', max_days: 31 });
    expect((await get('/api/employee/22/currentVariableCommute/6/2026')).body).toEqual({ commute: null });
    const saved = await post('/api/employee/22/saveVariableCommuteDays', {
      days: 14,
      type: 'bicycle',
      employee_id: 22,
      month: 6,
      year: 2026,
    });
    expect([saved.status, saved.body]).toEqual([
      200,
      { commute: { employee_id: 22, year: 2026, month: 6, days: 14, type: 'bicycle', max_days: 30 } },
    ]);
    const again = await post('/api/employee/22/saveVariableCommuteDays', { days: 16, month: 6, year: 2026 });
    expect(again.body.commute.days).toEqual(16);
    const log = await get('/api/auditlogs/commutes/list?employee_filter=22&page=0');
    expect(log.body.data.slice(0, 2).map((e: any) => [e.action, e.actor_name, e.before, e.after])).toEqual([
      [
        'variable_days_saved',
        'Anna Admin',
        { year: 2026, month: 6, days: 14, transport_type: 'bicycle' },
        { year: 2026, month: 6, days: 16, transport_type: 'bicycle' },
      ],
      ['variable_days_saved', 'Anna Admin', null, { year: 2026, month: 6, days: 14, transport_type: 'bicycle' }],
    ]);
  });

  it.each([
    ['more days than June has', { days: 31, month: 6, year: 2026 }, 400, 'VARIABLE_COMMUTE_DAYS_INVALID'],
    ['29 days of February 2026', { days: 29, month: 2, year: 2026 }, 400, 'VARIABLE_COMMUTE_DAYS_INVALID'],
    ['month 13', { days: 3, month: 13, year: 2026 }, 400, 'OUT_OF_RANGE'],
    ['another person in the body', { days: 3, month: 6, year: 2026, employee_id: 23 }, 400, 'INVALID_INPUT'],
    ['an unknown transport type', { days: 3, month: 6, year: 2026, type: 'rocket' }, 400, 'INVALID_INPUT'],
  ])('part 2 §4: variable days with %s are refused and nothing is stored', async (_title, body, status, code) => {
    const before = await stack.db.query('SELECT count(*)::int AS n FROM commute_audit_log');
    const answer = await post('/api/employee/22/saveVariableCommuteDays', body);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    expect(await stack.db.query('SELECT count(*)::int AS n FROM commute_audit_log')).toEqual(before);
  });

  it('part 2 §4: days of a month are refused for a person whose latest commute is fixed', async () => {
    const fixed = await get('/api/employee/3/checkIfLatestCommuteIsVariable');
    expect(fixed.body.is_variable).toEqual(0);
    const answer = await post('/api/employee/3/saveVariableCommuteDays', { days: 3, month: 6, year: 2026 });
    expect([answer.status, answer.body.code]).toEqual([409, 'COMMUTE_NOT_VARIABLE']);
  });

  it('part 2 §7 updateCommute: a new start date adds to the history, the same one replaces it; both in the audit log', async () => {
    const first = await post('/api/employees/commutes/updateCommute', {
      employee_id: 23,
      type: 'fixed',
      transport_type: 'public_transport',
      distance_km: 31.25,
      days_per_week: 4,
      start_date: '2026-06-01',
    });
    expect([first.status, first.body.commute]).toEqual([
      200,
      expect.objectContaining({
        type: 'fixed',
        transport_type: 'public_transport',
        distance_km: 31.3,
        days_per_week: 4,
        start_date: '2026-06-01',
      }),
    ]);
    const replaced = await post('/api/employees/commutes/updateCommute', {
      employee_id: 23,
      type: 'variable',
      transport_type: 'car',
      distance_km: 30,
      start_date: '01/06/2026',
    });
    expect(replaced.body.commute.id).toEqual(first.body.commute.id);
    const history = await get('/api/employee/23/commutesHistory');
    expect(history.body.data.map((c: any) => [c.type, c.transport_type, c.distance_km, c.start_date])).toEqual([
      ['variable', 'car', 30, '2026-06-01'],
    ]);
    const log = await get('/api/auditlogs/commutes/list?employee_filter=23');
    expect(log.body.data.map((e: any) => [e.action, e.employee_name.length > 0, e.before, e.after])).toEqual([
      [
        'commute_updated',
        true,
        {
          type: 'fixed',
          transport_type: 'public_transport',
          distance_km: 31.3,
          days_per_week: 4,
          start_date: '2026-06-01',
        },
        { type: 'variable', transport_type: 'car', distance_km: 30, days_per_week: null, start_date: '2026-06-01' },
      ],
      [
        'commute_updated',
        true,
        null,
        {
          type: 'fixed',
          transport_type: 'public_transport',
          distance_km: 31.3,
          days_per_week: 4,
          start_date: '2026-06-01',
        },
      ],
    ]);
  });

  it.each([
    [
      'a fixed commute without days per week',
      { type: 'fixed', transport_type: 'car', distance_km: 5 },
      'COMMUTE_DAYS_PER_WEEK_INVALID',
    ],
    [
      'a variable commute with days per week',
      { type: 'variable', transport_type: 'car', distance_km: 5, days_per_week: 3 },
      'COMMUTE_DAYS_PER_WEEK_INVALID',
    ],
    ['a distance of 0', { type: 'fixed', transport_type: 'car', distance_km: 0, days_per_week: 3 }, 'OUT_OF_RANGE'],
    ['an unknown type', { type: 'sometimes', transport_type: 'car', distance_km: 5 }, 'INVALID_INPUT'],
  ])('part 2 §4: updateCommute with %s is refused and nothing is stored', async (_title, body, code) => {
    const before = await stack.db.query('SELECT count(*)::int AS n FROM commutes');
    const answer = await post('/api/employees/commutes/updateCommute', { employee_id: 24, ...body });
    expect([answer.status, answer.body.code]).toEqual([400, code]);
    expect(await stack.db.query('SELECT count(*)::int AS n FROM commutes')).toEqual(before);
  });

  it('/edit/commute: a save writes the activity item commute_updated and bumps the version; a stale version is EDIT_CONFLICT (409) and stores nothing', async () => {
    const versionOf = async () =>
      (await stack.db.query<{ version: number }>('SELECT version FROM employees WHERE id = 25'))[0].version;
    const commutesOf = async () =>
      (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM commutes WHERE employee_id = 25'))[0].n;
    const version = await versionOf();
    const body = {
      employee_id: 25,
      type: 'fixed',
      transport_type: 'bicycle',
      distance_km: 7,
      days_per_week: 3,
      start_date: '2026-05-04',
    };
    const saved = await post('/api/employees/commutes/updateCommute', { ...body, version });
    expect(saved.status).toEqual(200);
    expect(await versionOf()).toEqual(version + 1);
    const [item] = await stack.db.query<{ event_type: string; event_info_json: Record<string, unknown> }>(
      'SELECT event_type, event_info_json FROM activity_items WHERE employee_id = 25 ORDER BY id DESC LIMIT 1',
    );
    expect(item).toEqual({
      event_type: 'commute_updated',
      event_info_json: expect.objectContaining({ new_type: 'bicycle', note: '2026-05-04' }),
    });
    const before = await commutesOf();
    const stale = await post('/api/employees/commutes/updateCommute', { ...body, start_date: '2026-06-01', version });
    expect([stale.status, stale.body.code]).toEqual([409, 'EDIT_CONFLICT']);
    expect([await commutesOf(), await versionOf()]).toEqual([before, version + 1]);
  });

  it('part 2 §7: the audit log filters by person and month, pages by 25, and knows its first timestamp', async () => {
    const march = await get('/api/auditlogs/commutes/list?year_month_filter=2026-03');
    expect(march.status).toEqual(200);
    expect(march.body.data.length).toBeGreaterThan(0);
    expect(
      march.body.data.every((e: any) => e.created_at.startsWith('2026-03') && e.action === 'variable_days_saved'),
    ).toEqual(true);
    const all = await get('/api/auditlogs/commutes/list');
    expect([all.body.page, all.body.per_page, all.body.data.length]).toEqual([0, 25, 25]);
    const second = await get('/api/auditlogs/commutes/list?page=1');
    expect(second.body.data[0].id).not.toEqual(all.body.data[0].id);
    const [{ first }] = await stack.db.query<{ first: string }>(
      `SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first FROM commute_audit_log WHERE company_id = 1`,
    );
    expect((await get('/api/auditlogs/commutes/firstLogTimestamp')).body).toEqual({ first_log_timestamp: first });
    expect((await get('/api/commutes/groupHasVariableCommutes')).body).toEqual({ has_variable_commutes: 1 });
  });

  it('part 1 §6, part 2 §7: commute needs wage access and payroll provider access: support sees it, manager (no payroll provider access) and light do not', async () => {
    expect((await get('/api/employee/22/commute', support)).status).toEqual(200);
    for (const token of [manager, light]) {
      for (const path of [
        '/api/employee/22/commute',
        '/api/employee/22/commutesHistory',
        '/api/employee/22/checkIfLatestCommuteIsVariable',
        '/api/auditlogs/commutes/list',
        '/api/auditlogs/commutes/firstLogTimestamp',
        '/api/commutes/groupHasVariableCommutes',
      ]) {
        expect([path, (await get(path, token)).status]).toEqual([path, 403]);
      }
      expect((await get('/api/commutes/employees?employee_ids=22', token)).body.data).toEqual([]);
    }
    expect(
      (await post('/api/employee/22/saveVariableCommuteDays', { days: 2, month: 6, year: 2026 }, manager)).status,
    ).toEqual(403);
  });

  it('part 1 §6: Demo Nederland has no integration with wage/push-transport, so even its admin sees no commute', async () => {
    expect((await get('/api/employee/61/commute', nl)).status).toEqual(403);
    expect((await get('/api/auditlogs/commutes/list', nl)).status).toEqual(403);
  });

  it("Another company's people and commutes answer 404 or are left out", async () => {
    const [{ id }] = await stack.db.query<{ id: number }>('SELECT id FROM commutes WHERE employee_id = 61 LIMIT 1');
    expect((await get('/api/employee/61/commute')).status).toEqual(404);
    expect((await get(`/api/employee/${MISSING}/commutesHistory`)).status).toEqual(404);
    expect((await get(`/api/commutes/batch?ids=${id}`)).body.data).toEqual([]);
    expect((await get('/api/commutes/employees?employee_ids=61')).body.data).toEqual([]);
    expect((await get('/api/auditlogs/commutes/list?employee_filter=61')).status).toEqual(404);
    expect(
      (
        await post('/api/employees/commutes/updateCommute', {
          employee_id: 61,
          type: 'fixed',
          transport_type: 'car',
          distance_km: 5,
          days_per_week: 5,
        })
      ).status,
    ).toEqual(404);
  });

  it('The batch read answers current commute, history and is_variable per person', async () => {
    const { body } = await get('/api/commutes/employees?employee_ids=22,3');
    expect(
      body.data.map((p: any) => [p.employee_id, p.commute?.type ?? null, p.history.length, p.is_variable]),
    ).toEqual([
      [22, 'variable', 2, 1],
      [3, 'fixed', 1, 0],
    ]);
    const ids = body.data.flatMap((p: any) => p.history.map((c: any) => c.id));
    expect((await get(`/api/commutes/batch?ids=${ids.join(',')}`)).body.data.length).toEqual(ids.length);
  });
});
