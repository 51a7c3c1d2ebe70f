import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { HistoryRouteQuery } from '../../__generated__/HistoryRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';

/** person_id is the REST id (paths.ts historyPath); anything else finds nobody, as a missing person. */
export function personIdOf(url: string): number {
  const id = Number(new URL(url, 'http://localhost').searchParams.get('person_id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Part 1 §2 /history/personalDetails?person_id={id} ("history; admins only"): the person's audit log. */
export function historyRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'history/personalDetails',
      loader: routeQueryLoader<HistoryRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.historyRouteQuery),
        {
          variables: ({ request }) => ({ id: personIdOf(request.url) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/HistoryPage')).HistoryPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
