// Through the gateway: the done-path of the issue in GraphQL (a sequential onboarding with three items started,
// the box at 0/3, the third task refused before the second, the box empty at 3/3), the light viewer refused with null +
// FORBIDDEN and userErrors, 'my tasks', node(id:) of each type, and a page of people's workflows at a constant cost.
import { toGlobalId } from 'graphql-relay';
import { demoPglite } from '../support/databases';
import { BELGIUM } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const WORKFLOW = `id name status isSequential viewerMayManage progress { closed total }
  tasks { id name dueDate status viewerMayClose responsibleName forWho }`;

describe('workflows through the gateway', () => {
  let stack: Stack;
  let admin: string;
  let light: string;
  let person: string;
  let manager: string;
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    [admin, light] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'light@demo.be')]);
    const [row] = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e WHERE e.company_id = $1 AND e.deleted = 0 AND e.sensitive_profile = 0
         AND NOT EXISTS (SELECT 1 FROM workflows w WHERE w.employee_id = e.id) AND NOT EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id)
       ORDER BY e.id LIMIT 1 OFFSET 25`,
      [BELGIUM],
    );
    person = toGlobalId('Employee', String(row.id));
    const [user] = await stack.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'manager@demo.be'");
    manager = toGlobalId('Viewer', String(user.id));
  }, 120_000);
  afterAll(() => stack.close());

  const mutate = (
    name: string,
    input: Record<string, unknown>,
    selection: string,
    token = admin,
    inputType = `${name[0].toUpperCase()}${name.slice(1)}Input`,
  ) =>
    graphql(
      stack,
      `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${selection} userErrors { code field } } }`,
      { input },
      token,
    );

  it('the done-path: an admin builds a sequential onboarding with three items, starts it, the box shows 0/3, the tasks close in order only, and the box is empty at 3/3', async () => {
    const added = await mutate(
      'addWorkflowTemplate',
      { type: 'ONBOARDING', name: 'Onboarding (gateway)', isSequential: true },
      'template { id isSequential }',
    );
    expect(added.data.addWorkflowTemplate.userErrors).toEqual([]);
    const templateId = added.data.addWorkflowTemplate.template.id;
    for (const [name, days] of [
      ['Laptop', -2],
      ['Welcome', 0],
      ['Check-in', 30],
    ] as const) {
      const item = await graphql(
        stack,
        'mutation ($input: AddWorkflowTemplateItemInput!) { addWorkflowTemplateItem(input: $input) { item { name forWho responsibleName } template { itemCount } userErrors { code field } } }',
        { input: { templateId, name, timingDays: days, forWho: 'USER', responsibleUserId: manager } },
        admin,
      );
      expect(item.data.addWorkflowTemplateItem).toMatchObject({
        item: { name, forWho: 'USER', responsibleName: 'Marc Manager' },
        userErrors: [],
      });
    }
    const started = await graphql(
      stack,
      `mutation ($input: StartWorkflowInput!) { startWorkflow(input: $input) { workflow { ${WORKFLOW} } employee { workflows { id progress { closed total } } } userErrors { code } } }`,
      { input: { employeeId: person, templateId, workflowDate: '2026-07-01', notifyAssignees: false } },
      admin,
    );
    const workflow = started.data.startWorkflow.workflow;
    expect(workflow).toMatchObject({
      status: 'PENDING',
      isSequential: true,
      viewerMayManage: true,
      progress: { closed: 0, total: 3 },
    });
    expect(
      workflow.tasks.map((t: { dueDate: string; viewerMayClose: boolean }) => [t.dueDate, t.viewerMayClose]),
    ).toEqual([
      ['2026-06-29', true],
      ['2026-07-01', true],
      ['2026-07-31', true],
    ]);
    expect(started.data.startWorkflow.employee.workflows).toEqual([
      { id: workflow.id, progress: { closed: 0, total: 3 } },
    ]);

    const close = (taskId: string) =>
      mutate(
        'closeWorkflowTask',
        { taskId },
        'task { status } workflow { status progress { closed total } }',
        admin,
        'WorkflowTaskIdInput',
      );
    const [first, second, third] = workflow.tasks.map((t: { id: string }) => t.id);
    expect((await close(third)).data.closeWorkflowTask).toEqual({
      task: null,
      workflow: null,
      userErrors: [{ code: 'WORKFLOW_EARLIER_TASKS_OPEN', field: ['input', 'taskId'] }],
    });
    expect((await close(first)).data.closeWorkflowTask.workflow.progress).toEqual({ closed: 1, total: 3 });
    expect((await close(third)).data.closeWorkflowTask.userErrors[0].code).toBe('WORKFLOW_EARLIER_TASKS_OPEN');
    expect((await close(second)).data.closeWorkflowTask.workflow.progress).toEqual({ closed: 2, total: 3 });
    expect((await close(third)).data.closeWorkflowTask).toEqual({
      task: { status: 'CLOSED' },
      workflow: { status: 'DONE', progress: { closed: 3, total: 3 } },
      userErrors: [],
    });
    const box = await graphql(
      stack,
      'query ($id: ID!) { employee(id: $id) { workflows { id } done: workflows(state: DONE) { id } } }',
      { id: person },
      admin,
    );
    expect(box.data.employee).toEqual({ workflows: [], done: [{ id: workflow.id }] });
  });

  it('part 2 §6: a light viewer has no assign link; the templates and a colleague’s workflows are null + FORBIDDEN; the mutations refuse them', async () => {
    const answer = await graphql(
      stack,
      'query ($id: ID!) { employee(id: $id) { permissions { actions } workflows { id } } workflowTemplates { id } viewer { workflowPermissions { enabled readTemplates manageTemplates } } }',
      { id: person },
      light,
    );
    expect(answer.data.employee).toEqual({
      permissions: { actions: expect.not.arrayContaining(['assignWorkflow']) },
      workflows: null,
    });
    expect(answer.data.workflowTemplates).toBeNull();
    expect(answer.data.viewer.workflowPermissions).toEqual({
      enabled: true,
      readTemplates: false,
      manageTemplates: false,
    });
    expect((answer.errors ?? []).map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
      ['employee.workflows', 'FORBIDDEN'],
      ['workflowTemplates', 'FORBIDDEN'],
    ]);
    const [template] = await stack.db.query<{ id: number }>(
      "SELECT id FROM workflow_templates WHERE company_id = $1 AND name = 'Onboarding'",
      [BELGIUM],
    );
    const start = await mutate(
      'startWorkflow',
      {
        employeeId: person,
        templateId: toGlobalId('WorkflowTemplate', String(template.id)),
        workflowDate: '2026-07-01',
      },
      'workflow { id }',
      light,
    );
    expect(start.data.startWorkflow).toEqual({ workflow: null, userErrors: [{ code: 'FORBIDDEN', field: null }] });
    const add = await mutate('addWorkflowTemplate', { type: 'OTHER', name: 'No' }, 'template { id }', light);
    expect(add.data.addWorkflowTemplate.userErrors[0].code).toBe('FORBIDDEN');
  });

  it("'my tasks' lists the viewer's open tasks across people, the light buddy's among them, which they may close", async () => {
    const mine = await graphql(
      stack,
      '{ workflowTasks { id name employeeName viewerMayClose viewerMayManage status } }',
      {},
      light,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data.workflowTasks.length).toBeGreaterThan(0);
    expect(
      mine.data.workflowTasks.every(
        (t: { viewerMayClose: boolean; viewerMayManage: boolean; status: string }) =>
          t.viewerMayClose && !t.viewerMayManage && t.status === 'OPEN',
      ),
    ).toBe(true);
    const all = await graphql(stack, '{ workflowTasks(filter: ALL, status: ALL) { id } }', {}, admin);
    expect(all.data.workflowTasks.length).toBeGreaterThan(mine.data.workflowTasks.length);
  });

  it('node(id:) answers each workflow type of the company', async () => {
    const [ids] = await stack.db.query<{ w: number; t: number; p: number; i: number }>(
      `SELECT (SELECT min(id) FROM workflows WHERE company_id = 1) AS w, (SELECT min(id) FROM workflow_tasks WHERE company_id = 1) AS t,
         (SELECT min(id) FROM workflow_templates WHERE company_id = 1) AS p, (SELECT min(id) FROM workflow_template_items WHERE company_id = 1) AS i`,
    );
    const read = async (type: string, id: number) =>
      (
        await graphql(
          stack,
          'query ($id: ID!) { node(id: $id) { __typename id } }',
          { id: toGlobalId(type, String(id)) },
          admin,
        )
      ).data.node?.__typename;
    expect([
      await read('Workflow', ids.w),
      await read('WorkflowTask', ids.t),
      await read('WorkflowTemplate', ids.p),
      await read('WorkflowTemplateItem', ids.i),
    ]).toEqual(['Workflow', 'WorkflowTask', 'WorkflowTemplate', 'WorkflowTemplateItem']);
  });

  it('A page of people with their workflows costs a constant number of REST calls', async () => {
    const page = (first: number) =>
      graphql(
        stack,
        `{ employees(first: ${first}) { edges { node { workflows { id progress { closed total } } } } } }`,
        {},
        admin,
      );
    const [small, large] = [await page(5), await page(60)];
    expect(small.errors).toBeUndefined();
    expect(
      large.data.employees.edges.filter((e: { node: { workflows: unknown[] } }) => e.node.workflows.length > 0).length,
    ).toBeGreaterThan(0);
    expect(large.extensions?.restCalls).toBe(small.extensions?.restCalls);
  });
});
