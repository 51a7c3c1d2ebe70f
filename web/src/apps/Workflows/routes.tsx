import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AssignWorkflowRouteQuery } from '../../__generated__/AssignWorkflowRouteQuery.graphql';
import type { MyTasksRouteQuery } from '../../__generated__/MyTasksRouteQuery.graphql';
import type { ReassignRouteQuery } from '../../__generated__/ReassignRouteQuery.graphql';
import type { WorkflowRouteQuery } from '../../__generated__/WorkflowRouteQuery.graphql';
import type { WorkflowTemplateRouteQuery } from '../../__generated__/WorkflowTemplateRouteQuery.graphql';
import type { WorkflowTemplatesRouteQuery } from '../../__generated__/WorkflowTemplatesRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';

const lazyPage = (load: () => Promise<RouteObject['Component']>) => async () => ({ Component: await load() });

/** The workflow pages of part 2 §2, 'my tasks' and the template settings. */
export function workflowRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'people/:id/assign/workflow',
      loader: routeQueryLoader<AssignWorkflowRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.assignWorkflowRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/AssignWorkflowPage')).AssignWorkflowPage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/workflow/:workflowId',
      loader: routeQueryLoader<WorkflowRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.workflowRouteQuery),
        {
          variables: ({ params }) => ({
            id: addressRestId(params.id),
            workflowId: addressRestId(params.workflowId),
          }),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/WorkflowPage')).WorkflowPage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'tasks',
      loader: routeQueryLoader<MyTasksRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.myTasksRouteQuery),
        { variables: () => ({}) },
      ),
      lazy: lazyPage(async () => (await import('./components/MyTasksPage')).MyTasksPage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/workflows',
      loader: routeQueryLoader<WorkflowTemplatesRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.workflowTemplatesRouteQuery),
        {
          variables: () => ({}),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/WorkflowTemplatesPage')).WorkflowTemplatesPage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/workflows/reassign',
      loader: routeQueryLoader<ReassignRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.reassignRouteQuery),
        { variables: () => ({}) },
      ),
      lazy: lazyPage(async () => (await import('./components/ReassignPage')).ReassignPage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/workflows/:templateId',
      loader: routeQueryLoader<WorkflowTemplateRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.workflowTemplateRouteQuery),
        {
          variables: ({ params }) => ({ templateId: addressRestId(params.templateId) }),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/WorkflowTemplatePage')).WorkflowTemplatePage),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
