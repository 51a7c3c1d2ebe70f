// Through the gateway: Budget, BudgetItem, Employee.budgets(year), Commute, Employee.commute, commuteHistory,
// the commute audit log as a connection, and the mutations with userErrors (spec part 2 §3, §4, §7; part 1 §4, §6).
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const PROFILE = `query ($id: ID!) { employee(id: $id) {
  budgets(year: 2026) { id internalId budgetType year maximum usage currency overMaximum usagePercent remaining items { id itemName cost } }
  commute { type transportType distanceKm daysPerWeek startDate }
  commuteHistory { type transportType }
  latestCommuteIsVariable
  variableCommute(year: 2026, month: 5) { year month days transportType maxDays }
  commuteAuditLog { totalCount edges { node { action actorName before { type transportType days } after { type transportType distanceKm year month days } } } }
} }`;

describe.each(engines())('budgets and commutes through the gateway on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let light: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, light] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'light@demo.be'].map((email) => signIn(stack, email)),
    );
  });
  afterAll(() => stack.close());

  it('part 2 §3, §7: admin@demo.be sees person 22’s budget with its items and the variable commute with its history', async () => {
    const answer = await graphql(stack, PROFILE, { id: gid(22) }, admin);
    expect(answer.errors).toBeUndefined();
    const e = answer.data.employee;
    expect(
      e.budgets.map((b: any) => [
        b.budgetType,
        b.maximum,
        b.usage,
        b.currency,
        b.overMaximum,
        b.remaining,
        b.items.map((i: any) => [i.itemName, i.cost]),
      ]),
    ).toEqual([
      [
        'Opleidingsbudget',
        1500,
        539.9,
        'EUR',
        false,
        960.1,
        [
          ['Conference ticket', 450],
          ['Books', 89.9],
        ],
      ],
    ]);
    expect(e.commute).toEqual({
      type: 'VARIABLE',
      transportType: 'BICYCLE',
      distanceKm: 12,
      daysPerWeek: null,
      startDate: '2025-01-01',
    });
    expect(e.commuteHistory).toEqual([
      { type: 'VARIABLE', transportType: 'BICYCLE' },
      { type: 'FIXED', transportType: 'CAR' },
    ]);
    expect(e.latestCommuteIsVariable).toEqual(true);
    expect(e.variableCommute).toMatchObject({ year: 2026, month: 5, transportType: 'BICYCLE', maxDays: 31 });
    expect(e.commuteAuditLog.edges[0].node).toMatchObject({
      action: 'VARIABLE_DAYS_SAVED',
      actorName: 'Anna Admin',
      before: null,
    });
  });

  it('part 1 §6, part 2 §6: a light viewer gets null with FORBIDDEN for budgets; a manager without payroll provider access for the commute fields', async () => {
    const asLight = await graphql(stack, PROFILE, { id: gid(22) }, light);
    expect(asLight.data.employee.budgets).toBeNull();
    const forbidden = (answer: any) =>
      answer.errors
        .filter((e: any) => e.extensions.code === 'FORBIDDEN')
        .map((e: any) => e.path.join('.'))
        .sort();
    expect(forbidden(asLight)).toContain('employee.budgets');
    const asManager = await graphql(stack, PROFILE, { id: gid(22) }, manager);
    expect(asManager.data.employee.budgets).toHaveLength(1);
    expect(forbidden(asManager)).toEqual([
      'employee.commute',
      'employee.commuteAuditLog',
      'employee.commuteHistory',
      'employee.latestCommuteIsVariable',
      'employee.variableCommute',
    ]);
  });

  it('part 2 §7: addBudgetItem over the maximum answers overMaximum; deleteBudgetItem; a bad cost is a userError', async () => {
    const [budget] = (await graphql(stack, PROFILE, { id: gid(22) }, manager)).data.employee.budgets;
    const add = await graphql(
      stack,
      'mutation ($input: AddBudgetItemInput!) { addBudgetItem(input: $input) { budget { usage overMaximum items { id itemName } } item { id itemName cost } userErrors { code field } } }',
      { input: { budgetId: budget.id, itemName: 'Summer school', cost: 1200 } },
      manager,
    );
    expect(add.data.addBudgetItem).toMatchObject({
      budget: { usage: 1739.9, overMaximum: true },
      item: { itemName: 'Summer school', cost: 1200 },
      userErrors: [],
    });
    const bad = await graphql(
      stack,
      'mutation ($input: AddBudgetItemInput!) { addBudgetItem(input: $input) { userErrors { code field } } }',
      { input: { budgetId: budget.id, itemName: 'X', cost: 0 } },
      manager,
    );
    expect(bad.data.addBudgetItem.userErrors).toEqual([{ code: 'BUDGET_ITEM_COST_INVALID', field: ['input', 'cost'] }]);
    const del = await graphql(
      stack,
      'mutation ($input: DeleteBudgetItemInput!) { deleteBudgetItem(input: $input) { budget { usage overMaximum } userErrors { code } } }',
      { input: { budgetItemId: add.data.addBudgetItem.item.id } },
      manager,
    );
    expect(del.data.deleteBudgetItem).toEqual({ budget: { usage: 539.9, overMaximum: false }, userErrors: [] });
    const missing = await graphql(
      stack,
      'mutation ($input: DeleteBudgetItemInput!) { deleteBudgetItem(input: $input) { userErrors { code } } }',
      { input: { budgetItemId: toGlobalId('BudgetItem', '999999') } },
      manager,
    );
    expect(missing.data.deleteBudgetItem.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
  });

  it('part 2 §7: addBudget, updateBudget, deleteBudget as admin; the manager is refused with FORBIDDEN', async () => {
    const input = { employeeId: gid(23), budgetType: 'Fietsleasing', year: 2026, maximum: 900 };
    const refused = await graphql(
      stack,
      'mutation ($input: AddBudgetInput!) { addBudget(input: $input) { budget { id } userErrors { code } } }',
      { input },
      manager,
    );
    expect(refused.data.addBudget).toEqual({ budget: null, userErrors: [{ code: 'FORBIDDEN' }] });
    const added = await graphql(
      stack,
      'mutation ($input: AddBudgetInput!) { addBudget(input: $input) { budget { id maximum } employee { budgets(year: 2026) { budgetType } } userErrors { code } } }',
      { input },
      admin,
    );
    expect(added.data.addBudget.employee.budgets).toEqual([{ budgetType: 'Fietsleasing' }]);
    const twice = await graphql(
      stack,
      'mutation ($input: AddBudgetInput!) { addBudget(input: $input) { userErrors { code field } } }',
      { input },
      admin,
    );
    expect(twice.data.addBudget.userErrors).toEqual([{ code: 'BUDGET_EXISTS', field: ['input', 'budgetType'] }]);
    const id = added.data.addBudget.budget.id;
    const updated = await graphql(
      stack,
      'mutation ($input: UpdateBudgetInput!) { updateBudget(input: $input) { budget { maximum } userErrors { code } } }',
      { input: { budgetId: id, maximum: 950 } },
      admin,
    );
    expect(updated.data.updateBudget).toEqual({ budget: { maximum: 950 }, userErrors: [] });
    const deleted = await graphql(
      stack,
      'mutation ($input: DeleteBudgetInput!) { deleteBudget(input: $input) { budget { id } employee { budgets(year: 2026) { id } } userErrors { code } } }',
      { input: { budgetId: id } },
      admin,
    );
    expect(deleted.data.deleteBudget).toEqual({ budget: { id }, employee: { budgets: [] }, userErrors: [] });
    expect((await graphql(stack, 'query ($id: ID!) { node(id: $id) { id } }', { id }, admin)).data.node).toBeNull();
  });

  it('part 2 §4, §7: saveVariableCommuteDays and updateCommute, each in the audit log; refusals are userErrors', async () => {
    const save = await graphql(
      stack,
      'mutation ($input: SaveVariableCommuteDaysInput!) { saveVariableCommuteDays(input: $input) { variableCommute { month days maxDays } employee { variableCommute(year: 2026, month: 4) { days } } userErrors { code field } } }',
      { input: { employeeId: gid(22), year: 2026, month: 4, days: 11 } },
      admin,
    );
    expect(save.data.saveVariableCommuteDays).toEqual({
      variableCommute: { month: 4, days: 11, maxDays: 30 },
      employee: { variableCommute: { days: 11 } },
      userErrors: [],
    });
    const tooMany = await graphql(
      stack,
      'mutation ($input: SaveVariableCommuteDaysInput!) { saveVariableCommuteDays(input: $input) { userErrors { code field } } }',
      { input: { employeeId: gid(22), year: 2026, month: 4, days: 31 } },
      admin,
    );
    expect(tooMany.data.saveVariableCommuteDays.userErrors).toEqual([
      { code: 'VARIABLE_COMMUTE_DAYS_INVALID', field: ['input', 'days'] },
    ]);
    const update = await graphql(
      stack,
      'mutation ($input: UpdateCommuteInput!) { updateCommute(input: $input) { commute { type transportType distanceKm daysPerWeek startDate } userErrors { code field } } }',
      {
        input: {
          employeeId: gid(24),
          type: 'FIXED',
          transportType: 'PUBLIC_TRANSPORT',
          distanceKm: 22.5,
          daysPerWeek: 3,
          startDate: '2026-06-01',
        },
      },
      admin,
    );
    expect(update.data.updateCommute).toEqual({
      commute: {
        type: 'FIXED',
        transportType: 'PUBLIC_TRANSPORT',
        distanceKm: 22.5,
        daysPerWeek: 3,
        startDate: '2026-06-01',
      },
      userErrors: [],
    });
    const noDays = await graphql(
      stack,
      'mutation ($input: UpdateCommuteInput!) { updateCommute(input: $input) { userErrors { code field } } }',
      { input: { employeeId: gid(24), type: 'FIXED', transportType: 'CAR', distanceKm: 5 } },
      admin,
    );
    expect(noDays.data.updateCommute.userErrors).toEqual([
      { code: 'COMMUTE_DAYS_PER_WEEK_INVALID', field: ['input', 'daysPerWeek'] },
    ]);
    // /edit/commute: the version read; a stale one is EDIT_CONFLICT and nothing is stored.
    const stale = await graphql(
      stack,
      'mutation ($input: UpdateCommuteInput!) { updateCommute(input: $input) { commute { id } userErrors { code } } }',
      {
        input: {
          employeeId: gid(24),
          type: 'FIXED',
          transportType: 'CAR',
          distanceKm: 5,
          daysPerWeek: 5,
          startDate: '2026-06-02',
          version: 0,
        },
      },
      admin,
    );
    expect(stale.data.updateCommute).toEqual({ commute: null, userErrors: [{ code: 'EDIT_CONFLICT' }] });
    // The log's time is when the change was made (the real clock, not PEOPLE_TODAY).
    const month = new Date().toISOString().slice(0, 7);
    const log = await graphql(
      stack,
      'query ($month: String) { commuteAuditLog(yearMonth: $month) { totalCount edges { node { action employee { internalId } after { transportType distanceKm month days } } } } }',
      { month },
      admin,
    );
    expect(log.errors).toBeUndefined();
    expect(log.data.commuteAuditLog.edges.slice(0, 2).map((e: any) => e.node)).toEqual([
      {
        action: 'COMMUTE_UPDATED',
        employee: { internalId: 24 },
        after: { transportType: 'PUBLIC_TRANSPORT', distanceKm: 22.5, month: null, days: null },
      },
      {
        action: 'VARIABLE_DAYS_SAVED',
        employee: { internalId: 22 },
        after: { transportType: 'BICYCLE', distanceKm: null, month: 4, days: 11 },
      },
    ]);
  });

  it('part 2 §7: the company-wide reads: budget defaults, the audit log pages, first timestamp and group variable commutes; hidden ones are FORBIDDEN', async () => {
    const answer = await graphql(
      stack,
      '{ budgetDefaults(year: 2026) { budgetType maximum } commuteAuditLog { totalCount pageInfo { hasNextPage endCursor } } commuteAuditLogFirstTimestamp groupHasVariableCommutes }',
      {},
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.budgetDefaults).toEqual([
      { budgetType: 'Fietsleasing', maximum: 1000 },
      { budgetType: 'Opleidingsbudget', maximum: 1500 },
    ]);
    expect(answer.data.commuteAuditLog.pageInfo.hasNextPage).toEqual(true);
    expect(answer.data.groupHasVariableCommutes).toEqual(true);
    const next = await graphql(
      stack,
      'query ($after: String) { commuteAuditLog(after: $after) { pageInfo { hasPreviousPage } edges { cursor } } }',
      { after: answer.data.commuteAuditLog.pageInfo.endCursor },
      admin,
    );
    expect(next.data.commuteAuditLog.pageInfo.hasPreviousPage).toEqual(true);
    const hidden = await graphql(
      stack,
      '{ budgetDefaults(year: 2026) { budgetType } commuteAuditLog { totalCount } }',
      {},
      light,
    );
    expect(hidden.data).toEqual({ budgetDefaults: null, commuteAuditLog: null });
    expect(hidden.errors!.map((e) => [e.path!.join('.'), e.extensions!.code]).sort()).toEqual([
      ['budgetDefaults', 'FORBIDDEN'],
      ['commuteAuditLog', 'FORBIDDEN'],
    ]);
  });

  it('A page of people with their budgets, items and commutes costs a constant number of REST calls', async () => {
    const PAGE =
      'query ($first: Int) { employees(first: $first) { edges { node { budgets(year: 2026) { usage items { cost } } commute { type } commuteHistory { type } } } } }';
    const small = await graphql(stack, PAGE, { first: 5 }, admin);
    const large = await graphql(stack, PAGE, { first: 50 }, admin);
    expect(small.errors).toBeUndefined();
    expect(large.data.employees.edges).toHaveLength(50);
    // list + permission contexts + budgets + items + commutes, whatever the page size.
    expect(small.extensions?.restCalls).toEqual(large.extensions?.restCalls);
    expect(large.extensions?.restCalls).toEqual(5);
  });
});
