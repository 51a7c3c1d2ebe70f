import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { PayrollProviderSectionTestQuery } from '../../../__generated__/PayrollProviderSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { PayrollProviderSection } from '../components/PayrollProviderSection';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<PayrollProviderSectionTestQuery>({
  Component: ({ employee }) => (employee ? <PayrollProviderSection employee={employee} /> : null),
  query: graphql`
    query PayrollProviderSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...PayrollProviderSection_employee
      }
    }
  `,
});

const provider = { title: 'SD Worx', shortTitle: 'SDW', image: null, source: 'sdworx', features: [] };

describe('PayrollProviderSection', () => {
  it('names the payroll provider', () => {
    renderWithRelay(personResolvers({}, { Integration: () => provider }), { language: 'nl' });
    expect(within(screen.getByRole('region', { name: 'Sociaal secretariaat' })).getByText('SD Worx')).toBeTruthy();
  });

  it('is left out without payroll provider access, and when there is no provider', () => {
    const first = renderWithRelay(
      personResolvers({ permissions: permissions([], ['contact']) }, { Integration: () => provider }),
    );
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();
    renderWithRelay(personResolvers({ payrollProvider: null }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
