import { loadQuery, type PreloadedQuery } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';
import { getToken } from '../session';

type RouteQueryOptions<T extends OperationType> = {
  variables: (args: LoaderFunctionArgs) => T['variables'];
  /** Routes of the signed-in app send visitors without a token to /login before fetching. */
  signedIn?: boolean;
};

/**
 * A route loader that starts the route's one query as the route is entered, while the router
 * loads the route's code (relay-examples' issue-tracker `prepare`). The page reads the reference
 * with `useLoaderData()` + `usePreloadedQuery`. The previous reference of the same route is
 * released when a new one is made, so each route retains at most one query.
 */
export function routeQueryLoader<T extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  { variables, signedIn = true }: RouteQueryOptions<T>,
) {
  let previous: PreloadedQuery<T> | null = null;
  return (args: LoaderFunctionArgs): PreloadedQuery<T> | Response => {
    if (signedIn && !getToken()) return redirect('/login');
    const queryRef = loadQuery<T>(environment, query, variables(args), { fetchPolicy: 'store-or-network' });
    previous?.dispose();
    previous = queryRef;
    return queryRef;
  };
}
