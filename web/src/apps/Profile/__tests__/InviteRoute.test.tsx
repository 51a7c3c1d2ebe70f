import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { invitePath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { currentYear } from '../../DaysOff/daysOffStorage';
import { rootRoute } from '../../Shell/routes';
import { profileRoutes } from '../routes';
import {
  answerVerzuimGate,
  EMPLOYEE_ID,
  EMPLOYEE_INTERNAL_ID,
  lastOperation,
  permissions,
  personResolvers,
} from '../test/profileMocks';

describe('/people/:id/invite', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('loads its own query, sends the invitation, then goes back to the profile with a toast', async () => {
    const environment = createMockEnvironment();
    answerVerzuimGate(environment);
    const router = createMemoryRouter([rootRoute(profileRoutes(environment))], {
      initialEntries: [invitePath(EMPLOYEE_INTERNAL_ID)],
    });
    renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(lastOperation(environment)).toEqual({ name: 'InviteRouteQuery', variables: { id: EMPLOYEE_INTERNAL_ID } });

    await resolveMostRecentOperation(
      environment,
      personResolvers({
        email: 'ann.peeters@demo.be',
        personalEmail: null,
        onboardingFinished: false,
        selfServiceStatus: { state: 'INVITE', invitedAt: null },
        permissions: permissions(['edit', 'inviteSelfService']),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(lastOperation(environment).name).toEqual('useInviteToSelfServiceMutation');
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: {
          id: EMPLOYEE_ID,
          selfServiceStatus: { state: 'INVITE', onboardingFinished: false, invitedAt: '2026-06-15T09:00:00Z' },
        },
        userErrors: [],
      }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('The invitation was sent to ann.peeters@demo.be.');
    // Back on the profile: its route query starts.
    await waitFor(() => expect(router.state.location.pathname).toEqual('/people/1'));
    await waitFor(() =>
      expect(lastOperation(environment)).toEqual({
        name: 'ProfileRouteQuery',
        variables: {
          id: EMPLOYEE_INTERNAL_ID,
          daysOffYear: currentYear(),
          budgetsYear: currentYear(),
          withVerzuim: true,
        },
      }),
    );
  });
});
