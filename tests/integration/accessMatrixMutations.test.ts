// Through the gateway: every demo user × every mutation of the schema (introspected, so a mutation without an
// entry in tests/support/accessMutations.ts fails) × {a colleague, themselves} decides as domain/permissions does on
// the context the REST API builds for that user and person: refused is a FORBIDDEN userError (READ_ONLY for a read-only
// user) and nothing stored; allowed is never refused for permissions (a state code such as an overlap is fine).
import { mayDo, maySee, type PermissionContext } from '@people/domain/permissions';
import { budgetFixtures } from '../support/budgetFixtures';
import { contractFixtures } from '../support/contractFixtures';
import { documentFixtures } from '../support/documentFixtures';
import { demoPglite } from '../support/databases';
import { softwareReviewFixtures } from '../support/softwareReviewFixtures';
import { MUTATIONS, ruleOf, type MutationCase, type MutationFixtures } from '../support/accessMutations';
import { people } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

// The admin last: its allowed changes (deleting the fixture holiday) must not change the other users' answers.
const USERS = [
  'manager@demo.be',
  'nowage@demo.be',
  'light@demo.be',
  'support@demo.be',
  'groupmanager@demo.be',
  'employee@demo.be',
  'readonly@demo.be',
  'admin@demo.be',
];
// Written on every request, refused or not (sessions, the append-only audit of reads): not part of "nothing stored".
const UNFINGERPRINTED = ['sessions', 'audit_log', 'schema_migrations'];

type Outcome = 'allowed' | 'FORBIDDEN' | 'READ_ONLY';

/** What the mutation must answer, from the domain's decision on the caller's context of the person. */
function expected(c: MutationCase, context: PermissionContext, readOnly: boolean): Outcome {
  const rule = ruleOf(c);
  if (readOnly) return 'READ_ONLY';
  if ('settings' in rule)
    return mayDo(rule.settings, { viewer: context.viewer, company: context.company }) ? 'allowed' : 'FORBIDDEN';
  if ('do' in rule)
    return mayDo(rule.do, { ...context, person: { ...context.person!, ...rule.regardless } }) ? 'allowed' : 'FORBIDDEN';
  if ('see' in rule) return maySee(rule.see, context) ? 'allowed' : 'FORBIDDEN';
  throw new Error(`a mutation decided by ${JSON.stringify(rule)} has no expectation`);
}

