import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { VerzuimEditRouteQuery } from '../../__generated__/VerzuimEditRouteQuery.graphql';
import type { VerzuimReportRouteQuery } from '../../__generated__/VerzuimReportRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';

/**
 * Part 1 §2 /people/{id}/daysOff/thenetherlands_only/verzuim/report (optional date query) and /verzuim/{verzuimId}/edit;
 * :id is the Employee's REST id, :verzuimId the verzuim's as the spec's route has it (paths.ts).
 */
export function verzuimRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/:id/daysOff/thenetherlands_only/verzuim/report',
      loader: routeQueryLoader<VerzuimReportRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.verzuimReportRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/VerzuimReportPage')).VerzuimReportPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/daysOff/thenetherlands_only/verzuim/:verzuimId/edit',
      loader: routeQueryLoader<VerzuimEditRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.verzuimEditRouteQuery),
        {
          variables: ({ params }) => ({
            id: addressRestId(params.id),
            verzuimId: addressRestId(params.verzuimId),
          }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/VerzuimEditPage')).VerzuimEditPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
