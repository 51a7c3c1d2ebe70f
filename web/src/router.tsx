import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { authRoutes } from './apps/Auth/routes';
import { budgetRoutes } from './apps/Budgets/routes';
import { commuteRoutes } from './apps/Commutes/routes';
import { daysOffRoutes } from './apps/DaysOff/routes';
import { dimonaRoutes } from './apps/Dimona/routes';
import { daysOffRequestRoutes } from './apps/DaysOff/requestRoutes';
import { daysOffSettingsRoutes } from './apps/DaysOffSettings/routes';
import { historyRoutes } from './apps/History/routes';
import { peopleRoutes } from './apps/People/routes';
import { profileRoutes } from './apps/Profile/routes';
import { rootRoute, shellRoute } from './apps/Shell/routes';
import { NotFoundPage } from './apps/Shell/components/NotFoundPage';
import { withRouteTitles } from './apps/Shell/routeTitles';
import { verzuimRoutes } from './apps/Verzuim/routes';
import { wageRoutes } from './apps/Wage/routes';
import { workflowRoutes } from './apps/Workflows/routes';
import { softwareRoutes } from './apps/Software/routes';
import { reviewRoutes } from './apps/Reviews/routes';
import { personEditRoutes } from './apps/PersonEdit/routes';
import { linkedRoutes } from './apps/Linked/routes';
import { personPageRoutes } from './apps/PersonPages/routes';
import { contractRoutes } from './apps/Contracts/routes';
import { PEOPLE_PATH } from './paths';

export function createAppRoutes(environment: IEnvironment): RouteObject[] {
  // Issue 21: each route's page title (apps/Shell/routeTitles.ts) in its handle.
  return withRouteTitles([
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
        ...verzuimRoutes(environment),
        ...historyRoutes(environment),
        ...workflowRoutes(environment),
        ...budgetRoutes(environment),
        ...commuteRoutes(environment),
        ...softwareRoutes(environment),
        ...reviewRoutes(environment),
        ...dimonaRoutes(environment),
        ...personEditRoutes(environment),
        ...linkedRoutes(environment),
        ...personPageRoutes(environment),
        ...contractRoutes(environment),
        // Issue 21: an unknown address is a 404 page, not /people.
        { path: '*', Component: NotFoundPage },
      ]),
    ]),
  ]);
}

export function createAppRouter(environment: IEnvironment) {
  return createBrowserRouter(createAppRoutes(environment));
}
