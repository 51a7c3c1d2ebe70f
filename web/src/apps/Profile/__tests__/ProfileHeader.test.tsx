import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils';
import type { ProfileHeaderTestQuery } from '../../../__generated__/ProfileHeaderTestQuery.graphql';
import { profilePath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ProfileHeader } from '../components/ProfileHeader';

const { renderWithRelay } = setupTestWrapper<ProfileHeaderTestQuery>({
  Component: ({ employee }) => (employee ? <ProfileHeader employee={employee} /> : null),
  query: graphql`
    query ProfileHeaderTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ProfileHeader_employee
      }
    }
  `,
});

const MANAGER_ID = 'RW1wbG95ZWU6Mg==';

// MockPayloadGenerator applies a type's resolver to every object of that type, the managers'
// `person` included: that one gets only the manager's ids.
function resolvers(reportsTo: { manager: object | null; extra: object | null }, employee: object = {}): MockResolvers {
  return {
    Employee: (context) =>
      context.path?.at(-1) === 'person'
        ? { id: MANAGER_ID, internalId: 2 }
        : {
            name: 'Ann Peeters',
            avatar: null,
            joinDate: '2021-03-01',
            daysWithUs: 1361,
            currentRole: { title: 'Developer', future: false },
            team: { name: 'Engineering' },
            currentReportsTo: reportsTo.manager,
            currentReportsToExtra: reportsTo.extra,
            currentDepartment: { description: 'Research & Development' },
            ...employee,
          },
  };
}

function valueOf(label: string): HTMLElement {
  return screen.getByText(label).nextElementSibling as HTMLElement;
}

describe('ProfileHeader', () => {
  it('shows role, team, managers, days with us and department', () => {
    renderWithRelay(
      resolvers({
        manager: { personName: 'Bart Claes', person: { id: MANAGER_ID } },
        extra: { personName: 'Chris De Smet', person: null },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toEqual('Ann Peeters');
    expect(screen.getByText('Developer')).toBeTruthy();
    expect(valueOf('Team').textContent).toEqual('Engineering');
    expect(valueOf('Days with us').textContent).toEqual('1361');
    expect(valueOf('Department').textContent).toEqual('Research & Development');
  });

  it('links the manager of the viewer’s group to their profile', () => {
    renderWithRelay(
      resolvers({ manager: { personName: 'Bart Claes', person: { id: MANAGER_ID, internalId: 2 } }, extra: null }),
    );
    const link = within(valueOf('Manager')).getByRole('link');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Bart Claes', profilePath(2)]);
    expect(screen.queryByText('Extra manager')).toBeNull();
  });

  it('shows a manager of another group, and the extra manager, as plain text', () => {
    renderWithRelay(
      resolvers({
        manager: { personName: 'Bart Claes', person: null },
        extra: { personName: 'Chris De Smet', person: null },
      }),
    );
    expect(valueOf('Manager').textContent).toEqual('Bart Claes');
    expect(valueOf('Extra manager').textContent).toEqual('Chris De Smet');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('marks a role that has not started yet and leaves out a missing department', () => {
    renderWithRelay(
      resolvers(
        { manager: null, extra: null },
        { currentRole: { title: 'Designer', future: true }, currentDepartment: null },
      ),
      { language: 'nl' },
    );
    expect(screen.getByText('Designer')).toBeTruthy();
    expect(screen.getByText('Toekomstige functie')).toBeTruthy();
    expect(valueOf('Leidinggevende').textContent).toEqual('Niet ingevuld');
    expect(screen.queryByText('Afdeling')).toBeNull();
  });

  it('explains days with us in its info modal', async () => {
    renderWithRelay(resolvers({ manager: null, extra: null }));
    fireEvent.click(screen.getByRole('button', { name: 'About days with us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Days with us' });
    expect(
      within(dialog)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Ann Peeters has been with us for 1361 days.', 'Counted from the join date, 01/03/2021.']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the more info modal', async () => {
    renderWithRelay(resolvers({ manager: null, extra: null }));
    fireEvent.click(screen.getByRole('button', { name: 'More info' }));
    expect(await screen.findByRole('dialog', { name: 'More info' })).toBeTruthy();
  });
});
