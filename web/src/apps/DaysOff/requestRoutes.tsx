import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { BulkConfirmRouteQuery } from '../../__generated__/BulkConfirmRouteQuery.graphql';
import type { BulkDeleteRouteQuery } from '../../__generated__/BulkDeleteRouteQuery.graphql';
import type { UnemploymentFollowUpRouteQuery } from '../../__generated__/UnemploymentFollowUpRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { bulkYear } from './bulkDates';

const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/** Part 1 §2: the Belgium-only unemployment follow-ups and the bulk add and bulk delete confirmations. */
export function daysOffRequestRoutes(environment: IEnvironment): RouteObject[] {
  const followUp = (path: string, cancel: boolean): RouteObject => ({
    path,
    loader: routeQueryLoader<UnemploymentFollowUpRouteQuery>(
      environment,
      () => import('./queries').then((m) => m.unemploymentFollowUpRouteQuery),
      {
        variables: ({ params }) => ({ id: addressRestId(params.id) }),
      },
    ),
    lazy: async () => {
      const { UnemploymentFollowUpPage } = await import('./components/UnemploymentFollowUpPage');
      return { Component: () => <UnemploymentFollowUpPage cancel={cancel} /> };
    },
    ErrorBoundary: RouteErrorBoundary,
  });
  return [
    followUp('people/:id/daysOff/confirm/belgium_only/unemployment', false),
    followUp('people/:id/daysOff/confirm_cancel/belgium_only/unemployment', true),
    {
      path: 'people/:id/daysOff/bulk/confirm',
      loader: routeQueryLoader<BulkConfirmRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.bulkConfirmRouteQuery),
        {
          variables: (args) => ({ id: addressRestId(args.params.id), year: bulkYear(searchOf(args)) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/BulkConfirmPage')).BulkConfirmPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/calendar/bulk/delete',
      loader: routeQueryLoader<BulkDeleteRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.bulkDeleteRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/BulkDeletePage')).BulkDeletePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
