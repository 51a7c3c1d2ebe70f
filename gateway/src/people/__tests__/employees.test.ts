import { buildSchema, parse } from 'graphql';
import { toGlobalId } from 'graphql-relay';
import { createApollo, typeDefs } from '../../core/apollo';
import { createLoaders, type Context } from '../../core/context';
import { DEFAULT_LIMITS, LIMIT_CODES, queryCost } from '../../core/queryLimits';
import { RestFailure } from '../../core/restClient';
import { employeeRow, viewerAnswer } from '../../test/fixtures';
import { fakeRest, runQuery } from '../../test/runQuery';

/** A row of GET /api/employees/detail/batch: nothing but what `fields` say. */
const parts = (id: number, fields: object) => ({
  id,
  current_role: null,
  future_role: null,
  role_history: [],
  current_reports_to: null,
  current_reports_to_extra: null,
  team: null,
  current_department: null,
  ...fields,
});

const PAGE = `query ($first: Int) {
  employees(first: $first) {
    edges { node { name team { name } currentReportsTo { personName person { name } } } }
  }
}`;

describe('employees connection', () => {
  it('resolves teams and managers of a page through one batch call (constant REST calls)', async () => {
    const people = [
      employeeRow(1, { team_id: 10, reports_to_id: 9 }),
      employeeRow(2, { team_id: 11, reports_to_id: 9 }),
      employeeRow(3, { team_id: 10, reports_to_id: 1 }),
    ];
    const result = await runQuery(
      PAGE,
      { first: 3 },
      {
        '/api/employees': { data: people, total: 3 },
        '/api/employees/batch': { data: [employeeRow(9, { name: 'Boss Nine' }), employeeRow(1)] },
        '/api/employees/detail/batch': {
          data: [
            parts(1, {
              current_reports_to: { person_id: 9, person_name: 'Boss Nine', group_id: 0 },
              team: { id: 10, name: 'Sales' },
            }),
            parts(2, {
              current_reports_to: { person_id: 9, person_name: 'Boss Nine', group_id: 0 },
              team: { id: 11, name: 'IT' },
            }),
            parts(3, {
              current_reports_to: { person_id: 1, person_name: 'Person 1', group_id: 0 },
              team: { id: 10, name: 'Sales' },
            }),
          ],
        },
      },
    );
    expect(result.errors).toBeUndefined();
    // The teams and reporting lines of the page in one batch read, their managers in another.
    expect(result.calls).toEqual([
      'GET /api/employees?offset=0&limit=3&include_archived=0',
      'GET /api/employees/detail/batch?ids=1%2C2%2C3',
      'GET /api/employees/batch?ids=9',
    ]);
    expect(
      (result.data as any).employees.edges.map((e: any) => [e.node.team.name, e.node.currentReportsTo.person.name]),
    ).toEqual([
      ['Sales', 'Boss Nine'],
      ['IT', 'Boss Nine'],
      ['Sales', 'Person 1'],
    ]);
    expect(result.extensions).toMatchObject({ restCalls: 3, cost: { actualQueryCost: 3 } });
  });

  it('names a manager it may not load as plain text, from the detail answer (part 1 §6)', async () => {
    const result = await runQuery(
      `query ($id: ID!) { employee(id: $id) { currentReportsTo { personName person { id } } } }`,
      { id: toGlobalId('Employee', '2') },
      {
        '/api/employees/2': {
          employee: employeeRow(2, { reports_to_id: 77 }),
          current_reports_to: { person_id: 77, person_name: 'Other Group', group_id: 5 },
        },
        '/api/employees/batch': { data: [] },
        '/api/auth/viewer': viewerAnswer,
      },
    );
    expect(result.data).toEqual({ employee: { currentReportsTo: { personName: 'Other Group', person: null } } });
  });

  it('lets an unauthenticated REST answer through as UNAUTHENTICATED', async () => {
    const result = await runQuery(
      PAGE,
      {},
      { '/api/employees': new RestFailure(401, { code: 'UNAUTHENTICATED', message: 'Sign in first.' }) },
      null,
    );
    expect(result.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.restCode])).toEqual([
      ['Sign in first.', 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
    ]);
  });

  it('masks an unexpected failure', async () => {
    const result = await runQuery(
      PAGE,
      {},
      {
        '/api/employees': () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:4001');
        },
      },
    );
    expect(result.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Internal server error', 'INTERNAL_SERVER_ERROR'],
    ]);
  });
});

describe('the cost of a query asked again (kept per document and variables)', () => {
  it('follows the variables of each request, and a refusal stays a refusal', async () => {
    const server = createApollo([], { limits: { ...DEFAULT_LIMITS, maxCost: 8 } });
    const ask = async (first: number) => {
      const { client } = fakeRest({
        '/api/employees': { data: [], total: 0 },
        '/api/employees/detail/batch': { data: [] },
        '/api/employees/batch': { data: [] },
      });
      const context: Context = {
        token: 'token',
        rest: client,
        loaders: createLoaders(client, true),
        withToken: () => context,
      };
      const response = await server.executeOperation({ query: PAGE, variables: { first } }, { contextValue: context });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return response.body.singleResult;
    };
    const costOf = (first: number) => queryCost(buildSchema(typeDefs), parse(PAGE), { first });
    for (const first of [2, 100, 2, 100]) {
      const answer = await ask(first);
      if (costOf(first) > 8) expect(answer.errors?.map((e) => e.extensions?.code)).toEqual([LIMIT_CODES.cost]);
      else expect(answer.extensions?.cost).toMatchObject({ requestedQueryCost: costOf(first) });
    }
    expect(costOf(100)).toBeGreaterThan(8);
    expect(costOf(2)).toBeLessThanOrEqual(8);
  });
});
