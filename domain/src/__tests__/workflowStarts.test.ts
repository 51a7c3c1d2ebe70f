import { isDuplicateStart, type WorkflowStart } from '../workflows';

// The outside security test's finding "30 parallel startWorkflow calls stored 30 workflows": a start a person cannot
// mean twice is refused (WORKFLOW_ALREADY_STARTED), keyed by person, template and workflow date.
const onboarding: WorkflowStart = { employee_id: 7, workflow_template_id: 3, workflow_date: '2026-07-01' };

describe('isDuplicateStart (finding: 30 parallel startWorkflow calls stored 30 workflows)', () => {
  it.each<[string, WorkflowStart[], WorkflowStart, boolean]>([
    ['nothing started yet → a first start', [], onboarding, false],
    ['the same person, template and date → a duplicate', [onboarding], { ...onboarding }, true],
    ['another date → another workflow', [onboarding], { ...onboarding, workflow_date: '2026-07-02' }, false],
    ['another template → another workflow', [onboarding], { ...onboarding, workflow_template_id: 4 }, false],
    ['another person → another workflow', [onboarding], { ...onboarding, employee_id: 8 }, false],
    [
      'a workflow whose template was deleted blocks nothing',
      [{ ...onboarding, workflow_template_id: null }],
      onboarding,
      false,
    ],
  ])('%s', (_, existing, start, expected) => {
    expect(isDuplicateStart(existing, start)).toBe(expected);
  });
});
