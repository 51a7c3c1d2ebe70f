// Budgets through the REST API: every call of spec part 2 §7 Budgets, the usage per employee and year, budget
// access (part 1 §6, part 2 §6: admin or access_budgets, never light; admins add, edit and delete), the activity events
// budget_added, budget_updated and budget_deleted (part 1 §3), and the decision that an item taking usage over the
// maximum is accepted with over_maximum 1 (part 1 §4 red bar). The demo people are listed in rest/src/seed/budgetsCommutes.ts.
import { engines } from '../support/databases';
import { activityOf, MISSING } from '../support/profile';
import { rest, signIn, startStack, type Stack } from '../support/stack';

const YEAR = 2026;

describe.each(engines())('budgets over REST on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let light: string;
  let readonly: string;
  let nl: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, light, readonly, nl] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'light@demo.be', 'readonly@demo.be', 'admin@demo.nl'].map((email) =>
        signIn(stack, email),
      ),
    );
  });
  afterAll(() => stack.close());

  const get = (path: string, token = admin) => rest(stack, 'GET', path, { token });
  const post = (path: string, body: unknown, token = admin) => rest(stack, 'POST', path, { token, body });

  it('part 2 §7: the budgets of person 22 of a year, usage is the sum of the items in EUR', async () => {
    const { status, body } = await get(`/api/budgets/employee/22/${YEAR}/list`, manager);
    expect(status).toEqual(200);
    expect(body.data.map((b: any) => [b.budget_type, b.year, b.maximum, b.usage, b.currency, b.over_maximum])).toEqual([
      ['Opleidingsbudget', YEAR, 1500, 539.9, 'EUR', 0],
    ]);
  });

  it('part 1 §4: the second person of Demo Belgium is over the maximum of their Fietsleasing', async () => {
    const { body } = await get(`/api/budgets/employee/2/${YEAR}/list`);
    const bike = body.data.find((b: any) => b.budget_type === 'Fietsleasing');
    expect([bike.maximum, bike.usage, bike.over_maximum]).toEqual([1000, 1170, 1]);
  });

  it('part 2 §7: detail and items of a budget, and the items list of a person and year with budget_id', async () => {
    const [budget] = (await get(`/api/budgets/employee/22/${YEAR}/list`)).body.data;
    const detail = await get(`/api/budgets/${budget.id}/detail`);
    expect(detail.status).toEqual(200);
    expect(detail.body.data).toEqual(budget);
    expect(detail.body.items.map((i: any) => [i.item_name, i.cost])).toEqual([
      ['Conference ticket', 450],
      ['Books', 89.9],
    ]);
    const items = await get(`/api/budgets/items/budget/22/${YEAR}/list?budget_id=${budget.id}`);
    expect(items.body.data).toEqual(detail.body.items);
    expect((await get(`/api/budgets/items/budget/22/${YEAR}/list?budget_id=${MISSING}`)).status).toEqual(404);
  });

  it("part 2 §7: the year's defaults; budget usage per employee and year splits default_types and custom_types", async () => {
    const defaults = await get(`/api/budgets/${YEAR}/defaults`);
    expect(defaults.body.data.map((d: any) => [d.budget_type, d.maximum])).toEqual([
      ['Fietsleasing', 1000],
      ['Opleidingsbudget', 1500],
    ]);
    const usage = await get(`/api/budgets/usage?employee_id=1&year=${YEAR}`);
    expect(usage.status).toEqual(200);
    expect(usage.body.budgets.default_types.map((b: any) => b.budget_type)).toEqual(['Opleidingsbudget']);
    expect(usage.body.budgets.custom_types.map((b: any) => [b.budget_type, b.usage])).toEqual([
      ['Sportabonnement', 240],
    ]);
  });

  it('part 2 §7: add, edit and delete a budget (admin), each with its activity item', async () => {
    const added = await post('/api/budgets/add', {
      employee_id: 23,
      budget_type: 'Opleidingsbudget',
      year: YEAR,
      maximum: 1200,
    });
    expect(added.status).toEqual(200);
    expect(added.body.data).toMatchObject({
      employee_id: 23,
      budget_type: 'Opleidingsbudget',
      year: YEAR,
      maximum: 1200,
      usage: 0,
      over_maximum: 0,
    });
    const twice = await post('/api/budgets/add', {
      employee_id: 23,
      budget_type: 'opleidingsbudget',
      year: YEAR,
      maximum: 1,
    });
    expect([twice.status, twice.body.code, twice.body.field]).toEqual([409, 'BUDGET_EXISTS', 'budget_type']);
    const edited = await post('/api/budgets/edit', { budget_id: added.body.data.id, maximum: 1350.5 });
    expect(edited.body.data.maximum).toEqual(1350.5);
    const deleted = await post('/api/budgets/delete', { budget_id: added.body.data.id });
    expect(deleted.body.data.id).toEqual(added.body.data.id);
    expect((await get(`/api/budgets/${added.body.data.id}/detail`)).status).toEqual(404);
    const events = (await activityOf(stack.db, 23)).slice(0, 3).map((a) => [a.event_type, a.event_info_json]);
    expect(events).toEqual([
      ['budget_deleted', { old_type: 'Opleidingsbudget' }],
      ['budget_updated', { new_type: 'Opleidingsbudget' }],
      ['budget_added', { new_type: 'Opleidingsbudget' }],
    ]);
  });

  it('An item that takes usage over the maximum is accepted and the budget answers over_maximum 1; deleting it brings it back', async () => {
    const added = await post(
      '/api/budgets/items/add',
      { budget_type: 'Opleidingsbudget', employee_id: 22, item_name: 'Master class', cost: 1000, year: YEAR },
      manager,
    );
    expect(added.status).toEqual(200);
    expect([
      added.body.data.item_name,
      added.body.data.cost,
      added.body.budget.usage,
      added.body.budget.over_maximum,
    ]).toEqual(['Master class', 1000, 1539.9, 1]);
    const removed = await post('/api/budgets/items/delete', { item_id: added.body.data.item_id }, manager);
    expect([removed.status, removed.body.budget.usage, removed.body.budget.over_maximum]).toEqual([200, 539.9, 0]);
    expect((await post('/api/budgets/items/delete', { item_id: added.body.data.item_id }, manager)).status).toEqual(
      404,
    );
    expect((await activityOf(stack.db, 22))[0].event_type).toEqual('budget_updated');
  });

  it.each([
    ['a cost of 0', { cost: 0 }, 400, 'BUDGET_ITEM_COST_INVALID'],
    ['a negative cost', { cost: -3 }, 400, 'BUDGET_ITEM_COST_INVALID'],
    ['an empty name', { item_name: ' ' }, 400, 'INVALID_INPUT'],
    ['a type the person has no budget of', { budget_type: 'Fietsleasing' }, 404, 'NOT_FOUND'],
    ['another year', { year: 2025 }, 404, 'NOT_FOUND'],
  ])('An item with %s is refused and nothing is stored', async (_title, change, status, code) => {
    const before = await stack.db.query('SELECT count(*)::int AS n FROM budget_items');
    const answer = await post('/api/budgets/items/add', {
      budget_type: 'Opleidingsbudget',
      employee_id: 22,
      item_name: 'X',
      cost: 10,
      year: YEAR,
      ...change,
    });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    expect(await stack.db.query('SELECT count(*)::int AS n FROM budget_items')).toEqual(before);
  });

  it('part 1 §6: a manager with access_budgets reads and records items but may not add, edit or delete budgets', async () => {
    const [budget] = (await get(`/api/budgets/employee/22/${YEAR}/list`)).body.data;
    expect(
      (await post('/api/budgets/add', { employee_id: 23, budget_type: 'X', year: YEAR, maximum: 1 }, manager)).status,
    ).toEqual(403);
    expect((await post('/api/budgets/edit', { budget_id: budget.id, maximum: 1 }, manager)).status).toEqual(403);
    expect((await post('/api/budgets/delete', { budget_id: budget.id }, manager)).status).toEqual(403);
  });

  it('part 1 §6, part 2 §6: light group access sees no budgets at all', async () => {
    const [budget] = (await get(`/api/budgets/employee/22/${YEAR}/list`)).body.data;
    for (const path of [
      `/api/budgets/employee/15/${YEAR}/list`,
      `/api/budgets/usage?employee_id=15&year=${YEAR}`,
      `/api/budgets/${YEAR}/defaults`,
    ]) {
      expect([path, (await get(path, light)).status]).toEqual([path, 403]);
    }
    // A colleague is found (their directory card) but their budgets are hidden.
    expect((await get(`/api/budgets/${budget.id}/detail`, light)).status).toEqual(403);
    expect((await get(`/api/budgets/batch?ids=${budget.id}`, light)).body.data).toEqual([]);
    expect((await get(`/api/budgets/list?employee_ids=22,15&year=${YEAR}`, light)).body.data).toEqual([]);
  });

  it('part 1 §6: read-only mode refuses every budget change', async () => {
    const answer = await post(
      '/api/budgets/add',
      { employee_id: 23, budget_type: 'X', year: YEAR, maximum: 1 },
      readonly,
    );
    expect([answer.status, answer.body.code]).toEqual([403, 'READ_ONLY']);
  });

  it("Another company's budgets, items and people answer 404 or are left out", async () => {
    const [budget] = (await get(`/api/budgets/employee/22/${YEAR}/list`)).body.data;
    expect((await get(`/api/budgets/${budget.id}/detail`, nl)).status).toEqual(404);
    expect((await get(`/api/budgets/employee/22/${YEAR}/list`, nl)).status).toEqual(404);
    expect((await post('/api/budgets/edit', { budget_id: budget.id, maximum: 1 }, nl)).status).toEqual(404);
    expect((await get(`/api/budgets/batch?ids=${budget.id}`, nl)).body.data).toEqual([]);
    expect((await get(`/api/budgets/items/batch?budget_ids=${budget.id}`, nl)).body.data).toEqual([]);
    expect((await get(`/api/budgets/list?employee_ids=22&year=${YEAR}`, nl)).body.data).toEqual([]);
  });

  it('The batch reads for the gateway answer budgets, the budgets of several people and the items of several budgets', async () => {
    const list = (await get(`/api/budgets/list?employee_ids=22,2&year=${YEAR}`)).body.data;
    expect(list.map((b: any) => [b.employee_id, b.budget_type])).toEqual([
      [2, 'Fietsleasing'],
      [22, 'Opleidingsbudget'],
    ]);
    const ids = list.map((b: any) => b.id);
    expect((await get(`/api/budgets/batch?ids=${ids.join(',')}`)).body.data.map((b: any) => b.id).sort()).toEqual(
      [...ids].sort(),
    );
    const items = (await get(`/api/budgets/items/batch?budget_ids=${ids.join(',')}`)).body.data;
    expect(new Set(items.map((i: any) => i.budget_id))).toEqual(
      new Set(ids.filter((id: number) => list.find((b: any) => b.id === id))),
    );
  });
});
