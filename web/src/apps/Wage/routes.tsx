import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { EditWageRouteQuery } from '../../__generated__/EditWageRouteQuery.graphql';
import type { NewWageRouteQuery } from '../../__generated__/NewWageRouteQuery.graphql';
import type { TerminateWageRouteQuery } from '../../__generated__/TerminateWageRouteQuery.graphql';
import type { WageDetailsRouteQuery } from '../../__generated__/WageDetailsRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';

const employeeVariables = ({ params }: { params: { id?: string } }) => ({ id: addressRestId(params.id) });

/** Part 1 §2 wage routes; :id is the Employee's REST id and :wageId the Wage's (paths.ts). One query per route. */
export function wageRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/:id/wage',
      loader: routeQueryLoader<WageDetailsRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.wageDetailsRouteQuery),
        {
          variables: employeeVariables,
        },
      ),
      lazy: async () => ({ Component: (await import('./components/WagePages')).WageDetailsPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // Part 1 §2 /people/{id}/wage/new with the optional date query (read by the form).
      path: 'people/:id/wage/new',
      loader: routeQueryLoader<NewWageRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.newWageRouteQuery),
        { variables: employeeVariables },
      ),
      lazy: async () => ({ Component: (await import('./components/WagePages')).NewWagePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // Part 1 §2 /people/{id}/wage/end; wage_id (contractless continuation) is read by the form.
      path: 'people/:id/wage/end',
      loader: routeQueryLoader<TerminateWageRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.terminateWageRouteQuery),
        {
          variables: employeeVariables,
        },
      ),
      lazy: async () => ({ Component: (await import('./components/WagePages')).TerminateWagePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/wage/:wageId/overview',
      loader: routeQueryLoader<EditWageRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.editWageRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id), wageId: addressRestId(params.wageId) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/WagePages')).EditWagePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
