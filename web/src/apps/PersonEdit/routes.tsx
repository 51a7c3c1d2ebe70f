import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { PersonEditAddRouteQuery } from '../../__generated__/PersonEditAddRouteQuery.graphql';
import type { PersonEditAddressRouteQuery } from '../../__generated__/PersonEditAddressRouteQuery.graphql';
import type { PersonEditContactRouteQuery } from '../../__generated__/PersonEditContactRouteQuery.graphql';
import type { PersonEditPersonalRouteQuery } from '../../__generated__/PersonEditPersonalRouteQuery.graphql';
import type { PersonEditReportsRouteQuery } from '../../__generated__/PersonEditReportsRouteQuery.graphql';
import type { PersonEditRoleRouteQuery } from '../../__generated__/PersonEditRoleRouteQuery.graphql';
import type { PersonEditTeamRouteQuery } from '../../__generated__/PersonEditTeamRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';

const byId = ({ params }: { params: { id?: string } }) => ({ id: addressRestId(params.id) });

/**
 * Part 1 §2 edit routes: /people/{id}/edit/personal, /contact, /address, /team, /reports, /people/{id}/role and
 * /role/edit, and /people/add (paths.ts). /edit/contracts is the day-contract page (apps/Dimona) and /edit/commute the
 * commute page (apps/Commutes).
 */
export function personEditRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/add',
      loader: routeQueryLoader<PersonEditAddRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.addPersonRouteQuery),
        { variables: () => ({}) },
      ),
      lazy: async () => ({ Component: (await import('./components/AddPersonPage')).AddPersonPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/edit/personal',
      loader: routeQueryLoader<PersonEditPersonalRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.personalEditRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await import('./components/EditPages')).PersonalEditPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/edit/contact',
      loader: routeQueryLoader<PersonEditContactRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.contactEditRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await import('./components/EditPages')).ContactEditPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/edit/address',
      loader: routeQueryLoader<PersonEditAddressRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.addressEditRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await import('./components/EditPages')).AddressEditPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/edit/team',
      loader: routeQueryLoader<PersonEditTeamRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.teamEditRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await import('./components/EditPages')).TeamEditPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/edit/reports',
      loader: routeQueryLoader<PersonEditReportsRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.reportsEditRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await import('./components/EditPages')).ReportsEditPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/role',
      loader: routeQueryLoader<PersonEditRoleRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.roleRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await import('./components/RolePages')).RolePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/role/edit',
      loader: routeQueryLoader<PersonEditRoleRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.roleRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await import('./components/RolePages')).RoleEditPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
