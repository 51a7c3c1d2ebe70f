import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { RemindersTestQuery } from '../../../__generated__/RemindersTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import { ReminderForm } from '../components/ReminderForm';
import { RemindersList } from '../components/RemindersList';

const { renderWithRelay } = setupTestWrapper<RemindersTestQuery>({
  Component: ({ employee }) =>
    employee ? (
      <>
        <ReminderForm employee={employee} />
        <RemindersList employee={employee} today="2026-11-24" />
      </>
    ) : null,
  query: graphql`
    query RemindersTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ReminderForm_employee
        ...RemindersList_employee
      }
    }
  `,
});

const reminders = [
  { internalId: 1, remindOn: '2026-11-20', text: 'Ask how the first month went', done: false },
  { internalId: 2, remindOn: '2026-12-24', text: 'Renew the first-aid certificate', done: false },
  { internalId: 3, remindOn: '2026-11-01', text: 'Check the bike lease offer', done: true },
];
let next = 0;
const person = () => ({
  Employee: () => ({ id: EMPLOYEE_ID, reminders }),
  Reminder: () => reminders[next++ % reminders.length],
});

describe('reminders (part 1 §2 /reminders/employee/{id})', () => {
  beforeEach(() => {
    next = 0;
  });

  it('lists each reminder with its date; an open one past its date is due, a done one is ticked', () => {
    renderWithRelay(person());
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ask how the first month wentDue since 20/11/2026Delete',
      'Renew the first-aid certificate24/12/2026Delete',
      'Check the bike lease offer01/11/2026Delete',
    ]);
    expect(
      (screen.getByRole('checkbox', { name: 'Done: reminder of 01/11/2026' }) as HTMLInputElement).checked,
    ).toEqual(true);
  });

  it('part 1 §5 FIELD_IS_REQUIRED: no date and no text name both fields and nothing is sent', () => {
    const { environment } = renderWithRelay(person());
    // The browser's own required-field check is the first line; the domain's is the one that names the fields.
    fireEvent.submit(screen.getByRole('form', { name: 'Add reminder' }));
    expect(screen.getByRole('alert').textContent).toEqual('Remind on is requiredText is required');
    expect(
      environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation'),
    ).toEqual([]);
  });

  it('adds a reminder with the date and the trimmed text; ticking one marks it done', () => {
    const { environment } = renderWithRelay(person());
    fireEvent.change(screen.getByLabelText(/Remind on/), { target: { value: '2027-01-04' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: ' Bring the new badge ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(lastOperation(environment)).toEqual({
      name: 'usePersonPageMutationsAddReminderMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, remindOn: '2027-01-04', text: 'Bring the new badge' } },
    });
  });

  it('ticking an open reminder sends it done', () => {
    const { environment } = renderWithRelay(person());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Done: reminder of 24/12/2026' }));
    expect(lastOperation(environment)).toEqual({
      name: 'usePersonPageMutationsReminderDoneMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, reminderId: 2, done: true } },
    });
  });
});
