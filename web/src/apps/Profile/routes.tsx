import { graphql } from 'react-relay';
import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';

export const profileRouteQuery = graphql`
  query ProfileRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      ...ProfileLayout_employee
    }
  }
`;

export function profileRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      // :id is the Employee's global id (paths.ts profilePath).
      path: 'people/:id',
      loader: routeQueryLoader<ProfileRouteQuery>(environment, profileRouteQuery, {
        variables: ({ params }) => ({ id: params.id ?? '' }),
      }),
      lazy: async () => ({ Component: (await import('./components/ProfilePage')).ProfilePage }),
      // Spec part 1 §8 "Profile load failure": the reason in a red box with GO_BACK; loading stops.
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
