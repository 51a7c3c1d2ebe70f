import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MoreInfoDialogTestQuery } from '../../../__generated__/MoreInfoDialogTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { MoreInfoDialog } from '../components/MoreInfoDialog';
import { EMPLOYEE_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';

// The real picker has its own test (SeniorityDatePicker.test.tsx); here a plain ISO input stands in.
jest.mock('../components/SeniorityDatePicker', () => ({
  SeniorityDatePicker: ({
    label,
    value,
    onChange,
  }: {
    label: string;
    value: string | null;
    onChange: (v: string | null) => void;
  }) => <input aria-label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} />,
}));

const { renderWithRelay } = setupTestWrapper<MoreInfoDialogTestQuery>({
  Component: ({ employee }) => (employee ? <MoreInfoDialog open onClose={() => {}} employee={employee} /> : null),
  query: graphql`
    query MoreInfoDialogTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...MoreInfoDialog_employee
      }
    }
  `,
});

const seniority = {
  joinDate: '2021-03-01',
  joinDateSource: 'contract',
  seniorityDate: '2019-09-01',
  integrationId: null,
  sourceAppInternalId: null,
};
const resolvers = (extra: Record<string, unknown> = {}) =>
  personResolvers({
    currentRole: { title: 'Developer', future: false },
    seniority,
    permissions: permissions(['edit']),
    ...extra,
  });

function values(): Record<string, string> {
  return Object.fromEntries(
    within(screen.getByRole('dialog', { name: 'More info' }))
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('MoreInfoDialog', () => {
  it('shows the join date with its source, the role and the seniority date', () => {
    renderWithRelay(resolvers());
    expect(values()).toEqual({
      'Join date': '01/03/2021 (from the contract)',
      Role: 'Developer',
      'Seniority date': '01/09/2019Edit',
    });
  });

  it('names a source that is an integration; translates', () => {
    renderWithRelay(resolvers({ seniority: { ...seniority, joinDateSource: 'SD Worx' } }), { language: 'fr' });
    expect(screen.getByText('01/03/2021 (selon SD Worx)')).toBeTruthy();
  });

  it('edits the seniority date inline and saves it', async () => {
    const { environment } = renderWithRelay(resolvers());
    fireEvent.click(screen.getByRole('button', { name: 'Edit the seniority date' }));
    const field = await screen.findByRole('textbox', { name: 'Seniority date' });
    expect((field as HTMLInputElement).value).toEqual('2019-09-01');
    fireEvent.change(field, { target: { value: '2018-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useUpdateSeniorityDateMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, seniorityDate: '2018-01-15' } },
    });
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: {
          id: EMPLOYEE_ID,
          seniority: { ...seniority, seniorityDate: '2018-01-15' },
          permissions: permissions(['edit']),
        },
        userErrors: [],
      }),
    });
    expect(values()['Seniority date']).toEqual('15/01/2018Edit');
    expect(screen.getByRole('status').textContent).toEqual('The seniority date was saved.');
  });

  it('cancel leaves the seniority date as it was, without a request', async () => {
    const { environment } = renderWithRelay(resolvers());
    fireEvent.click(screen.getByRole('button', { name: 'Edit the seniority date' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Seniority date' }), {
      target: { value: '2000-01-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(values()['Seniority date']).toEqual('01/09/2019Edit');
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('shows a refusal and stays in edit mode', async () => {
    const { environment } = renderWithRelay(resolvers());
    fireEvent.click(screen.getByRole('button', { name: 'Edit the seniority date' }));
    await screen.findByRole('textbox', { name: 'Seniority date' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: null,
        userErrors: [{ code: 'SENIORITY_DATE_MASTERED', message: 'The payroll provider owns this date.' }],
      }),
    });
    expect(screen.getByText('The payroll provider owns this date.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Seniority date' })).toBeTruthy();
  });

  it('offers no edit to a viewer who may not edit', () => {
    renderWithRelay(resolvers({ permissions: permissions([]), seniority: { ...seniority, seniorityDate: null } }));
    expect(values()['Seniority date']).toEqual('Not filled in');
  });
});
