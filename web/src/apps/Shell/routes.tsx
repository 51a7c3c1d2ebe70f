import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { ShellRouteQuery } from '../../__generated__/ShellRouteQuery.graphql';
import { PageProgress } from '../../components/PageProgress';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';
import { RootLayout } from './components/RootLayout';
import { ShellPage } from './components/ShellPage';

/** The outermost route: suspense and error fallbacks for everything below it. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageProgress,
    ErrorBoundary: RouteErrorBoundary,
    children,
  };
}

/**
 * The signed-in app: the app bar and the viewer's language around the area routes. Its query (the
 * viewer) runs once per session: the viewer does not change until sign-out, which reloads the page.
 */
export function shellRoute(environment: IEnvironment, children: RouteObject[]): RouteObject {
  return {
    id: 'shell',
    loader: routeQueryLoader<ShellRouteQuery>(environment, () => import('./queries').then((m) => m.shellRouteQuery), {
      variables: () => ({}),
    }),
    shouldRevalidate: () => false,
    Component: ShellPage,
    ErrorBoundary: RouteErrorBoundary,
    children,
  };
}
