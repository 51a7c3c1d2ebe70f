import { engines } from '../support/databases';
import { rest, signIn, startStack, type Stack } from '../support/stack';

describe.each(engines({ both: true }))('REST API on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  describe('sign-in (POST /api/auth/login answers { token })', () => {
    it('answers a token for the right password, as JSON and form-encoded', async () => {
      const json = await rest(stack, 'POST', '/api/auth/login', {
        body: { email: 'manager@demo.be', password: 'demo' },
      });
      expect(json.status).toBe(200);
      expect(json.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const { request } = await import('undici');
      const form = await request(`${stack.restUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=MANAGER%40demo.be&password=demo',
      });
      expect(form.statusCode).toBe(200);
      // The token expires, and the answer says when.
      expect(Object.keys((await form.body.json()) as object)).toEqual(['token', 'expires_at']);
    });

    it('refuses a wrong password with a code and the message as reason phrase', async () => {
      const answer = await rest(stack, 'POST', '/api/auth/login', {
        body: { email: 'admin@demo.be', password: 'nope' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The email or password is wrong.' });
    });

    it('answers FIELD_IS_REQUIRED for a missing field (part 1 §5)', async () => {
      const answer = await rest(stack, 'POST', '/api/auth/login', { body: { email: 'admin@demo.be' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'FIELD_IS_REQUIRED', message: 'password is required', field: 'password' });
    });

    it('refuses every other route without a valid token', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const answer = await rest(stack, 'GET', '/api/employees', { token });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('employee list', () => {
    it('pages through the active people of the company by last name', async () => {
      const first = await rest(stack, 'GET', '/api/employees?limit=20', { token: admin });
      const second = await rest(stack, 'GET', '/api/employees?limit=20&offset=20', { token: admin });
      expect(first.status).toBe(200);
      // Demo Belgium: 60 people, 2 archived; the sensitive profile shows to the admin.
      expect(first.body.total).toBe(58);
      expect(first.body.data).toHaveLength(20);
      const ids = [...first.body.data, ...second.body.data].map((e: { id: number }) => e.id);
      expect(new Set(ids).size).toBe(40);
      const names = first.body.data.map((e: { last_name: string }) => e.last_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(first.body.data.every((e: { deleted: number }) => e.deleted === 0)).toBe(true);
    });

    it('includes archived people on request', async () => {
      const all = await rest(stack, 'GET', '/api/employees?limit=100&include_archived=1', { token: admin });
      expect(all.body.total).toBe(60);
    });

    it('searches first and last name, in either order, case-insensitively', async () => {
      const { body: list } = await rest(stack, 'GET', '/api/employees?limit=1', { token: admin });
      const person = list.data[0];
      for (const term of [
        person.last_name.toUpperCase(),
        `${person.first_name} ${person.last_name}`,
        `${person.last_name} ${person.first_name}`,
      ]) {
        const { body } = await rest(stack, 'GET', `/api/employees?search=${encodeURIComponent(term)}`, {
          token: admin,
        });
        expect(body.data.map((e: { id: number }) => e.id)).toContain(person.id);
      }
      const none = await rest(stack, 'GET', `/api/employees?search=${encodeURIComponent('%_\\')}`, { token: admin });
      expect(none.body).toEqual({ data: [], total: 0 });
    });

    it('hides sensitive profiles from non-admins (part 1 §4: sensitive means invisible)', async () => {
      const manager = await signIn(stack, 'manager@demo.be');
      const { body } = await rest(stack, 'GET', '/api/employees?limit=100', { token: manager });
      expect(body.total).toBe(57);
      expect(body.data.some((e: { sensitive_profile: number }) => e.sensitive_profile === 1)).toBe(false);
    });

    it.each([
      ['limit=0', 'limit', 'OUT_OF_RANGE'],
      ['limit=101', 'limit', 'OUT_OF_RANGE'],
      ['offset=-1', 'offset', 'OUT_OF_RANGE'],
      ['limit=1e1', 'limit', 'INVALID_INPUT'],
      ['include_archived=2', 'include_archived', 'INVALID_INPUT'],
    ])('refuses %s naming the field', async (query, field, code) => {
      const answer = await rest(stack, 'GET', `/api/employees?${query}`, { token: admin });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, code, field]);
    });
  });

  describe('employee detail (part 1 §3 "Employee detail response")', () => {
    it('answers every key of the detail response', async () => {
      const { body: list } = await rest(stack, 'GET', '/api/employees?limit=5', { token: admin });
      const answer = await rest(stack, 'GET', `/api/employees/${list.data[4].id}`, { token: admin });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(
        [
          'employee',
          'current_role',
          'future_role',
          'role_history',
          'team',
          'current_reports_to',
          'current_reports_to_extra',
          'current_department',
          'days_with_us',
          'termination_info',
          'current_wage',
          'weekly_schedule_exceptions',
          'average_weekly_minutes',
          'current_wage_total_costs',
          'custom_fields',
        ].sort(),
      );
      expect(answer.body.employee).toMatchObject({ id: list.data[4].id, deleted: 0 });
      expect(answer.body.termination_info).toEqual({ days_since_termination: null });
      expect(answer.body.current_reports_to).toEqual(
        expect.objectContaining({ person_id: expect.any(Number), person_name: expect.any(String) }),
      );
    });

    it('sorts custom fields by priority, then lowercase trimmed name (part 1 §5)', async () => {
      const answer = await rest(stack, 'GET', '/api/employees/1', { token: admin });
      const fields = answer.body.custom_fields.map((f: { priority: number; cf_name: string }) => [
        f.priority,
        f.cf_name,
      ]);
      expect(fields).toEqual([
        [1, 'LinkedIn'],
        [1, 'Meal voucher value'],
        [2, 'Shoe size'],
        [3, 'Notes from onboarding'],
      ]);
    });

    it('answers a future_role for someone who has not started yet', async () => {
      const { body } = await rest(stack, 'GET', '/api/employees?limit=100', { token: admin });
      const starters = [];
      for (const e of body.data.filter((p: { join_date: string }) => p.join_date > '2026-06-15')) {
        starters.push((await rest(stack, 'GET', `/api/employees/${e.id}`, { token: admin })).body);
      }
      expect(starters.length).toBeGreaterThan(0);
      for (const detail of starters) {
        expect(detail.current_role).toBeNull();
        expect(detail.future_role.start_date > '2026-06-15').toBe(true);
        expect(detail.days_with_us).toBe(0);
      }
    });

    it.each([
      ['/api/employees/999999', 404, 'NOT_FOUND'],
      // A path id that is no id answers exactly like a missing one.
      ['/api/employees/0', 404, 'NOT_FOUND'],
      ['/api/employees/abc', 404, 'NOT_FOUND'],
      ['/api/employees/99999999999', 404, 'NOT_FOUND'],
    ])('%s answers %i %s', async (path, status, code) => {
      const answer = await rest(stack, 'GET', path, { token: admin });
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(code);
    });
  });

  describe('batch reads for the gateway', () => {
    it('answers the people asked for and leaves out the missing', async () => {
      const answer = await rest(stack, 'GET', '/api/employees/batch?ids=3,1,999999', { token: admin });
      expect(answer.body.data.map((e: { id: number }) => e.id).sort()).toEqual([1, 3]);
    });

    it.each([
      ['empty', ''],
      ['not a number', 'a'],
      ['an empty id', '1,,2'],
      ['101 ids', Array.from({ length: 101 }, (_, i) => i + 1).join(',')],
    ])('refuses ids: %s', async (_label, ids) => {
      const answer = await rest(stack, 'GET', `/api/employees/batch?ids=${ids}`, { token: admin });
      expect(answer.status).toBe(400);
    });
  });

  it('serves its OpenAPI document, generated from the route schemas', async () => {
    const answer = await rest(stack, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    expect(Object.keys(answer.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/employees',
        '/api/employees/batch',
        '/api/employees/{id}',
        '/api/teams/batch',
      ]),
    );
  });
});