describe('the mutation access matrix through the gateway', () => {
  let stack: Stack;
  let fixtures: MutationFixtures;
  let inputTypes: Map<string, string>;
  let tables: string[];
  const tokens = new Map<string, string>();
  const selves = new Map<string, number | null>();
  const colleagues = new Map<string, number>();
  /** Per mutation, the outcomes seen across the users: each must be both allowed and refused somewhere. */
  const seen = new Map<string, Set<Outcome>>();

  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    for (const email of USERS) tokens.set(email, await signIn(stack, email));
    const users = await stack.db.query<{ email: string; employee_id: number | null }>(
      'SELECT email, employee_id FROM users WHERE company_id = 1',
    );
    for (const u of users) selves.set(u.email, u.employee_id);
    // One colleague per user, all in the group the scoped manager covers, so one user's allowed changes (a sick day, a
    // seniority date, a removed pincode) do not decide another's row.
    const antwerp = new Set(
      (
        await stack.db.query<{ id: number }>(
          "SELECT e.id FROM employees e JOIN groups g ON g.id = e.group_id WHERE g.name = 'Antwerp'",
        )
      ).map((r) => r.id),
    );
    const candidates = (
      await people(stack.db, ['openContract', 'started', 'notParallel', 'noPendingDimona'], {
        skip: users.map((u) => u.employee_id ?? 0),
      })
    ).filter((id) => antwerp.has(id));
    // The support user's colleague is linked to the integration, so that syncPerson (a linked person only) is allowed
    // to someone.
    const linked = new Set(await people(stack.db, ['linked']));
    const supportColleague = candidates.find((id) => linked.has(id))!;
    const others = candidates.filter((id) => id !== supportColleague);
    expect(supportColleague).toBeDefined();
    expect(others.length).toBeGreaterThanOrEqual(USERS.length - 1);
    USERS.forEach((email, i) => colleagues.set(email, email === 'support@demo.be' ? supportColleague : others[i]));
    const wages = await stack.db.query<{ employee_id: number; id: number }>(
      "SELECT DISTINCT ON (employee_id) employee_id, id FROM wages WHERE company_id = 1 AND status = 'active' ORDER BY employee_id, start_date DESC",
    );
    const [type] = await stack.db.query<{ id: number }>(
      "SELECT id FROM day_off_types WHERE company_id = 1 AND year = 2026 AND limitation = 'limit_in_days' ORDER BY id LIMIT 1",
    );
    const [accrual] = await stack.db.query<{ id: number }>(
      `INSERT INTO day_off_types (company_id, year, type, name, limitation, default_limitation, accrual_minutes_per_month)
       VALUES (1, 2026, 'custom', 'Access matrix accrual', 'leave_accrual', 'leave_accrual', 600) RETURNING id`,
    );
    const [ruleset] = await stack.db.query<{ id: number }>(
      'SELECT id FROM day_off_rulesets WHERE company_id = 1 ORDER BY id LIMIT 1',
    );
    const [holiday] = await stack.db.query<{ id: number }>(
      "INSERT INTO company_days_off (company_id, date, special_name, country_code) VALUES (1, '2029-05-02', 'Access matrix', 'BE') RETURNING id",
    );
    // Verzuim needs an integration with daysoff/verzuim (part 1 §6), which Demo Belgium's lacks; here it gets
    // the feature, so reportVerzuim is decided by the users' flags (calendar access, read-only, group) like the rest.
    await stack.db.query(
      "UPDATE payroll_integrations SET features = features || '{daysoff/verzuim}' WHERE company_id = 1",
    );
    fixtures = {
      ...(await softwareReviewFixtures(stack.db)),
      wageOf: (id) => wages.find((w) => w.employee_id === id)?.id ?? 999999,
      dayOffType: type.id,
      accrualType: accrual.id,
      ruleset: ruleset.id,
      integration: 1,
      holiday: holiday.id,
      ...(await budgetFixtures(stack.db)),
      ...(await documentFixtures(stack.db)),
      ...(await contractFixtures(stack.db)),
    };
    const schema = await graphql(
      stack,
      '{ __type(name: "Mutation") { fields { name args { name type { ofType { name } } } } } }',
      {},
      tokens.get('admin@demo.be'),
    );
    inputTypes = new Map(
      schema.data.__type.fields.map((f: { name: string; args: { type: { ofType: { name: string } } }[] }) => [
        f.name,
        f.args[0]?.type.ofType?.name,
      ]),
    );
    tables = (
      await stack.db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
    )
      .map((t) => t.tablename)
      .filter((t) => !UNFINGERPRINTED.includes(t));
  }, 120_000);
  afterAll(() => stack.close());

  /** Every stored row but the request bookkeeping, as one value per table. */
  const fingerprint = async () =>
    Object.fromEntries(
      await Promise.all(
        tables.map(async (t) => [
          t,
          (
            await stack.db.query<{ f: string }>(
              `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS f FROM ${t} x`,
            )
          )[0].f,
        ]),
      ),
    );

  const run = async (name: string, input: Record<string, unknown>, token: string) =>
    graphql(
      stack,
      `mutation ($input: ${inputTypes.get(name)}!) { ${name}(input: $input) { userErrors { code } } }`,
      { input },
      token,
    );

  it('has an entry for every mutation of the schema, and every entry is a mutation', () => {
    expect([...inputTypes.keys()].filter((name) => !(name in MUTATIONS))).toEqual([]);
    expect(Object.keys(MUTATIONS).filter((name) => !inputTypes.has(name))).toEqual([]);
    expect(
      Object.entries(MUTATIONS)
        .filter(([, c]) => !('none' in ruleOf(c)) && !c.input)
        .map(([name]) => name),
    ).toEqual([]);
  });

  describe.each(USERS)('as %s', (email) => {
    it.each(['colleague', 'self'] as const)(
      'every mutation about their %s is refused or allowed as the domain decides',
      async (target) => {
        const token = tokens.get(email)!;
        const id = target === 'self' ? selves.get(email) : colleagues.get(email)!;
        if (id === null || id === undefined) return; // a user who is not a person has no own profile
        const context = (await rest(stack, 'GET', `/api/employees/permissions/batch?ids=${id}`, { token })).body.data[0]
          ?.context as PermissionContext;
        expect(context).toBeDefined();
        const rows = Object.entries(MUTATIONS)
          .filter(([, c]) => c.input && !('none' in ruleOf(c)))
          .map(([name, c]) => ({ name, c, want: expected(c, context, email === 'readonly@demo.be') }));
        const mismatches: string[] = [];
        const check = async (name: string, c: MutationCase, want: Outcome) => {
          seen.set(name, (seen.get(name) ?? new Set()).add(want));
          const answer = await run(name, c.input!(id, fixtures), token);
          const codes: string[] = answer.data?.[name]?.userErrors.map((e: { code: string }) => e.code) ?? [];
          if (answer.errors)
            return mismatches.push(
              `${name}: expected ${want}, got errors ${answer.errors.map((e) => e.message).join('; ')}`,
            );
          const refusal = codes.filter((code) => code === 'FORBIDDEN' || code === 'READ_ONLY');
          const got = want === 'allowed' ? (refusal.length ? refusal.join(',') : 'allowed') : codes.join(',');
          if (got !== want) mismatches.push(`${name}: expected ${want}, got ${got || 'allowed'}`);
        };
        // The refused first, between two fingerprints: nothing of theirs is stored.
        const before = await fingerprint();
        for (const { name, c, want } of rows.filter((r) => r.want !== 'allowed')) await check(name, c, want);
        expect(await fingerprint()).toEqual(before);
        for (const { name, c, want } of rows.filter((r) => r.want === 'allowed')) await check(name, c, want);
        expect(mismatches).toEqual([]);
      },
      60_000,
    );
  });

  // Guards the matrix against a table that never exercises a side: every mutation is allowed to one demo user and
  // refused to another (unlink and relink only to support users, settings only to the admin).
  it('allowed and refused each mutation to some demo user', () => {
    const oneSided = [...seen]
      .filter(([, outcomes]) => !outcomes.has('allowed') || outcomes.size < 2)
      .map(([name, o]) => `${name}: ${[...o]}`);
    expect(oneSided).toEqual([]);
    // Mutations decided by their own tests (rule none) may still have an input, for the tenant-isolation matrix.
    expect(seen.size).toBe(Object.values(MUTATIONS).filter((c) => c.input && !('none' in ruleOf(c))).length);
  });
});
