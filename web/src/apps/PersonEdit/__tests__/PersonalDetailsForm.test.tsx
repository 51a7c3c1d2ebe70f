import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { PersonalDetailsFormTestQuery } from '../../../__generated__/PersonalDetailsFormTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm';

const { renderWithRelay } = setupTestWrapper<PersonalDetailsFormTestQuery>({
  Component: ({ employee }) => (employee ? <PersonalDetailsForm employee={employee} /> : null),
  query: graphql`
    query PersonalDetailsFormTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...PersonalDetailsForm_employee
      }
    }
  `,
});

const person = (country: string) => ({
  Employee: () => ({
    id: EMPLOYEE_ID,
    version: 7,
    country,
    firstName: 'Jan',
    lastName: 'Peeters',
    dob: '1990-07-14',
    gender: 'MALE',
    civilState: null,
    placeOfBirth: null,
    countryOfBirth: 'BE',
    nationalityCountryCode: 'BE',
    socialSecurityNr: null,
    rijksRegisterNummer: '85.07.30-033.28',
    bankAccountIban: null,
    bankAccountBic: null,
    educationLevel: null,
    lastNameComposition: null,
    partnersWage: null,
  }),
  DependentCounts: () => ({
    dependentChildren: 2,
    dependentDisabledChildren: 0,
    dependentAdultsBelow65: 0,
    dependentDisabledAdultsBelow65: 0,
    dependentAdultsAbove65: 0,
    dependentDisabledAdultsAbove65: 0,
    dependentAdultsNeedingCareAbove65: 0,
  }),
});

describe('PersonalDetailsForm (part 1 §2 /edit/personal)', () => {
  it('part 1 §3: a Belgian person is asked the national register number and dependents, not the BSN', () => {
    renderWithRelay(person('BE'));
    expect(screen.getByRole('textbox', { name: 'National register number' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Children' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'BSN (citizen service number)' })).toBeNull();
  });

  it('part 1 §3: a Dutch person is asked the BSN, not the Belgian-only fields', () => {
    renderWithRelay(person('NL'));
    expect(screen.getByRole('textbox', { name: 'BSN (citizen service number)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'National register number' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Children' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Partner dependent' })).toBeNull();
  });

  it('part 1 §5: a blank first name is FIELD_IS_REQUIRED with its title and nothing is sent', () => {
    const { environment } = renderWithRelay(person('BE'));
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toEqual('First name is required');
    expect(
      environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation'),
    ).toEqual([]);
  });

  it('sends the version read (optimistic locking) and leaves the other country’s fields out', () => {
    const { environment } = renderWithRelay(person('NL'));
    fireEvent.change(screen.getByRole('textbox', { name: 'BSN (citizen service number)' }), {
      target: { value: '111222333' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const { name, variables } = lastOperation(environment);
    expect(name).toEqual('usePersonEditMutationsPersonalMutation');
    const input = (variables as { input: Record<string, unknown> }).input;
    expect([
      input.version,
      input.socialSecurityNr,
      'rijksRegisterNummer' in input,
      'dependents' in input,
      'partnersWage' in input,
    ]).toEqual([7, '111222333', false, false, false]);
  });
});
