import { redirect, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { LoginRouteQuery } from '../../__generated__/LoginRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { PEOPLE_PATH } from '../../paths';
import { routeQueryLoader } from '../../relay/routeQuery';
import { hasSession } from '../../session';

export function authRoutes(environment: IEnvironment): RouteObject[] {
  const loadLoginQuery = routeQueryLoader<LoginRouteQuery>(
    environment,
    () => import('./queries').then((m) => m.loginRouteQuery),
    {
      variables: () => ({}),
      signedIn: false,
    },
  );
  return [
    {
      path: 'login',
      // Signed in already: to switch users, sign out first (it clears what Relay holds).
      loader: (args) => (hasSession() ? redirect(PEOPLE_PATH) : loadLoginQuery(args)),
      lazy: async () => ({ Component: (await import('./components/LoginPage')).LoginPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
