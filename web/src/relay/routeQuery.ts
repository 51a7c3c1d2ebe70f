import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';
import { hasSession } from '../session';
import { employeeAddressRedirect } from './addressIds';

type RouteQueryOptions<T extends OperationType> = {
  /** The query's variables; a promise when one of them needs an answer first (the profile's verzuim gate). */
  variables: (args: LoaderFunctionArgs) => T['variables'] | Promise<T['variables']>;
  /** Routes of the signed-in app send visitors without a token to /login before fetching. */
  signedIn?: boolean;
};

/**
 * A route loader that starts the route's one query as the route is entered, while the router
 * loads the route's code (relay-examples' issue-tracker `prepare`). The page reads the reference
 * with `useLoaderData()` + `usePreloadedQuery`. A route retains its current reference and the one
 * before it: the page on screen keeps reading the previous reference until the navigation to the
 * new one commits (a year or country switch on the same route), so only older ones are released.
 * `query` imports the route's queries module: its artifacts load with the route, not in the app's first chunk
 * (every route's query in the entry chunk was most of its size).
 */
export function routeQueryLoader<T extends OperationType>(
  environment: IEnvironment,
  query: () => Promise<GraphQLTaggedNode>,
  { variables, signedIn = true }: RouteQueryOptions<T>,
) {
  const retained: PreloadedQuery<T>[] = [];
  const load = async (vars: T['variables']): Promise<PreloadedQuery<T>> => {
    const queryRef = loadQuery<T>(environment, await query(), vars, { fetchPolicy: 'store-or-network' });
    retained.push(queryRef);
    while (retained.length > 2) retained.shift()?.dispose();
    return queryRef;
  };
  return (args: LoaderFunctionArgs): Response | Promise<Response | PreloadedQuery<T>> => {
    if (signedIn && !hasSession()) return redirect(loginPathFor(args.request.url));
    const start = (): Promise<PreloadedQuery<T>> => {
      const vars = variables(args);
      return vars instanceof Promise ? vars.then(load) : load(vars);
    };
    // /people/{id} carries the numeric id; an old address with the Employee's global id goes to the numeric one.
    const redirecting = employeeAddressRedirect(environment, args);
    return redirecting
      ? redirecting.then((response): Promise<Response | PreloadedQuery<T>> | Response => response ?? start())
      : start();
  };
}

/** The sign-in page, told where to return to (a deep link survives the sign-in). */
function loginPathFor(url: string): string {
  const { pathname, search, hash } = new URL(url);
  const next = pathname + search + hash;
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/**
 * The reference to the route's query that its loader (routeQueryLoader) started: the one place that names the type of
 * what the loader answered, so a page never casts `useLoaderData()`.
 */
export function useRouteQueryRef<T extends OperationType>(): PreloadedQuery<T> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- react-router types loader data as its serialized form
  return useLoaderData() as PreloadedQuery<T>;
}

/** The route's query data: the reference its loader started, read with `usePreloadedQuery`. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  return usePreloadedQuery<T>(query, useRouteQueryRef<T>());
}
