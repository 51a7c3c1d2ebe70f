// Personal information (domain PERSONAL_DETAIL_FIELDS) is its own resource. Lists and batch reads answer the
// directory card only; the detail fills the personal fields under maySee('personalInformation'), null otherwise; the
// personal_details batch answers only the people whose personal information the caller may see. What an account
// with light access could do before (read and change colleagues' data) and read-only mode are refused and change nothing.
import { PERSONAL_DETAIL_FIELDS } from '@people/domain/personalData';
import { engines } from '../support/databases';
import { call, signIn, startRest, type RestStack } from '../support/daysOff';

type Seen = 'seen' | 'hidden' | 'not found';
// Hand-written, not derived from the domain, so a change of the rules has to change this table too.
const EXPECTED: Record<string, { colleague: Seen; self?: Seen; otherGroup: Seen }> = {
  'admin@demo.be': { colleague: 'seen', otherGroup: 'seen' },
  'manager@demo.be': { colleague: 'seen', otherGroup: 'seen' },
  'nowage@demo.be': { colleague: 'seen', otherGroup: 'seen' },
  'light@demo.be': { colleague: 'hidden', self: 'seen', otherGroup: 'hidden' },
  'support@demo.be': { colleague: 'seen', otherGroup: 'seen' },
  'groupmanager@demo.be': { colleague: 'seen', self: 'seen', otherGroup: 'not found' },
  'employee@demo.be': { colleague: 'hidden', self: 'seen', otherGroup: 'hidden' },
  'readonly@demo.be': { colleague: 'seen', otherGroup: 'seen' },
};

