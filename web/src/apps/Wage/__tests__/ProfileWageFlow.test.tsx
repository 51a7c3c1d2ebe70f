import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { newWagePath, profilePath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { profileRoutes } from '../../Profile/routes';
import { answerVerzuimGate, lastOperation } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { wageRoutes } from '../routes';
import { EMPLOYEE_INTERNAL_ID, TOTAL_COST, viewerResolver, wage, wagePerson, wageResolvers } from '../test/wageMocks';

// The profile, the form and the date picker render slowly in jsdom on a shared machine.
jest.setTimeout(30_000);

describe('profile → set new wage → profile', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2: after saving, the box shows the new values from the payload’s person (the Relay store)', async () => {
    const environment = createMockEnvironment();
    answerVerzuimGate(environment);
    const router = createMemoryRouter([rootRoute([...profileRoutes(environment), ...wageRoutes(environment)])], {
      initialEntries: [profilePath(EMPLOYEE_INTERNAL_ID)],
    });
    renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
    await waitFor(() => expect(lastOperation(environment).name).toEqual('ProfileRouteQuery'), { timeout: 5000 });
    await resolveMostRecentOperation(environment, wageResolvers());
    await screen.findByRole('region', { name: 'Wage' });

    // As the calendar's 'set new wage' does: the date query preselects the start date.
    await act(() => router.navigate(newWagePath(EMPLOYEE_INTERNAL_ID, '2026-06-15')));
    await waitFor(() => expect(lastOperation(environment).name).toEqual('NewWageRouteQuery'));
    await resolveMostRecentOperation(environment, { ...wageResolvers(), ...viewerResolver() });
    const form = await screen.findByRole('form', { name: 'Set new wage' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Rate' }), { target: { value: '16' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set new wage' }));
    expect(lastOperation(environment).name).toEqual('useSetNewWageMutation');
    const newWage = wage({ id: 'V2FnZToz', rate: 16, startDate: '2026-06-15' });
    const newCost = {
      ...TOTAL_COST,
      total: 4400,
      components: [{ key: 'base', amount: 2760, color: null }, ...TOTAL_COST.components.slice(1)],
    };
    await resolveMostRecentOperation(environment, {
      WagePayload: () => ({ userErrors: [], wage: newWage }),
      Employee: () => wagePerson({ currentWage: newWage, currentWageTotalCosts: newCost }),
    });

    await waitFor(() => expect(router.state.location.pathname).toEqual(profilePath(EMPLOYEE_INTERNAL_ID)));
    const box = await screen.findByRole('region', { name: 'Wage' });
    await waitFor(() => expect(within(box).getByText('Employee, paid hourly · €16.0000')).toBeTruthy());
    expect(within(within(box).getByRole('figure')).getByText('€4,400.00')).toBeTruthy();
    // The profile's data was all in the store: it is not fetched again.
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.operation.name)).toEqual([]);
  });
});
