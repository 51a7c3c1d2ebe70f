// Through the gateway: every demo user × every Employee field (from the schema, so a new field without an
// expectation fails) × {a colleague, themselves} answers as domain/permissions decides on the context the REST API
// builds for that user and person: a field of a section the viewer may see answers (a value or a legit null without
// error), any other answers null with FORBIDDEN on its path. Then the issue's findings as literal rows, the changes
// a light or read-only account is refused, and another company's ids answered exactly as missing ones.
import {
  mayDo,
  maySee,
  type PermissionContext,
  type ProfileAction,
  type ProfileSection,
} from '@people/domain/permissions';
import { demoPglite } from '../support/databases';
import { MISSING, NETHERLANDS, gid } from '../support/profile';
import { comparable, graphql, rest, signIn, startStack, type GraphQLAnswer, type Stack } from '../support/stack';

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
const YEAR = 2026;

// The directory card and what the profile computes for everyone who finds the person (permissions, warnings…).
const ALWAYS = 'always';
const PERSONAL = 'personalInformation';
/** Every Employee field with the section that decides it. A field missing here fails the test. */
const FIELD_SECTION: Record<string, ProfileSection | typeof ALWAYS> = {
  ...Object.fromEntries(
    [
      'id',
      'internalId',
      'name',
      'firstName',
      'lastName',
      'avatar',
      'deleted',
      'sensitiveProfile',
      'syncIntegration',
      'linkIntegrationId',
      'linkSourceAppInternalId',
      'linkSourceAppEmployeeNumber',
      'wagesSyncedViaIntegration',
      'onboardingFinished',
      'email',
      'phone',
      'currentRole',
      'roleHistory',
      'team',
      'currentReportsTo',
      'currentReportsToExtra',
      'currentDepartment',
      'joinDate',
      'daysWithUs',
      'permissions',
      'warnings',
      'parallelContracts',
    ].map((field) => [field, ALWAYS]),
  ),
  ...Object.fromEntries(
    [
      'personalEmail',
      'emergencyContactName',
      'emergencyContactRelation',
      'emergencyContactPhone',
      'address',
      'dob',
      'gender',
      'civilState',
      'placeOfBirth',
      'countryOfBirth',
      'nationalityCountryCode',
      'socialSecurityNr',
      'rijksRegisterNummer',
      'bankAccountIban',
      'bankAccountBic',
      'educationLevel',
      'lastNameComposition',
      'partnersWage',
      'dependents',
    ].map((field) => [field, PERSONAL]),
  ),
  ...Object.fromEntries(
    ['currentWage', 'wages', 'wageState', 'termination', 'currentWageTotalCosts', 'averageWeeklyMinutes'].map(
      (field) => [field, 'wage'],
    ),
  ),
  customFields: 'customFields',
  // The 'more info' modal opens from the header (part 1 §2).
  seniority: 'header',
  documents: 'documents',
  contracts: 'contracts',
  oneDayContracts: 'contracts',
  // The Dimona status of a one-day contract, gated like the one-day contracts.
  dimona: 'contracts',
  trainings: 'trainings',
  assets: 'assets',
  vehicles: 'fleet',
  reportsTo: 'reportingTo',
  payrollProvider: 'payrollProvider',
  selfServiceStatus: 'selfServiceStatus',
  activity: 'activityFeed',
  daysOffUsage: 'daysOffUsage',
  calendar: 'daysOffUsage',
  verzuim: 'verzuim',
  workflows: 'workflows',
  budgets: 'budgets',
  commute: 'commute',
  commuteHistory: 'commute',
  latestCommuteIsVariable: 'commute',
  variableCommute: 'commute',
  commuteAuditLog: 'commute',
  // Part 2 §6
  licenses: 'software',
  reviews: 'performanceReviews',
  // The edit forms' version and the person's country are part of the directory card.
  version: ALWAYS,
  country: ALWAYS,
  // The linked pages: the person calendar month follows the calendar; training pages the trainings section.
  calendarMonth: 'daysOffUsage',
  // Leave requests (domain leaveRequests.ts): the person's history reads as their days off.
  leaveRequests: 'daysOffUsage',
  trainingHistory: 'trainings',
  trainingParticipation: 'trainings',
  // /edit/customFields: the custom fields table's section (light access hides it, part 1 §6).
  customFieldValues: 'customFields',
};
/**
 * Capabilities rather than data: never FORBIDDEN, a value exactly when the action is allowed. The contract history's
 * download address (part 2 §6: Excel export permission and wage access) is a link the profile asks for every viewer.
 */
