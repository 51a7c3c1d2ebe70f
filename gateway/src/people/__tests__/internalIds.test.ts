import { toGlobalId } from 'graphql-relay';
import { employeeRow, viewerAnswer } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';

// The spec's addresses carry REST ids (part 1 §2 /people/{id}, /documents/{documentId}): employee(internalId:) and
// nodeByInternalId(type:, internalId:) answer them through node(id:)'s loaders, and the gateway alone encodes global ids.

/** A batch read answering the rows whose id is asked, like the REST API (another company's ids left out). */
const byIds = (rows: { id: number }[]) => (query: Record<string, string>) => ({
  data: rows.filter((row) => query.ids.split(',').map(Number).includes(row.id)),
});

const EMPLOYEE = `query ($id: ID, $internalId: Int) { employee(id: $id, internalId: $internalId) { id internalId name } }`;
const detail = { '/api/employees/2': { employee: employeeRow(2) }, '/api/auth/viewer': viewerAnswer };

describe('employee(id:, internalId:) (part 1 §2 /people/{id})', () => {
  it('answers the same person by REST id as by global id, with the same REST calls', async () => {
    const byInternalId = await runQuery(EMPLOYEE, { internalId: 2 }, detail);
    const byGlobalId = await runQuery(EMPLOYEE, { id: toGlobalId('Employee', '2') }, detail);
    expect(byInternalId.errors).toBeUndefined();
    expect(byInternalId.data).toEqual({
      employee: { id: toGlobalId('Employee', '2'), internalId: 2, name: 'Person 2' },
    });
    expect(byGlobalId.data).toEqual(byInternalId.data);
    expect(byInternalId.calls).toEqual(byGlobalId.calls);
  });

  it("answers another company's person, or a number no person has, null like a missing one", async () => {
    // The REST API answers 404 for another company's person (rest/src/core: never another company's rows).
    const other = await runQuery(EMPLOYEE, { internalId: 3 }, detail);
    expect(other.errors).toBeUndefined();
    expect(other.data).toEqual({ employee: null });
    const zero = await runQuery(EMPLOYEE, { internalId: 0 }, detail);
    expect(zero.data).toEqual({ employee: null });
    expect(zero.calls).toEqual([]);
  });

  it.each([
    ['both', { id: toGlobalId('Employee', '2'), internalId: 2 }],
    ['neither', {}],
  ])('refuses %s of id and internalId as BAD_USER_INPUT, without a REST call', async (_title, variables) => {
    const result = await runQuery(EMPLOYEE, variables, detail);
    expect(result.data).toEqual({ employee: null });
    expect(result.errors?.map((e) => [e.message, e.extensions?.code, e.path])).toEqual([
      ['employee takes exactly one of id and internalId', 'BAD_USER_INPUT', ['employee']],
    ]);
    expect(result.calls).toEqual([]);
  });
});

describe('nodeByInternalId(type:, internalId:) (part 1 §2 /documents/{documentId}, part 2 §2)', () => {
  const NODE = `query ($type: InternalIdType!, $internalId: Int!) {
    nodeByInternalId(type: $type, internalId: $internalId) { __typename id ... on Document { internalId } ... on License { internalId } }
  }`;
  const routes = {
    '/api/files/batch': byIds([{ id: 5 }]),
    '/api/software/licenses/batch': byIds([{ id: 8 }]),
  };

  it('answers the object of the type by its REST id, through the batch read node(id:) uses', async () => {
    const result = await runQuery(NODE, { type: 'DOCUMENT', internalId: 5 }, routes);
    const node = await runQuery(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: toGlobalId('Document', '5') },
      routes,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      nodeByInternalId: { __typename: 'Document', id: toGlobalId('Document', '5'), internalId: 5 },
    });
    expect(result.calls).toEqual(['GET /api/files/batch?ids=5']);
    expect(result.calls).toEqual(node.calls);
    const license = await runQuery(NODE, { type: 'LICENSE', internalId: 8 }, routes);
    expect(license.data).toEqual({
      nodeByInternalId: { __typename: 'License', id: toGlobalId('License', '8'), internalId: 8 },
    });
  });

  it("answers another company's id null like a missing one; a number no row can have costs no call", async () => {
    // The batch read leaves out another company's rows: 6 is one.
    const other = await runQuery(NODE, { type: 'DOCUMENT', internalId: 6 }, routes);
    expect(other.errors).toBeUndefined();
    expect(other.data).toEqual({ nodeByInternalId: null });
    expect(other.calls).toEqual(['GET /api/files/batch?ids=6']);
    const negative = await runQuery(NODE, { type: 'DOCUMENT', internalId: -5 }, routes);
    expect(negative.data).toEqual({ nodeByInternalId: null });
    expect(negative.calls).toEqual([]);
  });

  it('asks the type of the address: a license id is not a document id', async () => {
    const result = await runQuery(NODE, { type: 'DOCUMENT', internalId: 8 }, routes);
    expect(result.data).toEqual({ nodeByInternalId: null });
  });
});
