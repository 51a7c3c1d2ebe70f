// The outside security test's finding "30 parallel startWorkflow calls stored 30 workflows": the Idempotency-Key
// header on REST writes and idempotencyKey in the creating mutations' input (draft-ietf-httpapi-idempotency-key-header,
// rest/src/core/idempotency.ts), and the start of the same template for the same person on the same date refused without a
// key (domain workflows isDuplicateStart), on PGlite and on PostgreSQL where there is one.
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { BELGIUM, NETHERLANDS } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

describe.each(engines({ both: true }))('Idempotency-Key and duplicate workflow starts on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let adminNl: string;
  let people: number[];
  let personNl: number;
  let template: number;
  let templateNl: number;

  const post = (path: string, token: string, body: unknown, key?: string) =>
    rest(stack, 'POST', `/api/workflows${path}`, {
      token,
      body,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const workflowsOf = async (employeeId: number) =>
    (
      await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workflows WHERE employee_id = $1', [
        employeeId,
      ])
    )[0].n;

  async function templateWithItem(token: string, name: string): Promise<number> {
    const added = (await post('/templates/add', token, { type: 'onboarding', name, is_sequential: 0 })).body.data;
    await post('/templates/items/add', token, { template_id: added.template_id, name: 'Laptop', for_who: 'person' });
    return added.template_id;
  }

  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, adminNl] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'admin@demo.nl')]);
    const free = (company: number) =>
      stack.db.query<{ id: number }>(
        `SELECT e.id FROM employees e WHERE e.company_id = $1 AND e.deleted = 0 AND e.sensitive_profile = 0
           AND NOT EXISTS (SELECT 1 FROM workflows w WHERE w.employee_id = e.id) ORDER BY e.id LIMIT 5 OFFSET 30`,
        [company],
      );
    people = (await free(BELGIUM)).map((r) => r.id);
    personNl = (await free(NETHERLANDS))[0].id;
    template = await templateWithItem(admin, 'Onboarding (idempotency)');
    templateNl = await templateWithItem(adminNl, 'Onboarding (idempotency NL)');
  }, 120_000);
  afterAll(() => stack.close());

  it('30 parallel startWorkflow over REST with one key store one workflow; every answer is that workflow or 409 IDEMPOTENCY_KEY_IN_USE; a retry answers it again', async () => {
    const body = { employee_id: people[0], workflow_template_id: template, workflow_date: '2026-07-01' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post('/startWorkflow', admin, body, 'start-ann-1')),
    );
    expect(await workflowsOf(people[0])).toBe(1);
    const created = answers.filter((a) => a.status === 200);
    const workflowId = created[0].body.data.workflow_id;
    expect(created.map((a) => a.body.data.workflow_id)).toEqual(created.map(() => workflowId));
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.code])).toEqual(
      answers.filter((a) => a.status !== 200).map(() => [409, 'IDEMPOTENCY_KEY_IN_USE']),
    );
    const retry = await post('/startWorkflow', admin, { ...body }, 'start-ann-1');
    expect([retry.status, retry.headers['idempotent-replayed'], retry.body]).toEqual([200, 'true', created[0].body]);
    expect(await workflowsOf(people[0])).toBe(1);
  });

  it('the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED and writes nothing', async () => {
    const body = { employee_id: people[1], workflow_template_id: template, workflow_date: '2026-07-01' };
    expect((await post('/startWorkflow', admin, body, 'start-bob')).status).toBe(200);
    const reused = await post('/startWorkflow', admin, { ...body, workflow_date: '2026-08-01' }, 'start-bob');
    expect([reused.status, reused.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const elsewhere = await post('/templates/add', admin, { type: 'other', name: 'Not this' }, 'start-bob');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await workflowsOf(people[1])).toBe(1);
  });

  it('a refused request releases its key: the retry with the same key does the write', async () => {
    const refused = await post(
      '/startWorkflow',
      admin,
      { employee_id: people[2], workflow_template_id: 999999, workflow_date: '2026-07-01' },
      'start-cleo',
    );
    expect(refused.status).toBe(404);
    expect(await stack.db.query("SELECT 1 FROM idempotency_keys WHERE key = 'start-cleo'")).toEqual([]);
    const retry = await post(
      '/startWorkflow',
      admin,
      { employee_id: people[2], workflow_template_id: template, workflow_date: '2026-07-01' },
      'start-cleo',
    );
    expect([retry.status, retry.headers['idempotent-replayed'], await workflowsOf(people[2])]).toEqual([
      200,
      undefined,
      1,
    ]);
  });

  it("two companies' equal keys never meet: each creates its own workflow", async () => {
    const be = await post(
      '/startWorkflow',
      admin,
      { employee_id: people[3], workflow_template_id: template, workflow_date: '2026-07-01' },
      'shared-key',
    );
    const nl = await post(
      '/startWorkflow',
      adminNl,
      { employee_id: personNl, workflow_template_id: templateNl, workflow_date: '2026-07-01' },
      'shared-key',
    );
    expect([be.status, nl.status, be.headers['idempotent-replayed'], nl.headers['idempotent-replayed']]).toEqual([
      200,
      200,
      undefined,
      undefined,
    ]);
    expect([await workflowsOf(people[3]), await workflowsOf(personNl)]).toEqual([1, 1]);
  });

  it('without a key the same template for the same person on the same date is refused 409 WORKFLOW_ALREADY_STARTED, in parallel too; another date is another workflow', async () => {
    const body = { employee_id: people[4], workflow_template_id: template, workflow_date: '2026-07-01' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/startWorkflow', admin, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(
      new Set(['WORKFLOW_ALREADY_STARTED']),
    );
    expect((await post('/startWorkflow', admin, { ...body, workflow_date: '2026-07-02' })).status).toBe(200);
    expect(await workflowsOf(people[4])).toBe(2);
  });

  it('30 parallel startWorkflow mutations with one idempotencyKey store one workflow; the others answer it or IDEMPOTENCY_KEY_IN_USE', async () => {
    const [person] = (
      await stack.db.query<{ id: number }>(
        `SELECT e.id FROM employees e WHERE e.company_id = $1 AND e.deleted = 0 AND e.sensitive_profile = 0
           AND NOT EXISTS (SELECT 1 FROM workflows w WHERE w.employee_id = e.id) ORDER BY e.id LIMIT 1 OFFSET 40`,
        [BELGIUM],
      )
    ).map((r) => r.id);
    const input = {
      employeeId: toGlobalId('Employee', String(person)),
      templateId: toGlobalId('WorkflowTemplate', String(template)),
      workflowDate: '2026-07-01',
      idempotencyKey: 'gql-start-1',
    };
    const start = () =>
      graphql(
        stack,
        'mutation ($input: StartWorkflowInput!) { startWorkflow(input: $input) { workflow { id } userErrors { code } } }',
        { input },
        admin,
      );
    const answers = await Promise.all(Array.from({ length: 30 }, start));
    expect(await workflowsOf(person)).toBe(1);
    const payloads = answers.map((a) => a.data.startWorkflow);
    const ids = new Set(payloads.filter((p) => p.workflow !== null).map((p) => p.workflow.id));
    expect(ids.size).toBe(1);
    expect(new Set(payloads.filter((p) => p.workflow === null).map((p) => p.userErrors[0].code))).toEqual(
      payloads.some((p) => p.workflow === null) ? new Set(['IDEMPOTENCY_KEY_IN_USE']) : new Set(),
    );
    const retry = (await start()).data.startWorkflow;
    expect(retry).toEqual({ workflow: { id: [...ids][0] }, userErrors: [] });
    const reused = (
      await graphql(
        stack,
        'mutation ($input: StartWorkflowInput!) { startWorkflow(input: $input) { workflow { id } userErrors { code } } }',
        { input: { ...input, workflowDate: '2026-09-01' } },
        admin,
      )
    ).data.startWorkflow;
    expect(reused).toEqual({ workflow: null, userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED' }] });
    expect(await workflowsOf(person)).toBe(1);
  });
});
