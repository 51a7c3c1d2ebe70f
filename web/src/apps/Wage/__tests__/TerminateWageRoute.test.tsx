import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockResolvers } from 'relay-test-utils';
import { createMockEnvironment } from 'relay-test-utils';
import { profilePath, terminatePath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { profileRoutes } from '../../Profile/routes';
import { answerVerzuimGate, lastOperation, permissions } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { wageRoutes } from '../routes';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, OLD_WAGE_ID, wage, WAGE_ID, wageResolvers } from '../test/wageMocks';

// The form with its date picker renders slowly in jsdom on a shared machine.
jest.setTimeout(20_000);

async function openTermination(path: string, resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  answerVerzuimGate(environment);
  const router = createMemoryRouter([rootRoute([...wageRoutes(environment), ...profileRoutes(environment)])], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(lastOperation(environment)).toEqual({
    name: 'TerminateWageRouteQuery',
    variables: { id: EMPLOYEE_INTERNAL_ID },
  });
  await resolveMostRecentOperation(environment, resolvers);
  await screen.findByRole('heading', { level: 1 });
  return { environment, router };
}

const form = () => screen.getByRole('form', { name: 'Terminate the wage' });

describe('/people/:id/wage/end', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §4: is offered only for a wage without end date', async () => {
    await openTermination(
      terminatePath(EMPLOYEE_INTERNAL_ID),
      wageResolvers({ currentWage: wage({ endDate: '2026-12-31', mayTerminate: false }) }),
    );
    expect(screen.getByText('This wage has an end date already: there is nothing to terminate.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('part 1 §6: under a restricted Dimona account the page says termination is blocked', async () => {
    await openTermination(
      terminatePath(EMPLOYEE_INTERNAL_ID),
      wageResolvers({ permissions: permissions(['terminate'], undefined, 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED') }),
    );
    expect(screen.getByText('Your company has a restricted Dimona account: this action is blocked.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('part 1 §4: needs the last day before anything is sent', async () => {
    const { environment } = await openTermination(terminatePath(EMPLOYEE_INTERNAL_ID), wageResolvers());
    fireEvent.click(within(form()).getByRole('button', { name: 'Terminate' }));
    expect(within(form()).getByText('Enter a date as DD/MM/YYYY.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('part 1 §2: terminates the current wage on the picked day, then shows the profile with a toast', async () => {
    const { environment, router } = await openTermination(terminatePath(EMPLOYEE_INTERNAL_ID), wageResolvers());
    expect(screen.getByText('Employee, paid hourly, since 01/01/2025')).toBeTruthy();
    fireEvent.click(within(form()).getByRole('button', { name: 'Choose date' }));
    fireEvent.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: '15' }));
    const day = dayjs().date(15).format('YYYY-MM-DD');
    await waitFor(() =>
      expect(
        within(within(form()).getByRole('group', { name: /Last day/ }))
          .getAllByRole('spinbutton')
          .map((s) => s.textContent),
      ).toEqual(dayjs(day).format('DD/MM/YYYY').split('/')),
    );
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: ' Moving abroad ' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Terminate' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useTerminateWageMutation',
      variables: {
        input: { employeeId: EMPLOYEE_ID, wageId: WAGE_ID, terminationDate: day, terminationReason: 'Moving abroad' },
      },
    });
    await resolveMostRecentOperation(environment, { WagePayload: () => ({ userErrors: [] }) });
    expect((await screen.findByRole('status')).textContent).toEqual('The wage was terminated.');
    await waitFor(() => expect(router.state.location.pathname).toEqual(profilePath(EMPLOYEE_INTERNAL_ID)));
  });

  it('part 1 §2: under contractless employment continuation, ends the wage named by wage_id', async () => {
    const continuation = wage({
      id: OLD_WAGE_ID,
      startDate: '2026-01-01',
      type: 'FREELANCER_PAID_DAILY',
      payrollData: { isContractlessEmploymentContinuation: true },
    });
    await openTermination(
      terminatePath(EMPLOYEE_INTERNAL_ID, OLD_WAGE_ID),
      wageResolvers({
        wages: [continuation, wage({ endDate: '2025-12-31', mayTerminate: false })],
        currentWage: wage({ endDate: '2025-12-31', mayTerminate: false }),
      }),
    );
    expect(screen.getByText('Freelancer, paid daily, since 01/01/2026')).toBeTruthy();
    expect(form()).toBeTruthy();
  });

  it('a wage_id that is not one of the person’s wages finds nothing', async () => {
    await openTermination(terminatePath(EMPLOYEE_INTERNAL_ID, 'V2FnZTo5OQ=='), wageResolvers());
    expect(screen.getByText('This wage does not exist for this person.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
