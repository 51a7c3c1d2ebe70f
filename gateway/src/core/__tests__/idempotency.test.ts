// The creating mutations send their input's idempotencyKey with the creating REST call only (idempotency.ts).
import { toGlobalId } from 'graphql-relay';
import { runQuery } from '../../test/runQuery';

const START =
  'mutation ($input: StartWorkflowInput!) { startWorkflow(input: $input) { workflow { id } userErrors { code } } }';
const workflow = { workflow_id: 5, employee_id: 7, name: 'Onboarding', tasks: [] };
const input = {
  employeeId: toGlobalId('Employee', '7'),
  templateId: toGlobalId('WorkflowTemplate', '3'),
  workflowDate: '2026-07-01',
};

describe('idempotencyKey of the creating mutations', () => {
  it.each([
    [
      'with a key, the creating call carries it as Idempotency-Key',
      { ...input, idempotencyKey: 'k-1' },
      'POST /api/workflows/startWorkflow (Idempotency-Key: k-1)',
    ],
    ['without a key, no header', input, 'POST /api/workflows/startWorkflow'],
  ])('%s', async (_, variables, call) => {
    const { calls } = await runQuery(
      START,
      { input: variables },
      { '/api/workflows/startWorkflow': { data: workflow } },
    );
    expect(calls[0]).toEqual(call);
    expect(calls.slice(1).every((c) => !c.includes('Idempotency-Key'))).toBe(true);
  });
});
