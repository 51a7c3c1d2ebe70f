import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { authRoutes } from './apps/Auth/routes';
import { daysOffRoutes } from './apps/DaysOff/routes';
import { dimonaRoutes } from './apps/Dimona/routes';
import { daysOffRequestRoutes } from './apps/DaysOff/requestRoutes';
import { daysOffSettingsRoutes } from './apps/DaysOffSettings/routes';
import { historyRoutes } from './apps/History/routes';
import { peopleRoutes } from './apps/People/routes';
import { profileRoutes } from './apps/Profile/routes';
import { rootRoute, shellRoute } from './apps/Shell/routes';
import { wageRoutes } from './apps/Wage/routes';
import { PEOPLE_PATH } from './paths';

export function createAppRoutes(environment: IEnvironment): RouteObject[] {
  return [
    rootRoute([
      ...authRoutes(environment),
      shellRoute(environment, [
        { index: true, element: <Navigate to={PEOPLE_PATH} replace /> },
        ...peopleRoutes(environment),
        ...profileRoutes(environment),
        ...wageRoutes(environment),
        ...daysOffSettingsRoutes(environment),
        ...daysOffRoutes(environment),
        ...daysOffRequestRoutes(environment),
        ...historyRoutes(environment),
        ...dimonaRoutes(environment),
        { path: '*', element: <Navigate to={PEOPLE_PATH} replace /> },
      ]),
    ]),
  ];
}

export function createAppRouter(environment: IEnvironment) {
  return createBrowserRouter(createAppRoutes(environment));
}
