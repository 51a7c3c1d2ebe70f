// Bad input: the findings of the test campaign, one test each. Ids are integers in one spelling, strings
// hold no control characters, dates are in the supported years (domain dates MIN_YEAR–MAX_YEAR), amounts are bounded,
// and every refusal names its field with a code — on REST and through the gateway, never a 500 or a stored row.
import { request } from 'undici';
import { engines } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const NUL = '\u0000';

describe.each(engines())('bad input on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  const count = async (table: string) =>
    (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const post = (path: string, body: unknown) => rest(stack, 'POST', path, { token: admin, body });
  const form = async (path: string, fields: Record<string, string>) => {
    const response = await request(`${stack.restUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${admin}` },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
  };
  const newWage = {
    employee_id: 34,
    start_date: '2026-09-01',
    type: 'employee_paid_monthly',
    rate: 3900,
    registration_country_code: 'BE',
  };

  describe('ids are integers in one spelling', () => {
    it.each([true, '1', '1e1', '0x10', 1.5, [1]])(
      'refuses employee_id %p in a JSON body and stores nothing',
      async (employeeId) => {
        const before = [await count('wages'), await count('activity_items'), await count('seniority_dates')];
        const answers = [
          await post('/api/wages', { ...newWage, employee_id: employeeId }),
          await post('/api/activity/addNote', { relatedObject: 'employee', relatedObjectId: employeeId, note: 'hi' }),
          await post('/api/seniority_dates/update', { employee_id: employeeId, seniority_date: '2020-01-01' }),
          await post('/api/employees/setSensitive', { id: employeeId, sensitive: 1 }),
        ];
        for (const answer of answers)
          expect([answer.status, answer.body.code, answer.body.field]).toEqual([
            400,
            'INVALID_INPUT',
            expect.stringMatching(/^(employee_id|relatedObjectId|id)$/),
          ]);
        expect([await count('wages'), await count('activity_items'), await count('seniority_dates')]).toEqual(before);
      },
    );

    it('refuses a flag given as true', async () => {
      const answer = await post('/api/employees/setSensitive', { id: 5, sensitive: true });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'INVALID_INPUT', 'sensitive']);
    });

    it.each(['0x10', '1e1', '016', '+16', '16.0', '0', '-1', '2147483648', '99999999999999999999'])(
      'answers 404 NOT_FOUND for the path id %s',
      async (spelling) => {
        for (const [method, path] of [
          ['POST', `/api/wages/${spelling}`],
          ['POST', `/api/days_off/company_days_off/${spelling}/delete`],
          ['GET', `/api/employees/${spelling}`],
          ['GET', `/api/seniority_dates/${spelling}`],
        ] as const) {
          const answer = await rest(stack, method, path, {
            token: admin,
            body: method === 'POST' ? { rate: 1 } : undefined,
          });
          expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'NOT_FOUND']);
        }
        expect(await stack.db.query('SELECT id FROM company_days_off WHERE id = 16')).toHaveLength(1);
      },
    );

    it('converts only exact decimal spellings of a form-encoded body', async () => {
      const before = await count('seniority_dates');
      const refused = await form('/api/seniority_dates/update', { employee_id: '0x5', seniority_date: '2020-01-01' });
      expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'INVALID_INPUT', 'employee_id']);
      expect(await count('seniority_dates')).toEqual(before);
      const accepted = await form('/api/seniority_dates/update', { employee_id: '5', seniority_date: '2020-01-01' });
      expect(accepted.status).toBe(200);
    });

    it('keeps query strings strict', async () => {
      const answer = await rest(stack, 'GET', '/api/days_off/budget_usage?employee_id=0x5&year=2026', { token: admin });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'INVALID_INPUT', 'employee_id']);
      const ok = await rest(stack, 'GET', '/api/days_off/budget_usage?employee_id=5&year=2026', { token: admin });
      expect(ok.status).toBe(200);
    });
  });

  describe('strings hold no control characters', () => {
    it.each([NUL, '\u0007', '\u001b', '\u007f'])(
      'refuses %j with INVALID_CHARACTERS naming the field',
      async (char) => {
        const notes = await count('activity_items');
        const cases = [
          [
            await rest(stack, 'POST', '/api/auth/login', { body: { email: `admin${char}@demo.be`, password: 'demo' } }),
            'email',
          ],
          [
            await post('/api/activity/addNote', { relatedObject: 'employee', relatedObjectId: 5, note: `a${char}b` }),
            'note',
          ],
          [
            await post('/api/days_off/company_days_off', {
              date: '2026-12-24',
              special_name: `Eve${char}`,
              country_code: 'BE',
            }),
            'special_name',
          ],
          [await rest(stack, 'GET', `/api/employees?search=a${encodeURIComponent(char)}b`, { token: admin }), 'search'],
          [await rest(stack, 'GET', `/api/employees/1${encodeURIComponent(char)}`, { token: admin }), 'id'],
          [await form('/api/auth/login', { email: `admin${char}@demo.be`, password: 'demo' }), 'email'],
        ] as const;
        for (const [answer, field] of cases)
          expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'INVALID_CHARACTERS', field]);
        expect(await count('activity_items')).toEqual(notes);
      },
    );

    it('keeps tab, line feed and carriage return', async () => {
      const answer = await post('/api/activity/addNote', {
        relatedObject: 'employee',
        relatedObjectId: 5,
        note: 'line one\r\n\tline two',
      });
      expect(answer.status).toBe(200);
    });
  });

  describe('dates are in the supported years and real', () => {
    it.each([
      ['/api/wages', { ...newWage, start_date: '9999-12-31' }, 'start_date'],
      ['/api/wages', { ...newWage, start_date: '31/12/9999' }, 'start_date'],
      ['/api/wages', { ...newWage, start_date: '2026-02-30' }, 'start_date'],
      ['/api/wages/terminate', { employee_id: 34, termination_date: '1999-12-31' }, 'termination_date'],
      ['/api/seniority_dates/update', { employee_id: 5, seniority_date: '0001-01-01' }, 'seniority_date'],
      ['/api/days_off/company_days_off', { date: '0001-01-01', special_name: 'Old', country_code: 'BE' }, 'date'],
      ['/api/days_off/company_days_off', { date: '30/02/2026', special_name: 'Never', country_code: 'BE' }, 'date'],
    ])('%s refuses %j', async (path, body, field) => {
      const before = [await count('wages'), await count('seniority_dates'), await count('company_days_off')];
      const answer = await post(path, body);
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'INVALID_DATE', field]);
      expect([await count('wages'), await count('seniority_dates'), await count('company_days_off')]).toEqual(before);
    });
  });

  describe("amounts are bounded and the message is the user's", () => {
    it.each([
      [{ ...newWage, rate: 1e12 }, 'rate', 'OUT_OF_RANGE'],
      [{ ...newWage, rate: -1 }, 'rate', 'OUT_OF_RANGE'],
      [{ ...newWage, rate: '3900' }, 'rate', 'INVALID_INPUT'],
      [{ ...newWage, rate: undefined }, 'rate', 'FIELD_IS_REQUIRED'],
    ])('refuses %j', async (body, field, code) => {
      const answer = await post('/api/wages', body);
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, code, field]);
      expect(answer.body.message).not.toMatch(/body\/|<=|>=/);
    });
  });

  describe('the self-service invitation goes to the address on file', () => {
    it('refuses a REST body that carries an email', async () => {
      const answer = await post('/api/selfservice/invite', { employee_id: 5, email: 'x@example.org' });
      expect([answer.status, answer.body.field]).toEqual([400, 'email']);
      expect(await stack.db.query("SELECT id FROM selfservice_invites WHERE email = 'x@example.org'")).toEqual([]);
    });

    it('has no email in the GraphQL input', async () => {
      const answer = await graphql(
        stack,
        'mutation ($input: InviteToSelfServiceInput!) { inviteToSelfService(input: $input) { userErrors { code } } }',
        { input: { employeeId: gid(5), email: 'x@example.org' } },
        admin,
      );
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe("GraphQL answers bad input as the user's error", () => {
    it('signIn with a NUL answers a userError', async () => {
      const answer = await graphql(
        stack,
        'mutation ($input: SignInInput!) { signIn(input: $input) { token userErrors { code field } } }',
        {
          input: { email: `admin${NUL}@demo.be`, password: 'demo' },
        },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.signIn.userErrors).toEqual([{ code: 'INVALID_CHARACTERS', field: ['input', 'email'] }]);
    });

    it('a mutation with a NUL answers a userError naming the field', async () => {
      const answer = await graphql(
        stack,
        'mutation ($input: AddActivityNoteInput!) { addActivityNote(input: $input) { userErrors { code field } } }',
        { input: { employeeId: gid(5), note: `a${NUL}b` } },
        admin,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.addActivityNote.userErrors).toEqual([
        { code: 'INVALID_CHARACTERS', field: ['input', 'note'] },
      ]);
    });

    it('a read with a NUL answers BAD_USER_INPUT', async () => {
      const answer = await graphql(
        stack,
        'query ($s: String) { employees(first: 5, search: $s) { totalCount } }',
        { s: `a${NUL}b` },
        admin,
      );
      expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    });
  });
});
