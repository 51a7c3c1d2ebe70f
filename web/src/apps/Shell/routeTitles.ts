// A page title per route. A route may carry `handle: { title }` itself; the others
// get theirs from this table, keyed by the route's full path pattern. An area adding routes may add rows here or
// set the handle on the route.
import type { RouteObject } from 'react-router';
import type { MessageKey } from '../../i18n/I18nProvider';

export type RouteHandle = { title?: MessageKey };

const ROUTE_TITLES: Readonly<Record<string, MessageKey>> = {
  login: 'SIGN_IN',
  people: 'PEOPLE',
  'people/:id': 'TITLE_PROFILE',
  'people/:id/invite': 'TITLE_INVITE',
  'people/:id/wage': 'TITLE_WAGE',
  'people/:id/wage/new': 'TITLE_NEW_WAGE',
  'people/:id/wage/end': 'TITLE_TERMINATE',
  'people/:id/wage/:wageId/overview': 'TITLE_EDIT_WAGE',
  'people/:id/daysOff': 'TITLE_DAYS_OFF',
  'people/:id/daysOff/bulk/confirm': 'TITLE_BULK_ADD',
  'people/:id/calendar/bulk/delete': 'TITLE_BULK_DELETE',
  'people/:id/daysOff/thenetherlands_only/verzuim/report': 'TITLE_VERZUIM_REPORT',
  'people/:id/daysOff/thenetherlands_only/verzuim/:verzuimId/edit': 'TITLE_VERZUIM_EDIT',
  'people/:id/edit/contracts': 'TITLE_EDIT_CONTRACTS',
  'people/:id/edit/commute': 'TITLE_EDIT_COMMUTE',
  'people/:id/budget/:budgetId/:year': 'TITLE_BUDGET',
  'people/:id/software': 'TITLE_SOFTWARE',
  'people/:id/add/software': 'TITLE_ADD_SOFTWARE',
  'people/:id/assign/workflow': 'TITLE_ASSIGN_WORKFLOW',
  'people/:id/workflow/:workflowId': 'TITLE_WORKFLOW',
  tasks: 'MY_TASKS',
  'settings/workflows': 'WORKFLOW_TEMPLATES',
  'settings/workflows/reassign': 'TITLE_REASSIGN_TASKS',
  'settings/workflows/:templateId': 'TITLE_WORKFLOW_TEMPLATE',
  'settings/daysOffTypes': 'NAV_DAY_OFF_TYPES',
  'settings/daysOffTypes/add': 'TITLE_ADD_DAY_OFF_TYPE',
  'settings/daysOffTypes/:typeId/:year/edit': 'TITLE_EDIT_DAY_OFF_TYPE',
  'settings/daysOffTypes/:typeId/:year/exceptions/add': 'TITLE_DAY_OFF_TYPE_EXCEPTION',
  'settings/daysOffTypes/:typeId/:year/exceptions/:exceptionId/edit': 'TITLE_DAY_OFF_TYPE_EXCEPTION',
  'settings/daysOffTypes/:typeId/:year/accrual/exceptions/:exceptionId/edit': 'TITLE_DAY_OFF_TYPE_EXCEPTION',
  'settings/daysOffTypes/:typeId/:year/accrual/:accrualVersionId/exceptions/add': 'TITLE_DAY_OFF_TYPE_EXCEPTION',
  'settings/daysOffTypes/:typeId/:year/accrual/corrections/add': 'TITLE_ACCRUAL_CORRECTION',
  'settings/companyHolidays': 'NAV_COMPANY_HOLIDAYS',
  'settings/budgets/add': 'TITLE_ADD_BUDGET',
  'auditlogs/commutes': 'NAV_COMMUTE_AUDIT_LOG',
  'history/personalDetails': 'TITLE_HISTORY',
  'evaluations/add': 'TITLE_ADD_REVIEW',
  'evaluations/detail/:id': 'TITLE_REVIEW',
  'evaluations/:personId': 'TITLE_REVIEWS',
  'software/licenses/:id': 'TITLE_LICENSE',
  'people/:id/daysOff/confirm/belgium_only/unemployment': 'TITLE_UNEMPLOYMENT_FOLLOW_UP',
  'people/:id/daysOff/confirm_cancel/belgium_only/unemployment': 'TITLE_UNEMPLOYMENT_FOLLOW_UP',
  'people/add': 'TITLE_ADD_PERSON',
  'people/:id/edit/personal': 'TITLE_EDIT_PERSONAL',
  'people/:id/edit/contact': 'TITLE_EDIT_CONTACT',
  'people/:id/edit/address': 'TITLE_EDIT_ADDRESS',
  'people/:id/edit/team': 'TITLE_EDIT_TEAM',
  'people/:id/edit/reports': 'TITLE_EDIT_REPORTS',
  'people/:id/role': 'TITLE_ROLE',
  'people/:id/role/edit': 'TITLE_EDIT_ROLE',
  'calendar/person/:id/:year/:month': 'TITLE_PERSON_CALENDAR',
  ':relatedObject/:relatedObjectId/documents': 'TITLE_DOCUMENTS',
  ':relatedObject/:relatedObjectId/documents/:documentId': 'TITLE_DOCUMENT',
  'upload/:relatedObject/:relatedObjectId': 'TITLE_UPLOAD',
  'people/:id/trainings': 'TITLE_TRAININGS',
  'trainings/:trainingId/employees/:id': 'TITLE_TRAINING_PARTICIPANT',
  'assets/:id': 'TITLE_ASSET',
  'fleet/:id': 'TITLE_VEHICLE',
  'fleet/new': 'TITLE_ADD_VEHICLE',
  'people/:id/contracts/add': 'TITLE_ADD_CONTRACT',
  'people/:id/contracts/:contractId': 'TITLE_CONTRACT',
  'settings/contracts/templates': 'TITLE_CONTRACT_TEMPLATES',
  'settings/contracts/templates/:templateId': 'TITLE_CONTRACT_TEMPLATE',
  '*': 'TITLE_NOT_FOUND',
};

/** The routes with `handle.title` set from ROUTE_TITLES where a route has none of its own. */
export function withRouteTitles(routes: RouteObject[], parent = ''): RouteObject[] {
  return routes.map((route) => {
    const path =
      route.path === undefined ? parent : parent && route.path ? `${parent}/${route.path}` : (route.path ?? parent);
    const handle = (route.handle ?? {}) as RouteHandle;
    const title = handle.title ?? (route.path !== undefined ? ROUTE_TITLES[path] : undefined);
    const children = route.children ? withRouteTitles(route.children, path) : undefined;
    return {
      ...route,
      ...(title ? { handle: { ...handle, title } } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}
