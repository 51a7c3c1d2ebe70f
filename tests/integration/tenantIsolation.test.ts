import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

/**
 * Every id argument and node(id:) with another company's ids answers exactly like a missing id,
 * through GraphQL and through REST. Demo Belgium is company 1, Demo Nederland company 2.
 */
describe.each(engines({ both: true }))('tenant isolation on %s', (_engine, open) => {
  let stack: Stack;
  let belgium: string;
  let foreign: {
    employee: number;
    team: number;
    department: number;
    integration: number;
    company: number;
    user: number;
  };
  const MISSING = 999999;

  beforeAll(async () => {
    stack = await startStack(await open());
    belgium = await signIn(stack, 'admin@demo.be');
    const netherlands = await signIn(stack, 'admin@demo.nl');
    const { body: viewer } = await rest(stack, 'GET', '/api/auth/viewer', { token: netherlands });
    const { body: people } = await rest(stack, 'GET', '/api/employees?limit=1', { token: netherlands });
    const { body: detail } = await rest(stack, 'GET', `/api/employees/${people.data[0].id}`, { token: netherlands });
    foreign = {
      employee: people.data[0].id,
      team: detail.employee.team_id,
      department: detail.employee.department_id,
      integration: viewer.company.integrations[0].id,
      company: viewer.company.id,
      user: viewer.user.id,
    };
    expect(viewer.company.name).toBe('Demo Nederland');
  });
  afterAll(() => stack.close());

  describe('REST', () => {
    it("answers 404 for another company's person exactly as for a missing one", async () => {
      const theirs = await rest(stack, 'GET', `/api/employees/${foreign.employee}`, { token: belgium });
      const missing = await rest(stack, 'GET', `/api/employees/${MISSING}`, { token: belgium });
      expect(theirs).toEqual({ ...missing, headers: expect.anything() });
      expect(theirs.status).toBe(404);
    });

    it.each([
      ['/api/employees/batch', 'employee'],
      ['/api/teams/batch', 'team'],
      ['/api/departments/batch', 'department'],
    ] as const)("%s leaves out another company's ids like missing ones", async (path, kind) => {
      const answer = await rest(stack, 'GET', `${path}?ids=${foreign[kind]},${MISSING}`, { token: belgium });
      expect(answer).toEqual({ status: 200, headers: expect.anything(), body: { data: [] } });
    });

    it("never lists or finds another company's people", async () => {
      const { body: theirs } = await rest(stack, 'GET', `/api/employees/${foreign.employee}`, {
        token: await signIn(stack, 'admin@demo.nl'),
      });
      const { body } = await rest(
        stack,
        'GET',
        `/api/employees?limit=100&include_archived=1&search=${encodeURIComponent(theirs.employee.last_name)}`,
        { token: belgium },
      );
      expect(body.data.map((e: { id: number }) => e.id)).not.toContain(foreign.employee);
    });
  });

  describe('GraphQL', () => {
    const cases = (): [string, string, string][] => [
      ['Employee', String(foreign.employee), '... on Employee { name }'],
      ['Team', String(foreign.team), '... on Team { name }'],
      ['Department', String(foreign.department), '... on Department { description }'],
      ['Company', String(foreign.company), '... on Company { name }'],
      // Renamed the type Integration; its global ids keep the name PayrollIntegration.
      ['PayrollIntegration', String(foreign.integration), '... on Integration { title }'],
      ['Viewer', String(foreign.user), '... on Viewer { email }'],
    ];

    it("node(id:) answers another company's objects of every type like missing ones", async () => {
      for (const [type, id, selection] of cases()) {
        const query = `query ($id: ID!) { node(id: $id) { id ${selection} } }`;
        const theirs = await graphql(stack, query, { id: toGlobalId(type, id) }, belgium);
        const missing = await graphql(stack, query, { id: toGlobalId(type, String(MISSING)) }, belgium);
        expect([type, theirs.data, theirs.errors]).toEqual([type, { node: null }, undefined]);
        expect(theirs.data).toEqual(missing.data);
      }
    });

    it("employee(id:) answers another company's person like a missing one", async () => {
      const query = 'query ($id: ID!) { employee(id: $id) { id name } }';
      const theirs = await graphql(stack, query, { id: toGlobalId('Employee', String(foreign.employee)) }, belgium);
      const missing = await graphql(stack, query, { id: toGlobalId('Employee', String(MISSING)) }, belgium);
      expect(theirs.data).toEqual({ employee: null });
      expect(theirs.errors).toEqual(missing.errors);
    });
  });
});
