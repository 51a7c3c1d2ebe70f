// Workflows through the REST contract (part 2 §2 workflows box, §3 entities, §4 transitions, §6 access, §7 every
// call): templates with items, a sequential onboarding closed in order, reopening, tasks added/edited/deleted, order,
// copy, reassign, hashtags, counts, the light viewer refused, another company's ids as missing ones, bad input stored
// nowhere, and the activity items.
import { engines } from '../support/databases';
import { activityTypes, call, signIn, startRest, type RestStack } from '../support/daysOff';
import { BELGIUM } from '../support/profile';

const W = '/api/workflows';

describe.each(engines())('workflows on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  let light: string;
  let adminNl: string;
  let person: number;
  let lightUser: { id: number; employee_id: number };
  let managerUser: { id: number };
  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager, light, adminNl] = await Promise.all(
      ['admin@demo.be', 'manager@demo.be', 'light@demo.be', 'admin@demo.nl'].map((email) => signIn(stack, email)),
    );
    const users = await stack.db.query<{ id: number; email: string; employee_id: number }>(
      'SELECT id, email, employee_id FROM users WHERE company_id = $1',
      [BELGIUM],
    );
    lightUser = users.find((u) => u.email === 'light@demo.be')!;
    managerUser = users.find((u) => u.email === 'manager@demo.be')!;
    [{ id: person }] = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e WHERE e.company_id = $1 AND e.deleted = 0 AND e.sensitive_profile = 0
         AND NOT EXISTS (SELECT 1 FROM workflows w WHERE w.employee_id = e.id) AND NOT EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id)
       ORDER BY e.id LIMIT 1 OFFSET 20`,
      [BELGIUM],
    );
  });
  afterAll(() => stack.close());

  const post = (path: string, token: string, json: unknown) => call(stack, 'POST', `${W}${path}`, { token, json });
  const get = (path: string, token: string) => call(stack, 'GET', `${W}${path}`, { token });
  const count = async (table: string) =>
    (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  async function sequentialTemplate(name: string) {
    const template = (await post('/templates/add', admin, { type: 'onboarding', name, is_sequential: 1 })).body.data;
    const items = [];
    for (const [i, itemName] of ['Laptop', 'Welcome', 'Regulations'].entries()) {
      const answer = await post('/templates/items/add', admin, {
        template_id: template.template_id,
        name: itemName,
        description: `#first_name: step ${i + 1} by #due_date`,
        timing_days: i * 7 - 1,
        for_who: 'user',
        reponsible_user_id: managerUser.id,
      });
      expect(answer.status).toBe(200);
      items.push(answer.body.data);
    }
    return { template, items };
  }

  it('Done-path: an admin creates a sequential onboarding with three items, starts it, closes the tasks in order (the third refused before the second) and the workflow is done at 3/3', async () => {
    const { template, items } = await sequentialTemplate('Onboarding test');
    expect(items.map((i) => [i.name, i.position, i.responsible_user_id, i.for_who])).toEqual([
      ['Laptop', 1, managerUser.id, 'user'],
      ['Welcome', 2, managerUser.id, 'user'],
      ['Regulations', 3, managerUser.id, 'user'],
    ]);
    const started = await post('/startWorkflow', admin, {
      employee_id: person,
      workflow_template_id: template.template_id,
      workflow_date: '01/07/2026',
      notify_assignees: 1,
    });
    expect(started.status).toBe(200);
    const workflow = started.body.data;
    // Due date = workflow date + timing_days; hashtags filled in.
    expect(workflow.tasks.map((t: { due_date: string; status: string }) => [t.due_date, t.status])).toEqual([
      ['2026-06-30', 'open'],
      ['2026-07-07', 'open'],
      ['2026-07-14', 'open'],
    ]);
    expect(workflow.tasks[0].description).toMatch(/^\S+: step 1 by 30\/06\/2026$/);
    expect([
      workflow.status,
      workflow.closed_count,
      workflow.total_count,
      workflow.is_sequential,
      workflow.notify_assignees,
    ]).toEqual(['pending', 0, 3, 1, 1]);
    // part 2 §2: the box lists the unfinished ones.
    const box = await get(`/list?employee_id=${person}&state=pending`, admin);
    expect(box.body.data.map((w: { workflow_id: number }) => w.workflow_id)).toEqual([workflow.workflow_id]);

    const [first, second, third] = workflow.tasks.map((t: { task_id: number }) => t.task_id);
    const refused = await post('/tasks/closeTask', admin, { task_id: third });
    expect([refused.status, refused.body.code]).toEqual([422, 'WORKFLOW_EARLIER_TASKS_OPEN']);
    expect((await post('/tasks/closeTask', admin, { task_id: first })).body.task).toMatchObject({
      status: 'closed',
      date_closed: '2026-06-15',
    });
    expect((await post('/tasks/closeTask', admin, { task_id: third })).status).toBe(422);
    // The responsible manager may close it, form-encoded too.
    expect(
      (await call(stack, 'POST', `${W}/tasks/closeTask`, { token: manager, form: { task_id: second } })).status,
    ).toBe(200);
    const again = await post('/tasks/closeTask', admin, { task_id: second });
    expect([again.status, again.body.code]).toEqual([409, 'WORKFLOW_TASK_ALREADY_CLOSED']);
    expect((await post('/tasks/closeTask', admin, { task_id: third })).status).toBe(200);
    const done = (await get(`/${workflow.workflow_id}/detail`, admin)).body.data;
    expect([done.status, done.closed_count, done.total_count]).toEqual(['done', 3, 3]);
    expect((await get(`/list?employee_id=${person}&state=pending`, admin)).body.data).toEqual([]);

    // part 2 §4, reopening a task reopens the workflow.
    expect((await post('/tasks/reopenTask', admin, { task_id: second })).body.task).toMatchObject({
      status: 'open',
      date_closed: null,
    });
    expect((await get(`/${workflow.workflow_id}/detail`, admin)).body.data.status).toBe('pending');
    const notClosed = await post('/tasks/reopenTask', admin, { task_id: second });
    expect([notClosed.status, notClosed.body.code]).toEqual([409, 'WORKFLOW_TASK_NOT_CLOSED']);

    // part 1 §2: each change wrote its activity item.
    const feed = (await activityTypes(stack.db, person)).map((a) => a.event_type);
    expect(feed.slice(0, 6)).toEqual(
      [
        'workflow_task_reopened',
        'workflow_task_closed',
        'workflow_task_closed',
        'workflow_task_closed',
        'workflow_started',
        expect.any(String),
      ].slice(0, 6),
    );
  });

  it('part 2 §6: a light viewer has no assign-workflow: every call refuses them, nothing is stored', async () => {
    const { template } = await sequentialTemplate('Light refused');
    const workflows = await count('workflows');
    for (const [path, body] of [
      [
        '/startWorkflow',
        { employee_id: person, workflow_template_id: template.template_id, workflow_date: '2026-07-01' },
      ],
      ['/templates/add', { type: 'other', name: 'X' }],
      ['/templates/copy', { template_id: template.template_id, name: 'X' }],
    ] as const) {
      const answer = await post(path, light, body);
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    expect((await get('/templates/list', light)).status).toBe(403);
    expect((await get(`/list?employee_id=${person}`, light)).status).toBe(403);
    expect(await count('workflows')).toBe(workflows);
    // Light's own person: also refused (part 2 §6 hides assign-workflow for light access).
    const own = await post('/startWorkflow', light, {
      employee_id: lightUser.employee_id,
      workflow_template_id: template.template_id,
      workflow_date: '2026-07-01',
    });
    expect([own.status, own.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('A light viewer closes the task they are responsible for, and sees it among their tasks', async () => {
    const template = (await post('/templates/add', admin, { type: 'onboarding', name: 'Buddy', is_sequential: 0 })).body
      .data;
    await post('/templates/items/add', admin, {
      template_id: template.template_id,
      name: 'Buddy lunch',
      for_who: 'employee',
      responsible_employee_id: lightUser.employee_id,
    });
    await post('/templates/items/add', admin, {
      template_id: template.template_id,
      name: 'Other',
      for_who: 'user',
      reponsible_user_id: managerUser.id,
    });
    const workflow = (
      await post('/startWorkflow', admin, {
        employee_id: person,
        workflow_template_id: template.template_id,
        workflow_date: '2026-07-01',
      })
    ).body.data;
    const [buddy, other] = workflow.tasks;
    const mine = (await get('/tasks/list', light)).body.data.map((t: { task_id: number }) => t.task_id);
    expect(mine).toContain(buddy.task_id);
    expect(mine).not.toContain(other.task_id);
    expect((await get(`/tasks/${buddy.task_id}/detail`, light)).status).toBe(200);
    expect((await get(`/tasks/${other.task_id}/detail`, light)).status).toBe(403);
    expect((await post('/tasks/closeTask', light, { task_id: other.task_id })).status).toBe(403);
    expect((await post('/tasks/closeTask', light, { task_id: buddy.task_id })).status).toBe(200);
    expect((await post('/tasks/edit', light, { task_id: buddy.task_id, name: 'x' })).status).toBe(403);
    expect((await get(`/tasks/assignedCount?user_id=${lightUser.id}`, light)).body).toEqual({
      count: expect.any(Number),
    });
    expect((await get(`/tasks/assignedCount?user_id=${managerUser.id}`, light)).status).toBe(403);
  });

  it('part 2 §7: tasks are added, edited (free payload) and deleted; the workflow is deleted with its tasks', async () => {
    const { template } = await sequentialTemplate('Edit tasks');
    const workflow = (
      await post('/startWorkflow', admin, {
        employee_id: person,
        workflow_template_id: template.template_id,
        workflow_date: '2026-07-01',
      })
    ).body.data;
    const added = await post('/tasks/createNewTaskForWorkflow', admin, {
      workflow_id: workflow.workflow_id,
      name: 'Extra',
      description: 'd',
      for_who: 'person',
    });
    expect(added.body.task).toMatchObject({
      name: 'Extra',
      due_date: '2026-07-01',
      position: 4,
      for_who: 'person',
      responsible_name: added.body.task.employee_name,
    });
    const edited = await post('/tasks/edit', admin, {
      task_id: added.body.task.task_id,
      due_date: '2026-08-01',
      for_who: 'email',
      responsible_email_address: 'it@example.be',
    });
    expect(edited.body.task).toMatchObject({
      name: 'Extra',
      due_date: '2026-08-01',
      for_who: 'email',
      responsible_email_address: 'it@example.be',
      responsible_name: 'it@example.be',
    });
    const missing = await post('/tasks/edit', admin, { task_id: added.body.task.task_id, for_who: 'user' });
    expect([missing.status, missing.body.code, missing.body.field]).toEqual([
      400,
      'FIELD_IS_REQUIRED',
      'responsible_user_id',
    ]);
    expect((await post('/task/item/delete', admin, { task_id: added.body.task.task_id })).body).toEqual({
      success: 1,
      employee_id: person,
    });
    expect((await get(`/tasks/${added.body.task.task_id}/detail`, admin)).status).toBe(404);
    expect(
      (await get(`/tasks/employee/${person}/list`, admin)).body.data.some(
        (t: { workflow_id: number }) => t.workflow_id === workflow.workflow_id,
      ),
    ).toBe(true);
    expect((await post('/delete', admin, { workflow_id: workflow.workflow_id })).body).toEqual({
      success: 1,
      employee_id: person,
    });
    expect((await get(`/${workflow.workflow_id}/detail`, admin)).status).toBe(404);
    const feed = (await activityTypes(stack.db, person)).map((a) => a.event_type);
    expect(feed.slice(0, 4)).toEqual([
      'workflow_deleted',
      'workflow_task_deleted',
      'workflow_task_updated',
      'workflow_task_added',
    ]);
  });

  it('part 2 §4, §7: updateTaskOrder takes the comma-joined ids and refuses a list that is not a permutation', async () => {
    const { template, items } = await sequentialTemplate('Order');
    const [a, b, c] = items.map((i) => i.item_id);
    const ordered = await call(stack, 'POST', `${W}/templates/${template.template_id}/updateTaskOrder`, {
      token: admin,
      form: { ordered_task_ids: `${c},${a},${b}` },
    });
    expect(ordered.body.data.items.map((i: { item_id: number }) => i.item_id)).toEqual([c, a, b]);
    for (const bad of [`${c},${a}`, `${c},${a},${a}`, `${c},${a},${b},999999`, 'x']) {
      const answer = await post(`/templates/${template.template_id}/updateTaskOrder`, admin, { ordered_task_ids: bad });
      expect([bad, answer.status, answer.body.code]).toEqual([bad, 400, 'WORKFLOW_TASK_ORDER_INVALID']);
    }
    expect(
      (await get(`/templates/${template.template_id}/detail`, admin)).body.data.items.map(
        (i: { item_id: number }) => i.item_id,
      ),
    ).toEqual([c, a, b]);
    expect(
      (
        await post(`/templates/${template.template_id}/updateTaskOrder`, manager, {
          ordered_task_ids: `${a},${b},${c}`,
        })
      ).status,
    ).toBe(403);
  });

  it('part 2 §7: copy copies a template with its items; edit and delete; items edited and deleted; hashtags listed', async () => {
    const { template } = await sequentialTemplate('Original');
    const copy = await post('/templates/copy', admin, { template_id: template.template_id, name: 'Copy' });
    expect(copy.body.data).toMatchObject({ name: 'Copy', type: 'onboarding', is_sequential: 1, item_count: 3 });
    expect(copy.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Laptop', 'Welcome', 'Regulations']);
    const edited = await post('/templates/edit', admin, {
      template_id: copy.body.data.template_id,
      type: 'offboarding',
      name: 'Copied',
    });
    expect(edited.body.data).toMatchObject({ type: 'offboarding', name: 'Copied', is_sequential: 1 });
    const item = copy.body.data.items[0];
    const itemEdit = await post('/templates/items/edit', admin, {
      item_id: item.item_id,
      timing_days: 12,
      name: 'Laptop ready',
    });
    expect(itemEdit.body.data).toMatchObject({
      timing_days: 12,
      name: 'Laptop ready',
      for_who: 'user',
      responsible_user_id: managerUser.id,
    });
    expect((await get(`/templates/items/${item.item_id}/detail`, admin)).body.data.name).toBe('Laptop ready');
    expect((await post('/templates/items/delete', admin, { item_id: item.item_id })).body).toEqual({ success: 1 });
    expect((await get(`/templates/items/${item.item_id}/detail`, admin)).status).toBe(404);
    expect((await post('/templates/delete', admin, { template_id: copy.body.data.template_id })).body).toEqual({
      success: 1,
    });
    expect((await get(`/templates/${copy.body.data.template_id}/detail`, admin)).status).toBe(404);
    expect((await get(`/templates/${template.template_id}/detail`, admin)).body.data.item_count).toBe(3);
    const hashtags = (await get('/templates/hashtags', manager)).body.data.map((h: { hashtag: string }) => h.hashtag);
    expect(hashtags).toContain('#first_name');
  });

  it('part 2 §7: reassign moves every open task and item of one user to another in one go; assignedCount answers the open ones', async () => {
    const [other] = await stack.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'nowage@demo.be'");
    const { template } = await sequentialTemplate('Reassign');
    const workflow = (
      await post('/startWorkflow', admin, {
        employee_id: person,
        workflow_template_id: template.template_id,
        workflow_date: '2026-07-01',
      })
    ).body.data;
    await post('/tasks/closeTask', admin, { task_id: workflow.tasks[0].task_id });
    const before = (await get(`/tasks/assignedCount?user_id=${managerUser.id}`, admin)).body.count;
    const items = (await get(`/templates/items/assignedCount?user_id=${managerUser.id}`, admin)).body.count;
    expect((await get(`/tasks/assignedCount?user_id=${managerUser.id}`, manager)).body.count).toBe(before);
    const moved = await post('/tasks/reassign', admin, { from_user_id: managerUser.id, to_user_id: other.id });
    expect(moved.body).toEqual({ count: before });
    expect((await get(`/tasks/assignedCount?user_id=${managerUser.id}`, admin)).body.count).toBe(0);
    // The closed task keeps who was responsible.
    expect((await get(`/tasks/${workflow.tasks[0].task_id}/detail`, admin)).body.task.responsible_user_id).toBe(
      managerUser.id,
    );
    expect(
      (await post('/templates/items/reassign', admin, { from_user_id: managerUser.id, to_user_id: other.id })).body,
    ).toEqual({ count: items });
    expect((await get(`/templates/items/assignedCount?user_id=${other.id}`, admin)).body.count).toBeGreaterThanOrEqual(
      items,
    );
    expect((await activityTypes(stack.db, person))[0].event_type).toBe('workflow_task_reassigned');
    expect(
      (await post('/tasks/reassign', manager, { from_user_id: other.id, to_user_id: managerUser.id })).status,
    ).toBe(403);
    const same = await post('/tasks/reassign', admin, { from_user_id: other.id, to_user_id: other.id });
    expect([same.status, same.body.field]).toEqual([400, 'to_user_id']);
    // Give them back, so later tests find the manager responsible again.
    await post('/tasks/reassign', admin, { from_user_id: other.id, to_user_id: managerUser.id });
    await post('/templates/items/reassign', admin, { from_user_id: other.id, to_user_id: managerUser.id });
  });

  it('Another company’s ids answer 404 like missing ones, and its lists hold none of ours', async () => {
    const { template, items } = await sequentialTemplate('Tenant');
    const workflow = (
      await post('/startWorkflow', admin, {
        employee_id: person,
        workflow_template_id: template.template_id,
        workflow_date: '2026-07-01',
      })
    ).body.data;
    const task = workflow.tasks[0].task_id;
    for (const [method, path, body] of [
      ['GET', `/${workflow.workflow_id}/detail`],
      ['GET', `/tasks/${task}/detail`],
      ['GET', `/templates/${template.template_id}/detail`],
      ['GET', `/templates/items/${items[0].item_id}/detail`],
      ['GET', `/list?employee_id=${person}`],
      ['GET', `/tasks/employee/${person}/list`],
      ['GET', `/tasks/assignedCount?user_id=${managerUser.id}`],
      ['POST', '/tasks/closeTask', { task_id: task }],
      ['POST', '/tasks/edit', { task_id: task, name: 'x' }],
      ['POST', '/task/item/delete', { task_id: task }],
      ['POST', '/delete', { workflow_id: workflow.workflow_id }],
      ['POST', '/tasks/createNewTaskForWorkflow', { workflow_id: workflow.workflow_id, name: 'x', for_who: 'person' }],
      ['POST', '/templates/edit', { template_id: template.template_id, name: 'x' }],
      ['POST', '/templates/delete', { template_id: template.template_id }],
      ['POST', '/templates/copy', { template_id: template.template_id, name: 'x' }],
      ['POST', '/templates/items/edit', { item_id: items[0].item_id, name: 'x' }],
      ['POST', '/templates/items/delete', { item_id: items[0].item_id }],
      [
        'POST',
        `/templates/${template.template_id}/updateTaskOrder`,
        { ordered_task_ids: items.map((i) => i.item_id).join(',') },
      ],
      ['POST', '/templates/items/add', { template_id: template.template_id, name: 'x', for_who: 'person' }],
      [
        'POST',
        '/startWorkflow',
        { employee_id: person, workflow_template_id: template.template_id, workflow_date: '2026-07-01' },
      ],
      ['POST', '/tasks/reassign', { from_user_id: managerUser.id, to_user_id: managerUser.id }],
    ] as const) {
      const answer = await call(stack, method, `${W}${path}`, { token: adminNl, json: body });
      expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
    for (const path of [
      `/batch?ids=${workflow.workflow_id}`,
      `/tasks/batch?ids=${task}`,
      `/templates/batch?ids=${template.template_id}`,
      `/templates/items/batch?ids=${items[0].item_id}`,
      `/list?employee_ids=${person}`,
    ]) {
      expect([path, (await get(path, adminNl)).body]).toEqual([path, { data: [] }]);
    }
    expect(
      (await get('/templates/list', adminNl)).body.data.some(
        (t: { template_id: number }) => t.template_id === template.template_id,
      ),
    ).toBe(false);
    expect((await get('/tasks/list/all', adminNl)).body.data.some((t: { task_id: number }) => t.task_id === task)).toBe(
      false,
    );
    // Our own batch reads do hold them.
    expect((await get(`/batch?ids=${workflow.workflow_id}`, admin)).body.data).toHaveLength(1);
    expect((await get(`/list?employee_ids=${person}&state=pending`, admin)).body.data.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'part 2 §3: an unknown template type',
      '/templates/add',
      { type: 'promotion', name: 'X' },
      400,
      'INVALID_INPUT',
      'type',
    ],
    [
      'part 2 §5: a name of spaces is required',
      '/templates/add',
      { type: 'other', name: '   ' },
      400,
      'FIELD_IS_REQUIRED',
      'name',
    ],
    [
      'part 2 §3: is_sequential is 0 or 1',
      '/templates/add',
      { type: 'other', name: 'X', is_sequential: 2 },
      400,
      'INVALID_INPUT',
      'is_sequential',
    ],
    [
      'part 2 §3: for_who user needs reponsible_user_id',
      '/templates/items/add',
      { template_id: 'TEMPLATE', name: 'X', for_who: 'user' },
      400,
      'FIELD_IS_REQUIRED',
      'reponsible_user_id',
    ],
    [
      'part 2 §3: an unknown for_who',
      '/templates/items/add',
      { template_id: 'TEMPLATE', name: 'X', for_who: 'robot' },
      400,
      'INVALID_INPUT',
      'for_who',
    ],
    [
      'part 2 §3: a responsible user of nobody',
      '/templates/items/add',
      { template_id: 'TEMPLATE', name: 'X', for_who: 'user', reponsible_user_id: 999999 },
      404,
      'NOT_FOUND',
      'reponsible_user_id',
    ],
    [
      'part 2 §3: an address that is none',
      '/templates/items/add',
      { template_id: 'TEMPLATE', name: 'X', for_who: 'email', responsible_email_address: 'nope' },
      400,
      'INVALID_INPUT',
      'responsible_email_address',
    ],
    [
      'part 2 §3: timing_days is whole days',
      '/templates/items/add',
      { template_id: 'TEMPLATE', name: 'X', for_who: 'person', timing_days: 1.5 },
      400,
      'INVALID_INPUT',
      'timing_days',
    ],
    [
      'A workflow date that is no date',
      '/startWorkflow',
      { employee_id: 'PERSON', workflow_template_id: 'TEMPLATE', workflow_date: '31/02/2026' },
      400,
      'INVALID_DATE',
      'workflow_date',
    ],
    [
      'A template without items starts nothing',
      '/startWorkflow',
      { employee_id: 'PERSON', workflow_template_id: 'EMPTY', workflow_date: '2026-07-01' },
      422,
      'WORKFLOW_TEMPLATE_HAS_NO_ITEMS',
      'workflow_template_id',
    ],
    ['An id as a string of hex', '/tasks/closeTask', { task_id: '0x10' }, 400, 'INVALID_INPUT', 'task_id'],
  ])('%s: 4xx with its code, nothing stored', async (_title, path, body, status, code, field) => {
    const template = (await post('/templates/add', admin, { type: 'other', name: 'Bad input' })).body.data;
    await post('/templates/items/add', admin, { template_id: template.template_id, name: 'one', for_who: 'person' });
    const empty = (await post('/templates/add', admin, { type: 'other', name: 'Empty' })).body.data;
    const filled = JSON.parse(
      JSON.stringify(body)
        .replace('"TEMPLATE"', String(template.template_id))
        .replace('"EMPTY"', String(empty.template_id))
        .replace('"PERSON"', String(person)),
    );
    const before = await Promise.all(
      ['workflow_templates', 'workflow_template_items', 'workflows', 'workflow_tasks'].map(count),
    );
    const answer = await post(path, admin, filled);
    expect([answer.status, answer.body.code, answer.body.field]).toEqual([status, code, field]);
    expect(
      await Promise.all(['workflow_templates', 'workflow_template_items', 'workflows', 'workflow_tasks'].map(count)),
    ).toEqual(before);
  });

  it('Demo data: Demo Belgium has an onboarding (sequential) and an offboarding template, and workflows at different stages', async () => {
    const templates = (await get('/templates/list', admin)).body.data;
    expect(
      templates
        .filter((t: { name: string }) => ['Onboarding', 'Offboarding'].includes(t.name))
        .map((t: { name: string; is_sequential: number }) => [t.name, t.is_sequential]),
    ).toEqual([
      ['Offboarding', 0],
      ['Onboarding', 1],
    ]);
    const stages = await stack.db.query<{ closed: number; total: number }>(
      `SELECT count(*) FILTER (WHERE k.status = 'closed')::int AS closed, count(*)::int AS total FROM workflows w JOIN workflow_tasks k ON k.workflow_id = w.id
        JOIN workflow_templates t ON t.id = w.workflow_template_id AND t.name IN ('Onboarding', 'Offboarding')
        WHERE w.company_id = $1 GROUP BY w.id ORDER BY w.id`,
      [BELGIUM],
    );
    expect(stages).toEqual([
      { closed: 0, total: 5 },
      { closed: 3, total: 5 },
      { closed: 5, total: 5 },
      { closed: 1, total: 4 },
    ]);
  });
});
