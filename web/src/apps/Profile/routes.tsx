import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { InviteRouteQuery } from '../../__generated__/InviteRouteQuery.graphql';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';
import { daysOffYear } from '../DaysOff/daysOffStorage';
import { budgetYear } from '../Budgets/budgetStorage';
import { inviteRouteQuery, profileRouteQuery } from './queries';

export function profileRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      // :id is the Employee's global id (paths.ts profilePath).
      path: 'people/:id',
      loader: routeQueryLoader<ProfileRouteQuery>(environment, profileRouteQuery, {
        // The days-off usage box shows the year remembered for this person, else the current one (part 1 §9).
        // The budgets section too (part 1 §9: remembered per person for days off and budget).
        variables: ({ params }) => ({ id: params.id ?? '', daysOffYear: daysOffYear(params.id ?? '', null), budgetsYear: budgetYear(params.id ?? '') }),
      }),
      lazy: async () => ({ Component: (await import('./components/ProfilePage')).ProfilePage }),
      // Spec part 1 §8 "Profile load failure": the reason in a red box with GO_BACK; loading stops.
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // Part 1 §2 /people/{id}/invite (paths.ts invitePath).
      path: 'people/:id/invite',
      loader: routeQueryLoader<InviteRouteQuery>(environment, inviteRouteQuery, {
        variables: ({ params }) => ({ id: params.id ?? '' }),
      }),
      lazy: async () => ({ Component: (await import('./components/InvitePage')).InvitePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
