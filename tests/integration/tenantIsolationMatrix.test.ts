// Another company's ids answer exactly as missing ones, for every type reachable by node(id:) (the types
// implementing Node, introspected) and for every ID argument of Query and Mutation (introspected, inside input objects
// too). A type or an argument without an entry here fails, so a new one cannot be forgotten. Signed in as
// admin@demo.be (Demo Belgium), who may see and change everything of their own company: only the company decides.
import { toGlobalId } from 'graphql-relay';
import { budgetFixtures } from '../support/budgetFixtures';
import { contractFixtures } from '../support/contractFixtures';
import { documentFixtures } from '../support/documentFixtures';
import { demoPglite } from '../support/databases';
import { softwareReviewFixtures } from '../support/softwareReviewFixtures';
import { MUTATIONS, type MutationFixtures } from '../support/accessMutations';
import { BELGIUM, MISSING, NETHERLANDS, people } from '../support/profile';
import { comparable, graphql, signIn, startStack, type Stack } from '../support/stack';

/** Per Node type, the SQL table its ids are the rows of (each with its company_id). */
const NODE_TABLES: Record<string, string> = {
  Viewer: 'users',
  Company: 'companies',
  Integration: 'payroll_integrations',
  Employee: 'employees',
  Document: 'files',
  Contract: 'contracts',
  Asset: 'assets',
  Vehicle: 'vehicles',
  ActivityItem: 'activity_items',
  Team: 'teams',
  Department: 'departments',
  Wage: 'wages',
  DayOffType: 'day_off_types',
  DayOffTypeException: 'day_off_type_exceptions',
  DayOffRuleset: 'day_off_rulesets',
  CompanyHoliday: 'company_days_off',
  LeaveRequest: 'leave_requests',
  Verzuim: 'verzuim_items',
  Workflow: 'workflows',
  WorkflowTask: 'workflow_tasks',
  WorkflowTemplate: 'workflow_templates',
  WorkflowTemplateItem: 'workflow_template_items',
  Budget: 'budgets',
  Commute: 'commutes',
  // Not a Node (read through its budget), but an ID input of deleteBudgetItem.
  BudgetItem: 'budget_items',
  SoftwareProduct: 'software_products',
  License: 'software_licenses',
  Review: 'performance_evaluations',
  ContractTemplate: 'contract_templates',
  // A person's Dimona status of a day, identified by `employee:date` (its one-day contract).
  DimonaStatus: 'one_day_contracts',
};
/** A Node type whose global ids carry another name: Integration keeps PayrollIntegration, its former name. */
const ID_NAMES: Record<string, string> = { Integration: 'PayrollIntegration' };
const globalIdOf = (type: string, id: string) => toGlobalId(ID_NAMES[type] ?? type, id);
/** A Node whose identity is not one row id: how its id is read from its table's first row. */
const COMPOSITE_IDS: Record<string, string> = { DimonaStatus: "employee_id || ':' || to_char(date, 'YYYY-MM-DD')" };
/** An id of the type that exists nowhere, in the type's own form. */
const missingId = (type: string): string => (type in COMPOSITE_IDS ? `${MISSING}:2026-06-20` : String(MISSING));

