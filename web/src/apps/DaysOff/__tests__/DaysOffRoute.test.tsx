import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { daysOffPath, profilePath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation, type MockEnvironment } from '../../../test/relayTestUtils';
import { rootRoute } from '../../Shell/routes';
import { daysOffRoutes } from '../routes';
import { calendarResolvers } from '../test/renderCalendar';
import { EMPLOYEE_INTERNAL_ID } from '../test/daysOffMocks';

async function open(path: string): Promise<{ environment: MockEnvironment; variables: Record<string, unknown> }> {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([rootRoute(daysOffRoutes(environment))], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toEqual('DaysOffCalendarRouteQuery');
  return { environment, variables: operation.request.variables };
}

const yearKey = `people.daysOff.year.${EMPLOYEE_INTERNAL_ID}`;

describe('/people/:id/daysOff', () => {
  beforeEach(() => {
    startSession(null);
    jest.useFakeTimers({
      now: new Date('2026-06-15T10:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'hrtime',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('part 1 §2: reads the year of the query, shows the person’s calendar with the back link, and remembers the year', async () => {
    const { environment, variables } = await open(daysOffPath(EMPLOYEE_INTERNAL_ID, 2025));
    expect(variables).toEqual({ id: EMPLOYEE_INTERNAL_ID, year: 2025 });
    await resolveMostRecentOperation(environment, calendarResolvers());
    // The page's code loads lazily and draws 365 cells: a slow machine may take a while.
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toEqual(
      'Days off of Ann Peeters',
    );
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toEqual(
      profilePath(EMPLOYEE_INTERNAL_ID),
    );
    expect(window.localStorage.getItem(yearKey)).toEqual('2025');
  });

  it('part 1 §2, §9: without a year in the query, the year remembered for the person, else the current year', async () => {
    window.localStorage.setItem(yearKey, '2024');
    expect((await open(daysOffPath(EMPLOYEE_INTERNAL_ID))).variables).toEqual({ id: EMPLOYEE_INTERNAL_ID, year: 2024 });
  });

  it('part 1 §2: the current year when nothing is remembered or the query year is not a year', async () => {
    expect((await open(`${daysOffPath(EMPLOYEE_INTERNAL_ID)}?year=abc`)).variables).toEqual({
      id: EMPLOYEE_INTERNAL_ID,
      year: 2026,
    });
  });

  it('part 1 §2 (choice): a query year outside 2000–2100 falls back to the remembered year, as the API would refuse it', async () => {
    window.localStorage.setItem(yearKey, '2024');
    expect((await open(`${daysOffPath(EMPLOYEE_INTERNAL_ID)}?year=1999`)).variables).toEqual({
      id: EMPLOYEE_INTERNAL_ID,
      year: 2024,
    });
  });

  it('part 1 §2 (choice): a remembered year outside 2000–2100 is ignored for the current year', async () => {
    window.localStorage.setItem(yearKey, '2101');
    expect((await open(`${daysOffPath(EMPLOYEE_INTERNAL_ID)}?year=1999`)).variables).toEqual({
      id: EMPLOYEE_INTERNAL_ID,
      year: 2026,
    });
  });

  it('part 1 §8: says the person was not found when employee is null', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = await open(daysOffPath(EMPLOYEE_INTERNAL_ID, 2026));
    await resolveMostRecentOperation(environment, { Query: () => ({ employee: null, viewer: null }) });
    expect((await screen.findByRole('alert')).textContent).toEqual(
      'ErrorThis person does not exist or is not part of your company. Go back',
    );
  });
});
