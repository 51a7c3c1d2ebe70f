import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { graphql, rest, signIn, startStack, type GraphQLAnswer, type Stack } from '../support/stack';

const PEOPLE_PAGE = `query ($first: Int, $after: String, $search: String) {
  employees(first: $first, after: $after, search: $search) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id internalId name team { name } currentReportsTo { personName person { id name } } } }
  }
}`;

const PROFILE = `query ($id: ID!) {
  employee(id: $id) {
    id internalId name avatar deleted daysWithUs joinDate
    currentRole { title startDate future }
    team { id name }
    currentReportsTo { personId personName groupId person { id name } }
    currentReportsToExtra { personName }
    currentDepartment { description }
    email personalEmail phone emergencyContactName emergencyContactRelation emergencyContactPhone
    address { line1 line2 zipcode city countryCode }
    customFields { cfName type priority value }
  }
}`;

describe.each(engines({ both: true }))('GraphQL gateway on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  describe('signIn mutation', () => {
    it('answers a token that works for the next request', async () => {
      const answer = await graphql(
        stack,
        `
          mutation {
            signIn(input: { email: "light@demo.be", password: "demo" }) {
              token
              userErrors {
                code
              }
              viewer {
                email
                groupAccess
              }
            }
          }
        `,
      );
      expect(answer.data.signIn.userErrors).toEqual([]);
      expect(answer.data.signIn.viewer).toEqual({ email: 'light@demo.be', groupAccess: 'LIGHT' });
      const viewer = await graphql(stack, '{ viewer { email company { name } } }', {}, answer.data.signIn.token);
      expect(viewer.data).toEqual({ viewer: { email: 'light@demo.be', company: { name: 'Demo Belgium' } } });
    });

    it('answers a userError, not an exception, for a wrong password', async () => {
      const answer = await graphql(
        stack,
        `
          mutation {
            signIn(input: { email: "admin@demo.be", password: "wrong" }) {
              token
              viewer {
                id
              }
              userErrors {
                code
                message
                field
              }
            }
          }
        `,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.signIn).toEqual({
        token: null,
        viewer: null,
        userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'The email or password is wrong.', field: null }],
      });
    });
  });

  describe('viewer', () => {
    it('answers the user flags and the company features (part 1 §3 "User flags", §6)', async () => {
      const answer = await graphql(
        stack,
        '{ viewer { name admin accessWages accessBudgets groupAccess language role support company { name countryCode features integrations { title features } } } }',
        {},
        await signIn(stack, 'nowage@demo.be'),
      );
      expect(answer.data.viewer).toEqual({
        name: 'Nina Nowage',
        admin: false,
        accessWages: false,
        accessBudgets: true,
        groupAccess: 'FULL',
        language: 'EN',
        role: 'TEAM_ONLY',
        support: false,
        company: {
          name: 'Demo Belgium',
          countryCode: 'BE',
          features: expect.arrayContaining(['wages_bonus_field']),
          integrations: [{ title: 'SD Worx', features: expect.arrayContaining(['person/sync', 'wage/push']) }],
        },
      });
    });

    it('is null without a token, and data fields answer UNAUTHENTICATED', async () => {
      expect((await graphql(stack, '{ viewer { id } }')).data).toEqual({ viewer: null });
      const answer = await graphql(stack, '{ employees { totalCount } }');
      expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('lists the demo sign-ins without a token', async () => {
      const answer = await graphql(stack, '{ demoSignIns { email } }');
      expect(answer.data.demoSignIns.map((d: { email: string }) => d.email)).toEqual([
        'admin@demo.be',
        'manager@demo.be',
        'nowage@demo.be',
        'light@demo.be',
        'support@demo.be',
        'groupmanager@demo.be',
        'employee@demo.be',
        'readonly@demo.be',
        'admin@demo.nl',
      ]);
    });
  });

  describe('employees connection', () => {
    it('pages with cursors until hasNextPage is false', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const answer: GraphQLAnswer = await graphql(stack, PEOPLE_PAGE, { first: 25, after }, admin);
        const connection = answer.data.employees;
        expect(connection.totalCount).toBe(58);
        seen.push(...connection.edges.map((e: { node: { id: string } }) => e.node.id));
        after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
        pages += 1;
      } while (after);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(58);
    });

    it('a page of 100 people with team and manager costs a constant number of REST calls', async () => {
      const small = await graphql(stack, PEOPLE_PAGE, { first: 5 }, admin);
      const large = await graphql(stack, PEOPLE_PAGE, { first: 100 }, admin);
      expect(large.data.employees.edges).toHaveLength(58);
      // The list, the viewer (the managers' group) and one batch read, whatever the page size; on the page of 100 every
      // manager is on the page already, so the list primes them and one call fewer is needed.
      expect(small.extensions?.restCalls).toBe(3);
      expect(large.extensions?.restCalls).toBe(2);
    });

    it('searches by name', async () => {
      const all = await graphql(stack, PEOPLE_PAGE, { first: 1 }, admin);
      const name: string = all.data.employees.edges[0].node.name;
      const answer = await graphql(stack, PEOPLE_PAGE, { first: 10, search: name }, admin);
      expect(answer.data.employees.edges.map((e: { node: { name: string } }) => e.node.name)).toContain(name);
    });

    it.each([
      ['first above 100', { first: 101 }],
      ['first below 1', { first: 0 }],
      ['a foreign cursor', { after: 'bm90LWEtY3Vyc29y' }],
    ])('refuses %s with BAD_USER_INPUT', async (_label, variables) => {
      const answer = await graphql(stack, PEOPLE_PAGE, variables, admin);
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('employee(id:)', () => {
    it('answers the header and contact of the profile (part 1 §2)', async () => {
      const answer = await graphql(stack, PROFILE, { id: toGlobalId('Employee', '5') }, admin);
      expect(answer.errors).toBeUndefined();
      const e = answer.data.employee;
      expect(e.id).toBe(toGlobalId('Employee', '5'));
      expect(e.internalId).toBe(5);
      expect(e.deleted).toBe(false);
      expect(e.currentRole).toEqual({
        title: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        future: false,
      });
      expect(e.daysWithUs).toBeGreaterThan(0);
      expect(e.currentReportsTo.person).toEqual({
        id: toGlobalId('Employee', String(e.currentReportsTo.personId)),
        name: e.currentReportsTo.personName,
      });
      const { body: detail } = await rest(stack, 'GET', '/api/employees/5', { token: admin });
      const r = detail.employee;
      expect(e.address).toEqual({
        line1: r.address_line_1,
        line2: r.address_line_2,
        zipcode: r.address_zipcode,
        city: r.address_city,
        countryCode: 'BE',
      });
      expect([
        e.email,
        e.personalEmail,
        e.phone,
        e.emergencyContactName,
        e.emergencyContactRelation,
        e.emergencyContactPhone,
      ]).toEqual([
        r.email,
        r.personal_email,
        r.phone,
        r.emergency_contact_name,
        r.emergency_contact_relation?.toUpperCase() ?? null,
        r.emergency_contact_phone,
      ]);
      expect(e.team).toEqual({ id: toGlobalId('Team', String(detail.team.id)), name: detail.team.name });
      expect(e.customFields.map((f: { cfName: string }) => f.cfName)).toEqual(
        expect.arrayContaining(['Shoe size', 'Meal voucher value']),
      );
    });

    it.each([
      ['a missing id', toGlobalId('Employee', '999999')],
      ['an id of another type', toGlobalId('Team', '1')],
      ['garbage', 'not-an-id'],
    ])('answers null for %s', async (_label, id) => {
      const answer = await graphql(stack, PROFILE, { id }, admin);
      expect(answer).toEqual({ data: { employee: null }, extensions: expect.anything() });
    });
  });

  describe('node(id:)', () => {
    it.each([
      ['Employee', '3', '... on Employee { name }'],
      ['Team', '1', '... on Team { name }'],
      ['Department', '1', '... on Department { description }'],
      ['Company', '1', '... on Company { name }'],
      ['Integration', '1', '... on Integration { title }'],
      ['Viewer', '1', '... on Viewer { email }'],
    ])('resolves a %s', async (type, id, selection) => {
      // Renamed PayrollIntegration to Integration; its global ids keep the old name.
      const globalId = toGlobalId(type === 'Integration' ? 'PayrollIntegration' : type, id);
      const answer = await graphql(
        stack,
        `query ($id: ID!) { node(id: $id) { __typename id ${selection} } }`,
        { id: globalId },
        admin,
      );
      expect(answer.data.node).toEqual(expect.objectContaining({ __typename: type, id: globalId }));
    });
  });
});
