// Tenant isolation: every new id argument (person, integration, document, contract, asset, vehicle,
// activity item) from another company answers exactly like a missing one, through REST and GraphQL, and changes
// nothing. Demo Belgium is company 1, Demo Nederland company 2.
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { BELGIUM, MISSING, NETHERLANDS, activityOf, gid, person } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

type Call = [label: string, method: 'GET' | 'POST', path: (id: number) => string, body?: (id: number) => unknown];

// Each profile route with a person id, filled in with another company's id and with a missing one.
const PERSON_ROUTES: Call[] = [
  [
    'archive',
    'POST',
    () => '/api/employees/delete',
    (id) => ({
      id,
      confirmations: 'PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS,PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS',
    }),
  ],
  ['reactivate', 'POST', () => '/api/employees/reactivate', (id) => ({ id })],
  ['hard delete', 'POST', () => '/api/employees/hardDelete', (id) => ({ id })],
  ['set sensitive', 'POST', () => '/api/employees/setSensitive', (id) => ({ id, sensitive: 1 })],
  ['seniority get', 'GET', (id) => `/api/seniority_dates/${id}`],
  [
    'seniority update',
    'POST',
    () => '/api/seniority_dates/update',
    (id) => ({ employee_id: id, seniority_date: '2020-01-01' }),
  ],
  ['activity get', 'GET', (id) => `/api/activity/get?relatedObject=employee&relatedObjectId=${id}&page=0`],
  [
    'add note',
    'POST',
    () => '/api/activity/addNote',
    (id) => ({ relatedObject: 'employee', relatedObjectId: id, note: 'hello' }),
  ],
  ['files', 'GET', (id) => `/api/files/list?relatedObject=employee&relatedObjectId=${id}`],
  ['contracts', 'GET', (id) => `/api/contracts/list?employee_id=${id}`],
  ['one-day contracts', 'GET', (id) => `/api/contracts/oneDayContracts?employee_id=${id}`],
  [
    'delete one-day contract',
    'POST',
    () => '/api/contracts/deleteOneDayContract',
    (id) => ({ employee_id: id, contract_start_date: '15/06/2026' }),
  ],
  ['trainings', 'GET', (id) => `/api/trainings/participations?employee_id=${id}&per_page=4`],
  ['assets', 'GET', (id) => `/api/assets/list?employee_id=${id}`],
  ['cars', 'GET', (id) => `/api/employees/${id}/cars`],
  ['reports-to', 'GET', (id) => `/api/employees/${id}/reports_to`],
  ['parallel ids', 'GET', (id) => `/api/employees/${id}/parallel_employee_ids`],
  ['pincode status', 'GET', (id) => `/api/selfservice_pincodes/${id}/status`],
  ['pincode remove', 'POST', () => '/api/selfservice_pincodes/removePincode', (id) => ({ employee_id: id })],
  ['self-service invite', 'POST', () => '/api/selfservice/invite', (id) => ({ employee_id: id })],
  ['unlink', 'POST', () => '/api/integrations/unlinkPerson', (id) => ({ integration_id: 1, person_id: id })],
  ['relink', 'POST', () => '/api/integrations/relinkPerson', (id) => ({ integration_id: 1, person_id: id })],
  ['can relink', 'GET', (id) => `/api/integrations/canRelinkPerson?integration_id=1&person_id=${id}`],
  ['sync', 'POST', () => '/api/integrations/startImportPerson', (id) => ({ integration_id: 1, person_id: id })],
];

const MUTATIONS: [name: string, input: string][] = [
  [
    'archiveEmployee',
    'employeeId: $id, confirmed: true, confirmations: "PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS"',
  ],
  ['unarchiveEmployee', 'employeeId: $id'],
  ['setSensitiveProfile', 'employeeId: $id, sensitive: true'],
  ['resetPincode', 'employeeId: $id'],
  ['updateSeniorityDate', 'employeeId: $id, seniorityDate: "2020-01-01"'],
  ['addActivityNote', 'employeeId: $id, note: "hello"'],
  ['deleteOneDayContract', 'employeeId: $id, contractStartDate: "2026-06-15"'],
  ['inviteToSelfService', 'employeeId: $id'],
  ['unlinkPerson', 'employeeId: $id'],
  ['relinkPerson', 'employeeId: $id'],
  ['syncPerson', 'employeeId: $id'],
];

