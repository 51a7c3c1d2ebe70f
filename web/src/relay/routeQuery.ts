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
 * with `useLoaderData()` + `usePreloadedQuery`. A route retains its current reference and the one
 * before it: the page on screen keeps reading the previous reference until the navigation to the
 * new one commits (a year or country switch on the same route), so only older ones are released.
 */
export function routeQueryLoader<T extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  { variables, signedIn = true }: RouteQueryOptions<T>,
) {
  const retained: PreloadedQuery<T>[] = [];
  return (args: LoaderFunctionArgs): PreloadedQuery<T> | Response => {
    if (signedIn && !getToken()) return redirect('/login');
    const queryRef = loadQuery<T>(environment, query, variables(args), { fetchPolicy: 'store-or-network' });
    retained.push(queryRef);
    while (retained.length > 2) retained.shift()?.dispose();
    return queryRef;
  };
}
