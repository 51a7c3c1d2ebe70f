import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AccrualCorrectionRouteQuery } from '../../__generated__/AccrualCorrectionRouteQuery.graphql';
import type { CompanyHolidaysRouteQuery } from '../../__generated__/CompanyHolidaysRouteQuery.graphql';
import type { DayOffTypeAddRouteQuery } from '../../__generated__/DayOffTypeAddRouteQuery.graphql';
import type { DayOffTypeEditRouteQuery } from '../../__generated__/DayOffTypeEditRouteQuery.graphql';
import type { DayOffTypeExceptionRouteQuery } from '../../__generated__/DayOffTypeExceptionRouteQuery.graphql';
import type { DayOffTypesRouteQuery } from '../../__generated__/DayOffTypesRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { addressRestId } from '../../relay/addressIds';
import { routeQueryLoader } from '../../relay/routeQuery';
import { countryParam, yearParam } from './settingsPaths';

/** How many people the person picker offers before the admin types a name. */
const PEOPLE_CHOICES = 20;

const currentYear = () => new Date().getFullYear();
const searchParam = ({ request }: LoaderFunctionArgs, name: string) => new URL(request.url).searchParams.get(name);
const pathYear = ({ params }: LoaderFunctionArgs) => yearParam(params.year ?? null, currentYear());

/** The person picker's variables: the person of `employee_id` is fetched to preselect them (part 1 §2). */
function personVariables(args: LoaderFunctionArgs) {
  const employeeId = addressRestId(searchParam(args, 'employee_id'));
  return {
    year: pathYear(args),
    employeeId,
    withEmployee: employeeId !== 0,
    count: PEOPLE_CHOICES,
  };
}

const lazyPage = (load: () => Promise<RouteObject['Component']>) => async () => ({ Component: await load() });

// part 1 §2: the exception form serves both the plain and the leave-accrual exception routes.
const EXCEPTION_PATHS = [
  'settings/daysOffTypes/:typeId/:year/exceptions/add',
  'settings/daysOffTypes/:typeId/:year/exceptions/:exceptionId/edit',
  'settings/daysOffTypes/:typeId/:year/accrual/exceptions/:exceptionId/edit',
  'settings/daysOffTypes/:typeId/:year/accrual/:accrualVersionId/exceptions/add',
];

/** Part 1 §2 day-off type and company-holiday settings. */
export function daysOffSettingsRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'settings/daysOffTypes',
      loader: routeQueryLoader<DayOffTypesRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.dayOffTypesRouteQuery),
        {
          variables: (args) => ({ year: yearParam(searchParam(args, 'year'), currentYear()) }),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/DayOffTypesPage')).DayOffTypesPage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/daysOffTypes/add',
      loader: routeQueryLoader<DayOffTypeAddRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.dayOffTypeAddRouteQuery),
        {
          variables: () => ({}),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/DayOffTypeEditorPages')).AddDayOffTypePage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/daysOffTypes/:typeId/:year/edit',
      loader: routeQueryLoader<DayOffTypeEditRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.dayOffTypeEditRouteQuery),
        {
          variables: (args) => ({ year: pathYear(args) }),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/DayOffTypeEditorPages')).EditDayOffTypePage),
      ErrorBoundary: RouteErrorBoundary,
    },
    ...EXCEPTION_PATHS.map((path) => ({
      path,
      loader: routeQueryLoader<DayOffTypeExceptionRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.dayOffTypeExceptionRouteQuery),
        {
          variables: personVariables,
        },
      ),
      lazy: lazyPage(async () => (await import('./components/DayOffTypeExceptionPage')).DayOffTypeExceptionPage),
      ErrorBoundary: RouteErrorBoundary,
    })),
    {
      path: 'settings/daysOffTypes/:typeId/:year/accrual/corrections/add',
      loader: routeQueryLoader<AccrualCorrectionRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.accrualCorrectionRouteQuery),
        {
          variables: personVariables,
        },
      ),
      lazy: lazyPage(async () => (await import('./components/AccrualCorrectionPage')).AccrualCorrectionPage),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'settings/companyHolidays',
      loader: routeQueryLoader<CompanyHolidaysRouteQuery>(
        environment,
        () => import('./queries').then((m) => m.companyHolidaysRouteQuery),
        {
          // Without a country in the address, all countries are fetched and the page shows the company's (part 1 §9).
          variables: (args) => ({
            year: yearParam(searchParam(args, 'year'), currentYear()),
            country: countryParam(searchParam(args, 'country')),
          }),
        },
      ),
      lazy: lazyPage(async () => (await import('./components/CompanyHolidaysPage')).CompanyHolidaysPage),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
