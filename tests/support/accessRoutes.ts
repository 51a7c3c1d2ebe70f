// Every REST route (by its OpenAPI `METHOD path`) with the domain rule it decides with and a request about a
// person. tests/integration/accessMatrix.test.ts and the tenant-isolation tests enumerate the routes from
// /api/openapi.json and fail on a route missing here, so a new route cannot be forgotten.
import type { PersonFacts, ProfileAction, ProfileSection } from '@people/domain/permissions';
import type { ContractFixtures } from './contractFixtures';
import type { DocumentFixtures } from './documentFixtures';
import type { SoftwareReviewFixtures } from './softwareReviewFixtures';

export const YEAR = 2026;

/** Ids a request needs besides the person: the person's wage, a day-off type of the year, the integration. */
export interface Fixtures extends SoftwareReviewFixtures, DocumentFixtures, ContractFixtures {
  wageOf(person: number): number;
  dayOffType: number;
  /** A leave-accrual type of the year (corrections are for those). */
  accrualType: number;
  ruleset: number;
  integration: number;
  /** Support/budgetFixtures.ts: a fresh budget and a fresh item of the person on every call. */
  budgetOf(person: number): number;
  budgetItemOf(person: number): number;
}

interface PersonRequest {
  path: string;
  body?: unknown;
  /** A multipart upload of a small PNG as `file`. */
  upload?: true;
}

export type Rule =
  /** A read of a section of the person: 404 when not found, 403 without maySee. */
  | { see: ProfileSection }
  /** A change: 404 when not found, 403 without mayDo (with some person facts set aside, as the route does). */
  | { do: ProfileAction; regardless?: Partial<PersonFacts> }
  /** A company setting about a person: 403 without mayDo(action) on the company, then 404 when not found. */
  | { settings: ProfileAction }
  /** A batch read: the people (or their items) the caller may not see are left out, never refused. */
  | { batch: ProfileSection | 'items' }
  /** Not about a person (sign-in, the caller, company settings, files by name); covered by their own tests. */
  | { none: string };

export interface RouteCase {
  rule: Rule;
  /** The request about person `id`; absent for routes not about a person. */
  request?: (id: number, fixtures: Fixtures) => PersonRequest;
}

