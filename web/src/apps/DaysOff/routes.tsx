import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { DaysOffCalendarRouteQuery } from '../../__generated__/DaysOffCalendarRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { daysOffYear } from './daysOffStorage';

export function daysOffRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      // Part 1 §2 /people/{id}/daysOff?year= (paths.ts daysOffPath): without a year, the one remembered
      // for this person, else the current year.
      path: 'people/:id/daysOff',
      loader: routeQueryLoader<DaysOffCalendarRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.daysOffCalendarRouteQuery),
        {
          variables: ({ params, request }) => {
            const id = addressRestId(params.id);
            return { id, year: daysOffYear(id, new URL(request.url).searchParams.get('year')) };
          },
        },
      ),
      lazy: async () => ({ Component: (await import('./components/DaysOffCalendarPage')).DaysOffCalendarPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
