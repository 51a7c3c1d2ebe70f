import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { WorkflowTasksTestQuery } from '../../../__generated__/WorkflowTasksTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_INTERNAL_ID } from '../../Profile/test/profileMocks';
import { WorkflowTasks } from '../components/WorkflowTasks';

const { renderWithRelay } = setupTestWrapper<WorkflowTasksTestQuery>({
  Component: ({ node }) =>
    node?.WorkflowTasks_workflow ? (
      <WorkflowTasks workflow={node.WorkflowTasks_workflow} assignees={null} employeeId={EMPLOYEE_INTERNAL_ID} />
    ) : null,
  query: graphql`
    query WorkflowTasksTestQuery @relay_test_operation {
      node(id: "V29ya2Zsb3c6MQ==") {
        ...WorkflowTasks_workflow @alias
      }
    }
  `,
});

const task = (n: number, name: string, status: 'OPEN' | 'CLOSED', extra: Record<string, unknown> = {}) => ({
  id: `task-${n}`,
  name,
  description: '',
  dueDate: `2026-07-0${n}`,
  status,
  dateClosed: status === 'CLOSED' ? '2026-06-15' : null,
  forWho: 'USER',
  responsibleName: 'Marc Manager',
  responsibleUserId: 'Vmlld2VyOjI=',
  responsibleEmailAddress: null,
  viewerMayClose: true,
  viewerMayManage: false,
  ...extra,
});

const workflow = (extra: Record<string, unknown> = {}) => ({
  Node: () => ({
    __typename: 'Workflow',
    id: 'V29ya2Zsb3c6MQ==',
    name: 'Onboarding',
    status: 'PENDING',
    isSequential: true,
    workflowDate: '2026-07-01',
    viewerMayManage: false,
    progress: { closed: 1, total: 3 },
    tasks: [task(1, 'Laptop', 'CLOSED'), task(2, 'Welcome', 'OPEN'), task(3, 'Check-in', 'OPEN')],
    ...extra,
  }),
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Tasks' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

describe('WorkflowTasks (part 2 §2 workflow detail, §4)', () => {
  it('part 2 §2: the tasks in order with their due dates (DD/MM/YYYY), responsible people and status; the progress closed over total', () => {
    renderWithRelay(workflow());
    expect(rows()).toEqual([
      ['Laptop', '01/07/2026', 'Marc Manager', 'Closed on 15/06/2026'],
      ['Welcome', '02/07/2026', 'Marc Manager', 'Open'],
      ['Check-in', '03/07/2026', 'Marc Manager', 'Open'],
    ]);
    expect(screen.getByRole('progressbar', { name: '1 of 3 tasks closed' }).getAttribute('aria-valuenow')).toEqual(
      '33',
    );
    expect(screen.getByRole('button', { name: 'Reopen: Laptop' })).toBeTruthy();
    // Without assign-workflow: no add, edit or delete.
    expect(screen.queryByRole('button', { name: 'Add a task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the workflow' })).toBeNull();
  });

  it('part 2 §4: closing sends the task; a sequential refusal is shown in the viewer’s language', async () => {
    const { environment } = renderWithRelay(workflow(), { language: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer: Check-in' }));
    const operation = environment.mock.getMostRecentOperation();
    expect([operation.request.node.operation.name, operation.request.variables]).toEqual([
      'useCloseWorkflowTaskMutation',
      { input: { taskId: 'task-3' } },
    ]);
    await resolveMostRecentOperation(environment, {
      WorkflowTaskPayload: () => ({
        task: null,
        workflow: null,
        userErrors: [{ code: 'WORKFLOW_EARLIER_TASKS_OPEN', message: 'x', field: ['input', 'taskId'] }],
      }),
    });
    expect(screen.getByRole('alert').textContent).toEqual(
      "Les tâches précédentes doivent d'abord être clôturées : ce workflow est séquentiel.",
    );
  });

  it('With assign-workflow the viewer adds, edits and deletes tasks and deletes the workflow', () => {
    renderWithRelay(workflow({ viewerMayManage: true, tasks: [task(1, 'Laptop', 'OPEN', { viewerMayManage: true })] }));
    expect(screen.getByRole('button', { name: 'Add a task' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit: Laptop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete: Laptop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the workflow' })).toBeTruthy();
  });

  it('part 2 §3 for_who employee: a task for a colleague is given by picking from the company’s people, searched on the server', async () => {
    const { environment } = renderWithRelay(workflow({ viewerMayManage: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a task' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Task' }), { target: { value: 'Buddy lunch' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Who is responsible' }), {
      target: { value: 'employee' },
    });
    // Opened, it lists the company's people; typing searches on the server.
    const people = (...names: [string, string][]) => ({
      EmployeeConnection: () => ({ edges: names.map(([id, name]) => ({ node: { id, name } })) }),
    });
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toEqual('ColleaguePickerQuery'),
    );
    await act(async () => {
      await resolveMostRecentOperation(
        environment,
        people(['RW1wbG95ZWU6Nw==', 'Ann Peeters'], ['RW1wbG95ZWU6OQ==', 'Bart Claes']),
      );
    });
    const picker = await within(dialog).findByRole('combobox', { name: /Colleague/ });
    fireEvent.change(picker, { target: { value: 'Ann' } });
    await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect([operation.request.node.operation.name, operation.request.variables]).toEqual([
        'ColleaguePickerRefetchQuery',
        { count: 20, search: 'Ann' },
      ]);
    });
    await act(async () => {
      await resolveMostRecentOperation(
        environment,
        people(['RW1wbG95ZWU6Nw==', 'Ann Peeters'], ['RW1wbG95ZWU6OA==', 'Anna Claes']),
      );
    });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Ann Peeters' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a task' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toEqual(
        'useAddWorkflowTaskMutation',
      ),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      idempotencyKey: expect.any(String),
      workflowId: 'V29ya2Zsb3c6MQ==',
      name: 'Buddy lunch',
      description: '',
      dueDate: '2026-07-01',
      forWho: 'EMPLOYEE',
      responsibleEmployeeId: 'RW1wbG95ZWU6Nw==',
    });
    // The dialog, the picker and MUI's popper render slowly in jsdom on a shared machine.
  }, 30_000);
});
