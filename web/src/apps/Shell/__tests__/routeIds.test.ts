// "Routes by the spec's ids": the addresses of part 1 §2 and part 2 §2 carry the spec's numeric ids; each
// route's query gets the node's global id from them, and a global id (the app's own links) still works.
import { matchRoutes } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { nodeGlobalId } from '../../../employeeIds';
import { createAppRoutes } from '../../../router';
import { startSession } from '../../../session';

const gid = (type: string, id: number) => btoa(`${type}:${id}`);

async function variablesOf(path: string): Promise<Record<string, unknown>> {
  const environment = createMockEnvironment();
  const routes = createAppRoutes(environment);
  const matches = matchRoutes(routes, path) ?? [];
  const { route, params } = matches[matches.length - 1];
  const loader = route.loader as (args: { params: typeof params; request: Request }) => unknown;
  await loader({ params, request: new Request(`http://app${path}`) });
  const operations = environment.mock.getAllOperations();
  expect(operations).toHaveLength(1);
  return operations[0].request.variables;
}

describe("routes by the spec's ids (part 1 §2, part 2 §2)", () => {
  beforeEach(() => startSession(null));

  it.each<[string, Record<string, unknown>]>([
    ['/people/34/wage/48/overview', { id: gid('Employee', 34), wageId: gid('Wage', 48) }],
    ['/people/34/budget/20/2026', { employeeId: gid('Employee', 34), budgetId: gid('Budget', 20) }],
    ['/people/34/contracts/37', { employeeId: gid('Employee', 34), contractId: gid('Contract', 37) }],
    ['/people/41/workflow/1', { id: gid('Employee', 41), workflowId: gid('Workflow', 1) }],
    ['/settings/workflows/2', { templateId: gid('WorkflowTemplate', 2) }],
    ['/settings/contracts/templates/1', { templateId: gid('ContractTemplate', 1) }],
    ['/software/licenses/97', { id: gid('License', 97) }],
    ['/evaluations/detail/71', { id: gid('Review', 71) }],
    ['/evaluations/add?initialPersonId=34', { id: gid('Employee', 34) }],
  ])('%s queries the global ids', async (path, expected) => {
    expect(await variablesOf(path)).toEqual(expect.objectContaining(expected));
  });

  it('a global id in the address is kept as it is', async () => {
    expect(await variablesOf(`/software/licenses/${encodeURIComponent(gid('License', 97))}`)).toEqual(
      expect.objectContaining({ id: gid('License', 97) }),
    );
    expect(nodeGlobalId('Review', gid('Review', 3))).toEqual(gid('Review', 3));
    expect(nodeGlobalId('Review', undefined)).toEqual('');
    expect(nodeGlobalId('Review', '0')).toEqual('0');
  });
});
