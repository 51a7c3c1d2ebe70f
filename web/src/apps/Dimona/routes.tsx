import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { DayContractRouteQuery } from '../../__generated__/DayContractRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { dayContractQueryDate } from './dimonaValues';

/**
 * The day-contract edit (paths.ts dayContractPath: /people/{id}/edit/contracts?date=), where the calendar's
 * "edit day contract" button and the profile's one-day contracts lead. :id is the Employee's REST id.
 */
export function dimonaRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/:id/edit/contracts',
      loader: routeQueryLoader<DayContractRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.dayContractRouteQuery),
        {
          variables: ({ params, request }) => ({
            id: addressRestId(params.id),
            date: dayContractQueryDate(request.url),
          }),
        },
      ),
      lazy: async () => ({
        Component: (await import('./components/DayContractPage')).DayContractPage,
      }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
