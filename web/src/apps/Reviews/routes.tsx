import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { REVIEWS_PER_PAGE } from '@people/domain/reviews';
import type { AddReviewRouteQuery } from '../../__generated__/AddReviewRouteQuery.graphql';
import type { PersonReviewsRouteQuery } from '../../__generated__/PersonReviewsRouteQuery.graphql';
import type { ReviewRouteQuery } from '../../__generated__/ReviewRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { pageCursor } from './reviewStatus';

const pageOf = (url: string) => {
  const page = Number(new URL(url).searchParams.get('page') ?? '0');
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/**
 * Part 2 §2 review routes: /evaluations/add?initialPersonId= (the Employee's id), /evaluations/detail/{id} (the
 * Review's; the spec's numeric ids) and /evaluations/{personId}?page= (3 per page, part 2 §9). One query per route.
 */
export function reviewRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'evaluations/add',
      loader: routeQueryLoader<AddReviewRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.addReviewRouteQuery),
        {
          variables: ({ request }) => ({
            id: addressRestId(new URL(request.url).searchParams.get('initialPersonId')),
          }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/ReviewPages')).AddReviewPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'evaluations/detail/:id',
      loader: routeQueryLoader<ReviewRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.reviewRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/ReviewPages')).ReviewPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'evaluations/:personId',
      loader: routeQueryLoader<PersonReviewsRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.personReviewsRouteQuery),
        {
          variables: ({ params, request }) => ({
            id: addressRestId(params.personId),
            after: pageCursor(pageOf(request.url), REVIEWS_PER_PAGE),
          }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/ReviewPages')).PersonReviewsPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
