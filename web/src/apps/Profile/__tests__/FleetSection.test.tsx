import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { FleetSectionTestQuery } from '../../../__generated__/FleetSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { FleetSection } from '../components/FleetSection';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<FleetSectionTestQuery>({
  Component: ({ employee }) => (employee ? <FleetSection employee={employee} /> : null),
  query: graphql`
    query FleetSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...FleetSection_employee
      }
    }
  `,
});

const vehicles = [
  { id: 'VmVoaWNsZTox', type: 'CAR', brand: 'Volvo', model: 'XC40', plate: '1-ABC-123' },
  { id: 'VmVoaWNsZToy', type: 'BICYCLE', brand: 'Cowboy', model: '4', plate: null },
];

describe('FleetSection', () => {
  it('lists the vehicles with their translated type and plate', () => {
    renderWithRelay(personResolvers({ vehicles }), { language: 'fr' });
    const rows = within(screen.getByRole('list', { name: 'Flotte' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Volvo XC40Voiture · 1-ABC-123', 'Cowboy 4Vélo']);
  });

  it('says so without vehicles, and is left out when fleet is not in the permissions', () => {
    const first = renderWithRelay(personResolvers({ vehicles: [] }));
    expect(screen.getByText('No vehicles.')).toBeTruthy();
    first.unmount();
    renderWithRelay(personResolvers({ vehicles, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
