// GET /api/employees/{id}?embed= answers, beside the detail (part 1 §3), what the profile reads of the person.
// Every demo user × a colleague, themselves, a person of a group they do not cover and a person whose profile fills
// every section: each embedded piece is there exactly when its own route answers the caller, and it is that answer.
import { engines } from '../support/databases';
import { call, signIn, startRest, type RestStack } from '../support/daysOff';
import { people } from '../support/profile';

const USERS = [
  'admin@demo.be',
  'manager@demo.be',
  'nowage@demo.be',
  'light@demo.be',
  'support@demo.be',
  'groupmanager@demo.be',
  'employee@demo.be',
  'readonly@demo.be',
];
const ALL =
  'seniority,reports_to,parallel_employee_ids,selfservice_pincode_status,cars,personal_details,wages,recurring_holidays,managers,permission_context';

type Pieces = Record<string, unknown>;

describe.each(engines())('the detail with embedded pieces on %s', (_engine, open) => {
  let stack: RestStack;
  const tokens = new Map<string, string>();
  const selves = new Map<string, number | null>();
  let targets: Record<'colleague' | 'otherGroup' | 'full', number>;
  beforeAll(async () => {
    stack = await startRest(await open());
    for (const email of USERS) tokens.set(email, await signIn(stack, email));
    for (const u of await stack.db.query<{ email: string; employee_id: number | null }>(
      'SELECT email, employee_id FROM users WHERE company_id = 1',
    ))
      selves.set(u.email, u.employee_id);
    const groupOf = async (name: string) =>
      new Set(
        (
          await stack.db.query<{ id: number }>(
            'SELECT e.id FROM employees e JOIN groups g ON g.id = e.group_id WHERE g.name = $1',
            [name],
          )
        ).map((r) => r.id),
      );
    const [antwerp, stores] = [await groupOf('Antwerp'), await groupOf('Stores')];
    const candidates = await people(stack.db, ['openContract', 'started'], {
      skip: [...selves.values()].map((id) => id ?? 0),
    });
    const [full] = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e
        WHERE e.company_id = 1 AND e.deleted = 0 AND e.sensitive_profile = 0
          AND EXISTS (SELECT 1 FROM vehicles v WHERE v.employee_id = e.id AND v.deleted = 0)
          AND EXISTS (SELECT 1 FROM reports_to r WHERE r.employee_id = e.id)
          AND EXISTS (SELECT 1 FROM wage_recurring_holidays h JOIN wages w ON w.id = h.wage_id WHERE w.employee_id = e.id)
        ORDER BY e.id LIMIT 1`,
    );
    targets = {
      colleague: candidates.find((id) => antwerp.has(id))!,
      otherGroup: candidates.find((id) => stores.has(id))!,
      full: full.id,
    };
  });
  afterAll(() => stack.close());

  /** What each piece's own route answers the caller about the person; a refused or leaving-out route, nothing. */
  async function ownRoutes(
    token: string,
    id: number,
    employee: { reports_to_id: number | null; reports_to_extra_id: number | null },
  ): Promise<Pieces> {
    const get = async (path: string) => {
      const answer = await call(stack, 'GET', path, { token });
      return answer.status === 200 ? answer.body : undefined;
    };
    const pieces: Pieces = {
      seniority: await get(`/api/seniority_dates/${id}`),
      reports_to: await get(`/api/employees/${id}/reports_to`),
      parallel_employee_ids: await get(`/api/employees/${id}/parallel_employee_ids`),
      selfservice_pincode_status: await get(`/api/selfservice_pincodes/${id}/status`),
      cars: await get(`/api/employees/${id}/cars`),
      personal_details: (await get(`/api/employees/personal_details/batch?ids=${id}`)).data[0],
      wages: (await get(`/api/wages?employee_ids=${id}`)).data[0],
      permission_context: (await get(`/api/employees/permissions/batch?ids=${id}`)).data[0]?.context,
    };
    const wages = pieces.wages as { wages: { id: number }[] } | undefined;
    if (wages)
      pieces.recurring_holidays =
        wages.wages.length === 0
          ? { data: [] }
          : await get(`/api/wages/recurring_holidays?wage_ids=${wages.wages.map((w) => w.id).join(',')}`);
    const lines =
      (pieces.reports_to as { reports_to_person: { person_id: number }[] } | undefined)?.reports_to_person.map(
        (r) => r.person_id,
      ) ?? [];
    const named = [
      ...new Set(
        [employee.reports_to_id, employee.reports_to_extra_id, ...lines].filter((m): m is number => m !== null),
      ),
    ];
    const managers = named.length === 0 ? { data: [] } : await get(`/api/employees/batch?ids=${named.join(',')}`);
    pieces.managers = { data: [...managers.data].sort((a: { id: number }, b: { id: number }) => a.id - b.id) };
    return Object.fromEntries(Object.entries(pieces).filter(([, value]) => value !== undefined));
  }

  describe.each(USERS)('as %s', (email) => {
    it.each(['colleague', 'self', 'otherGroup', 'full'] as const)(
      'embeds for their %s exactly what each piece’s own route answers',
      async (target) => {
        const token = tokens.get(email)!;
        const id = target === 'self' ? selves.get(email) : targets[target];
        if (id === null || id === undefined) return; // not a person: no own profile
        const [plain, embedded] = [
          await call(stack, 'GET', `/api/employees/${id}`, { token }),
          await call(stack, 'GET', `/api/employees/${id}?embed=${ALL}`, { token }),
        ];
        expect(embedded.status).toEqual(plain.status);
        if (plain.status !== 200) return expect(embedded.body).toEqual(plain.body); // a person the caller cannot find: 404 alike
        const { embedded: pieces, ...detail } = embedded.body;
        expect(detail).toEqual(plain.body);
        const managers = pieces.managers as { data: { id: number }[] };
        expect({ ...pieces, managers: { data: [...managers.data].sort((a, b) => a.id - b.id) } }).toEqual(
          await ownRoutes(token, id, plain.body.employee),
        );
      },
    );
  });

  it('answers only the pieces asked for, no `embedded` without embed, and refuses a piece it does not know (400)', async () => {
    const token = tokens.get('admin@demo.be')!;
    const some = await call(stack, 'GET', `/api/employees/${targets.full}?embed=cars,seniority`, { token });
    expect(Object.keys(some.body.embedded).sort()).toEqual(['cars', 'seniority']);
    expect((await call(stack, 'GET', `/api/employees/${targets.full}`, { token })).body).not.toHaveProperty('embedded');
    expect((await call(stack, 'GET', `/api/employees/${targets.full}?embed=cars,salary`, { token })).status).toEqual(
      400,
    );
  });

  it('the full profile person has something in each piece, so the comparisons above compare data', async () => {
    const { body } = await call(stack, 'GET', `/api/employees/${targets.full}?embed=${ALL}`, {
      token: tokens.get('admin@demo.be')!,
    });
    expect(body.embedded.cars.data.length).toBeGreaterThan(0);
    expect(body.embedded.recurring_holidays.data.length).toBeGreaterThan(0);
    expect(body.embedded.reports_to.reports_to_person.length).toBeGreaterThan(0);
    expect(body.embedded.managers.data.length).toBeGreaterThan(0);
    expect(body.embedded.personal_details.id).toEqual(targets.full);
    expect(body.embedded.permission_context.person).toBeDefined();
  });
});
