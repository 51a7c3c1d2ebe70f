import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ReportingToSectionTestQuery } from '../../../__generated__/ReportingToSectionTestQuery.graphql';
import { profilePath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ReportingToSection } from '../components/ReportingToSection';
import { OTHER_ID, permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<ReportingToSectionTestQuery>({
  Component: ({ employee }) => (employee ? <ReportingToSection employee={employee} /> : null),
  query: graphql`
    query ReportingToSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ReportingToSection_employee
      }
    }
  `,
});

const sameGroup = (personName: string) => ({
  personId: 2,
  personName,
  groupId: 1,
  person: { id: OTHER_ID, internalId: 2 },
});
const otherGroup = (personName: string) => ({ personId: 3, personName, groupId: 9, person: null });
const reportsTo = [
  sameGroup('Bart Claes'),
  otherGroup('Chris De Smet'),
  sameGroup('Dirk Peeters'),
  otherGroup('Els Maes'),
];

function lines(): Array<[string, string | null]> {
  return within(screen.getByRole('list', { name: 'Reporting to' }))
    .getAllByRole('listitem')
    .map((row) => [row.textContent ?? '', within(row).queryByRole('link')?.getAttribute('href') ?? null]);
}

describe('ReportingToSection', () => {
  it('links people of the viewer’s group and shows the others as plain text', () => {
    renderWithRelay(personResolvers({ reportsTo }));
    expect(lines()).toEqual([
      ['Bart Claes', profilePath(2)],
      ['Chris De Smet', null],
      ['Dirk Peeters', profilePath(2)],
    ]);
  });

  it('shows 3, then everyone after show more', () => {
    renderWithRelay(personResolvers({ reportsTo }));
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button.getAttribute('aria-expanded')).toEqual('false');
    fireEvent.click(button);
    expect(lines().map(([name]) => name)).toEqual(['Bart Claes', 'Chris De Smet', 'Dirk Peeters', 'Els Maes']);
    expect(lines()[3]).toEqual(['Els Maes', null]);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toEqual('true');
  });

  it('has no show more for 3 lines; is left out when reportingTo is not in the permissions', () => {
    const first = renderWithRelay(personResolvers({ reportsTo: reportsTo.slice(0, 3) }));
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();
    renderWithRelay(personResolvers({ reportsTo, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
