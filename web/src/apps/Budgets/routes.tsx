import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AddBudgetRouteQuery } from '../../__generated__/AddBudgetRouteQuery.graphql';
import type { BudgetDetailRouteQuery } from '../../__generated__/BudgetDetailRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { queryYearOf } from './budgetParams';

/** Part 1 §2 budget routes. */
export function budgetRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      // /people/{id}/budget/{budgetId}/{year}: the Employee's and the Budget's REST ids (paths.ts budgetPath).
      path: 'people/:id/budget/:budgetId/:year',
      loader: routeQueryLoader<BudgetDetailRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.budgetDetailRouteQuery),
        {
          variables: ({ params }) => ({
            employeeId: addressRestId(params.id),
            budgetId: addressRestId(params.budgetId),
          }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/BudgetDetailPage')).BudgetDetailPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/budgets/add',
      loader: routeQueryLoader<AddBudgetRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.addBudgetRouteQuery),
        {
          variables: ({ request }) => {
            const query = new URL(request.url).searchParams;
            return { employeeId: addressRestId(query.get('employee_id')), year: queryYearOf(query.get('year')) };
          },
        },
      ),
      lazy: async () => ({ Component: (await import('./components/AddBudgetPage')).AddBudgetPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
