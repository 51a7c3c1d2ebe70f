import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AssetRouteQuery } from '../../__generated__/AssetRouteQuery.graphql';
import type { NewAssetRouteQuery } from '../../__generated__/NewAssetRouteQuery.graphql';
import type { NewVehicleRouteQuery } from '../../__generated__/NewVehicleRouteQuery.graphql';
import type { DocumentRouteQuery } from '../../__generated__/DocumentRouteQuery.graphql';
import type { DocumentsRouteQuery } from '../../__generated__/DocumentsRouteQuery.graphql';
import type { PersonCalendarMonthRouteQuery } from '../../__generated__/PersonCalendarMonthRouteQuery.graphql';
import type { PersonTrainingsRouteQuery } from '../../__generated__/PersonTrainingsRouteQuery.graphql';
import type { TrainingParticipantRouteQuery } from '../../__generated__/TrainingParticipantRouteQuery.graphql';
import type { UploadDocumentRouteQuery } from '../../__generated__/UploadDocumentRouteQuery.graphql';
import type { VehicleRouteQuery } from '../../__generated__/VehicleRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';
import { addressRestId } from '../../relay/addressIds';
import { numberParam, relatedObjectVariables } from './routeIds';

const linkedPages = () => import('./components/LinkedPages');
const belongingPages = () => import('./components/BelongingPages');

/**
 * The pages the profile links to (part 1 §2), by the spec's paths (paths.ts). The person's id is the spec's
 * REST id, as the spec's addresses carry it. One query per route.
 */
export function linkedRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      // A year or month outside the gateway's bounds is refused by it (BAD_USER_INPUT on calendarMonth); the page says so.
      path: 'calendar/person/:id/:year/:month',
      loader: routeQueryLoader<PersonCalendarMonthRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.personCalendarMonthRouteQuery),
        {
          variables: ({ params }) => ({
            id: addressRestId(params.id),
            year: numberParam(params.year) ?? 0,
            month: numberParam(params.month) ?? 0,
          }),
        },
      ),
      lazy: async () => ({ Component: (await linkedPages()).PersonCalendarMonthPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // Part 1 §2 /{relatedObject}/{relatedObjectId}/documents: relatedObject employee, car or asset (the page refuses any other).
      path: ':relatedObject/:relatedObjectId/documents',
      loader: routeQueryLoader<DocumentsRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.documentsRouteQuery),
        {
          variables: ({ params }) => relatedObjectVariables(params.relatedObject, params.relatedObjectId),
        },
      ),
      lazy: async () => ({ Component: (await linkedPages()).DocumentsPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: ':relatedObject/:relatedObjectId/documents/:documentId',
      loader: routeQueryLoader<DocumentRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.documentRouteQuery),
        {
          variables: ({ params }) => ({ documentId: addressRestId(params.documentId) }),
        },
      ),
      lazy: async () => ({ Component: (await linkedPages()).DocumentPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'upload/:relatedObject/:relatedObjectId',
      loader: routeQueryLoader<UploadDocumentRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.uploadDocumentRouteQuery),
        {
          variables: ({ params }) => relatedObjectVariables(params.relatedObject, params.relatedObjectId),
        },
      ),
      lazy: async () => ({ Component: (await linkedPages()).UploadDocumentPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/trainings',
      loader: routeQueryLoader<PersonTrainingsRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.personTrainingsRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await linkedPages()).PersonTrainingsPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // A training id that is not a number asks for none (0): the page says the person did not follow it.
      path: 'trainings/:trainingId/employees/:id',
      loader: routeQueryLoader<TrainingParticipantRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.trainingParticipantRouteQuery),
        {
          variables: ({ params }) => ({
            id: addressRestId(params.id),
            trainingId: numberParam(params.trainingId) ?? 0,
          }),
        },
      ),
      lazy: async () => ({ Component: (await linkedPages()).TrainingParticipantPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'assets/:id',
      loader: routeQueryLoader<AssetRouteQuery>(environment, () => import('./queries').then((m) => m.assetRouteQuery), {
        variables: ({ params }) => ({ assetId: addressRestId(params.id) }),
      }),
      lazy: async () => ({ Component: (await belongingPages()).AssetPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // Part 1 §2 /people/{id}/add/assets.
      path: 'people/:id/add/assets',
      loader: routeQueryLoader<NewAssetRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.newAssetRouteQuery),
        {
          variables: ({ params }) => ({ id: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await belongingPages()).NewAssetPage }),
      ErrorBoundary: RouteErrorBoundary,
      handle: { title: 'TITLE_ADD_ASSET' },
    },
    {
      path: 'fleet/:id',
      loader: routeQueryLoader<VehicleRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.vehicleRouteQuery),
        {
          variables: ({ params }) => ({ vehicleId: addressRestId(params.id) }),
        },
      ),
      lazy: async () => ({ Component: (await belongingPages()).VehiclePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      // Part 1 §2 /fleet/new?employee_id={id}&back= (before /fleet/:id: a static segment ranks first anyway).
      path: 'fleet/new',
      loader: routeQueryLoader<NewVehicleRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.newVehicleRouteQuery),
        {
          variables: ({ request }) => ({
            id: addressRestId(new URL(request.url).searchParams.get('employee_id')),
          }),
        },
      ),
      lazy: async () => ({ Component: (await belongingPages()).NewVehiclePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
