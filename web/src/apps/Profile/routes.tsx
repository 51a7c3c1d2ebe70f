import { fetchQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import type { ProfileVerzuimGateQuery } from '../../__generated__/ProfileVerzuimGateQuery.graphql';
import type { InviteRouteQuery } from '../../__generated__/InviteRouteQuery.graphql';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { daysOffYear } from '../DaysOff/daysOffStorage';
import { budgetYear } from '../Budgets/budgetStorage';

const gateRetained = new WeakSet<IEnvironment>();

/**
 * Viewer.verzuimAvailable (domain), asked once and kept in the store for the session (retained), so the next profile
 * costs no round trip; a failure asks for no verzuim.
 */
async function verzuimAvailable(environment: IEnvironment): Promise<boolean> {
  // The queries load with the route, not in the app's first chunk.
  const { profileVerzuimGateQuery } = await import('./queries');
  if (!gateRetained.has(environment)) {
    gateRetained.add(environment);
    environment.retain(createOperationDescriptor(getRequest(profileVerzuimGateQuery), {}));
  }
  try {
    const data = await fetchQuery<ProfileVerzuimGateQuery>(
      environment,
      profileVerzuimGateQuery,
      {},
      { fetchPolicy: 'store-or-network' },
    ).toPromise();
    return data?.viewer?.verzuimAvailable ?? false;
  } catch {
    return false;
  }
}

export function profileRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      // :id is the Employee's REST id (paths.ts profilePath).
      path: 'people/:id',
      loader: routeQueryLoader<ProfileRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.profileRouteQuery),
        {
          // The days-off usage box shows the year remembered for this person, else the current one (part 1 §9).
          // The budgets section too (part 1 §9: remembered per person for days off and budget).
          // The verzuim section only where the viewer has verzuim (part 1 §6): no FORBIDDEN field on a Belgian profile.
          variables: async ({ params }) => ({
            id: addressRestId(params.id),
            daysOffYear: daysOffYear(addressRestId(params.id), null),
            budgetsYear: budgetYear(addressRestId(params.id)),
            withVerzuim: await verzuimAvailable(environment),
          }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/ProfilePage')).ProfilePage }),
      // Spec part 1 §8 "Profile load failure": the reason in a red box with GO_BACK; loading stops.
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // Part 1 §2 /people/{id}/invite (paths.ts invitePath).
      path: 'people/:id/invite',
      loader: routeQueryLoader<InviteRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.inviteRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/InvitePage')).InvitePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