const body = (path: string, b: unknown): PersonRequest => ({ path, body: b });
// A restore answers 404 for a row that is not deleted before any rule decides, so no fixture row can show the rule.
const RESTORED = 'decided as its delete, on a row deleted within 30 days (softDelete.test.ts)';
/** A 1×1 PNG, a valid drawn signature (part 2 §7 signInternally base64_signature). */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const ROUTES: Record<string, RouteCase> = {
  'POST /api/auth/login': { rule: { none: 'sign-in' } },
  'POST /api/auth/logout': { rule: { none: 'sign-out ends only the caller’s own sessions' } },
  'POST /api/auth/viewer/language': {
    rule: { none: 'the caller’s own interface language: every user may, about nobody else' },
  },
  'GET /api/auth/demo': { rule: { none: 'the demo sign-ins' } },
  'GET /api/auth/viewer': { rule: { none: 'the caller' } },
  // Audit log: admins only (part 1 §2 history), then 404 for a person the admin cannot find.
  'GET /api/audit_log': {
    rule: { settings: 'historyLink' },
    request: (id) => ({ path: `/api/audit_log?employee_id=${id}` }),
  },
  'GET /api/employees': {
    rule: { batch: 'header' },
    request: () => ({ path: '/api/employees?limit=100&include_archived=1' }),
  },
  'GET /api/employees/batch': {
    rule: { batch: 'header' },
    request: (id) => ({ path: `/api/employees/batch?ids=${id}` }),
  },
  'GET /api/employees/personal_details/batch': {
    rule: { batch: 'personalInformation' },
    request: (id) => ({ path: `/api/employees/personal_details/batch?ids=${id}` }),
  },
  'GET /api/employees/{id}': { rule: { see: 'header' }, request: (id) => ({ path: `/api/employees/${id}` }) },
  'GET /api/teams/batch': { rule: { none: 'company teams' } },
  'GET /api/departments/batch': { rule: { none: 'company departments' } },
  // Bodies a permitted caller's request ends in a state code for (an open contract, a person not archived), so the
  // matrix changes as little as it can.
  'POST /api/employees/delete': {
    rule: { do: 'archive', regardless: { hasWage: false, deleted: false } },
    request: (id) => body('/api/employees/delete', { id }),
  },
  'POST /api/employees/reactivate': {
    rule: { do: 'unarchive', regardless: { deleted: true } },
    request: (id) => body('/api/employees/reactivate', { id }),
  },
  'POST /api/employees/hardDelete': {
    rule: { do: 'hardDelete', regardless: { deleted: true } },
    request: (id) => body('/api/employees/hardDelete', { id }),
  },
  'POST /api/employees/setSensitive': {
    rule: { do: 'setSensitive' },
    request: (id) => body('/api/employees/setSensitive', { id, sensitive: 0 }),
  },
  'GET /api/employees/{id}/reports_to': {
    rule: { see: 'reportingTo' },
    request: (id) => ({ path: `/api/employees/${id}/reports_to` }),
  },
  'GET /api/employees/{id}/parallel_employee_ids': {
    rule: { see: 'header' },
    request: (id) => ({ path: `/api/employees/${id}/parallel_employee_ids` }),
  },
  'GET /api/employees/permissions/batch': {
    rule: { batch: 'header' },
    request: (id) => ({ path: `/api/employees/permissions/batch?ids=${id}` }),
  },
  'GET /api/activity/get': {
    rule: { see: 'activityFeed' },
    request: (id) => ({ path: `/api/activity/get?relatedObject=employee&relatedObjectId=${id}&page=0` }),
  },
  'POST /api/activity/addNote': {
    rule: { do: 'addNote' },
    request: (id) =>
      body('/api/activity/addNote', { relatedObject: 'employee', relatedObjectId: id, note: 'access matrix' }),
  },
  'GET /api/activity/batch': { rule: { batch: 'items' } },
  'GET /api/files/list': {
    rule: { see: 'documents' },
    request: (id) => ({ path: `/api/files/list?relatedObject=employee&relatedObjectId=${id}` }),
  },
  'GET /api/files/batch': { rule: { batch: 'items' } },
  'GET /api/contracts/list': {
    rule: { see: 'contracts' },
    request: (id) => ({ path: `/api/contracts/list?employee_id=${id}` }),
  },
  'GET /api/contracts/oneDayContracts': {
    rule: { see: 'contracts' },
    request: (id) => ({ path: `/api/contracts/oneDayContracts?employee_id=${id}` }),
  },
  'GET /api/contracts/batch': { rule: { batch: 'items' } },
  'GET /api/contracts/shortcodes/batch': { rule: { batch: 'items' } },
  'POST /api/contracts/deleteOneDayContract': {
    rule: { do: 'editDayContract' },
    request: (id) =>
      body('/api/contracts/deleteOneDayContract', { employee_id: id, contract_start_date: '01/01/2001' }),
  },
  'GET /api/trainings/participations': {
    rule: { see: 'trainings' },
    request: (id) => ({ path: `/api/trainings/participations?employee_id=${id}&per_page=4` }),
  },
  'GET /api/assets/list': {
    rule: { see: 'assets' },
    request: (id) => ({ path: `/api/assets/list?employee_id=${id}` }),
  },
  'GET /api/employees/{id}/cars': { rule: { see: 'fleet' }, request: (id) => ({ path: `/api/employees/${id}/cars` }) },
  'GET /api/assets/batch': { rule: { batch: 'items' } },
  'GET /api/vehicles/batch': { rule: { batch: 'items' } },
  'GET /api/seniority_dates/{employee_id}': {
    rule: { see: 'header' },
    request: (id) => ({ path: `/api/seniority_dates/${id}` }),
  },
  'POST /api/seniority_dates/update': {
    rule: { do: 'edit' },
    request: (id) => body('/api/seniority_dates/update', { employee_id: id, seniority_date: '2015-03-01' }),
  },
  'GET /api/selfservice_pincodes/{employee_id}/status': {
    rule: { see: 'selfServiceStatus' },
    request: (id) => ({ path: `/api/selfservice_pincodes/${id}/status` }),
  },
  'POST /api/selfservice_pincodes/removePincode': {
    rule: { do: 'resetPincode' },
    request: (id) => body('/api/selfservice_pincodes/removePincode', { employee_id: id }),
  },
  'POST /api/selfservice/invite': {
    rule: { do: 'inviteSelfService' },
    request: (id) => body('/api/selfservice/invite', { employee_id: id }),
  },
  // Dimona: the company's integrations are company data every user of it reads (the viewer lists them too).
  'GET /api/integrations/{id}/detail': { rule: { none: 'a company integration' } },
  'GET /api/integrations/{id}/lists': { rule: { none: 'a company integration' } },
  'GET /api/integrations/{id}/features': { rule: { none: 'a company integration' } },
  'GET /api/integrations/batch': { rule: { none: 'company integrations' } },
  'GET /api/dimona/status': {
    rule: { see: 'contracts' },
    request: (id) => ({ path: `/api/dimona/status?employee_id=${id}&contract_start_date=01/01/2001` }),
  },
  // Statuses on one day: who has a one-day contract that day differs per person, so tests/integration/dimona.test.ts
  // covers the people left out (visibleRows on 'contracts').
  'GET /api/dimona/status/batch': { rule: { none: 'Dimona statuses on a day, filtered by visibleRows(contracts)' } },
  'POST /api/dimona/editContract': {
    rule: { do: 'editDayContract' },
    request: (id) =>
      body('/api/dimona/editContract', {
        employee_id: id,
        contract_start_date: '01/01/2001',
        StartingHour: 540,
        EndingHour: 1020,
        ContractType: 'Flex',
        Parcom: '302',
      }),
  },
  'POST /api/integrations/unlinkPerson': {
    rule: { do: 'unlink', regardless: { linkedToIntegration: true } },
    request: (id, f) => body('/api/integrations/unlinkPerson', { integration_id: f.integration, person_id: id }),
  },
  'GET /api/integrations/canRelinkPerson': {
    rule: { do: 'canRelinkCheck' },
    request: (id, f) => ({ path: `/api/integrations/canRelinkPerson?integration_id=${f.integration}&person_id=${id}` }),
  },
  'POST /api/integrations/relinkPerson': {
    rule: { do: 'relink', regardless: { linkedToIntegration: false } },
    request: (id, f) => body('/api/integrations/relinkPerson', { integration_id: f.integration, person_id: id }),
  },
  'POST /api/integrations/startImportPerson': {
    rule: { do: 'sync' },
    request: (id, f) => body('/api/integrations/startImportPerson', { integration_id: f.integration, person_id: id }),
  },
  'POST /api/employees/{id}/avatar': {
    rule: { do: 'uploadAvatar' },
    request: (id) => ({ path: `/api/employees/${id}/avatar`, upload: true }),
  },
  'GET /api/avatars/{file}': { rule: { none: 'an image by its unguessable name' } },
  'GET /api/wages': { rule: { batch: 'wage' }, request: (id) => ({ path: `/api/wages?employee_ids=${id}` }) },
  'POST /api/wages': {
    rule: { do: 'setNewWage' },
    // Before the current wage: a permitted caller gets the overlap's 4xx, nothing is stored.
    request: (id) =>
      body('/api/wages', {
        employee_id: id,
        start_date: '2001-01-01',
        type: 'employee_paid_monthly',
        rate: 3000,
        registration_country_code: 'BE',
      }),
  },
  'GET /api/wages/batch': { rule: { batch: 'items' } },
  'GET /api/wages/recurring_holidays': { rule: { batch: 'items' } },
  'GET /api/wages/pending_contract_status': {
    rule: { see: 'wage' },
    request: (id) => ({ path: `/api/wages/pending_contract_status?employee_id=${id}` }),
  },
  'POST /api/wages/terminate': {
    rule: { do: 'terminate', regardless: { hasWage: true, wageHasEndDate: false } },
    request: (id) => body('/api/wages/terminate', { employee_id: id, termination_date: '2001-01-01' }),
  },
  'POST /api/wages/{id}': { rule: { do: 'setNewWage' }, request: (id, f) => body(`/api/wages/${f.wageOf(id)}`, {}) },
  // Software (part 2 §6, §7). The catalogue and the company lists are not about a person (software.test.ts).
  'GET /api/software/products/list': { rule: { none: 'the company software catalogue (software.test.ts)' } },
  'GET /api/software/products/batch': { rule: { none: 'the company software catalogue' } },
  'GET /api/software/products/{id}/detail': { rule: { none: 'the company software catalogue (software.test.ts)' } },
  'GET /api/software/products/{id}/custom-fields': {
    rule: { none: 'the company software catalogue (software.test.ts)' },
  },
  'POST /api/software/products/add': {
    rule: { none: 'the company software catalogue, manageSoftwareProducts (software.test.ts)' },
  },
  'POST /api/software/products/edit': {
    rule: { none: 'the company software catalogue, manageSoftwareProducts (software.test.ts)' },
  },
  'POST /api/software/products/delete': {
    rule: { none: 'the company software catalogue, manageSoftwareProducts (software.test.ts)' },
  },
  'GET /v1/companies/suggest': { rule: { none: 'logo suggestions from the shipped catalogue (software.test.ts)' } },
  'GET /api/software/licenses/list': { rule: { none: 'company list, people the caller may find (software.test.ts)' } },
  'GET /api/software/licenses/list/excel': {
    rule: { none: 'company export, exportSoftwareLicenses (software.test.ts)' },
  },
  'GET /api/software/licenses/list/grouped': {
    rule: { none: 'company list, people the caller may find (software.test.ts)' },
  },
  'GET /api/software/licenses/product/{id}/list': {
    rule: { none: 'company list, people the caller may find (software.test.ts)' },
  },
  'GET /api/software/licenses/batch': { rule: { batch: 'items' } },
  'GET /api/software/licenses/employee/{employee_id}/list': {
    rule: { see: 'software' },
    request: (id) => ({ path: `/api/software/licenses/employee/${id}/list?per_page=4` }),
  },
  'GET /api/software/licenses/{id}/detail': {
    rule: { see: 'software' },
    request: (id, f) => ({ path: `/api/software/licenses/${f.licenseOf(id)}/detail` }),
  },
  // Every person has an active license of the fixture product: a permitted add answers LICENSE_EXISTS.
  'POST /api/software/licenses/add': {
    rule: { do: 'addSoftware' },
    request: (id, f) => body('/api/software/licenses/add', { product_id: f.product, employee_id: id }),
  },
  'POST /api/software/licenses/edit': {
    rule: { do: 'addSoftware' },
    request: (id, f) => body('/api/software/licenses/edit', { license_id: f.licenseOf(id), username: 'access.matrix' }),
  },
  'POST /api/software/licenses/delete': {
    rule: { do: 'addSoftware' },
    request: (id, f) => body('/api/software/licenses/delete', { license_id: f.licenseOf(id) }),
  },
  'POST /api/software/licenses/reactivate': {
    rule: { do: 'addSoftware' },
    request: (id, f) => body('/api/software/licenses/reactivate', { license_id: f.licenseOf(id) }),
  },
  // Performance reviews (part 2 §6, §7). The company lists and reports are not about a person (reviews.test.ts).
  'GET /api/performance_evaluations/list': {
    rule: { none: 'company list, people the caller may find (reviews.test.ts)' },
  },
  'GET /api/performance_evaluations/listGrouped': {
    rule: { none: 'company list, people the caller may find (reviews.test.ts)' },
  },
  'GET /api/performance_evaluations/types': { rule: { none: 'company review types' } },
  'GET /api/performance_evaluations/batch': { rule: { batch: 'items' } },
  'GET /api/stats/performance_evaluations/getReviewReports': { rule: { none: 'company reports (reviews.test.ts)' } },
  'GET /api/stats/performance_evaluations/getReviewReports/excel': {
    rule: { none: 'company export, exportReviewReports (reviews.test.ts)' },
  },
  'GET /api/stats/performance_evaluations/getPerformanceEvaluationsForPerson': {
    rule: { see: 'performanceReviews' },
    request: (id) => ({
      path: `/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson?employee_id=${id}&page=0&per_page=3`,
    }),
  },
  'GET /api/performance_evaluations/{id}/detail': {
    rule: { see: 'performanceReviews' },
    request: (id, f) => ({ path: `/api/performance_evaluations/${f.reviewOf(id)}/detail` }),
  },
  // A type that does not exist: a permitted add answers its 404 about the type, nothing is stored.
  'POST /api/performance_evaluations/add': {
    rule: { do: 'manageReviews' },
    request: (id) =>
      body('/api/performance_evaluations/add', {
        employee_id: id,
        date_evaluation: '2026-09-01',
        evaluation_type_id: 999999,
      }),
  },
  // The fixture review is sent: a permitted edit, finish or send answers REVIEW_ALREADY_SENT.
  'POST /api/performance_evaluations/edit': {
    rule: { do: 'manageReviews' },
    request: (id, f) =>
      body('/api/performance_evaluations/edit', { performance_evaluation_id: f.reviewOf(id), summary: 'x' }),
  },
  'POST /api/performance_evaluations/finish': {
    rule: { do: 'manageReviews' },
    request: (id, f) =>
      body('/api/performance_evaluations/finish', { performance_evaluation_id: f.reviewOf(id), reason: 'x' }),
  },
  'POST /api/performance_evaluations/finishAndSendToEmployee': {
    rule: { do: 'manageReviews' },
    request: (id, f) =>
      body('/api/performance_evaluations/finishAndSendToEmployee', { performance_evaluation_id: f.reviewOf(id) }),
  },
  'POST /api/performance_evaluations/setNotification': {
    rule: { do: 'manageReviews' },
    request: (id, f) =>
      body('/api/performance_evaluations/setNotification', {
        performance_evaluation_id: f.reviewOf(id),
        notify_employees_id: '',
      }),
  },
  'POST /api/performance_evaluations/delete': {
    rule: { do: 'manageReviews' },
    request: (id, f) => body('/api/performance_evaluations/delete', { performance_evaluation_id: f.spareReviewOf(id) }),
  },
  'POST /api/performance_evaluations/restore': { rule: { none: RESTORED } },
  'GET /api/days_off/personal_days_off': {
    rule: { see: 'daysOffUsage' },
    request: (id) => ({ path: `/api/days_off/personal_days_off?employee_id=${id}&year=${YEAR}` }),
  },
  'GET /api/weekly_schedule/{employee_id}': {
    rule: { see: 'daysOffUsage' },
    request: (id) => ({ path: `/api/weekly_schedule/${id}?year=${YEAR}` }),
  },
  'GET /api/days_off/budget_usage': {
    rule: { see: 'daysOffUsage' },
    request: (id) => ({ path: `/api/days_off/budget_usage?employee_id=${id}&year=${YEAR}` }),
  },
  'POST /api/days_off/personal_days_off/add': {
    rule: { do: 'planDaysOff' },
    request: (id) =>
      body('/api/days_off/personal_days_off/add', {
        employee_id: id,
        type: 'sick_day',
        date_0: '2026-06-27',
        duration_minutes_0: 'all_day',
      }),
  },
  'POST /api/days_off/personal_days_off/add_by_ruleset': {
    rule: { do: 'planDaysOff' },
    request: (id, f) =>
      body('/api/days_off/personal_days_off/add_by_ruleset', {
        employee_id: id,
        ruleset_id: f.ruleset,
        date_0: '2026-06-28',
        duration_minutes_0: 'all_day',
      }),
  },
  'POST /api/days_off/personal_days_off/remove': {
    rule: { do: 'planDaysOff' },
    request: (id) => body('/api/days_off/personal_days_off/remove', { employee_id: id, entry_id_0: 999999 }),
  },
  'POST /api/days_off/company_days_off/remove_for_employee': {
    rule: { do: 'planDaysOff' },
    request: (id) =>
      body('/api/days_off/company_days_off/remove_for_employee', { employee_id: id, date: '2026-12-25' }),
  },
  'POST /api/days_off/replan_all_rulesets': {
    rule: { do: 'replanDaysOff' },
    request: (id) => body('/api/days_off/replan_all_rulesets', { employee_id: id, year: YEAR }),
  },
  // Leave requests (domain leaveRequests.ts): the history reads as the person's days off; the decisions name requests
  // by id and refuse one's own with OWN_REQUEST_NOT_DECIDED, not 403, so leaveRequests.test.ts holds their matrix.
  'GET /api/days_off/requests/employee/{employee_id}': {
    rule: { see: 'daysOffUsage' },
    request: (id) => ({ path: `/api/days_off/requests/employee/${id}?year=${YEAR}` }),
  },
  'GET /api/days_off/requests/batch': { rule: { batch: 'items' } },
  'GET /api/days_off/requests/to_decide': {
    rule: { none: 'the caller’s own list: the pending requests they may decide (leaveRequests.test.ts)' },
  },
  'GET /api/days_off/requests/to_decide/count': {
    rule: { none: 'the caller’s own count of requests to decide (leaveRequests.test.ts)' },
  },
  'POST /api/days_off/requests/approve': {
    rule: { none: 'requests by id: 404 unseen, 403 without decideDaysOff, 422 one’s own (leaveRequests.test.ts)' },
  },
  'POST /api/days_off/requests/decline': {
    rule: { none: 'requests by id: 404 unseen, 403 without decideDaysOff, 422 one’s own (leaveRequests.test.ts)' },
  },
  // Verzuim (part 1 §6: daysoff/verzuim and calendar access). Calls by verzuim id are tests/integration/verzuim.test.ts'.
  'GET /api/days_off/personal_days_off/{employee_id}/verzuim/list': {
    rule: { see: 'verzuim' },
    request: (id) => ({ path: `/api/days_off/personal_days_off/${id}/verzuim/list?year=${YEAR}` }),
  },
  'GET /api/days_off/personal_days_off/verzuim/by_employees': {
    rule: { batch: 'verzuim' },
    request: (id) => ({ path: `/api/days_off/personal_days_off/verzuim/by_employees?employee_ids=${id}&year=${YEAR}` }),
  },
  'GET /api/days_off/personal_days_off/verzuim/batch': { rule: { batch: 'items' } },
  'GET /api/days_off/personal_days_off/verzuim/{verzuim_id}': { rule: { none: 'a verzuim by id (verzuim.test.ts)' } },
  'GET /api/days_off/personal_days_off/{day_off_id}/getVerzuimItemByDayOffId': {
    rule: { none: 'a verzuim by day-off id (verzuim.test.ts)' },
  },
  'POST /api/days_off/personal_days_off/verzuim/reportVerzuimStart': {
    rule: { do: 'reportVerzuim' },
    request: (id) =>
      body('/api/days_off/personal_days_off/verzuim/reportVerzuimStart', { employee_id: id, start_date: '2026-06-29' }),
  },
  'POST /api/days_off/personal_days_off/verzuim/reportVerzuimPartialRecovery': {
    rule: { do: 'reportVerzuim' },
    request: (id) =>
      body('/api/days_off/personal_days_off/verzuim/reportVerzuimPartialRecovery', {
        employee_id: id,
        start_date: '2026-06-30',
        recovery_percentage: 50,
        previous_verzuim_id: 999999,
      }),
  },
  'POST /api/days_off/personal_days_off/verzuim/editVerzuimItem': {
    rule: { none: 'a verzuim by id (verzuim.test.ts)' },
  },
  'POST /api/days_off/personal_days_off/verzuim/setVerzuimEndDate': {
    rule: { none: 'a verzuim by id (verzuim.test.ts)' },
  },
  'POST /api/days_off/personal_days_off/verzuim/deleteVerzuimItem': {
    rule: { none: 'a verzuim by id (verzuim.test.ts)' },
  },
  'GET /api/days_off/day_off_types': {
    rule: { see: 'daysOffUsage' },
    request: (id) => ({ path: `/api/days_off/day_off_types?year=${YEAR}&for_who=${id}` }),
  },
  'POST /api/days_off/day_off_types': { rule: { none: 'company settings (daysOffSettings.test.ts)' } },
  'GET /api/days_off/day_off_types/missing': { rule: { none: 'company settings' } },
  'GET /api/days_off/day_off_types/exceptions': { rule: { none: 'company settings, admins only' } },
  'GET /api/days_off/day_off_types/batch': { rule: { none: 'company settings' } },
  'GET /api/days_off/day_off_types/exceptions/batch': { rule: { none: 'company settings, admins only' } },
  'GET /api/days_off/rulesets/batch': { rule: { none: 'company settings' } },
  'GET /api/days_off/accrual/corrections': { rule: { none: 'company settings, admins only' } },
  'POST /api/days_off/day_off_types/copy_missing': { rule: { none: 'company settings (daysOffSettings.test.ts)' } },
  'POST /api/days_off/day_off_types/{id}': { rule: { none: 'company settings (daysOffSettings.test.ts)' } },
  'POST /api/days_off/day_off_types/{id}/exceptions': {
    rule: { settings: 'manageDayOffTypes' },
    request: (id, f) =>
      body(`/api/days_off/day_off_types/${f.dayOffType}/exceptions`, { employee_id: id, limitation: 'unlimited' }),
  },
  'POST /api/days_off/day_off_types/{id}/accrual/corrections': {
    rule: { settings: 'manageDayOffTypes' },
    request: (id, f) =>
      body(`/api/days_off/day_off_types/${f.accrualType}/accrual/corrections`, {
        employee_id: id,
        date: '2026-01-01',
        minutes: 60,
      }),
  },
  'GET /api/days_off/company_days_off': { rule: { none: 'company holidays' } },
  'POST /api/days_off/company_days_off': { rule: { none: 'company holidays (daysOffSettings.test.ts)' } },
  'GET /api/days_off/company_days_off/batch': { rule: { none: 'company holidays' } },
  'POST /api/days_off/company_days_off/{id}/delete': { rule: { none: 'company holidays (daysOffSettings.test.ts)' } },
  // Workflows. A person's workflows are their section; a workflow, task, template or item by its id decides on
  // its person (or is company settings), covered by tests/integration/workflows.test.ts.
  'GET /api/workflows/list': {
    rule: { see: 'workflows' },
    request: (id) => ({ path: `/api/workflows/list?employee_id=${id}` }),
  },
  'GET /api/workflows/tasks/employee/{employee_id}/list': {
    rule: { see: 'workflows' },
    request: (id) => ({ path: `/api/workflows/tasks/employee/${id}/list` }),
  },
  // A template that does not exist: a permitted caller gets its 404, nothing is started.
  'POST /api/workflows/startWorkflow': {
    rule: { do: 'assignWorkflow' },
    request: (id) =>
      body('/api/workflows/startWorkflow', {
        employee_id: id,
        workflow_template_id: 999999,
        workflow_date: '2026-07-01',
      }),
  },
  'GET /api/workflows/batch': { rule: { batch: 'items' } },
  'GET /api/workflows/tasks/batch': { rule: { batch: 'items' } },
  'GET /api/workflows/{workflow_id}/detail': { rule: { none: 'a workflow by id (workflows.test.ts)' } },
  'POST /api/workflows/delete': { rule: { none: 'a workflow by id (workflows.test.ts)' } },
  'GET /api/workflows/tasks/{task_id}/detail': {
    rule: { none: 'a task by id, also for its responsible person (workflows.test.ts)' },
  },
  'POST /api/workflows/tasks/closeTask': {
    rule: { none: 'a task by id, also for its responsible person (workflows.test.ts)' },
  },
  'POST /api/workflows/tasks/reopenTask': {
    rule: { none: 'a task by id, also for its responsible person (workflows.test.ts)' },
  },
  'POST /api/workflows/tasks/createNewTaskForWorkflow': { rule: { none: 'a workflow by id (workflows.test.ts)' } },
  'POST /api/workflows/tasks/edit': { rule: { none: 'a task by id (workflows.test.ts)' } },
  'POST /api/workflows/task/item/delete': { rule: { none: 'a task by id (workflows.test.ts)' } },
  'GET /api/workflows/tasks/list': { rule: { none: "the caller's own tasks" } },
  'GET /api/workflows/tasks/list/all': { rule: { batch: 'items' } },
  'GET /api/workflows/tasks/assignedCount': { rule: { none: 'a user, not a person (workflows.test.ts)' } },
  'POST /api/workflows/tasks/reassign': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'GET /api/workflows/assignees': { rule: { none: 'company users' } },
  'GET /api/workflows/templates/list': { rule: { none: 'company settings' } },
  'GET /api/workflows/templates/batch': { rule: { none: 'company settings' } },
  'GET /api/workflows/templates/{template_id}/detail': { rule: { none: 'company settings' } },
  'GET /api/workflows/templates/hashtags': { rule: { none: 'company settings' } },
  'POST /api/workflows/templates/add': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'POST /api/workflows/templates/edit': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'POST /api/workflows/templates/delete': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'POST /api/workflows/templates/copy': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'POST /api/workflows/templates/{template_id}/updateTaskOrder': {
    rule: { none: 'company settings, admins only (workflows.test.ts)' },
  },
  'GET /api/workflows/templates/items/{id}/detail': { rule: { none: 'company settings' } },
  'GET /api/workflows/templates/items/batch': { rule: { none: 'company settings' } },
  'POST /api/workflows/templates/items/add': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'POST /api/workflows/templates/items/edit': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'POST /api/workflows/templates/items/delete': { rule: { none: 'company settings, admins only (workflows.test.ts)' } },
  'GET /api/workflows/templates/items/assignedCount': { rule: { none: 'a user, not a person (workflows.test.ts)' } },
  'POST /api/workflows/templates/items/reassign': {
    rule: { none: 'company settings, admins only (workflows.test.ts)' },
  },
  // Budgets (part 1 §6, part 2 §6). Routes by a budget's or item's id decide on its person.
  'GET /api/budgets/{id}/detail': {
    rule: { see: 'budgets' },
    request: (id, f) => ({ path: `/api/budgets/${f.budgetOf(id)}/detail` }),
  },
  'GET /api/budgets/{year}/defaults': { rule: { none: 'company budget types, budget access (budgets.test.ts)' } },
  'GET /api/budgets/employee/{id}/{year}/list': {
    rule: { see: 'budgets' },
    request: (id) => ({ path: `/api/budgets/employee/${id}/${YEAR}/list` }),
  },
  'GET /api/budgets/items/budget/{employeeId}/{year}/list': {
    rule: { see: 'budgets' },
    request: (id) => ({ path: `/api/budgets/items/budget/${id}/${YEAR}/list` }),
  },
  'GET /api/budgets/usage': {
    rule: { see: 'budgets' },
    request: (id) => ({ path: `/api/budgets/usage?employee_id=${id}&year=${YEAR}` }),
  },
  'GET /api/budgets/batch': { rule: { batch: 'items' } },
  'GET /api/budgets/list': { rule: { batch: 'items' } },
  'GET /api/budgets/items/batch': { rule: { batch: 'items' } },
  'POST /api/budgets/add': {
    rule: { do: 'addBudget' },
    request: (id) =>
      body('/api/budgets/add', { employee_id: id, budget_type: 'Access matrix', year: 2001, maximum: 10 }),
  },
  'POST /api/budgets/edit': {
    rule: { do: 'editBudget' },
    request: (id, f) => body('/api/budgets/edit', { budget_id: f.budgetOf(id), maximum: 100 }),
  },
  'POST /api/budgets/delete': {
    rule: { do: 'editBudget' },
    request: (id, f) => body('/api/budgets/delete', { budget_id: f.budgetOf(id) }),
  },
  'POST /api/budgets/restore': { rule: { none: RESTORED } },
  // A permitted caller without a budget of that type gets the 404 about the budget: allowed.
  'POST /api/budgets/items/add': {
    rule: { do: 'manageBudgetItems' },
    request: (id) =>
      body('/api/budgets/items/add', {
        employee_id: id,
        budget_type: 'Access matrix',
        year: 2001,
        item_name: 'Access matrix',
        cost: 1,
      }),
  },
  'POST /api/budgets/items/delete': {
    rule: { do: 'manageBudgetItems' },
    request: (id, f) => body('/api/budgets/items/delete', { item_id: f.budgetItemOf(id) }),
  },
  // Commutes (part 1 §6, part 2 §7).
  'GET /api/employee/{id}/commute': {
    rule: { see: 'commute' },
    request: (id) => ({ path: `/api/employee/${id}/commute` }),
  },
  'GET /api/employee/{id}/commutesHistory': {
    rule: { see: 'commute' },
    request: (id) => ({ path: `/api/employee/${id}/commutesHistory` }),
  },
  'GET /api/employee/{id}/currentVariableCommute/{month}/{year}': {
    rule: { see: 'commute' },
    request: (id) => ({ path: `/api/employee/${id}/currentVariableCommute/5/${YEAR}` }),
  },
  'GET /api/employee/{id}/checkIfLatestCommuteIsVariable': {
    rule: { see: 'commute' },
    request: (id) => ({ path: `/api/employee/${id}/checkIfLatestCommuteIsVariable` }),
  },
  // A permitted caller ends in 409 COMMUTE_NOT_VARIABLE or saves the month: allowed.
  'POST /api/employee/{id}/saveVariableCommuteDays': {
    rule: { do: 'editCommute' },
    request: (id) => body(`/api/employee/${id}/saveVariableCommuteDays`, { days: 1, month: 1, year: 2001 }),
  },
  'GET /api/commutes/groupHasVariableCommutes': {
    rule: { none: 'the commute section without a person (commutes.test.ts)' },
  },
  'POST /api/employees/commutes/updateCommute': {
    rule: { do: 'editCommute' },
    request: (id) =>
      body('/api/employees/commutes/updateCommute', {
        employee_id: id,
        type: 'fixed',
        transport_type: 'car',
        distance_km: 1,
        days_per_week: 1,
        start_date: '2001-01-01',
      }),
  },
  'GET /api/auditlogs/commutes/list': {
    rule: { none: 'the commute section without a person, then people the caller finds (commutes.test.ts)' },
  },
  'GET /api/auditlogs/commutes/firstLogTimestamp': {
    rule: { none: 'the commute section without a person (commutes.test.ts)' },
  },
  'GET /api/commutes/employees': {
    rule: { batch: 'commute' },
    request: (id) => ({ path: `/api/commutes/employees?employee_ids=${id}` }),
  },
  'GET /api/commutes/batch': { rule: { batch: 'items' } },
  // The people directory: what the list shows, as a file or as the filters' choices (peopleDirectory.test.ts).
  'GET /api/employees/export': {
    rule: {
      none: "the people list as a file: the list's people, wage columns with wage access (peopleDirectory.test.ts)",
    },
  },
  'GET /api/employees/directory_filters': {
    rule: {
      none: "the choices of the people list's filters among the people the caller finds (peopleDirectory.test.ts)",
    },
  },
  // The detail's roles, reporting lines, team and department for a page of people.
  'GET /api/employees/detail/batch': {
    rule: { batch: 'header' },
    request: (id) => ({ path: `/api/employees/detail/batch?ids=${id}` }),
  },
  // Editing a person: a stale version, so a permitted caller ends in 409 EDIT_CONFLICT and nothing changes.
  'POST /api/employees/updatePersonalDetails': {
    rule: { do: 'editPersonalDetails' },
    request: (id) => body('/api/employees/updatePersonalDetails', { id, version: 999999 }),
  },
  'POST /api/employees/updateContact': {
    rule: { do: 'editPersonalDetails' },
    request: (id) => body('/api/employees/updateContact', { id, version: 999999 }),
  },
  'POST /api/employees/updateAddress': {
    rule: { do: 'editPersonalDetails' },
    request: (id) => body('/api/employees/updateAddress', { id, version: 999999 }),
  },
  'POST /api/employees/updateTeam': {
    rule: { do: 'setTeam' },
    request: (id) => body('/api/employees/updateTeam', { id, version: 999999, team_id: null }),
  },
  'POST /api/employees/updateReportsTo': {
    rule: { do: 'editReportsTo' },
    request: (id) =>
      body('/api/employees/updateReportsTo', { id, version: 999999, reports_to_id: null, reports_to_extra_id: null }),
  },
  'POST /api/employees/addRole': {
    rule: { do: 'editRole' },
    request: (id) => body('/api/employees/addRole', { id, version: 999999, title: 'x', start_date: '2001-01-01' }),
  },
  'POST /api/employees/editRole': {
    rule: { do: 'editRole' },
    request: (id) =>
      body('/api/employees/editRole', {
        id,
        version: 999999,
        role_id: 1,
        title: 'x',
        start_date: '2001-01-01',
        end_date: null,
      }),
  },
  'GET /api/teams': { rule: { none: 'company teams' } },
  // Managers, custom fields and reminders (part 1 §2; §6 hidden for light group access). The batch reads leave
  // out the people the caller may not (mayDo editManagers, maySee customFields, mayDo manageReminders): a person may
  // have no rows at all, so tests/integration/personPages.test.ts covers them with light access and other tenants.
  'GET /api/employees/managers/batch': {
    rule: { none: 'reporting lines of the people whose managers the caller may edit (personPages.test.ts)' },
  },
  'GET /api/custom_fields/values/batch': {
    rule: { none: 'custom field values of the people whose custom fields the caller sees (personPages.test.ts)' },
  },
  'GET /api/custom_fields': {
    rule: { none: "the company's custom fields: refused to light group access (personPages.test.ts)" },
  },
  'GET /api/reminders/batch': {
    rule: { none: 'reminders about the people the caller may manage reminders of (personPages.test.ts)' },
  },
  'POST /api/employees/updateManagers': {
    rule: { do: 'editManagers' },
    request: (id) =>
      body('/api/employees/updateManagers', {
        id,
        version: 999999,
        reports_to_id: null,
        reports_to_extra_id: null,
        start_date: '2001-01-01',
      }),
  },
  'POST /api/employees/deleteManagerLine': {
    rule: { do: 'editManagers' },
    request: (id) => body('/api/employees/deleteManagerLine', { id, version: 999999, line_id: 999999 }),
  },
  'POST /api/employees/updateCustomFields': {
    rule: { do: 'editCustomFields' },
    request: (id) => body('/api/employees/updateCustomFields', { id, version: 999999, values: [] }),
  },
  'POST /api/reminders/add': {
    rule: { do: 'manageReminders' },
    request: (id) => body('/api/reminders/add', { employee_id: id, remind_on: '2001-01-01', text: 'access matrix' }),
  },
  'POST /api/reminders/setDone': {
    rule: { none: "decided on the reminder's person, mayDo manageReminders (personPages.test.ts)" },
  },
  'POST /api/reminders/delete': {
    rule: { none: "decided on the reminder's person, mayDo manageReminders (personPages.test.ts)" },
  },
  'POST /api/assets/add': {
    rule: { do: 'addAsset' },
    request: (id) => body('/api/assets/add', { employee_id: id, asset_name: 'Access matrix' }),
  },
  'POST /api/assets/update': { rule: { none: "decided on the asset's person, mayDo addAsset (personPages.test.ts)" } },
  'POST /api/employees/add': { rule: { none: 'adding a person: admins only (tests/integration/personEdit.test.ts)' } },
  // A document's file (support/documentFixtures.ts: one stored document per person).
  'POST /api/files/upload/{relatedObject}/{relatedObjectId}': {
    rule: { do: 'uploadDocument' },
    request: (id) => ({ path: `/api/files/upload/employee/${id}`, upload: true }),
  },
  'GET /api/files/{id}/download': {
    rule: { see: 'documents' },
    request: (id, f) => ({ path: `/api/files/${f.documentOf(id)}/download` }),
  },
  // Trainings (part 1 §2 /trainings/{trainingId}/employees/{id}): a permitted caller gets the 404 about the
  // training the person does not take part in: allowed, nothing stored.
  'POST /api/trainings/participations/update': {
    rule: { do: 'editTrainingParticipation' },
    request: (id) =>
      body('/api/trainings/participations/update', {
        employee_id: id,
        training_id: 999999,
        status: 'followed',
        result: null,
      }),
  },
  'POST /api/files/rename': {
    rule: { none: "decided on the document's person, mayDo uploadDocument (linkedChanges.test.ts)" },
  },
  'POST /api/files/delete': {
    rule: { none: "decided on the document's person, mayDo uploadDocument (linkedChanges.test.ts)" },
  },
  'POST /api/files/restore': { rule: { none: RESTORED } },
  'POST /api/cars/add': {
    rule: { do: 'addVehicle' },
    request: (id) => body('/api/cars/add', { employee_id: id, type: 'bicycle', brand: 'Access', model: 'Matrix' }),
  },
  // Contracts (part 1 §6 contract access, part 2 §7). Templates are company settings (readContractTemplates,
  // manageContractTemplates); a route about one contract decides on its person: reading needs the contracts section,
  // changing manageContracts (contractAccess.ts). Each is asked about a real contract of the person
  // (support/contractFixtures.ts): a signed one, so a permitted change ends in its 409 state code and stores nothing, or
  // a soft-deleted one where a signed one would be changed.
  'GET /api/contract/employee/{id}/list': {
    rule: { see: 'contracts' },
    request: (id) => ({ path: `/api/contract/employee/${id}/list` }),
  },
  'POST /api/contracts/addToEmployee': {
    rule: { do: 'manageContracts' },
    request: (id) =>
      body('/api/contracts/addToEmployee', {
        employee_id: id,
        file_type: 'html',
        contract_name: 'Access matrix',
        contract_template_id: 999999,
      }),
  },
  // part 2 §7 policies: a contract of the person from a template (a missing one here, so nothing is stored).
  'POST /api/assets/addAssetPolicy': {
    rule: { do: 'manageContracts' },
    request: (id) =>
      body('/api/assets/addAssetPolicy', { employee_id: id, selected_assets: [999999], template_id: 999999 }),
  },
  'POST /api/cars/addCarPolicy': {
    rule: { none: "about a car, decided on the car's person by manageContracts (contractPolicies.test.ts)" },
  },
  // part 2 §6: the contract history export (contractExport.test.ts reads the file).
  'GET /api/contract/employee/{id}/list/excel': {
    rule: { do: 'exportContractHistory' },
    request: (id) => ({ path: `/api/contract/employee/${id}/list/excel` }),
  },
  'GET /api/contract/list/excel': {
    rule: { none: "the company's contract history, exportContractHistory without a person (contractExport.test.ts)" },
  },
  'GET /api/contract/list': {
    rule: { none: 'the contracts of the people the caller may see (visibleRows on contracts)' },
  },
  'GET /api/contract/pendingInternal': {
    rule: { none: "the caller's own pending signatures, filtered by visibleRows(contracts)" },
  },
  'GET /api/contracts/count': { rule: { none: 'a count over visibleRows(contracts)' } },
  'GET /api/contract/{id}/detail': {
    rule: { see: 'contracts' },
    request: (id, f) => ({ path: `/api/contract/${f.contractOf(id)}/detail` }),
  },
  'GET /api/contract/{id}/exists': {
    rule: { see: 'contracts' },
    request: (id, f) => ({ path: `/api/contract/${f.contractOf(id)}/exists` }),
  },
  'GET /api/contract/{id}/pdf': {
    rule: { see: 'contracts' },
    request: (id, f) => ({ path: `/api/contract/${f.contractOf(id)}/pdf` }),
  },
  'GET /api/contracts/{id}/signers': {
    rule: { see: 'contracts' },
    request: (id, f) => ({ path: `/api/contracts/${f.contractOf(id)}/signers` }),
  },
  'GET /api/contracts/shortcodes/{contract_id}/list': {
    rule: { see: 'contracts' },
    request: (id, f) => ({ path: `/api/contracts/shortcodes/${f.contractOf(id)}/list` }),
  },
  'POST /api/contract/signInternally': {
    rule: { do: 'manageContracts' },
    request: (id, f) =>
      body('/api/contract/signInternally', {
        contract_id: f.deletedContractOf(id),
        name: 'Access matrix',
        base64_signature: PNG_1X1,
        is_second_signer: 0,
      }),
  },
  'POST /api/contracts/{id}/createTemplateContractPDF': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body(`/api/contracts/${f.contractOf(id)}/createTemplateContractPDF`, {}),
  },
  'POST /api/contracts/{id}/processSignicatContracts': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body(`/api/contracts/${f.contractOf(id)}/processSignicatContracts`, {}),
  },
  'POST /api/contracts/{id}/resetSigningMethod': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body(`/api/contracts/${f.contractOf(id)}/resetSigningMethod`, {}),
  },
  'POST /api/contracts/{id}/retryProcessSignicatContracts': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body(`/api/contracts/${f.contractOf(id)}/retryProcessSignicatContracts`, {}),
  },
  'POST /api/contracts/delete': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body('/api/contracts/delete', { contract_id: f.deletedContractOf(id) }),
  },
  'POST /api/contracts/edit': {
    rule: { do: 'manageContracts' },
    request: (id, f) =>
      body('/api/contracts/edit', { contract_id: f.contractOf(id), content_html: '<p>Access matrix</p>' }),
  },
  'POST /api/contracts/editName': {
    rule: { do: 'manageContracts' },
    request: (id, f) =>
      body('/api/contracts/editName', { contract_id: f.contractOf(id), contract_name: 'Access matrix' }),
  },
  'POST /api/contracts/hardDelete': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body('/api/contracts/hardDelete', { contract_id: f.contractOf(id) }),
  },
  // A multipart upload (a small PNG as `file`): a permitted caller meets the signed contract's 409 before the file is read.
  'POST /api/contracts/pdfbased/uploadPDF': {
    rule: { do: 'manageContracts' },
    request: (id, f) => ({ path: `/api/contracts/pdfbased/uploadPDF?contract_id=${f.contractOf(id)}`, upload: true }),
  },
  'POST /api/contracts/sendToEmployee': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body('/api/contracts/sendToEmployee', { contract_id: f.contractOf(id) }),
  },
  'POST /api/contracts/setSigningMethod': {
    rule: { do: 'manageContracts' },
    request: (id, f) =>
      body('/api/contracts/setSigningMethod', { contract_id: f.contractOf(id), signers: ['internal'] }),
  },
  'POST /api/contracts/shortcodes/setCustomShortcodeValue': {
    rule: { do: 'manageContracts' },
    request: (id, f) =>
      body('/api/contracts/shortcodes/setCustomShortcodeValue', {
        contract_id: f.contractOf(id),
        shortcode: 'bonus',
        value: 'Access matrix',
      }),
  },
  'POST /api/contracts/undelete': {
    rule: { do: 'manageContracts' },
    request: (id, f) => body('/api/contracts/undelete', { contract_id: f.contractOf(id) }),
  },
  'GET /api/contract_template/{id}/detail': {
    rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' },
  },
  'GET /api/contract_template/count': { rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' } },
  'GET /api/contract_template/hashtags': {
    rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' },
  },
  'GET /api/contract_template/internalSigners': {
    rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' },
  },
  'GET /api/contract_template/list': { rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' } },
  'POST /api/contract_template/preview': {
    rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' },
  },
  'GET /api/contract_template/public_library/{template_id}/detail': {
    rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' },
  },
  'GET /api/contract_template/public_library/list': {
    rule: { none: 'company settings: readContractTemplates (contracts.test.ts)' },
  },
  'POST /api/contract_template/add': {
    rule: { none: 'company settings: manageContractTemplates, admins (contracts.test.ts)' },
  },
  'POST /api/contract_template/delete': {
    rule: { none: 'company settings: manageContractTemplates, admins (contracts.test.ts)' },
  },
  'POST /api/contract_template/edit': {
    rule: { none: 'company settings: manageContractTemplates, admins (contracts.test.ts)' },
  },
  'POST /api/contract_template/editSignatureRequirements': {
    rule: { none: 'company settings: manageContractTemplates, admins (contracts.test.ts)' },
  },
  'POST /api/contract_template/reassign': {
    rule: { none: 'company settings: manageContractTemplates, admins (contracts.test.ts)' },
  },
  'POST /api/contract_templates/conversion/word-to-html': {
    rule: { none: 'company settings: manageContractTemplates, admins (contracts.test.ts)' },
  },
  'POST /api/contracts/reassign': {
    rule: { none: 'company settings: manageContractTemplates, admins (contracts.test.ts)' },
  },
};

/** Every `METHOD path` of the REST API's OpenAPI document. */
export function openApiRoutes(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
