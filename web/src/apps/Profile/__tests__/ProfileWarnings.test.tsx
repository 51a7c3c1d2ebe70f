import { screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ProfileWarningsTestQuery } from '../../../__generated__/ProfileWarningsTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ProfileWarnings } from '../components/ProfileWarnings';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<ProfileWarningsTestQuery>({
  Component: ({ employee }) => (employee ? <ProfileWarnings employee={employee} /> : null),
  query: graphql`
    query ProfileWarningsTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ProfileWarnings_employee
      }
    }
  `,
});

const texts = () =>
  screen.queryByRole('region', { name: 'Warnings' })
    ? screen.getAllByRole('note').map((warning) => warning.textContent)
    : [];

describe('ProfileWarnings', () => {
  it('warns about a pending Dimona and a person not synced', () => {
    renderWithRelay(personResolvers({ warnings: { pendingDimona: true, notSynced: true } }));
    expect(texts()).toEqual([
      'A Dimona declaration for this person is still pending.',
      'This person is not synced with the payroll integration.',
    ]);
  });

  it('shows only the warnings the permissions allow', () => {
    renderWithRelay(
      personResolvers({
        warnings: { pendingDimona: true, notSynced: true },
        permissions: permissions([], ['pendingDimonaWarning']),
      }),
    );
    expect(texts()).toEqual(['A Dimona declaration for this person is still pending.']);
  });

  it('shows nothing when neither applies', () => {
    renderWithRelay(personResolvers({ warnings: { pendingDimona: false, notSynced: false } }));
    expect(texts()).toEqual([]);
  });
});
