import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ContractsSectionTestQuery } from '../../../__generated__/ContractsSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ContractsSection } from '../components/ContractsSection';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<ContractsSectionTestQuery>({
  Component: ({ employee }) => (employee ? <ContractsSection employee={employee} /> : null),
  query: graphql`
    query ContractsSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ContractsSection_employee
      }
    }
  `,
});

const contracts = [
  { id: 'Q29udHJhY3Q6MQ==', contractName: 'Employment contract', dateCreated: '2023-01-10', status: 'signed', dateSigned: '2023-01-12' },
  { id: 'Q29udHJhY3Q6Mg==', contractName: 'Car policy', dateCreated: '2024-02-01', status: 'sent', dateSigned: null },
];

describe('ContractsSection', () => {
  it('lists each contract with its creation and signing dates and its status', () => {
    renderWithRelay(personResolvers({ contracts }));
    const rows = within(screen.getByRole('list', { name: 'Contracts' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Employment contractCreated on 10/01/2023 · signed on 12/01/2023signed',
      'Car policyCreated on 01/02/2024 · not signedsent',
    ]);
  });

  it('is left out without contract access, and when the field is null', () => {
    const first = renderWithRelay(personResolvers({ contracts, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();
    renderWithRelay(personResolvers({ contracts: null }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
