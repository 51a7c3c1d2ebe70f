import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { CommuteAuditLogRouteQuery } from '../../__generated__/CommuteAuditLogRouteQuery.graphql';
import type { EditCommuteRouteQuery } from '../../__generated__/EditCommuteRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { previousMonth } from './commuteText';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Commute routes: part 1 §2 /people/{id}/edit/commute and the audit log (paths.ts commuteAuditLogPath). */
export function commuteRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/:id/edit/commute',
      loader: routeQueryLoader<EditCommuteRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.editCommuteRouteQuery),
        {
          // The variable days editor opens on last month: the one to declare now.
          variables: ({ params }) => ({ id: addressRestId(params.id), ...previousMonth() }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/EditCommutePage')).EditCommutePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'auditlogs/commutes',
      loader: routeQueryLoader<CommuteAuditLogRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.commuteAuditLogRouteQuery),
        {
          variables: ({ request }) => {
            const query = new URL(request.url).searchParams;
            const employeeId = query.get('employee_id');
            const yearMonth = query.get('year_month');
            return {
              employeeId: addressRestId(employeeId),
              byPerson: Boolean(employeeId),
              yearMonth: yearMonth && YEAR_MONTH.test(yearMonth) ? yearMonth : null,
              after: query.get('after') || null,
            };
          },
        },
      ),
      lazy: async () => ({ Component: (await import('./components/CommuteAuditLogPage')).CommuteAuditLogPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
