import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { CommuteSectionTestQuery } from '../../../__generated__/CommuteSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, permissions } from '../../Profile/test/profileMocks';
import { CommuteSection } from '../components/CommuteSection';

const { renderWithRelay } = setupTestWrapper<CommuteSectionTestQuery>({
  Component: ({ employee }) => (employee ? <CommuteSection employee={employee} /> : null),
  query: graphql`
    query CommuteSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...CommuteSection_employee
      }
    }
  `,
});

const section = () => screen.getByRole('region', { name: 'Commute' });

describe('CommuteSection', () => {
  it('part 1 §3 commute display: transport type and distance in km; part 2 §4 fixed with days a week', () => {
    renderWithRelay({
      Employee: () => ({
        id: EMPLOYEE_ID,
        internalId: EMPLOYEE_INTERNAL_ID,
        permissions: permissions(['editCommute']),
        commute: {
          type: 'FIXED',
          transportType: 'PUBLIC_TRANSPORT',
          distanceKm: 31.3,
          daysPerWeek: 4,
          startDate: '2024-03-01',
        },
      }),
    });
    expect(
      within(section())
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Public transport', '31.3 km', 'Fixed, 4 days a week', '01/03/2024']);
    expect(within(section()).getByRole('link', { name: 'Edit commute' }).getAttribute('href')).toEqual(
      `/people/1/edit/commute`,
    );
  });

  it('part 2 §4: a variable commute; without editCommute no edit link, the audit log link stays', () => {
    renderWithRelay({
      Employee: () => ({
        id: EMPLOYEE_ID,
        internalId: EMPLOYEE_INTERNAL_ID,
        permissions: permissions([]),
        commute: {
          type: 'VARIABLE',
          transportType: 'BICYCLE',
          distanceKm: 12,
          daysPerWeek: null,
          startDate: '2025-01-01',
        },
      }),
    });
    expect(
      within(section())
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Bicycle', '12 km', 'Variable (days per month)', '01/01/2025']);
    expect(within(section()).queryByRole('link', { name: 'Edit commute' })).toBeNull();
    expect(within(section()).getByRole('link', { name: 'Commute audit log' })).toBeTruthy();
  });

  it('part 1 §6: left out without the commute section (wage access, payroll provider access, wage/push-transport)', () => {
    renderWithRelay({
      Employee: () => ({
        id: EMPLOYEE_ID,
        internalId: EMPLOYEE_INTERNAL_ID,
        permissions: permissions([], ['contact']),
        commute: null,
      }),
    });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
