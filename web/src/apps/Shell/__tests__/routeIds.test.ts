// "Routes by the spec's ids": the addresses of part 1 §2 and part 2 §2 carry the spec's numeric ids; each route's
// query passes them as they are to employee(internalId:) and nodeByInternalId, so the app builds no global id.
import { matchRoutes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { addressRestId } from '../../../relay/addressIds';
import { createAppRoutes } from '../../../router';
import { startSession } from '../../../session';

function routeLoader(environment: ReturnType<typeof createMockEnvironment>, path: string) {
  const matches = matchRoutes(createAppRoutes(environment), path) ?? [];
  const { route, params } = matches[matches.length - 1];
  const loader = route.loader as (args: { params: typeof params; request: Request }) => unknown;
  return loader({ params, request: new Request(`http://app${path}`) });
}

async function variablesOf(path: string): Promise<Record<string, unknown>> {
  const environment = createMockEnvironment();
  await routeLoader(environment, path);
  const operations = environment.mock.getAllOperations();
  expect(operations).toHaveLength(1);
  return operations[0].request.variables;
}

describe("routes by the spec's ids (part 1 §2, part 2 §2)", () => {
  beforeEach(() => startSession(null));

  it.each<[string, Record<string, unknown>]>([
    ['/people/34/wage/48/overview', { id: 34, wageId: 48 }],
    ['/people/34/budget/20/2026', { employeeId: 34, budgetId: 20 }],
    ['/people/34/contracts/37', { employeeId: 34, contractId: 37 }],
    ['/people/41/workflow/1', { id: 41, workflowId: 1 }],
    ['/settings/workflows/2', { templateId: 2 }],
    ['/settings/contracts/templates/1', { templateId: 1 }],
    ['/software/licenses/97', { id: 97 }],
    ['/evaluations/detail/71', { id: 71 }],
    ['/evaluations/add?initialPersonId=34', { id: 34 }],
    ['/car/23/documents', { person: false, id: 0, nodeType: 'VEHICLE', nodeId: 23 }],
    ['/employee/34/documents', { person: true, id: 34, nodeId: 0 }],
  ])('%s passes the REST ids as they are', async (path, expected) => {
    expect(await variablesOf(path)).toEqual(expect.objectContaining(expected));
  });

  it('anything but a REST id asks for 0, which no row has: the page says not found', async () => {
    expect(await variablesOf('/software/licenses/TGljZW5zZTo5Nw%3D%3D')).toEqual({ id: 0 });
    expect([
      addressRestId('34'),
      addressRestId('0'),
      addressRestId('-3'),
      addressRestId('1e3'),
      addressRestId(null),
    ]).toEqual([34, 0, 0, 0, 0]);
  });

  it("a person's address with the global id goes to the numeric address, which the gateway tells", async () => {
    const environment = createMockEnvironment();
    const answer = routeLoader(environment, '/people/RW1wbG95ZWU6MzQ%3D/wage?tab=1') as Promise<Response>;
    const operation = environment.mock.getMostRecentOperation();
    expect([operation.request.node.operation.name, operation.request.variables]).toEqual([
      'addressIdsEmployeeQuery',
      { id: 'RW1wbG95ZWU6MzQ=' },
    ]);
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { Employee: () => ({ id: 'RW1wbG95ZWU6MzQ=', internalId: 34 }) }),
    );
    const response = await answer;
    expect([response.status, response.headers.get('Location')]).toEqual([302, '/people/34/wage?tab=1']);
  });

  it('an id the gateway does not know opens the page, which says not found', async () => {
    const environment = createMockEnvironment();
    const answer = routeLoader(environment, '/people/nobody/wage');
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(operation, { data: { employee: null } });
    await answer;
    const route = environment.mock.getMostRecentOperation();
    expect([route.request.node.operation.name, route.request.variables]).toEqual(['WageDetailsRouteQuery', { id: 0 }]);
  });
});
