import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { SoftwareBoxTestQuery } from '../../../__generated__/SoftwareBoxTestQuery.graphql';
import { addSoftwarePath, softwarePath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_INTERNAL_ID, permissions, personResolvers } from '../../Profile/test/profileMocks';
import { SoftwareBox } from '../components/SoftwareBox';

const { renderWithRelay } = setupTestWrapper<SoftwareBoxTestQuery>({
  Component: ({ employee }) => (employee ? <SoftwareBox employee={employee} /> : null),
  query: graphql`
    query SoftwareBoxTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...SoftwareBox_employee
      }
    }
  `,
});

const license = (n: number, name: string, active: boolean, dateDeactivated: string | null = null) => ({
  node: {
    id: `TGljZW5zZTo${n}`,
    name,
    url: `https://${name.toLowerCase()}.com`,
    logo: null,
    active,
    dateEnabled: '2026-01-0' + n,
    dateDeactivated,
  },
});
const connection = (edges: ReturnType<typeof license>[], totalCount = edges.length) => ({ totalCount, edges });
const four = [
  license(1, 'Slack', true),
  license(2, 'Figma', true),
  license(3, 'GitHub', false, '2026-03-01'),
  license(4, 'Zoom', true),
];

function rows() {
  return within(screen.getByRole('list', { name: 'Software licenses' })).getAllByTestId('license-row');
}

describe('SoftwareBox (part 2 §2, §9)', () => {
  it('shows 3 of the 4 fetched with URL and dates, the inactive one muted, and the show-all link', () => {
    renderWithRelay(
      personResolvers({ permissions: permissions(['addSoftware']) }, { LicenseConnection: () => connection(four, 5) }),
    );
    expect(rows().map((row) => row.textContent)).toEqual([
      // The avatar's initial stands in for a product without a catalogue logo.
      'SSlackhttps://slack.comAdded 01/01/2026',
      'FFigmahttps://figma.comAdded 02/01/2026',
      'GGitHubhttps://github.comAdded 03/01/2026 · Deactivated 01/03/2026',
    ]);
    expect(rows().map((row) => row.getAttribute('data-active'))).toEqual(['true', 'true', 'false']);
    expect(screen.getByRole('link', { name: 'Show all licenses' }).getAttribute('href')).toEqual(
      softwarePath(EMPLOYEE_INTERNAL_ID),
    );
    expect(screen.getByRole('link', { name: 'Add software' }).getAttribute('href')).toEqual(
      addSoftwarePath(EMPLOYEE_INTERNAL_ID),
    );
  });

  it('says no software was added yet, without the add button for a viewer who may not add', () => {
    renderWithRelay(personResolvers({}, { LicenseConnection: () => connection([]) }));
    expect(screen.getByText('No software added yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add software' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Show all licenses' })).toBeNull();
  });

  it('is left out with disable_software (part 2 §6)', () => {
    renderWithRelay(
      personResolvers({ permissions: permissions([], ['contact']) }, { LicenseConnection: () => connection(four) }),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
