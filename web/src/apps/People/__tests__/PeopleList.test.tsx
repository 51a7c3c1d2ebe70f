import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { PeopleListTestQuery } from '../../../__generated__/PeopleListTestQuery.graphql';
import { profilePath } from '../../../paths';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { PeopleList } from '../components/PeopleList';

const { renderWithRelay } = setupTestWrapper<PeopleListTestQuery>({
  Component: (data) => <PeopleList query={data} />,
  query: graphql`
    query PeopleListTestQuery @relay_test_operation {
      ...PeopleList_query
    }
  `,
});

// The people's REST ids, which the profile links carry (paths.ts profilePath).
const INTERNAL_IDS: Record<string, number> = {
  'RW1wbG95ZWU6MQ==': 1,
  'RW1wbG95ZWU6Mg==': 2,
  'RW1wbG95ZWU6Mw==': 3,
  'RW1wbG95ZWU6NA==': 4,
};

function person(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    node: {
      id,
      internalId: INTERNAL_IDS[id],
      name,
      avatar: null,
      currentRole: { title: 'Developer', future: false },
      team: { name: 'Engineering' },
      currentReportsTo: { personName: 'Bart Claes' },
      deleted: false,
      linkSourceAppEmployeeNumber: null,
      ...extra,
    },
  };
}

const firstPage = {
  EmployeeConnection: () => ({
    totalCount: 3,
    edges: [
      person('RW1wbG95ZWU6MQ==', 'Ann Peeters'),
      person('RW1wbG95ZWU6Mg==', 'Bart Claes', { currentRole: { title: 'CTO', future: true }, currentReportsTo: null }),
    ],
    pageInfo: { hasNextPage: true, endCursor: 'cursor-2' },
  }),
};

function rows() {
  return within(screen.getByRole('list', { name: 'People' }))
    .getAllByRole('link')
    .map((row) => [row.getAttribute('href'), row.textContent]);
}

describe('PeopleList', () => {
  it('renders a row per person with role, team and manager, linking to the profile', () => {
    renderWithRelay(firstPage);
    expect(rows()).toEqual([
      [profilePath(1), 'APAnn PeetersDeveloper · Engineering · Manager: Bart Claes'],
      [profilePath(2), 'BCBart ClaesCTO (future role) · Engineering'],
    ]);
    expect(screen.getByText('3 people')).toBeTruthy();
  });

  it('loads the next page after the last cursor and appends it', async () => {
    const { environment } = renderWithRelay(firstPage);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toEqual('PeopleListPaginationQuery');
    expect(operation.request.variables).toEqual({
      count: 25,
      cursor: 'cursor-2',
      search: null,
      filter: null,
      orderBy: null,
    });

    await resolveMostRecentOperation(environment, {
      EmployeeConnection: () => ({
        totalCount: 3,
        edges: [person('RW1wbG95ZWU6Mw==', 'Chris De Smet', { team: null })],
        pageInfo: { hasNextPage: false, endCursor: 'cursor-3' },
      }),
    });
    expect(rows().map(([href]) => href)).toEqual([profilePath(1), profilePath(2), profilePath(3)]);
    expect(screen.getByText('Developer · No team · Manager: Bart Claes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks archived people and shows the employee number', () => {
    renderWithRelay({
      EmployeeConnection: () => ({
        totalCount: 1,
        edges: [person('RW1wbG95ZWU6NA==', 'Dirk Archief', { deleted: true, linkSourceAppEmployeeNumber: 'EMP1004' })],
        pageInfo: { hasNextPage: false, endCursor: 'c' },
      }),
    });
    expect(rows().map(([, text]) => text)).toEqual([
      'DADirk ArchiefDeveloper · Engineering · Manager: Bart Claes · #EMP1004 · Archived',
    ]);
  });

  it('says so when nobody matches', () => {
    renderWithRelay({
      EmployeeConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    expect(screen.getByText('Nobody matches this search.')).toBeTruthy();
  });
});
