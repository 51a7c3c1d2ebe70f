import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AddContractRouteQuery } from '../../__generated__/AddContractRouteQuery.graphql';
import type { ContractRouteQuery } from '../../__generated__/ContractRouteQuery.graphql';
import type { ContractTemplateRouteQuery } from '../../__generated__/ContractTemplateRouteQuery.graphql';
import type { ContractTemplatesRouteQuery } from '../../__generated__/ContractTemplatesRouteQuery.graphql';
import type { PendingSignaturesRouteQuery } from '../../__generated__/PendingSignaturesRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';

/** Contract routes: a person's contract (part 2 §2), adding one, the contracts to sign, and the template settings. */
export function contractRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/:id/contracts/add',
      loader: routeQueryLoader<AddContractRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.addContractRouteQuery),
        {
          variables: ({ params }) => ({ employeeId: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/AddContractPage')).AddContractPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // /people/{id}/contracts/{contractId}: the Employee's and the Contract's REST ids (paths.ts contractPath).
      path: 'people/:id/contracts/:contractId',
      loader: routeQueryLoader<ContractRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.contractRouteQuery),
        {
          variables: ({ params }) => ({
            employeeId: addressRestId(params.id),
            contractId: addressRestId(params.contractId),
          }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/ContractPage')).ContractPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'contracts/pending',
      handle: { title: 'NAV_CONTRACT_SIGNATURES' },
      loader: routeQueryLoader<PendingSignaturesRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.pendingSignaturesRouteQuery),
        {
          variables: () => ({}),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/PendingSignaturesPage')).PendingSignaturesPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/contracts/templates',
      loader: routeQueryLoader<ContractTemplatesRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.contractTemplatesRouteQuery),
        {
          variables: () => ({}),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/TemplatesPage')).TemplatesPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/contracts/templates/:templateId',
      loader: routeQueryLoader<ContractTemplateRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.contractTemplateRouteQuery),
        {
          variables: ({ params }) => ({ templateId: addressRestId(params.templateId) }),
        },
      ),
      lazy: async () => ({ Component: (await import('./components/TemplatePage')).TemplatePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