/** Per ID argument or input field name (Query and Mutation, inputs included), the Node type of its ids. */
const ID_TYPES: Record<string, string> = {
  'Query.employee.id': 'Employee',
  // node(id:) takes every type: the Node test below.
  'Query.node.id': 'Node',
  employeeId: 'Employee',
  // A person's managers.
  reportsToId: 'Employee',
  reportsToExtraId: 'Employee',
  wageId: 'Wage',
  dayOffTypeId: 'DayOffType',
  exceptionId: 'DayOffTypeException',
  companyHolidayId: 'CompanyHoliday',
  verzuimId: 'Verzuim',
  // The decisions' leave requests (approveLeaveRequests, declineLeaveRequests).
  ids: 'LeaveRequest',
  // Workflows: users are Viewer ids.
  templateId: 'WorkflowTemplate',
  itemId: 'WorkflowTemplateItem',
  itemIds: 'WorkflowTemplateItem',
  workflowId: 'Workflow',
  taskId: 'WorkflowTask',
  responsibleUserId: 'Viewer',
  responsibleEmployeeId: 'Employee',
  fromUserId: 'Viewer',
  toUserId: 'Viewer',
  budgetId: 'Budget',
  budgetItemId: 'BudgetItem',
  productId: 'SoftwareProduct',
  licenseId: 'License',
  reviewId: 'Review',
  notifyEmployeeIds: 'Employee',
  // The people directory's filter (Query.employees(filter:)); another company's id finds nobody, as a missing one.
  teamId: 'Team',
  departmentId: 'Department',
  managerId: 'Employee',
  contractId: 'Contract',
  contractTemplateId: 'ContractTemplate',
  // Editing an asset (part 1 §2 /assets/{id}).
  assetId: 'Asset',
  // Renaming and deleting a document.
  documentId: 'Document',
  // The asset and car policies (part 2 §7 addAssetPolicy, addCarPolicy).
  assetIds: 'Asset',
  vehicleId: 'Vehicle',
};

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
}
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';

