import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockResolvers } from 'relay-test-utils';
import { createMockEnvironment } from 'relay-test-utils';
import { editWagePath, profilePath, wageDetailsPath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { lastOperation, permissions } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { wageRoutes } from '../routes';
import { EMPLOYEE_INTERNAL_ID, OLD_WAGE_ID, viewerResolver, wage, wageResolvers } from '../test/wageMocks';

async function openDetails(resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([rootRoute(wageRoutes(environment))], {
    initialEntries: [wageDetailsPath(EMPLOYEE_INTERNAL_ID)],
  });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(lastOperation(environment)).toEqual({
    name: 'WageDetailsRouteQuery',
    variables: { id: EMPLOYEE_INTERNAL_ID },
  });
  await resolveMostRecentOperation(environment, resolvers);
  await screen.findByRole('heading', { level: 1 });
  return environment;
}

const previous = wage({
  id: OLD_WAGE_ID,
  type: 'EMPLOYEE_PAID_MONTHLY',
  rate: 2900,
  rateDecimals: 2,
  startDate: '2023-03-01',
  endDate: '2024-12-31',
  state: 'ENDED',
  mayTerminate: false,
  customBenefits: [],
  bonusMonthly: 100,
  recurringHolidays: [
    { weekNr: 1, days: [{ weekday: 4, entries: [{ startingPoint: null, hours: 456, interpretation: 'TIME_OFF' }] }] },
  ],
});

describe('/people/:id/wage', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2: the cost breakdown in the enlarged ring (400) and as a table', async () => {
    await openDetails({ ...wageResolvers(), ...viewerResolver() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toEqual('Wage of Ann Peeters');
    expect(screen.getByRole('link', { name: 'Back to Ann Peeters' }).getAttribute('href')).toEqual(
      profilePath(EMPLOYEE_INTERNAL_ID),
    );
    await screen.findAllByTestId(/^arc\./);
    const svg = screen.getByRole('figure', { name: 'Monthly total cost by component' }).querySelector('svg')!;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['400', '400']);
    const rows = within(screen.getByRole('table', { name: 'Cost breakdown' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ComponentPer month',
      'Base salary€2,500.00',
      'Social security contributions€1,000.50',
      'Holiday pay€220.00',
      'Company car€350.00',
      'Phone€50.00',
      'Total€4,120.50',
    ]);
  });

  it('part 1 §3: lists every wage with its dates, type, rate, state, schedule, recurring holidays and benefits', async () => {
    const current = wage();
    await openDetails({
      ...wageResolvers({ currentWage: current, wages: [current, previous] }),
      ...viewerResolver(['wages_bonus_field']),
    });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'From 01/01/2025, no end date',
      'From 01/03/2023 to 31/12/2024',
    ]);
    const [open, ended] = cards;
    const values = (card: HTMLElement) =>
      Object.fromEntries(
        within(card)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
      );
    expect(values(open)).toEqual({
      'Wage type': 'Employee, paid hourly',
      Rate: '€14.5000',
      'Registration country': ' Belgium',
      'Total cost per month': '€4,120.50',
      'Company car': '€350.00',
      Bonus: 'Not filled in',
      'Net allowance': 'Not filled in',
      'Dynamic schedule': 'No',
    });
    expect(values(ended).Rate).toEqual('€2,900.00');
    expect([within(open).getByText('Active'), within(ended).getByText('Ended')].length).toEqual(2);
    expect(within(open).getByRole('table', { name: 'Weekly schedule' }).querySelector('tbody tr')!.textContent).toEqual(
      '17h 36min7h 36min7h 36min7h 36min7h 36min0min0min38h',
    );
    expect(within(open).getByText('Phone: €50.00 per month')).toBeTruthy();
    expect(within(ended).getByText('Friday, week 1: 7h 36min time off')).toBeTruthy();
    expect(within(open).getByRole('link', { name: 'Edit wage' }).getAttribute('href')).toEqual(
      editWagePath(EMPLOYEE_INTERNAL_ID, 1),
    );
  });

  it('part 1 §3: the bonus shows only with wages_bonus_field; no edit without the permission', async () => {
    await openDetails({ ...wageResolvers({}, []), ...viewerResolver() });
    const card = screen.getByRole('article');
    expect(within(card).queryByText('Bonus')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Edit wage' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Set new wage' })).toBeNull();
  });

  it('part 1 §6: says the viewer may not see the wage without wage access', async () => {
    await openDetails({ ...wageResolvers({ permissions: permissions([], ['contact']) }), ...viewerResolver() });
    expect(screen.getByText('You may not see the wage of this person.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('keeps the legend’s hidden facets from the profile (part 1 §7)', async () => {
    window.localStorage.setItem('insights_labor_visible', JSON.stringify({ base: false }));
    await openDetails({ ...wageResolvers(), ...viewerResolver() });
    await screen.findAllByTestId(/^arc\./);
    expect(screen.queryByTestId('arc.base')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Base salary' }));
    await waitFor(() => expect(screen.queryByTestId('arc.base')).not.toBeNull());
  });
});
