import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { PeopleRouteQuery } from '../../__generated__/PeopleRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';
import { directoryVariables, readDirectoryState } from './directoryParams';

export function peopleRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people',
      loader: routeQueryLoader<PeopleRouteQuery>(environment, () => import('./queries').then((m) => m.peopleRouteQuery), {
        variables: ({ request }) => directoryVariables(readDirectoryState(new URL(request.url).searchParams)),
      }),
      // A change of search or filter on the page refetches the list there (PeopleList); the route query runs again only
      // when the route is entered (Back from a profile included), with the address's state.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate),
      lazy: async () => ({ Component: (await import('./components/PeoplePage')).PeoplePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
