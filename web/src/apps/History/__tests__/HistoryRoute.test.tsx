// Part 1 §2 /history/personalDetails?person_id={id}: the route loads its one query for the person of
// person_id, the table shows when, who, action and fields, "load more" asks the next page, and a viewer who is not an
// admin sees why there is nothing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { formatDateTime } from '../../../i18n/formatDate';
import { createTranslator } from '../../../i18n/I18nProvider';
import { historyPath, profilePath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { rootRoute } from '../../Shell/routes';
import { historyRoutes, personIdOf } from '../routes';

/** Ann's global id, as the gateway gives it. */
const ANN_ID = 'RW1wbG95ZWU6Nw==';

const entry = (internalId: number, action: 'READ' | 'CHANGE', fields: string[], actorName: string | null) => ({
  cursor: `c${internalId}`,
  node: {
    id: `AuditEntry:${internalId}`,
    internalId,
    action,
    fields,
    actorName,
    createdAt: '2026-06-15T09:30:00.000Z',
    route: 'GET /api/employees/:id',
  },
});

function renderRoute(language: 'en' | 'nl' = 'en') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([rootRoute(historyRoutes(environment))], { initialEntries: [historyPath(7)] });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null, language });
  return environment;
}

const lastOperation = (environment: ReturnType<typeof createMockEnvironment>) => {
  const operations = environment.mock.getAllOperations();
  const { name } = operations[operations.length - 1].request.node.params;
  return { name, variables: operations[operations.length - 1].request.variables };
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/history/personalDetails', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it.each([
    ['/history/personalDetails?person_id=7', 7],
    ['/history/personalDetails?person_id=abc', 0],
    ['/history/personalDetails', 0],
    ['/history/personalDetails?person_id=-3', 0],
  ])('person_id of %s is %i', (url, id) => {
    expect(personIdOf(url)).toEqual(id);
  });

  it('loads the person of person_id, shows when, who, action and fields, and loads the next page', async () => {
    const environment = renderRoute();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(lastOperation(environment)).toEqual({ name: 'HistoryRouteQuery', variables: { id: 7 } });
    await resolveMostRecentOperation(environment, {
      Employee: () => ({ id: ANN_ID, internalId: 7, name: 'Ann Peeters' }),
      AuditEntryConnection: () => ({
        edges: [
          entry(12, 'CHANGE', ['seniority_date'], 'Anna Admin'),
          entry(11, 'READ', ['bank_account_iban', 'rijks_register_nummer'], null),
        ],
        pageInfo: { hasNextPage: true, endCursor: 'c11' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Audit log of Ann Peeters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the profile' }).getAttribute('href')).toEqual(profilePath(7));
    const when = formatDateTime(createTranslator('en'), '2026-06-15T09:30:00.000Z');
    expect(rows()).toEqual([
      [when, 'Anna Admin', 'Change', 'seniority_date'],
      [when, 'A removed user', 'Read', 'bank_account_iban, rijks_register_nummer'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(lastOperation(environment)).toEqual({
      name: 'PersonalDetailsHistoryPaginationQuery',
      variables: { id: ANN_ID, count: 50, cursor: 'c11' },
    });
    await resolveMostRecentOperation(environment, {
      Employee: () => ({ id: ANN_ID, internalId: 7, name: 'Ann Peeters' }),
      AuditEntryConnection: () => ({
        edges: [entry(3, 'READ', ['rate'], 'Anna Admin')],
        pageInfo: { hasNextPage: false, endCursor: 'c3' },
      }),
    });
    expect(rows().map((row) => row[3])).toEqual(['seniority_date', 'bank_account_iban, rijks_register_nummer', 'rate']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('tells a viewer who is not an admin that only admins may see it (null + FORBIDDEN), in Dutch', async () => {
    const environment = renderRoute('nl');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await resolveMostRecentOperation(environment, {
      Employee: () => ({ id: ANN_ID, internalId: 7, name: 'Ann Peeters', personalDetailsHistory: null }),
    });
    expect(await screen.findByText('Alleen beheerders mogen de auditlog bekijken.')).toBeTruthy();
  });
});
