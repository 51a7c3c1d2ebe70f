import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ParallelContractSwitcherTestQuery } from '../../../__generated__/ParallelContractSwitcherTestQuery.graphql';
import { profilePath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { ParallelContractSwitcher } from '../components/ParallelContractSwitcher';
import { personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<ParallelContractSwitcherTestQuery>({
  Component: ({ employee }) => (employee ? <ParallelContractSwitcher employee={employee} /> : null),
  query: graphql`
    query ParallelContractSwitcherTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ParallelContractSwitcher_employee
      }
    }
  `,
});

const PREVIOUS = 'RW1wbG95ZWU6MTE=';
const NEXT = 'RW1wbG95ZWU6MTI=';

function switcher() {
  const nav = screen.getByRole('navigation', { name: 'Parallel contracts' });
  return [
    nav.textContent,
    within(nav)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ];
}

describe('ParallelContractSwitcher', () => {
  it("shows 'parallel contract N/M' with previous and next links to the other contracts", () => {
    renderWithRelay(
      personResolvers({
        parallelContracts: {
          index: 2,
          count: 3,
          previous: { id: PREVIOUS, internalId: 11 },
          next: { id: NEXT, internalId: 12 },
        },
      }),
    );
    expect(switcher()).toEqual(['PreviousParallel contract 2/3Next', [profilePath(11), profilePath(12)]]);
  });

  it('has no previous link on the first contract and no next link on the last', () => {
    const first = renderWithRelay(
      personResolvers({ parallelContracts: { index: 1, count: 2, previous: null, next: { id: NEXT } } }),
      {
        language: 'nl',
      },
    );
    expect(screen.getByRole('navigation').textContent).toEqual('Parallel contract 1/2Volgende');
    first.unmount();
    renderWithRelay(
      personResolvers({ parallelContracts: { index: 2, count: 2, previous: { id: PREVIOUS }, next: null } }),
      {
        language: 'fr',
      },
    );
    expect(screen.getByRole('navigation').textContent).toEqual('PrécédentContrat parallèle 2/2');
  });

  it('is not there without parallel contracts', () => {
    renderWithRelay(personResolvers({ parallelContracts: null }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
