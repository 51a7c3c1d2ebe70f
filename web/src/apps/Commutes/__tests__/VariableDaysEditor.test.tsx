import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { VariableDaysEditorTestQuery } from '../../../__generated__/VariableDaysEditorTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import { VariableDaysEditor } from '../components/VariableDaysEditor';

const { renderWithRelay } = setupTestWrapper<VariableDaysEditorTestQuery>({
  Component: ({ employee }) => (employee ? <VariableDaysEditor employee={employee} year={2026} month={2} /> : null),
  query: graphql`
    query VariableDaysEditorTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...VariableDaysEditor_employee @arguments(year: 2026, month: 2)
      }
    }
  `,
});

const editor = () => screen.getByRole('region', { name: 'Commuting days per month' });

describe('VariableDaysEditor', () => {
  it('part 2 §4: shows the saved days of the month and saves new ones; more days than the month has cannot be sent', () => {
    const { environment } = renderWithRelay({
      Employee: () => ({
        id: EMPLOYEE_ID,
        latestCommuteIsVariable: true,
        variableCommute: { year: 2026, month: 2, days: 12, transportType: 'BICYCLE', maxDays: 28 },
      }),
    });
    const days = within(editor()).getByRole('spinbutton', { name: 'Days (0–28)' }) as HTMLInputElement;
    expect(days.value).toEqual('12');
    fireEvent.change(days, { target: { value: '29' } });
    expect((within(editor()).getByRole('button', { name: 'Save days' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(editor()).getByText('A whole number from 0 to the days of that month.')).toBeTruthy();
    fireEvent.change(days, { target: { value: '20' } });
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save days' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useCommuteMutationsSaveDaysMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, year: 2026, month: 2, days: 20 }, year: 2026, month: 2 },
    });
  });

  it('part 2 §4: only a variable latest commute has days per month', () => {
    renderWithRelay({ Employee: () => ({ id: EMPLOYEE_ID, latestCommuteIsVariable: false, variableCommute: null }) });
    expect(screen.getByText('The latest commute is not variable: it has no days per month.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