const FIELD_CAPABILITY: Record<string, ProfileAction> = { contractHistoryExportUrl: 'exportContractHistory' };
/** Fields decided by an action rather than a section: the audit log is the history link's (part 1 §2, §6 admins). */
const FIELD_ACTION: Record<string, ProfileAction> = {
  personalDetailsHistory: 'historyLink',
  // /settings/managers/{id} and /reminders/employee/{id} are their actions' pages (part 1 §2, §6).
  managerLines: 'editManagers',
  reminders: 'manageReminders',
};
const ARGUMENTS: Record<string, string> = {
  activity: '(first: 5)',
  personalDetailsHistory: '(first: 5)',
  daysOffUsage: `(year: ${YEAR})`,
  calendar: `(year: ${YEAR})`,
  verzuim: `(year: ${YEAR})`,
  workflows: '(state: ALL)',
  budgets: `(year: ${YEAR})`,
  variableCommute: `(year: ${YEAR}, month: 5)`,
  commuteAuditLog: '(first: 25)',
  licenses: '(first: 4)',
  reviews: '(first: 3)',
  dimona: '(startDate: "2001-01-01")',
  calendarMonth: `(year: ${YEAR}, month: 6)`,
  leaveRequests: `(year: ${YEAR})`,
  trainingParticipation: '(trainingId: 1)',
};

interface IntrospectedField {
  name: string;
  type: { kind: string; ofType: IntrospectedField['type'] | null };
  args: { name: string }[];
}
const isLeaf = (type: IntrospectedField['type']): boolean =>
  type.ofType ? isLeaf(type.ofType) : type.kind === 'SCALAR' || type.kind === 'ENUM';

