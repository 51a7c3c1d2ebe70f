import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { WorkflowsBoxTestQuery } from '../../../__generated__/WorkflowsBoxTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_INTERNAL_ID, permissions, personResolvers } from '../../Profile/test/profileMocks';
import { WorkflowsBox } from '../components/WorkflowsBox';
import { assignWorkflowPath, workflowPath } from '../paths';

const { renderWithRelay } = setupTestWrapper<WorkflowsBoxTestQuery>({
  Component: ({ employee }) => (employee ? <WorkflowsBox employee={employee} /> : null),
  query: graphql`
    query WorkflowsBoxTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...WorkflowsBox_employee
      }
    }
  `,
});

const workflow = (id: string, internalId: number, name: string, closed: number, total: number) => ({
  id,
  internalId,
  name,
  progress: { closed, total },
});

describe('WorkflowsBox (part 2 §2)', () => {
  it('part 2 §2: lists the unfinished workflows with a progress bar of closed over total, each linking to its page', () => {
    renderWithRelay(
      personResolvers({
        workflows: [
          workflow('V29ya2Zsb3c6MQ==', 1, 'Onboarding', 0, 3),
          workflow('V29ya2Zsb3c6Mg==', 2, 'Offboarding', 1, 4),
        ],
        permissions: permissions(['assignWorkflow']),
      }),
    );
    const list = screen.getByRole('list', { name: 'Workflows' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Onboarding', workflowPath(EMPLOYEE_INTERNAL_ID, 1)],
      ['Offboarding', workflowPath(EMPLOYEE_INTERNAL_ID, 2)],
    ]);
    expect(
      screen
        .getAllByRole('progressbar')
        .map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]),
    ).toEqual([
      ['Onboarding: 0 of 3 tasks closed', '0'],
      ['Offboarding: 1 of 4 tasks closed', '25'],
    ]);
    expect(screen.getByRole('link', { name: 'Assign a workflow' }).getAttribute('href')).toEqual(
      assignWorkflowPath(EMPLOYEE_INTERNAL_ID),
    );
  });

  it('part 2 §6: without assign-workflow (light access) there is no assign link; in Dutch when asked', () => {
    renderWithRelay(personResolvers({ workflows: [], permissions: permissions([]) }), { language: 'nl' });
    expect(screen.getByText('Geen lopende workflows.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Workflow toewijzen' })).toBeNull();
  });

  it('part 2 §6: hidden without enable_workflows (the workflows section is not among the visible ones)', () => {
    renderWithRelay(personResolvers({ workflows: [], permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
