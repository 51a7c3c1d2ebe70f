import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { TrainingParticipantTestQuery } from '../../../__generated__/TrainingParticipantTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import { TrainingParticipant } from '../components/TrainingParticipant';

const { renderWithRelay } = setupTestWrapper<TrainingParticipantTestQuery>({
  Component: ({ employee }) => (employee ? <TrainingParticipant employee={employee} /> : null),
  query: graphql`
    query TrainingParticipantTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...TrainingParticipant_employee @arguments(trainingId: 7)
      }
    }
  `,
});

const person = (actions: string[]) => ({
  Employee: () => ({ id: EMPLOYEE_ID, permissions: { sections: ['trainings'], actions } }),
  TrainingParticipation: () => ({
    trainingId: 7,
    name: 'VCA Basis',
    status: 'RESERVED',
    result: null,
    startDate: '2026-03-02',
  }),
});

const choose = (field: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

describe('TrainingParticipant (part 1 §2 /trainings/{trainingId}/employees/{id}, §3 Training participation)', () => {
  it('Without editTrainingParticipation (light access) the values show and no form', () => {
    renderWithRelay(person([]));
    expect(screen.getByText('Reserved')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change the status and the result' })).toBeNull();
  });

  it('part 1 §3: sends the chosen status and result as the GraphQL enum values', () => {
    const { environment } = renderWithRelay(person(['editTrainingParticipation']));
    choose('Status', 'Followed');
    choose('Result', 'Passed');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const operation = lastOperation(environment);
    expect([operation.name, operation.variables]).toEqual([
      'useUpdateTrainingParticipationMutation',
      { input: { employeeId: EMPLOYEE_ID, trainingId: 7, status: 'FOLLOWED', result: 'PASSED' }, trainingId: 7 },
    ]);
  });

  it('part 1 §3: "no result yet" sends null; a refusal from the server shows its code in the viewer language', async () => {
    const { environment } = renderWithRelay({
      ...person(['editTrainingParticipation']),
      TrainingParticipation: () => ({
        trainingId: 7,
        name: 'VCA',
        status: 'FOLLOWED',
        result: 'PASSED',
        startDate: null,
      }),
    });
    choose('Result', 'No result yet');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      employeeId: EMPLOYEE_ID,
      trainingId: 7,
      status: 'FOLLOWED',
      result: null,
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          TrainingParticipationPayload: () => ({
            userErrors: [{ code: 'INVALID_ENUM_VALUE', message: 'x', field: ['input', 'result'] }],
          }),
        }),
      );
    });
    expect(screen.getByRole('alert').textContent).toEqual('Result: Choose one of the options.');
  });
});