describe('the access matrix through the gateway', () => {
  let stack: Stack;
  let fields: IntrospectedField[];
  let colleague: number;
  const tokens = new Map<string, string>();
  const selves = new Map<string, number | null>();

  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    for (const email of USERS) tokens.set(email, await signIn(stack, email));
    const users = await stack.db.query<{ email: string; employee_id: number | null }>(
      'SELECT email, employee_id FROM users WHERE company_id = 1',
    );
    for (const u of users) selves.set(u.email, u.employee_id);
    // A colleague every demo user finds: in the group the scoped manager covers, not one of the users, not sensitive.
    [{ id: colleague }] = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e JOIN groups g ON g.id = e.group_id WHERE g.name = 'Antwerp' AND e.deleted = 0 AND e.sensitive_profile = 0
        AND NOT (e.id = ANY($1::int[])) ORDER BY e.id LIMIT 1`,
      [users.map((u) => u.employee_id ?? 0)],
    );
    const schema = await graphql(
      stack,
      '{ __type(name: "Employee") { fields { name args { name } type { kind ofType { kind ofType { kind ofType { kind ofType { kind } } } } } } } }',
      {},
      tokens.get('admin@demo.be'),
    );
    fields = schema.data.__type.fields;
  }, 120_000);
  afterAll(() => stack.close());

  const query = () =>
    `query ($id: ID!) { employee(id: $id) { ${fields.map((f) => `${f.name}${ARGUMENTS[f.name] ?? ''}${isLeaf(f.type) ? '' : ' { __typename }'}`).join(' ')} } }`;
  const forbiddenPaths = (answer: GraphQLAnswer) =>
    (answer.errors ?? []).filter((e) => e.extensions?.code === 'FORBIDDEN').map((e) => (e.path ?? []).join('.'));

  it('has an expectation for every Employee field of the schema', () => {
    expect(
      fields
        .map((f) => f.name)
        .filter((name) => !(name in FIELD_SECTION) && !(name in FIELD_ACTION) && !(name in FIELD_CAPABILITY)),
    ).toEqual([]);
    expect(fields.filter((f) => f.args.length > 0 && !(f.name in ARGUMENTS)).map((f) => f.name)).toEqual([]);
  });

  describe.each(USERS)('as %s', (email) => {
    it.each(['colleague', 'self'] as const)(
      'every Employee field of their %s is seen or hidden as the domain decides',
      async (target) => {
        const token = tokens.get(email)!;
        const id = target === 'self' ? selves.get(email) : colleague;
        if (id === null || id === undefined) return; // a user who is not a person has no own profile
        const context = (await rest(stack, 'GET', `/api/employees/permissions/batch?ids=${id}`, { token })).body.data[0]
          ?.context as PermissionContext;
        expect(context).toBeDefined();
        const answer = await graphql(stack, query(), { id: gid(id) }, token);
        const forbidden = forbiddenPaths(answer);
        const other = (answer.errors ?? [])
          .filter((e) => e.extensions?.code !== 'FORBIDDEN')
          .map((e) => `${e.path?.join('.')}: ${e.message}`);
        expect(other).toEqual([]);
        const mismatches: string[] = [];
        for (const { name } of fields) {
          if (name in FIELD_CAPABILITY) {
            if (forbidden.includes(`employee.${name}`)) mismatches.push(`${name}: a capability answered FORBIDDEN`);
            if (mayDo(FIELD_CAPABILITY[name], context) !== (answer.data.employee[name] !== null))
              mismatches.push(`${name}: expected ${mayDo(FIELD_CAPABILITY[name], context) ? 'a value' : 'null'}`);
            continue;
          }
          const section = FIELD_SECTION[name];
          const seen =
            name in FIELD_ACTION ? mayDo(FIELD_ACTION[name], context) : section === ALWAYS || maySee(section, context);
          const hidden = forbidden.includes(`employee.${name}`);
          if (seen === hidden) mismatches.push(`${name}: expected ${seen ? 'seen' : 'hidden'}`);
          if (hidden && answer.data.employee[name] !== null) mismatches.push(`${name}: hidden but answered`);
        }
        expect(mismatches).toEqual([]);
      },
    );
  });

  // The issue's findings, as literal rows rather than through the domain.
  it('light@demo.be reads no colleague dob, RRN, IBAN, dependents or custom fields; their own personal information they do', async () => {
    const token = tokens.get('light@demo.be')!;
    const FIELDS = 'dob rijksRegisterNummer bankAccountIban dependents { dependentChildren } customFields { cfName }';
    const other = await graphql(
      stack,
      `query ($id: ID!) { employee(id: $id) { name ${FIELDS} } }`,
      { id: gid(colleague) },
      token,
    );
    expect(other.data.employee).toEqual({
      name: expect.any(String),
      dob: null,
      rijksRegisterNummer: null,
      bankAccountIban: null,
      dependents: null,
      customFields: null,
    });
    expect(forbiddenPaths(other).sort()).toEqual([
      'employee.bankAccountIban',
      'employee.customFields',
      'employee.dependents',
      'employee.dob',
      'employee.rijksRegisterNummer',
    ]);
    const listed = await graphql(
      stack,
      '{ employees(first: 50) { edges { node { dob rijksRegisterNummer bankAccountIban } } } }',
      {},
      token,
    );
    const self = selves.get('light@demo.be')!;
    const seen = listed.data.employees.edges.filter(
      (edge: any) =>
        edge.node.dob !== null || edge.node.rijksRegisterNummer !== null || edge.node.bankAccountIban !== null,
    );
    expect(seen.length).toBeLessThanOrEqual(1);
    const own = await graphql(
      stack,
      'query ($id: ID!) { employee(id: $id) { dob personalEmail address { city } } }',
      { id: gid(self) },
      token,
    );
    expect(own.errors).toBeUndefined();
    expect(own.data.employee.dob).not.toBeNull();
  });

  const CHANGES: [string, string, (id: number) => Record<string, unknown>][] = [
    [
      'removeDaysOff',
      'removeDaysOff(input: $input) { userErrors { code } }',
      (id) => ({ employeeId: gid(id), entryIds: [1] }),
    ],
    [
      'updateSeniorityDate',
      'updateSeniorityDate(input: $input) { userErrors { code } }',
      (id) => ({ employeeId: gid(id), seniorityDate: '2020-01-01' }),
    ],
    [
      'inviteToSelfService',
      'inviteToSelfService(input: $input) { userErrors { code } }',
      (id) => ({ employeeId: gid(id) }),
    ],
    ['resetPincode', 'resetPincode(input: $input) { userErrors { code } }', (id) => ({ employeeId: gid(id) })],
  ];

  it.each(['light@demo.be', 'readonly@demo.be'])(
    '%s may not change a colleague: FORBIDDEN or READ_ONLY userErrors, nothing stored',
    async (email) => {
      const token = tokens.get(email)!;
      const types = await graphql(
        stack,
        '{ __type(name: "Mutation") { fields { name args { type { ofType { name } } } } } }',
        {},
        token,
      );
      const inputOf = new Map<string, string>(
        types.data.__type.fields.map((f: any) => [f.name, f.args[0]?.type.ofType?.name]),
      );
      const before = await stack.db.query('SELECT seniority_date FROM seniority_dates WHERE employee_id = $1', [
        colleague,
      ]);
      const invites = await stack.db.query('SELECT count(*)::int AS n FROM activity_items WHERE employee_id = $1', [
        colleague,
      ]);
      for (const [name, selection, input] of CHANGES) {
        const answer = await graphql(
          stack,
          `mutation ($input: ${inputOf.get(name)}!) { ${selection} }`,
          { input: input(colleague) },
          token,
        );
        expect([name, answer.errors, answer.data?.[name].userErrors.map((e: { code: string }) => e.code)]).toEqual([
          name,
          undefined,
          [email === 'readonly@demo.be' ? 'READ_ONLY' : 'FORBIDDEN'],
        ]);
      }
      expect(
        await stack.db.query('SELECT seniority_date FROM seniority_dates WHERE employee_id = $1', [colleague]),
      ).toEqual(before);
      expect(
        await stack.db.query('SELECT count(*)::int AS n FROM activity_items WHERE employee_id = $1', [colleague]),
      ).toEqual(invites);
    },
  );

  it("answers another company's person exactly as a missing one, for node(id:) and employee(id:)", async () => {
    const token = tokens.get('admin@demo.be')!;
    const [{ id: dutch }] = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = $1 ORDER BY id LIMIT 1',
      [NETHERLANDS],
    );
    const read = async (id: number) =>
      graphql(
        stack,
        'query ($id: ID!) { node(id: $id) { id } employee(id: $id) { id dob customFields { cfName } } }',
        { id: gid(id) },
        token,
      );
    const [theirs, missing] = [comparable(await read(dutch)), comparable(await read(MISSING))];
    expect(theirs).toEqual(missing);
    expect(theirs.data).toEqual({ node: null, employee: null });
  });
});
