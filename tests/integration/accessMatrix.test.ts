// Every demo user × every REST route about a person, for a colleague, for themselves and for a person of a
// group they do not cover, decides as domain/permissions does: refused with 403 FORBIDDEN (READ_ONLY for every write in
// read-only mode), 404 for a person the caller cannot find, and otherwise answered. The routes come from the OpenAPI
// document, so a route without an entry in tests/support/accessRoutes.ts fails here.
import { mayDo, maySee, type PermissionContext } from '@people/domain/permissions';
import { budgetFixtures } from '../support/budgetFixtures';
import { contractFixtures } from '../support/contractFixtures';
import { documentFixtures } from '../support/documentFixtures';
import { engines } from '../support/databases';
import { call, signIn, startRest, type Answer, type RestStack } from '../support/daysOff';
import { people } from '../support/profile';
import { ROUTES, openApiRoutes, type Fixtures, type RouteCase } from '../support/accessRoutes';
import { softwareReviewFixtures } from '../support/softwareReviewFixtures';

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
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function send(
  stack: RestStack,
  method: 'GET' | 'POST',
  request: ReturnType<NonNullable<RouteCase['request']>>,
  token: string,
): Promise<Answer> {
  if (!request.upload) return call(stack, method, request.path, { token, json: request.body });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'face.png');
  const response = await fetch(`${stack.url}${request.path}`, {
    method,
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: await response.json(),
  };
}

/** What the route must answer, from the domain's decision on the caller's context of the person (undefined: not found). */
function expected(
  route: RouteCase,
  method: string,
  context: PermissionContext | undefined,
  viewer: Omit<PermissionContext, 'person'>,
  readOnly: boolean,
): 'allowed' | 'FORBIDDEN' | 'READ_ONLY' | 'NOT_FOUND' | 'listed' | 'left out' {
  const rule = route.rule;
  if ('batch' in rule)
    return context && (rule.batch === 'header' || rule.batch === 'items' || maySee(rule.batch, context))
      ? 'listed'
      : 'left out';
  if (method === 'POST' && readOnly) return 'READ_ONLY';
  if ('settings' in rule) {
    if (!mayDo(rule.settings, viewer)) return 'FORBIDDEN';
    return context ? 'allowed' : 'NOT_FOUND';
  }
  if (!context) return 'NOT_FOUND';
  if ('see' in rule) return maySee(rule.see, context) ? 'allowed' : 'FORBIDDEN';
  if ('do' in rule)
    return mayDo(rule.do, { ...context, person: { ...context.person!, ...rule.regardless } }) ? 'allowed' : 'FORBIDDEN';
  throw new Error('a route not about a person has no request');
}

function outcome(route: RouteCase, answer: Answer, id: number): string {
  if ('batch' in route.rule && answer.status === 200) {
    return answer.body.data.some(
      (row: { id?: number; employee_id?: number }) => row.id === id || row.employee_id === id,
    )
      ? 'listed'
      : 'left out';
  }
  if (answer.status === 403) return answer.body.code;
  // 404 about the person (or their wage, budget, budget item, license or review, by its id) is 'not found'; about
  // something else of theirs (an entry, a contract, a review type), a permitted caller's answer.
  if (answer.status === 404) {
    return /^This (person|wage|budget|budget item|license|performance review|document) does not exist\.$/.test(
      answer.body.message,
    )
      ? 'NOT_FOUND'
      : 'allowed';
  }
  // A permitted caller's request may still end in a state code (an open contract, a day that is not a working day).
  return answer.status < 300 || [409, 422].includes(answer.status)
    ? 'allowed'
    : `${answer.status} ${answer.body?.code}`;
}

