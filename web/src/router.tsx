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
import { APP_MESSAGE_AREAS, withMessageAreas } from './apps/Shell/messageAreas';
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
  // Each route's page title (apps/Shell/routeTitles.ts) in its handle. Each app's routes wait for
  // the messages of its areas (apps/Shell/messageAreas.ts).
  return withRouteTitles([
    rootRoute([
      ...withMessageAreas(APP_MESSAGE_AREAS.Auth, authRoutes(environment)),
      shellRoute(environment, [
        { index: true, element: <Navigate to={PEOPLE_PATH} replace /> },
        ...withMessageAreas(APP_MESSAGE_AREAS.People, peopleRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Profile, profileRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Wage, wageRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.DaysOffSettings, daysOffSettingsRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.DaysOff, daysOffRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.DaysOff, daysOffRequestRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Verzuim, verzuimRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.History, historyRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Workflows, workflowRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Budgets, budgetRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Commutes, commuteRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Software, softwareRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Reviews, reviewRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Dimona, dimonaRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.PersonEdit, personEditRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Linked, linkedRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.PersonPages, personPageRoutes(environment)),
        ...withMessageAreas(APP_MESSAGE_AREAS.Contracts, contractRoutes(environment)),
        // An unknown address is a 404 page, not /people.
        { path: '*', Component: NotFoundPage },
      ]),
    ]),
  ]);
}

export function createAppRouter(environment: IEnvironment) {
  return createBrowserRouter(createAppRoutes(environment));
}
