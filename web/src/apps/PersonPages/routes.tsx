import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { PersonPagesCustomFieldsRouteQuery } from '../../__generated__/PersonPagesCustomFieldsRouteQuery.graphql';
import type { PersonPagesManagersRouteQuery } from '../../__generated__/PersonPagesManagersRouteQuery.graphql';
import type { PersonPagesRemindersRouteQuery } from '../../__generated__/PersonPagesRemindersRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';

const pages = () => import('./components/PersonPages');
const byId = ({ params }: { params: { id?: string } }) => ({ id: addressRestId(params.id) });

/**
 * Part 1 §2: /settings/managers/{id}, /people/{id}/edit/customFields and
 * /reminders/employee/{id}?relatedEmployeeId={id} (paths.ts), each hidden for light group access (part 1 §6).
 */
export function personPageRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'settings/managers/:id',
      loader: routeQueryLoader<PersonPagesManagersRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.managersRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await pages()).ManagersPage }),
      ErrorBoundary: RouteErrorBoundary,
      handle: { title: 'TITLE_MANAGERS' },
    },
    {
      path: 'people/:id/edit/customFields',
      loader: routeQueryLoader<PersonPagesCustomFieldsRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.customFieldsRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await pages()).CustomFieldsEditPage }),
      ErrorBoundary: RouteErrorBoundary,
      handle: { title: 'TITLE_CUSTOM_FIELDS' },
    },
    {
      // relatedEmployeeId names the person whose profile the page was opened from (the back link); the spec's
      // links give the same person.
      path: 'reminders/employee/:id',
      loader: routeQueryLoader<PersonPagesRemindersRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.remindersRouteQuery),
        { variables: byId },
      ),
      lazy: async () => ({ Component: (await pages()).RemindersPage }),
      ErrorBoundary: RouteErrorBoundary,
      handle: { title: 'TITLE_REMINDERS' },
    },
  ];
}
