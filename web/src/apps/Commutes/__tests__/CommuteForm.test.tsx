import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { CommuteFormTestQuery } from '../../../__generated__/CommuteFormTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import { CommuteForm } from '../components/CommuteForm';

const { renderWithRelay } = setupTestWrapper<CommuteFormTestQuery>({
  Component: ({ employee }) => (employee ? <CommuteForm employee={employee} /> : null),
  query: graphql`
    query CommuteFormTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...CommuteForm_employee
      }
    }
  `,
});

describe('CommuteForm', () => {
  it('/edit/commute: the save sends the person’s version as read (optimistic locking)', () => {
    const { environment } = renderWithRelay({
      Employee: () => ({
        id: EMPLOYEE_ID,
        version: 7,
        commute: { type: 'FIXED', transportType: 'CAR', distanceKm: 12, daysPerWeek: 4 },
      }),
    });
    const form = screen.getByRole('region', { name: 'Edit commute' });
    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: '2026-06-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save commute' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useCommuteMutationsUpdateMutation',
      variables: {
        input: {
          employeeId: EMPLOYEE_ID,
          type: 'FIXED',
          transportType: 'CAR',
          distanceKm: 12,
          daysPerWeek: 4,
          startDate: '2026-06-01',
          version: 7,
        },
      },
    });
  });
});
