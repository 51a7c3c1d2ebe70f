// The audit log: reads of wage, national register number, IBAN and sick-leave data, and every change, are
// recorded (who, whose, which fields, when; never the values) in the append-only audit_log; admins read it through
// REST (GET /api/audit_log) and GraphQL (Employee.personalDetailsHistory), part 1 §2 /history/personalDetails.
// Demo Belgium's people are 1–60, Demo Nederland's 61–100; PEOPLE_TODAY is 2026-06-15.
import { engines } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

interface Row {
  id: number;
  company_id: number;
  actor_user_id: number;
  employee_id: number | null;
  action: string;
  fields: string[];
  route: string;
  request_id: string | null;
}

const HISTORY = `query ($id: ID!, $first: Int, $after: String) { employee(id: $id) {
  personalDetailsHistory(first: $first, after: $after) {
    edges { cursor node { id internalId action fields route createdAt actorName } }
    pageInfo { hasNextPage endCursor }
  }
} }`;

describe.each(engines({ both: true }))('Audit log on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let adminNl: string;
  let adminId: number;
  const rowsAfter = (id: number) => stack.db.query<Row>('SELECT * FROM audit_log WHERE id > $1 ORDER BY id', [id]);
  const lastId = async () =>
    (await stack.db.query<{ id: number | null }>('SELECT max(id) AS id FROM audit_log'))[0].id ?? 0;
  /** Every value of a row as text: the fields it names must not be followed by the values it read. */
  const rowText = (rows: Row[]) => JSON.stringify(rows);

  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, adminNl] = await Promise.all([
      signIn(stack, 'admin@demo.be'),
      signIn(stack, 'manager@demo.be'),
      signIn(stack, 'admin@demo.nl'),
    ]);
    [{ id: adminId }] = await stack.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.be'");
  });
  afterAll(() => stack.close());

  it('A wage read is recorded with the field names, never the amounts', async () => {
    const before = await lastId();
    const answer = await rest(stack, 'GET', '/api/wages?employee_ids=1', { token: manager });
    expect(answer.status).toEqual(200);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.employee_id, r.action, r.route])).toEqual([[1, 'read', 'GET /api/wages']]);
    expect(rows[0].fields).toEqual(expect.arrayContaining(['rate', 'total_costs', 'current_wage_total_costs']));
    expect(rows[0].request_id).toEqual(expect.any(String));
    const [{ rate }] = await stack.db.query<{ rate: number }>(
      "SELECT rate::float8 AS rate FROM wages WHERE employee_id = 1 AND status = 'active' ORDER BY start_date DESC LIMIT 1",
    );
    expect(rowText(rows)).not.toContain(String(rate));
  });

  it('A personal-details read records the national register number and IBAN fields, never their values', async () => {
    const before = await lastId();
    const answer = await rest(stack, 'GET', '/api/employees/1', { token: admin });
    expect(answer.status).toEqual(200);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.employee_id, r.action, r.route, r.actor_user_id])).toEqual([
      [1, 'read', 'GET /api/employees/:id', adminId],
    ]);
    expect(rows[0].fields).toEqual(
      expect.arrayContaining(['bank_account_bic', 'bank_account_iban', 'rijks_register_nummer']),
    );
    const { rijks_register_nummer: rrn, bank_account_iban: iban } = answer.body.employee;
    expect([rrn, iban].every((value: unknown) => typeof value === 'string' && value.length > 5)).toBe(true);
    expect(rowText(rows)).not.toContain(rrn);
    expect(rowText(rows)).not.toContain(iban);
  });

  it('a detail read with its wages embedded records the wage fields as GET /api/wages does, never the amounts', async () => {
    const before = await lastId();
    const answer = await rest(stack, 'GET', '/api/employees/1?embed=wages,personal_details', { token: admin });
    expect(answer.body.embedded.wages.wages.length).toBeGreaterThan(0);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.employee_id, r.action, r.route])).toEqual([[1, 'read', 'GET /api/employees/:id']]);
    expect(rows[0].fields).toEqual(
      expect.arrayContaining([
        'rate',
        'total_costs',
        'current_wage_total_costs',
        'rijks_register_nummer',
        'bank_account_iban',
      ]),
    );
    expect(rowText(rows)).not.toContain(String(answer.body.embedded.wages.wages[0].rate));
  });

  it("A sick-day read of another person is recorded as 'sick_day', never the dates", async () => {
    const [{ employee_id: sick }] = await stack.db.query<{ employee_id: number }>(
      "SELECT p.employee_id FROM personal_days_off p JOIN employees e ON e.id = p.employee_id WHERE e.company_id = 1 AND p.type = 'sick_day' AND p.date BETWEEN '2026-01-01' AND '2026-12-31' AND e.sensitive_profile = 0 ORDER BY p.employee_id LIMIT 1",
    );
    const before = await lastId();
    const answer = await rest(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${sick}&year=2026`, {
      token: admin,
    });
    expect(answer.status).toEqual(200);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.employee_id, r.action, r.fields, r.route])).toEqual([
      [sick, 'read', ['sick_day'], 'GET /api/days_off/personal_days_off'],
    ]);
    const sickDates = Object.entries(answer.body.personal_days_off as Record<string, { type: string }[]>)
      .filter(([, days]) => days.some((d) => d.type === 'sick_day'))
      .map(([date]) => date);
    expect(sickDates.length).toBeGreaterThan(0);
    for (const date of sickDates) expect(rowText(rows)).not.toContain(date);
  });

  it('A read without sensitive values (a year with no sick day) records nothing', async () => {
    const before = await lastId();
    expect(
      (await rest(stack, 'GET', '/api/days_off/personal_days_off?employee_id=1&year=2001', { token: admin })).status,
    ).toEqual(200);
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('A change is recorded with the person and the fields it changed', async () => {
    const before = await lastId();
    const answer = await rest(stack, 'POST', '/api/seniority_dates/update', {
      token: admin,
      body: { employee_id: 2, seniority_date: '2019-03-01' },
    });
    expect(answer.status).toEqual(200);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.employee_id, r.action, r.fields, r.route])).toEqual([
      [2, 'change', ['seniority_date'], 'POST /api/seniority_dates/update'],
    ]);
    expect(rowText(rows)).not.toContain('2019-03-01');
  });

  it('A refused change (4xx) records nothing', async () => {
    const before = await lastId();
    expect(
      (
        await rest(stack, 'POST', '/api/seniority_dates/update', {
          token: admin,
          body: { employee_id: 61, seniority_date: '2019-03-01' },
        })
      ).status,
    ).toEqual(404);
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('Audit_log is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const [{ id }] = await stack.db.query<{ id: number }>('SELECT id FROM audit_log ORDER BY id DESC LIMIT 1');
    await expect(stack.db.query("UPDATE audit_log SET fields = '{x}' WHERE id = $1", [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(stack.db.query('DELETE FROM audit_log WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(stack.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await stack.db.query('SELECT id FROM audit_log WHERE id = $1', [id])).toEqual([{ id }]);
  });

  it('Part 1 §2 "history; admins only": GET /api/audit_log answers an admin newest first with the actor name', async () => {
    await rest(stack, 'POST', '/api/seniority_dates/update', {
      token: admin,
      body: { employee_id: 3, seniority_date: '2018-01-01' },
    });
    await rest(stack, 'GET', '/api/employees/3', { token: admin });
    const answer = await rest(stack, 'GET', '/api/audit_log?employee_id=3', { token: admin });
    expect(answer.status).toEqual(200);
    expect(
      answer.body.data
        .slice(0, 2)
        .map((e: Record<string, unknown>) => [e.action, e.route, e.actor_name, e.employee_id]),
    ).toEqual([
      ['read', 'GET /api/employees/:id', 'Anna Admin', 3],
      ['change', 'POST /api/seniority_dates/update', 'Anna Admin', 3],
    ]);
    expect(answer.body).toEqual(expect.objectContaining({ page: 1, per_page: 50, has_more: false }));
    expect(answer.body.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('A non-admin reading the audit log gets 403; another company’s person is 404 like a missing one', async () => {
    expect((await rest(stack, 'GET', '/api/audit_log?employee_id=1', { token: manager })).status).toEqual(403);
    expect((await rest(stack, 'GET', '/api/audit_log?employee_id=1', { token: adminNl })).status).toEqual(404);
    expect((await rest(stack, 'GET', '/api/audit_log?employee_id=999999', { token: admin })).status).toEqual(404);
  });

  it('GraphQL Employee.personalDetailsHistory pages the entries for an admin', async () => {
    await rest(stack, 'POST', '/api/seniority_dates/update', {
      token: admin,
      body: { employee_id: 4, seniority_date: '2017-01-01' },
    });
    await rest(stack, 'POST', '/api/seniority_dates/update', {
      token: admin,
      body: { employee_id: 4, seniority_date: '2016-01-01' },
    });
    const all = await graphql(stack, HISTORY, { id: gid(4), first: 100 }, admin);
    expect(all.errors).toBeUndefined();
    type Node = { internalId: number; action: string; fields: string[]; route: string; actorName: string };
    const nodes: Node[] = all.data.employee.personalDetailsHistory.edges.map((e: { node: Node }) => e.node);
    expect(nodes.filter((n) => n.action === 'CHANGE').map((n) => [n.fields, n.route, n.actorName])).toEqual([
      [['seniority_date'], 'POST /api/seniority_dates/update', 'Anna Admin'],
      [['seniority_date'], 'POST /api/seniority_dates/update', 'Anna Admin'],
    ]);
    // The profile read itself (employee(id:) loads the person's row with the personal fields) is recorded too.
    expect(nodes.find((n) => n.action === 'READ')?.fields).toEqual(
      expect.arrayContaining(['bank_account_iban', 'rijks_register_nummer']),
    );
    const first = await graphql(stack, HISTORY, { id: gid(4), first: 1 }, admin);
    const page = first.data.employee.personalDetailsHistory;
    expect([page.edges.length, page.pageInfo.hasNextPage]).toEqual([1, true]);
    const next = await graphql(stack, HISTORY, { id: gid(4), first: 1, after: page.pageInfo.endCursor }, admin);
    expect(next.data.employee.personalDetailsHistory.edges[0].node.internalId).toBeLessThan(
      page.edges[0].node.internalId,
    );
  });

  it('GraphQL personalDetailsHistory is null with FORBIDDEN for a non-admin, and the rest answers', async () => {
    const answer = await graphql(
      stack,
      `
        query ($id: ID!) {
          employee(id: $id) {
            name
            personalDetailsHistory(first: 5) {
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      `,
      { id: gid(1) },
      manager,
    );
    expect(answer.data.employee.personalDetailsHistory).toBeNull();
    expect(answer.data.employee.name).toEqual(expect.any(String));
    expect(answer.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['employee', 'personalDetailsHistory'], 'FORBIDDEN'],
    ]);
  });
});
