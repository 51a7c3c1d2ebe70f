import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AddSoftwareRouteQuery } from '../../__generated__/AddSoftwareRouteQuery.graphql';
import type { LicenseRouteQuery } from '../../__generated__/LicenseRouteQuery.graphql';
import type { PersonSoftwareRouteQuery } from '../../__generated__/PersonSoftwareRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';

const idVariables = ({ params }: { params: { id?: string } }) => ({ id: addressRestId(params.id) });

/** Part 2 §2 software routes; :id is the Employee's or the License's id, numeric or global (paths.ts). One query per route. */
export function softwareRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/:id/software',
      loader: routeQueryLoader<PersonSoftwareRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.personSoftwareRouteQuery),
        {
          variables: idVariables,
        },
      ),
      lazy: async () => ({ Component: (await import('./components/SoftwarePages')).PersonSoftwarePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/add/software',
      loader: routeQueryLoader<AddSoftwareRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.addSoftwareRouteQuery),
        { variables: idVariables },
      ),
      lazy: async () => ({ Component: (await import('./components/SoftwarePages')).AddSoftwarePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'software/licenses/:id',
      loader: routeQueryLoader<LicenseRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.licenseRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/SoftwarePages')).LicensePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
