// The outside security test's finding "documents, budgets with their items and performance reviews are deleted for
// good in one call": a delete keeps them recoverable for 30 days (domain retention), every read leaves them out, a
// restore brings them back, and after 30 days on the product's clock (PEOPLE_TODAY) they are purged and a restore
// answers 404. The same loop through the gateway: the delete mutations, then restoreDocument, restoreBudget and
// restoreReview with the deleted row's global id. On PGlite and on PostgreSQL where there is one.
import { toGlobalId } from 'graphql-relay';
import { runHousekeeping } from '@people/rest/core/housekeeping';
import { TEST_TODAY, engines } from '../support/databases';
import { BELGIUM } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';
import { addDays } from '@people/domain/dates';

describe.each(engines())('deleted documents, budgets and reviews are restorable for 30 days on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let person: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
    [{ id: person }] = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = $1 AND deleted = 0 AND sensitive_profile = 0 ORDER BY id LIMIT 1 OFFSET 12',
      [BELGIUM],
    );
  }, 120_000);
  afterAll(async () => {
    process.env.PEOPLE_TODAY = TEST_TODAY;
    await stack.close();
  });
  afterEach(() => {
    process.env.PEOPLE_TODAY = TEST_TODAY;
  });

  const post = (path: string, body: unknown) => rest(stack, 'POST', path, { token: admin, body });
  const get = (path: string) => rest(stack, 'GET', path, { token: admin });

  async function newBudget(type: string) {
    const [budget] = await stack.db.query<{ id: number }>(
      'INSERT INTO budgets (company_id, employee_id, budget_type, year, maximum) VALUES ($1, $2, $3, 2026, 500) RETURNING id',
      [BELGIUM, person, type],
    );
    await stack.db.query(
      "INSERT INTO budget_items (company_id, budget_id, item_name, cost) VALUES ($1, $2, 'Course', 120)",
      [BELGIUM, budget.id],
    );
    return budget.id;
  }
  async function newReview() {
    const [type] = await stack.db.query<{ id: number }>(
      'SELECT id FROM performance_evaluation_types WHERE company_id = $1 ORDER BY id LIMIT 1',
      [BELGIUM],
    );
    const [review] = await stack.db.query<{ id: number }>(
      "INSERT INTO performance_evaluations (company_id, employee_id, evaluation_type_id, date_evaluation) VALUES ($1, $2, $3, '2026-05-01') RETURNING id",
      [BELGIUM, person, type.id],
    );
    return review.id;
  }
  async function newDocument() {
    const [file] = await stack.db.query<{ id: number }>(
      `INSERT INTO files (company_id, employee_id, filename, filesize_bytes, document_type, content, content_type)
       VALUES ($1, $2, 'contract.txt', 4, 'other', convert_to('"ok"', 'UTF8'), 'text/plain') RETURNING id`,
      [BELGIUM, person],
    );
    return file.id;
  }

  const kinds = [
    {
      kind: 'budget with its items',
      table: 'budgets',
      create: () => newBudget(`Soft delete ${Math.random()}`),
      listed: async (id: number) =>
        (await get(`/api/budgets/employee/${person}/2026/list`)).body.data.some(
          (b: { id: number; usage: number }) => b.id === id && b.usage === 120,
        ),
      remove: (id: number) => post('/api/budgets/delete', { budget_id: id }),
      restore: (id: number, token = admin) =>
        rest(stack, 'POST', '/api/budgets/restore', { token, body: { budget_id: id } }),
    },
    {
      kind: 'performance review',
      table: 'performance_evaluations',
      create: newReview,
      listed: async (id: number) =>
        (await get(`/api/performance_evaluations/list?employee_id=${person}&per_page=100`)).body.data.some(
          (r: { id: number }) => r.id === id,
        ),
      remove: (id: number) => post('/api/performance_evaluations/delete', { performance_evaluation_id: id }),
      restore: (id: number, token = admin) =>
        rest(stack, 'POST', '/api/performance_evaluations/restore', { token, body: { performance_evaluation_id: id } }),
    },
    {
      kind: 'document',
      table: 'files',
      create: newDocument,
      listed: async (id: number) =>
        (await get(`/api/files/list?relatedObject=employee&relatedObjectId=${person}`)).body.data.some(
          (f: { id: number }) => f.id === id,
        ) && (await get(`/api/files/${id}/download`)).status === 200,
      remove: (id: number) => post('/api/files/delete', { id }),
      restore: (id: number, token = admin) => rest(stack, 'POST', '/api/files/restore', { token, body: { id } }),
    },
  ];

  it.each(kinds)(
    'a deleted $kind is not listed, is restored within 30 days and listed again',
    async ({ create, listed, remove, restore }) => {
      const id = await create();
      expect(await listed(id)).toBe(true);
      expect((await remove(id)).status).toBe(200);
      expect(await listed(id)).toBe(false);
      expect((await remove(id)).status).toBe(404);
      process.env.PEOPLE_TODAY = addDays(TEST_TODAY, 30);
      await runHousekeeping(stack.db);
      expect((await restore(id)).status).toBe(200);
      expect(await listed(id)).toBe(true);
      expect((await restore(id)).status).toBe(404);
    },
  );

  it.each(kinds)(
    'a $kind is restored only by whoever may delete it: a read-only admin and an employee may not',
    async ({ create, listed, remove, restore }) => {
      const id = await create();
      expect((await remove(id)).status).toBe(200);
      const [readOnly, employee] = [await signIn(stack, 'readonly@demo.be'), await signIn(stack, 'employee@demo.be')];
      expect((await restore(id, readOnly)).body.code).toBe('READ_ONLY');
      expect([403, 404]).toContain((await restore(id, employee)).status);
      expect(await listed(id)).toBe(false);
    },
  );

  it.each(kinds)(
    'a $kind deleted 31 days ago is purged and cannot be restored (404)',
    async ({ table, create, remove, restore }) => {
      const id = await create();
      expect((await remove(id)).status).toBe(200);
      process.env.PEOPLE_TODAY = addDays(TEST_TODAY, 31);
      expect((await restore(id)).status).toBe(404);
      expect(await stack.db.query(`SELECT id FROM ${table} WHERE id = $1`, [id])).toEqual([{ id }]);
      await runHousekeeping(stack.db);
      expect(await stack.db.query(`SELECT id FROM ${table} WHERE id = $1`, [id])).toEqual([]);
      if (table === 'budgets')
        expect(await stack.db.query('SELECT id FROM budget_items WHERE budget_id = $1', [id])).toEqual([]);
      expect((await restore(id)).status).toBe(404);
    },
  );

  it('a budget restored after another of its type was added answers 409 BUDGET_EXISTS and stays deleted', async () => {
    const type = `Soft delete twin ${Math.random()}`;
    const first = await newBudget(type);
    expect((await post('/api/budgets/delete', { budget_id: first })).status).toBe(200);
    await newBudget(type);
    const answer = await post('/api/budgets/restore', { budget_id: first });
    expect([answer.status, answer.body.code]).toEqual([409, 'BUDGET_EXISTS']);
  });

  // Through /graphql: the delete and restore mutations of each kind, the restore answering its delete's payload.
  const viaGateway = [
    {
      kind: 'document',
      create: newDocument,
      type: 'Document',
      remove:
        'mutation ($id: ID!) { deleteDocument(input: { documentId: $id }) { deletedDocumentId userErrors { code } } }',
      restore:
        'mutation ($id: ID!) { restoreDocument(input: { documentId: $id }) { document { id internalId } employee { internalId } userErrors { code field } } }',
      field: 'document',
    },
    {
      kind: 'budget',
      create: () => newBudget(`Soft delete gateway ${Math.random()}`),
      type: 'Budget',
      remove: 'mutation ($id: ID!) { deleteBudget(input: { budgetId: $id }) { budget { id } userErrors { code } } }',
      restore:
        'mutation ($id: ID!) { restoreBudget(input: { budgetId: $id }) { budget { id internalId } employee { internalId } userErrors { code field } } }',
      field: 'budget',
    },
    {
      kind: 'review',
      create: newReview,
      type: 'Review',
      remove: 'mutation ($id: ID!) { deleteReview(input: { reviewId: $id }) { deletedReviewId userErrors { code } } }',
      restore:
        'mutation ($id: ID!) { restoreReview(input: { reviewId: $id }) { review { id internalId } employee { internalId } userErrors { code field } } }',
      field: 'review',
    },
  ];
  const mutate = async (query: string, id: string, token = admin) => {
    const answer = await graphql(stack, query, { id }, token);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data as Record<string, Record<string, unknown>>)[0];
  };

  it.each(viaGateway)(
    'GraphQL: a deleted $kind is restored with its id and its person; a second restore is NOT_FOUND',
    async ({ create, type, remove, restore, field }) => {
      const internalId = await create();
      const id = toGlobalId(type, String(internalId));
      expect((await mutate(remove, id)).userErrors).toEqual([]);
      expect(await mutate(restore, id)).toEqual({
        [field]: { id, internalId },
        employee: { internalId: person },
        userErrors: [],
      });
      expect(await mutate(restore, id)).toEqual({
        [field]: null,
        employee: null,
        userErrors: [{ code: 'NOT_FOUND', field: null }],
      });
    },
  );

  it.each(viaGateway)(
    'GraphQL: a $kind deleted 31 days ago answers NOT_FOUND',
    async ({ create, type, remove, restore, field }) => {
      const id = toGlobalId(type, String(await create()));
      expect((await mutate(remove, id)).userErrors).toEqual([]);
      process.env.PEOPLE_TODAY = addDays(TEST_TODAY, 31);
      expect(await mutate(restore, id)).toEqual({
        [field]: null,
        employee: null,
        userErrors: [{ code: 'NOT_FOUND', field: null }],
      });
    },
  );

  it('GraphQL: BUDGET_EXISTS on budgetId when a budget of its type was added since; FORBIDDEN to who may not delete it', async () => {
    const type = `Soft delete gateway twin ${Math.random()}`;
    const id = toGlobalId('Budget', String(await newBudget(type)));
    const [budget] = viaGateway.filter((kind) => kind.type === 'Budget');
    expect((await mutate(budget.remove, id)).userErrors).toEqual([]);
    // Deleting a budget is for admins (part 2 §7): a manager with budget access may not bring it back either.
    const manager = await signIn(stack, 'manager@demo.be');
    expect((await mutate(budget.restore, id, manager)).userErrors).toEqual([{ code: 'FORBIDDEN', field: null }]);
    const twin = await newBudget(type);
    expect(await mutate(budget.restore, id)).toEqual({
      budget: null,
      employee: null,
      userErrors: [{ code: 'BUDGET_EXISTS', field: ['input', 'budgetId'] }],
    });
    expect((await mutate(budget.remove, toGlobalId('Budget', String(twin)))).userErrors).toEqual([]);
    expect((await mutate(budget.restore, id)).userErrors).toEqual([]);
  });

  it("another company's deleted row is a missing one (404)", async () => {
    const id = await newReview();
    expect((await post('/api/performance_evaluations/delete', { performance_evaluation_id: id })).status).toBe(200);
    const nl = await signIn(stack, 'admin@demo.nl');
    expect(
      (
        await rest(stack, 'POST', '/api/performance_evaluations/restore', {
          token: nl,
          body: { performance_evaluation_id: id },
        })
      ).status,
    ).toBe(404);
  });
});