describe("another company's ids through the gateway", () => {
  let stack: Stack;
  let token: string;
  let foreignIds: Map<string, string>;
  let ownIds: Map<string, string>;
  let nodeTypes: string[];
  /** Every ID argument as [owner (Query/Mutation field), path inside its input, name for ID_TYPES]. */
  let idArguments: { root: 'Query' | 'Mutation'; field: string; path: string[]; key: string }[];
  let fixtures: MutationFixtures;
  let colleague: number;
  const mutationArgs = new Map<string, InputValue>();
  /** Every argument of Query and Mutation fields by `Root.field.argument`, for ids inside a query's input (a filter). */
  const queryArgs = new Map<string, InputValue>();

  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    token = await signIn(stack, 'admin@demo.be');
    // Demo Belgium has no verzuim (no daysoff/verzuim); for the own-company control of Verzuim its integration
    // gets the feature here and one person a verzuim, so only the company decides.
    await stack.db.query(
      "UPDATE payroll_integrations SET features = features || '{daysoff/verzuim}' WHERE company_id = $1",
      [BELGIUM],
    );
    await stack.db.query(
      "INSERT INTO verzuim_items (company_id, employee_id, start_date, status) VALUES ($1, 2, '2026-03-02', 'REPORTED_SICK')",
      [BELGIUM],
    );
    // Demo Nederland has no Dimona (Belgian only): one of its people gets a one-day contract, so its status exists.
    await stack.db.query(
      "INSERT INTO one_day_contracts (company_id, employee_id, date, contract_type) SELECT company_id, id, '2026-06-20', 'Flex' FROM employees WHERE company_id = $1 ORDER BY id LIMIT 1",
      [NETHERLANDS],
    );
    const firstOf = async (type: string, table: string, company: number) => {
      const column = table === 'companies' ? 'id' : 'company_id';
      const id = COMPOSITE_IDS[type] ?? 'id';
      const [row] = await stack.db.query<{ id: number | string }>(
        `SELECT ${id} AS id FROM ${table} WHERE ${column} = $1 ORDER BY id LIMIT 1`,
        [company],
      );
      return row === undefined ? undefined : String(row.id);
    };
    foreignIds = new Map();
    ownIds = new Map();
    for (const [type, table] of Object.entries(NODE_TABLES)) {
      const [theirs, own] = [await firstOf(type, table, NETHERLANDS), await firstOf(type, table, BELGIUM)];
      if (theirs !== undefined) foreignIds.set(type, theirs);
      if (own !== undefined) ownIds.set(type, own);
    }
    const nodes = await graphql(stack, '{ __type(name: "Node") { possibleTypes { name } } }', {}, token);
    nodeTypes = nodes.data.__type.possibleTypes.map((t: { name: string }) => t.name);

    const inputs = new Map<string, InputValue[]>();
    const inputFields = async (name: string): Promise<InputValue[]> => {
      if (!inputs.has(name)) {
        const answer = await graphql(
          stack,
          `query ($name: String!) { __type(name: $name) { inputFields { name type { ${TYPE_REF} } } } }`,
          { name },
          token,
        );
        inputs.set(name, answer.data.__type.inputFields);
      }
      return inputs.get(name)!;
    };
    const walk = async (
      value: InputValue,
      path: string[],
      key: (name: string) => string,
      into: typeof idArguments,
      root: 'Query' | 'Mutation',
      field: string,
    ) => {
      const type = named(value.type);
      if (type.kind === 'SCALAR' && type.name === 'ID')
        into.push({ root, field, path: [...path, value.name], key: key(value.name) });
      if (type.kind === 'INPUT_OBJECT')
        for (const inner of await inputFields(type.name!))
          await walk(inner, [...path, value.name], (n) => n, into, root, field);
    };
    idArguments = [];
    for (const root of ['Query', 'Mutation'] as const) {
      const answer = await graphql(
        stack,
        `query ($name: String!) { __type(name: $name) { fields { name args { name type { ${TYPE_REF} } } } } }`,
        { name: root },
        token,
      );
      for (const f of answer.data.__type.fields as { name: string; args: InputValue[] }[]) {
        if (root === 'Mutation') mutationArgs.set(f.name, f.args[0]);
        for (const arg of f.args) queryArgs.set(`${root}.${f.name}.${arg.name}`, arg);
        for (const arg of f.args)
          await walk(
            arg,
            [],
            (n) => (`${root}.${f.name}.${n}` in ID_TYPES ? `${root}.${f.name}.${n}` : n),
            idArguments,
            root,
            f.name,
          );
      }
    }

    const candidates = await people(stack.db, ['openContract', 'started', 'notParallel', 'noPendingDimona']);
    colleague = candidates[0];
    const [wage] = await stack.db.query<{ id: number }>(
      "SELECT id FROM wages WHERE employee_id = $1 AND status = 'active' ORDER BY start_date DESC LIMIT 1",
      [colleague],
    );
    const [type] = await stack.db.query<{ id: number }>(
      "SELECT id FROM day_off_types WHERE company_id = 1 AND year = 2026 AND limitation = 'limit_in_days' ORDER BY id LIMIT 1",
    );
    const [accrual] = await stack.db.query<{ id: number }>(
      `INSERT INTO day_off_types (company_id, year, type, name, limitation, default_limitation, accrual_minutes_per_month)
       VALUES (1, 2026, 'custom', 'Tenant matrix accrual', 'leave_accrual', 'leave_accrual', 600) RETURNING id`,
    );
    const [holiday] = await stack.db.query<{ id: number }>(
      "INSERT INTO company_days_off (company_id, date, special_name, country_code) VALUES (1, '2029-05-02', 'Tenant matrix', 'BE') RETURNING id",
    );
    fixtures = {
      ...(await softwareReviewFixtures(stack.db)),
      wageOf: () => wage.id,
      dayOffType: type.id,
      accrualType: accrual.id,
      ruleset: 1,
      integration: 1,
      holiday: holiday.id,
      ...(await budgetFixtures(stack.db)),
      ...(await documentFixtures(stack.db)),
      ...(await contractFixtures(stack.db)),
    };
  }, 120_000);
  afterAll(() => stack.close());

  it('has a table for every Node type and a type for every ID argument, and the demo data has a Dutch id of each', () => {
    expect(nodeTypes.filter((t) => !(t in NODE_TABLES))).toEqual([]);
    expect(nodeTypes.filter((t) => foreignIds.get(t) === undefined || ownIds.get(t) === undefined)).toEqual([]);
    expect(
      idArguments.filter((a) => !(a.key in ID_TYPES)).map((a) => `${a.root}.${a.field}(${a.path.join('.')})`),
    ).toEqual([]);
  });

  it("node(id:) answers another company's object of every type exactly as a missing one, and its own company's object", async () => {
    const rows: unknown[] = [];
    for (const type of nodeTypes) {
      const read = async (id: number | string) =>
        comparable(
          await graphql(
            stack,
            'query ($id: ID!) { node(id: $id) { __typename id } }',
            { id: globalIdOf(type, String(id)) },
            token,
          ),
        );
      const [theirs, missing, own] = [
        await read(foreignIds.get(type)!),
        await read(missingId(type)),
        await read(ownIds.get(type)!),
      ];
      rows.push({
        type,
        theirs: { data: theirs.data, errors: theirs.errors },
        own: own.data?.node?.__typename ?? own.errors,
      });
      expect({ type, theirs }).toEqual({ type, theirs: missing });
    }
    // The controls: the own company's object is found (so 'null' above is the company deciding, not a broken read).
    expect(rows).toEqual(
      nodeTypes.map((type) => ({ type, theirs: { data: { node: null }, errors: undefined }, own: type })),
    );
  });

  // The access matrix's inputs stop a permitted caller before any change (a stale version, a blank name); here the id
  // must decide, so those fields are made valid: the colleague's current version, a last name.
  const VALID_FIELDS: Record<string, Record<string, unknown>> = { addEmployee: { lastName: 'Matrix' } };
  let colleagueVersion: number;

  /** A valid input of the mutation, about the Belgian colleague, with `path` set to `value`. */
  const inputWith = (mutation: string, path: string[], value: string): Record<string, unknown> => {
    const input = { ...structuredClone(MUTATIONS[mutation].input!(colleague, fixtures)), ...VALID_FIELDS[mutation] };
    if (input.version === 999999) input.version = colleagueVersion;
    let at: Record<string, unknown> = { input };
    for (const step of path.slice(0, -1)) at = (at[step] ??= {}) as Record<string, unknown>;
    at[path[path.length - 1]] = value;
    return input;
  };

  it("every ID argument of Query and Mutation answers another company's id exactly as a missing one", async () => {
    [{ version: colleagueVersion }] = await stack.db.query<{ version: number }>(
      'SELECT version FROM employees WHERE id = $1',
      [colleague],
    );
    const mismatches: string[] = [];
    for (const argument of idArguments) {
      const type = ID_TYPES[argument.key];
      const label = `${argument.root}.${argument.field}(${argument.path.join('.')})`;
      const types = type === 'Node' ? nodeTypes : [type];
      for (const t of types) {
        const ask = async (id: number | string) => {
          const gid = globalIdOf(t, String(id));
          if (argument.root === 'Query' && argument.path.length > 1) {
            // An id inside a query's input (the directory's filter): the list it filters, empty for a missing id.
            const inputType = named(queryArgs.get(`Query.${argument.field}.${argument.path[0]}`)!.type).name;
            return graphql(
              stack,
              `query ($v: ${inputType}) { ${argument.field}(${argument.path[0]}: $v) { totalCount } }`,
              { v: { [argument.path[1]]: gid } },
              token,
            );
          }
          if (argument.root === 'Query')
            return graphql(
              stack,
              `query ($id: ID!) { ${argument.field}(${argument.path[0]}: $id) { id } }`,
              { id: gid },
              token,
            );
          const inputType = named(mutationArgs.get(argument.field)!.type).name;
          return graphql(
            stack,
            `mutation ($input: ${inputType}!) { ${argument.field}(input: $input) { userErrors { code message field } } }`,
            { input: inputWith(argument.field, argument.path, gid) },
            token,
          );
        };
        const [theirs, missing] = [comparable(await ask(foreignIds.get(t)!)), comparable(await ask(missingId(t)))];
        // The missing id is what decides the answer (not another field of the input): null, or a NOT_FOUND userError.
        const answered = missing.data?.[argument.field];
        const emptyList = argument.path.length > 1 && answered?.totalCount === 0;
        if (
          !(
            answered === null ||
            emptyList ||
            JSON.stringify(answered?.userErrors?.map((e: { code: string }) => e.code)) === '["NOT_FOUND"]'
          ) ||
          missing.errors
        ) {
          mismatches.push(`${label} as ${t}: a missing id answers ${JSON.stringify(missing)}`);
        }
        if (JSON.stringify(theirs) !== JSON.stringify(missing))
          mismatches.push(`${label} as ${t}: ${JSON.stringify(theirs)} ≠ ${JSON.stringify(missing)}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});