describe.each(engines())('the access matrix on %s', (_engine, open) => {
  let stack: RestStack;
  let fixtures: Fixtures;
  let targets: { colleague: number; otherGroup: number };
  const tokens = new Map<string, string>();
  const selves = new Map<string, number | null>();
  beforeAll(async () => {
    stack = await startRest(await open());
    for (const email of USERS) tokens.set(email, await signIn(stack, email));
    const users = await stack.db.query<{ email: string; employee_id: number | null }>(
      'SELECT email, employee_id FROM users WHERE company_id = 1',
    );
    for (const u of users) selves.set(u.email, u.employee_id);
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
    const candidates = await people(stack.db, ['openContract', 'linked', 'started', 'notParallel', 'noPendingDimona'], {
      skip: users.map((u) => u.employee_id ?? 0),
    });
    targets = {
      colleague: candidates.find((id) => antwerp.has(id))!,
      otherGroup: candidates.find((id) => stores.has(id))!,
    };
    const wages = await stack.db.query<{ employee_id: number; id: number }>(
      "SELECT DISTINCT ON (employee_id) employee_id, id FROM wages WHERE company_id = 1 AND status = 'active' ORDER BY employee_id, start_date DESC",
    );
    const [type] = await stack.db.query<{ id: number }>(
      "SELECT id FROM day_off_types WHERE company_id = 1 AND year = 2026 AND limitation = 'limit_in_days' ORDER BY id LIMIT 1",
    );
    // Demo Belgium has no leave-accrual type (Demo Nederland's statutory hours are one): this database gets one.
    const [accrual] = await stack.db.query<{ id: number }>(
      `INSERT INTO day_off_types (company_id, year, type, name, limitation, default_limitation, accrual_minutes_per_month)
       VALUES (1, 2026, 'custom', 'Access matrix accrual', 'leave_accrual', 'leave_accrual', 600) RETURNING id`,
    );
    const [ruleset] = await stack.db.query<{ id: number }>(
      'SELECT id FROM day_off_rulesets WHERE company_id = 1 ORDER BY id LIMIT 1',
    );
    fixtures = {
      ...(await softwareReviewFixtures(stack.db)),
      wageOf: (id) => wages.find((w) => w.employee_id === id)?.id ?? 999999,
      dayOffType: type.id,
      accrualType: accrual.id,
      ruleset: ruleset.id,
      integration: 1,
      ...(await budgetFixtures(stack.db)),
      ...(await documentFixtures(stack.db)),
      ...(await contractFixtures(stack.db)),
    };
  });
  afterAll(() => stack.close());

  it('has an entry for every route of the OpenAPI document', async () => {
    const documented = openApiRoutes((await call(stack, 'GET', '/api/openapi.json')).body);
    expect(documented.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('puts the colleague in a group the scoped manager covers and the other person outside it; the linked users are themselves', async () => {
    const context = async (email: string, id: number) =>
      (await call(stack, 'GET', `/api/employees/permissions/batch?ids=${id}`, { token: tokens.get(email) })).body
        .data[0]?.context;
    expect((await context('groupmanager@demo.be', targets.colleague)).person).toMatchObject({
      sameGroup: true,
      isSelf: false,
    });
    expect(await context('groupmanager@demo.be', targets.otherGroup)).toBeUndefined();
    for (const email of ['light@demo.be', 'employee@demo.be', 'groupmanager@demo.be'])
      expect((await context(email, selves.get(email)!)).person.isSelf).toBe(true);
  });

  it("On every route about one contract, another company's contract answers exactly like a missing one", async () => {
    const token = tokens.get('admin@demo.be')!;
    const [{ id: dutch }] = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = 2 ORDER BY id LIMIT 1',
    );
    const missing: Fixtures = { ...fixtures, contractOf: () => 999999, deletedContractOf: () => 999999 };
    const asked: string[] = [];
    for (const [key, route] of Object.entries(ROUTES)) {
      if (!route.request) continue;
      const [theirs, none] = [route.request(dutch, fixtures), route.request(dutch, missing)];
      if (JSON.stringify(theirs) === JSON.stringify(none)) continue; // not about a contract
      asked.push(key);
      const method = key.split(' ')[0] as 'GET' | 'POST';
      const [a, b] = [await send(stack, method, theirs, token), await send(stack, method, none, token)];
      expect([key, a.status, a.body]).toEqual([key, b.status, b.body]);
    }
    expect(asked.length).toBeGreaterThanOrEqual(17);
  });

  describe.each(USERS)('as %s', (email) => {
    it.each(['colleague', 'self', 'otherGroup'] as const)(
      'every route about a person decides as the domain for their %s',
      async (target) => {
        const token = tokens.get(email)!;
        const id = target === 'self' ? selves.get(email) : targets[target];
        if (id === null || id === undefined) return; // not a person: no own profile
        const mismatches: string[] = [];
        // The viewer and company (every demo user finds the colleague), for what a route decides before the person.
        const { viewer, company } = (
          await call(stack, 'GET', `/api/employees/permissions/batch?ids=${targets.colleague}`, { token })
        ).body.data[0].context;
        for (const [key, route] of Object.entries(ROUTES)) {
          if (!route.request) continue;
          const method = key.split(' ')[0] as 'GET' | 'POST';
          const context = (await call(stack, 'GET', `/api/employees/permissions/batch?ids=${id}`, { token })).body
            .data[0]?.context as PermissionContext | undefined;
          const want = expected(route, method, context, { viewer, company }, email === 'readonly@demo.be');
          const got = outcome(route, await send(stack, method, route.request(id, fixtures), token), id);
          if (got !== want) mismatches.push(`${key}: expected ${want}, got ${got}`);
        }
        expect(mismatches).toEqual([]);
      },
    );
  });
});