describe.each(engines())('profile tenant isolation on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let support: string;
  let foreign: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, support] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'support@demo.be')]);
    // A Dutch person with documents and assets, so a leak would have something to show.
    foreign = await person(stack.db, ['documents', 'assets', 'started'], { company: NETHERLANDS });
  });
  afterAll(() => stack.close());

  const snapshot = async () => ({
    person: await stack.db.query(
      'SELECT deleted, sensitive_profile, link_integration_id, avatar FROM employees WHERE id = $1',
      [foreign],
    ),
    activity: await activityOf(stack.db, foreign),
    pincode: await stack.db.query('SELECT * FROM selfservice_pincodes WHERE employee_id = $1', [foreign]),
    invites: await stack.db.query('SELECT * FROM selfservice_invites WHERE employee_id = $1', [foreign]),
    seniority: await stack.db.query('SELECT * FROM seniority_dates WHERE employee_id = $1', [foreign]),
  });

  // Wrapped, so jest does not read a GET row's missing body as a 'done' callback.
  it.each(PERSON_ROUTES.map((call) => [call[0], call] as const))(
    "REST %s: another company's person answers like a missing one",
    async (_label, [, method, path, body]) => {
      const before = await snapshot();
      for (const token of [admin, support]) {
        const theirs = await rest(stack, method, path(foreign), { token, body: body?.(foreign) });
        const missing = await rest(stack, method, path(MISSING), { token, body: body?.(MISSING) });
        expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 404, body: missing.body });
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it("REST avatar upload: another company's person answers like a missing one", async () => {
    const send = async (id: number) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]), 'face.png');
      const response = await fetch(`${stack.restUrl}/api/employees/${id}/avatar`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin}` },
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await send(foreign)).toEqual(await send(MISSING));
    expect((await send(foreign)).status).toBe(404);
  });

  it("REST: another company's integration answers like a missing one", async () => {
    const own = await person(stack.db, ['linked', 'started'], { company: BELGIUM });
    for (const integration of [NETHERLANDS, MISSING]) {
      const unlink = await rest(stack, 'POST', '/api/integrations/unlinkPerson', {
        token: support,
        body: { integration_id: integration, person_id: own },
      });
      expect([unlink.status, unlink.body]).toEqual([
        404,
        { code: 'NOT_FOUND', message: 'This integration does not exist.' },
      ]);
      const seniority = await rest(stack, 'POST', '/api/seniority_dates/update', {
        token: admin,
        body: { employee_id: own, seniority_date: '2020-01-01', integration_id: integration },
      });
      expect([seniority.status, seniority.body.code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it("REST batch reads leave out another company's ids like missing ones", async () => {
    const ids = async (table: string) =>
      (
        await stack.db.query<{ id: number }>(
          `SELECT id FROM ${table} WHERE company_id = $1 AND employee_id IS NOT NULL ORDER BY id LIMIT 3`,
          [NETHERLANDS],
        )
      ).map((r) => r.id);
    for (const [path, table] of [
      ['/api/files/batch', 'files'],
      ['/api/contracts/batch', 'contracts'],
      ['/api/assets/batch', 'assets'],
      ['/api/vehicles/batch', 'vehicles'],
      ['/api/activity/batch', 'activity_items'],
    ]) {
      const theirs = await ids(table);
      expect([path, theirs.length > 0]).toEqual([path, true]);
      const answer = await rest(stack, 'GET', `${path}?ids=${[...theirs, MISSING].join(',')}`, { token: admin });
      expect([path, answer.status, answer.body]).toEqual([path, 200, { data: [] }]);
      // Their own company's admin does get them: the ids are real.
      const own = await rest(stack, 'GET', `${path}?ids=${theirs.join(',')}`, {
        token: await signIn(stack, 'admin@demo.nl'),
      });
      expect([path, own.body.data.length]).toEqual([path, theirs.length]);
    }
    expect(
      (await rest(stack, 'GET', `/api/employees/permissions/batch?ids=${foreign},${MISSING}`, { token: admin })).body,
    ).toEqual({ data: [] });
  });

  it("GraphQL node(id:) answers another company's profile objects like missing ones", async () => {
    const first = async (table: string) =>
      (
        await stack.db.query<{ id: number }>(
          `SELECT id FROM ${table} WHERE company_id = $1 AND employee_id IS NOT NULL ORDER BY id LIMIT 1`,
          [NETHERLANDS],
        )
      )[0].id;
    for (const [type, table] of [
      ['Document', 'files'],
      ['Contract', 'contracts'],
      ['Asset', 'assets'],
      ['Vehicle', 'vehicles'],
      ['ActivityItem', 'activity_items'],
    ]) {
      const query = `query ($id: ID!) { node(id: $id) { __typename id } }`;
      const id = await first(table);
      const theirs = await graphql(stack, query, { id: toGlobalId(type, String(id)) }, admin);
      const missing = await graphql(stack, query, { id: toGlobalId(type, String(MISSING)) }, admin);
      expect([type, theirs.data, theirs.errors]).toEqual([type, { node: null }, undefined]);
      expect(theirs.data).toEqual(missing.data);
      const own = await graphql(
        stack,
        query,
        { id: toGlobalId(type, String(id)) },
        await signIn(stack, 'admin@demo.nl'),
      );
      expect(own.data.node).toEqual({ __typename: type, id: toGlobalId(type, String(id)) });
    }
  });

  it.each(MUTATIONS)(
    "GraphQL %s: another company's person answers like a missing one and changes nothing",
    async (name, input) => {
      const before = await snapshot();
      const query = `mutation ($id: ID!) { ${name}(input: { ${input} }) { employee { id } userErrors { code message field } } }`;
      for (const token of [admin, support]) {
        const theirs = await graphql(stack, query, { id: gid(foreign) }, token);
        const missing = await graphql(stack, query, { id: gid(MISSING) }, token);
        expect(theirs.data).toEqual(missing.data);
        expect(theirs.data[name]).toEqual({
          employee: null,
          userErrors: [{ code: 'NOT_FOUND', message: 'This person does not exist.', field: null }],
        });
      }
      const deleted = await graphql(
        stack,
        'mutation ($id: ID!) { deleteEmployeePermanently(input: { employeeId: $id }) { deletedEmployeeId userErrors { code } } }',
        { id: gid(foreign) },
        admin,
      );
      expect(deleted.data.deleteEmployeePermanently).toEqual({
        deletedEmployeeId: null,
        userErrors: [{ code: 'NOT_FOUND' }],
      });
      expect(await snapshot()).toEqual(before);
    },
  );
});
