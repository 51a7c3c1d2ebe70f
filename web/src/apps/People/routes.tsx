import type { RouteObject } from 'react-router';
import { fetchQuery, type IEnvironment } from 'relay-runtime';
import type { PeopleRouteQuery } from '../../__generated__/PeopleRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';
import { hasSession } from '../../session';
import { directoryVariables, readDirectoryState } from './directoryParams';

export function peopleRoutes(environment: IEnvironment): RouteObject[] {
  const list = routeQueryLoader<PeopleRouteQuery>(
    environment,
    () => import('./queries').then((m) => m.peopleRouteQuery),
    {
      variables: ({ request }) => directoryVariables(readDirectoryState(new URL(request.url).searchParams)),
    },
  );
  // The filter options (queries.ts) start beside the list; PeopleFilters reads them from the store or joins this request.
  const prefetchFilters = () =>
    import('./queries').then((m) =>
      fetchQuery(environment, m.peopleFiltersQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
        error: () => undefined,
      }),
    );
  return [
    {
      path: 'people',
      loader: (args) => {
        if (hasSession()) void prefetchFilters();
        return list(args);
      },
      // A change of search or filter on the page refetches the list there (PeopleList); the route query runs again only
      // when the route is entered (Back from a profile included), with the address's state.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
      lazy: async () => ({ Component: (await import('./components/PeoplePage')).PeoplePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
