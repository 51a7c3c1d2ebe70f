import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockResolvers } from 'relay-test-utils';
import { createMockEnvironment } from 'relay-test-utils';
import { editWagePath, wageDetailsPath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { wageRoutes } from '../routes';
import { EMPLOYEE_INTERNAL_ID, OLD_WAGE_ID, viewerResolver, wage, WAGE_ID, wageResolvers } from '../test/wageMocks';

// The form (MUI selects, the schedule) renders slowly in jsdom on a shared machine.
jest.setTimeout(20_000);

async function openEdit(wageId: number, resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([rootRoute(wageRoutes(environment))], {
    initialEntries: [editWagePath(EMPLOYEE_INTERNAL_ID, wageId)],
  });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(lastOperation(environment)).toEqual({
    name: 'EditWageRouteQuery',
    variables: { id: EMPLOYEE_INTERNAL_ID, wageId },
  });
  await resolveMostRecentOperation(environment, resolvers);
  await screen.findByRole('heading', { level: 1 });
  return { environment, router };
}

const monthly = wage({
  type: 'EMPLOYEE_PAID_MONTHLY',
  rate: 3125,
  rateDecimals: 2,
  customBenefits: [],
  carMonthlyCost: null,
});
/** The route's `node(id: $wageId)` answers this wage. */
const node = (edited: Record<string, unknown>): MockResolvers => ({
  Node: () => ({ __typename: 'Wage' }),
  Wage: (context) => (context.path?.[0] === 'wage' ? edited : undefined),
});
const resolvers = { ...wageResolvers({ currentWage: monthly }), ...viewerResolver(), ...node(monthly) };

describe('/people/:id/wage/:wageId/overview', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2: edits the wage from its own values (no start date to choose), then shows the wage details', async () => {
    const { environment, router } = await openEdit(1, resolvers);
    const form = screen.getByRole('form', { name: 'Save' });
    expect(screen.getByText('From 01/01/2025, no end date')).toBeTruthy();
    expect(within(form).queryByRole('group', { name: /Start date/ })).toBeNull();
    const rate = within(form).getByRole('textbox', { name: 'Rate' }) as HTMLInputElement;
    expect(rate.value).toEqual('3125.00');
    fireEvent.change(rate, { target: { value: '3200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add benefit' }));
    const benefit = within(form).getByRole('group', { name: 'Benefit 1' });
    fireEvent.change(within(benefit).getByRole('textbox', { name: 'Description' }), { target: { value: 'Internet' } });
    fireEvent.change(within(benefit).getByRole('textbox', { name: 'Monthly value' }), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useUpdateWageMutation',
      variables: {
        input: {
          wageId: WAGE_ID,
          type: 'EMPLOYEE_PAID_MONTHLY',
          rate: 3200,
          registrationCountryCode: 'BE',
          isDynamicSchedule: false,
          weeklyTimeEngagement: 2280,
          weeklySchedule: [{ weekNr: 1, minutes: [456, 456, 456, 456, 456, 0, 0] }],
          customBenefits: [{ description: 'Internet', monthlyValue: 20 }],
          carMonthlyCost: null,
          nettovergoeding: null,
        },
      },
    });
    await resolveMostRecentOperation(environment, { WagePayload: () => ({ userErrors: [] }) });
    expect((await screen.findByRole('status')).textContent).toEqual('The wage was saved.');
    await waitFor(() => expect(router.state.location.pathname).toEqual(wageDetailsPath(EMPLOYEE_INTERNAL_ID)));
  });

  it('a wage that is not one of this person’s is not found', async () => {
    await openEdit(2, { ...resolvers, ...node(wage({ id: OLD_WAGE_ID, internalId: 2 })) });
    expect(screen.getByText('This wage does not exist for this person.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
