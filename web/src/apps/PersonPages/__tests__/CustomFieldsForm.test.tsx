import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { CustomFieldsFormTestQuery } from '../../../__generated__/CustomFieldsFormTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import { CustomFieldsForm } from '../components/CustomFieldsForm';

const { renderWithRelay } = setupTestWrapper<CustomFieldsFormTestQuery>({
  Component: ({ employee }) => (employee ? <CustomFieldsForm employee={employee} /> : null),
  query: graphql`
    query CustomFieldsFormTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...CustomFieldsForm_employee
      }
    }
  `,
});

const fields = [
  { customFieldId: 11, cfName: 'LinkedIn', type: 'HYPERLINK', value: null, valueName: null },
  { customFieldId: 12, cfName: 'Meal voucher value', type: 'MONEY', value: '7.00', valueName: null },
  { customFieldId: 13, cfName: 'Shoe size', type: 'TEXTFIELD', value: '42', valueName: null },
];
let next = 0;
const person = () => ({
  Employee: () => ({ id: EMPLOYEE_ID, version: 4, customFieldValues: fields }),
  CustomFieldValue: () => fields[next++ % fields.length],
});
const mutations = (environment: ReturnType<typeof renderWithRelay>['environment']) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation');

describe('CustomFieldsForm (part 1 §2 /edit/customFields)', () => {
  beforeEach(() => {
    next = 0;
  });

  it('shows every company field with the value, and a shown-name box for a hyperlink (part 1 §3 value_name)', () => {
    renderWithRelay(person());
    expect((screen.getByRole('textbox', { name: 'Meal voucher value' }) as HTMLInputElement).value).toEqual('7.00');
    expect((screen.getByRole('textbox', { name: 'Shoe size' }) as HTMLTextAreaElement).value).toEqual('42');
    expect(screen.getByRole('textbox', { name: 'Shown name of LinkedIn' })).toBeTruthy();
  });

  it('part 1 §5 numeric check: words in a money field name the field and nothing is sent', () => {
    const { environment } = renderWithRelay(person());
    fireEvent.change(screen.getByRole('textbox', { name: 'Meal voucher value' }), { target: { value: 'eight' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toEqual(
      'Meal voucher value: Not a valid amount: use a number like 1250.50',
    );
    expect(mutations(environment)).toEqual([]);
  });

  it('part 1 §3 hyperlink: a javascript: address is refused before sending', () => {
    const { environment } = renderWithRelay(person());
    fireEvent.change(screen.getByRole('textbox', { name: 'LinkedIn' }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toEqual('LinkedIn: A link starts with http:// or https://');
    expect(mutations(environment)).toEqual([]);
  });

  it('sends only the changed fields with the version read (optimistic locking)', () => {
    const { environment } = renderWithRelay(person());
    fireEvent.change(screen.getByRole('textbox', { name: 'Meal voucher value' }), { target: { value: '8.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const { name, variables } = lastOperation(environment);
    expect(name).toEqual('usePersonPageMutationsCustomFieldsMutation');
    expect(variables).toEqual({
      input: { employeeId: EMPLOYEE_ID, version: 4, values: [{ customFieldId: 12, value: '8.50', valueName: null }] },
    });
  });
});