describe.each(engines())('personal information and the access findings on %s', (_engine, open) => {
  let stack: RestStack;
  let targets: { colleague: number; otherGroup: number };
  const selves = new Map<string, number>();
  beforeAll(async () => {
    stack = await startRest(await open());
    const users = await stack.db.query<{ email: string; employee_id: number | null }>(
      'SELECT email, employee_id FROM users WHERE company_id = 1 AND employee_id IS NOT NULL',
    );
    for (const u of users) selves.set(u.email, u.employee_id!);
    const inGroup = async (name: string) =>
      (
        await stack.db.query<{ id: number }>(
          'SELECT e.id FROM employees e JOIN groups g ON g.id = e.group_id WHERE g.name = $1 AND e.deleted = 0 AND e.sensitive_profile = 0 AND NOT (e.id = ANY($2::int[])) ORDER BY e.id',
          [name, [...selves.values()]],
        )
      )[0].id;
    targets = { colleague: await inGroup('Antwerp'), otherGroup: await inGroup('Stores') };
  });
  afterAll(() => stack.close());

  describe.each(Object.entries(EXPECTED))('as %s', (email, expected) => {
    it('sees personal fields on the detail and the personal_details batch only where the model allows, and never in lists', async () => {
      const token = await signIn(stack, email);
      const cases = Object.entries({ ...expected, self: expected.self }).filter(([, seen]) => seen !== undefined) as [
        string,
        Seen,
      ][];
      for (const [target, seen] of cases) {
        const id = target === 'self' ? selves.get(email)! : targets[target as 'colleague' | 'otherGroup'];
        const detail = await call(stack, 'GET', `/api/employees/${id}`, { token });
        const personal = await call(stack, 'GET', `/api/employees/personal_details/batch?ids=${id}`, { token });
        const answer = {
          target,
          detail:
            detail.status === 404
              ? 'not found'
              : detail.body.employee.rijks_register_nummer !== null && detail.body.employee.dob !== null
                ? 'seen'
                : 'hidden',
          batch: personal.body.data.length === 1 ? 'seen' : 'hidden',
        };
        expect(answer).toEqual({ target, detail: seen, batch: seen === 'seen' ? 'seen' : 'hidden' });
        if (seen === 'hidden')
          expect(PERSONAL_DETAIL_FIELDS.filter((field) => detail.body.employee[field] !== null)).toEqual([]);
        if (seen === 'seen')
          expect(Object.keys(personal.body.data[0]).sort()).toEqual(['id', ...PERSONAL_DETAIL_FIELDS].sort());
      }
      const list = await call(stack, 'GET', '/api/employees?limit=100', { token });
      const batch = await call(stack, 'GET', `/api/employees/batch?ids=${targets.colleague},${targets.otherGroup}`, {
        token,
      });
      for (const row of [...list.body.data, ...batch.body.data])
        expect(PERSONAL_DETAIL_FIELDS.filter((field) => field in row)).toEqual([]);
      // The people a scoped manager does not cover are not listed at all.
      expect(list.body.data.some((row: { id: number }) => row.id === targets.otherGroup)).toBe(
        expected.otherGroup !== 'not found',
      );
    });
  });

  it('does not match a search on personal information', async () => {
    const [row] = await stack.db.query<{ bank_account_iban: string; rijks_register_nummer: string }>(
      'SELECT bank_account_iban, rijks_register_nummer FROM employees WHERE id = $1',
      [targets.colleague],
    );
    for (const email of ['light@demo.be', 'admin@demo.be']) {
      const token = await signIn(stack, email);
      for (const term of [row.bank_account_iban, row.rijks_register_nummer]) {
        expect(
          (await call(stack, 'GET', `/api/employees?search=${encodeURIComponent(term)}`, { token })).body.total,
        ).toBe(0);
      }
    }
  });

  const snapshot = async (id: number) => ({
    person: await stack.db.query('SELECT avatar, sensitive_profile, deleted FROM employees WHERE id = $1', [id]),
    daysOff: await stack.db.query('SELECT count(*)::int AS n FROM personal_days_off WHERE employee_id = $1', [id]),
    seniority: await stack.db.query('SELECT * FROM seniority_dates WHERE employee_id = $1', [id]),
    invites: await stack.db.query('SELECT count(*)::int AS n FROM selfservice_invites WHERE employee_id = $1', [id]),
    companyDays: await stack.db.query('SELECT count(*)::int AS n FROM company_days_off WHERE company_id = 1'),
    removals: await stack.db.query('SELECT count(*)::int AS n FROM company_day_off_removals WHERE employee_id = $1', [
      id,
    ]),
  });

  // Each of these was allowed for light@demo.be before.
  it.each(['light@demo.be', 'employee@demo.be'])(
    'refuses %s every change of a colleague, and changes nothing',
    async (email) => {
      const token = await signIn(stack, email);
      const id = targets.colleague;
      const [entry] = await stack.db.query<{ id: number }>(
        'SELECT id FROM personal_days_off WHERE employee_id = $1 ORDER BY id LIMIT 1',
        [id],
      );
      const [holiday] = await stack.db.query<{ id: number; date: string }>(
        "SELECT id, date FROM company_days_off WHERE company_id = 1 AND date >= '2026-06-15' ORDER BY date LIMIT 1",
      );
      const before = await snapshot(id);
      const writes: [string, unknown][] = [
        ['/api/days_off/personal_days_off/remove', { employee_id: id, entry_id_0: entry.id }],
        ['/api/days_off/company_days_off/remove_for_employee', { employee_id: id, date: holiday.date }],
        [
          '/api/days_off/personal_days_off/add',
          { employee_id: id, type: 'sick_day', date_0: '2026-06-17', duration_minutes_0: 'all_day' },
        ],
        ['/api/seniority_dates/update', { employee_id: id, seniority_date: '2010-01-01' }],
        ['/api/selfservice/invite', { employee_id: id }],
        [`/api/days_off/company_days_off/${holiday.id}/delete`, {}],
      ];
      for (const [path, json] of writes) {
        const answer = await call(stack, 'POST', path, { token, json });
        expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'FORBIDDEN']);
      }
      const form = new FormData();
      form.append(
        'file',
        new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }),
        'face.png',
      );
      const avatar = await fetch(`${stack.url}/api/employees/${id}/avatar`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(avatar.status).toBe(403);
      expect(await snapshot(id)).toEqual(before);
    },
  );

  it('refuses every write in read-only mode with READ_ONLY, and still signs in', async () => {
    const token = await signIn(stack, 'readonly@demo.be');
    const id = targets.colleague;
    const before = await snapshot(id);
    for (const [path, json] of [
      ['/api/seniority_dates/update', { employee_id: id, seniority_date: '2010-01-01' }],
      ['/api/employees/setSensitive', { id, sensitive: 1 }],
      ['/api/days_off/company_days_off', { date: '2026-08-03', special_name: 'Read-only day', country_code: 'BE' }],
      [
        '/api/days_off/personal_days_off/add',
        { employee_id: id, type: 'sick_day', date_0: '2026-06-17', duration_minutes_0: 'all_day' },
      ],
    ] as const) {
      const answer = await call(stack, 'POST', path, { token, json });
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'READ_ONLY']);
    }
    expect(await snapshot(id)).toEqual(before);
    expect((await call(stack, 'GET', `/api/employees/${id}`, { token })).status).toBe(200);
  });
});
