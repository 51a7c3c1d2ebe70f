// Every GraphQL mutation with the rule that decides it and an input about a person.
// tests/integration/accessMatrixMutations.test.ts introspects Mutation and fails on a mutation missing here, so a new
// mutation cannot be forgotten. A mutation goes through one REST route, whose rule (tests/support/accessRoutes.ts) is the
// mutation's: the table names the route rather than repeating its rule.
import { toGlobalId } from 'graphql-relay';
import { ROUTES, YEAR, type Fixtures, type Rule } from './accessRoutes';

export interface MutationFixtures extends Fixtures {
  /** A company holiday of a year nobody plans in (deleting it changes no other row's answer). */
  holiday: number;
}

export interface MutationCase {
  /** The REST route the mutation calls (its rule decides), or a rule of its own for what no route about a person covers. */
  decidedBy: { route: keyof typeof ROUTES } | { rule: Rule };
  /** The input about person `id`; absent for mutations not about a person. */
  input?: (id: number, f: MutationFixtures) => Record<string, unknown>;
}

const employee = (id: number) => toGlobalId('Employee', String(id));
const route = (key: keyof typeof ROUTES) => ({ route: key });
/** An id no row has (MISSING in tests/support/profile.ts). */
const MISSING_ID = 999999;
const template = (id: number) => toGlobalId('WorkflowTemplate', String(id));
const task = (id: number) => toGlobalId('WorkflowTask', String(id));
const user = (id: number) => toGlobalId('Viewer', String(id));
const product = (f: MutationFixtures) => toGlobalId('SoftwareProduct', String(f.product));
const license = (f: MutationFixtures, id: number) => toGlobalId('License', String(f.licenseOf(id)));
const review = (f: MutationFixtures, id: number) => toGlobalId('Review', String(f.reviewOf(id)));
/** A 1×1 PNG, a valid drawn signature. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A real contract of the person (support/contractFixtures.ts), so its person's rule decides. */
const contract = (id: number) => toGlobalId('Contract', String(id));
const leaveRequest = (id: number) => toGlobalId('LeaveRequest', String(id));
const missingTemplate = () => toGlobalId('ContractTemplate', String(MISSING_ID));

// Inputs a permitted caller's change ends in a state code for where it can (a wage before the current one, an entry
// that does not exist), so the rows change as little as they can.
export const MUTATIONS: Record<string, MutationCase> = {
  signIn: { decidedBy: { rule: { none: 'sign-in' } } },
  // Ends only the caller's own sessions; tested in tests/integration/signInThrottle.test.ts.
  signOut: { decidedBy: route('POST /api/auth/logout') },
  setViewerLanguage: { decidedBy: route('POST /api/auth/viewer/language') },
  // Confirmed (an unticked box is refused before any rule); the people have an open contract, so a permitted caller
  // gets its state code and nothing is archived.
  archiveEmployee: {
    decidedBy: route('POST /api/employees/delete'),
    input: (id) => ({ employeeId: employee(id), confirmed: true }),
  },
  unarchiveEmployee: {
    decidedBy: route('POST /api/employees/reactivate'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  deleteEmployeePermanently: {
    decidedBy: route('POST /api/employees/hardDelete'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  setSensitiveProfile: {
    decidedBy: route('POST /api/employees/setSensitive'),
    input: (id) => ({ employeeId: employee(id), sensitive: false }),
  },
  resetPincode: {
    decidedBy: route('POST /api/selfservice_pincodes/removePincode'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  updateSeniorityDate: {
    decidedBy: route('POST /api/seniority_dates/update'),
    input: (id) => ({ employeeId: employee(id), seniorityDate: '2015-03-01' }),
  },
  addActivityNote: {
    decidedBy: route('POST /api/activity/addNote'),
    input: (id) => ({ employeeId: employee(id), note: 'access matrix' }),
  },
  deleteOneDayContract: {
    decidedBy: route('POST /api/contracts/deleteOneDayContract'),
    input: (id) => ({ employeeId: employee(id), contractStartDate: '2001-01-01' }),
  },
  // A day without a one-day contract, so a permitted caller gets 404 for the day and nothing changes.
  editDayContract: {
    decidedBy: route('POST /api/dimona/editContract'),
    input: (id) => ({
      employeeId: employee(id),
      contractStartDate: '2001-01-01',
      startingHour: 540,
      endingHour: 1020,
      contractType: 'FLEX',
      parcom: '302',
    }),
  },
  inviteToSelfService: {
    decidedBy: route('POST /api/selfservice/invite'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  unlinkPerson: {
    decidedBy: route('POST /api/integrations/unlinkPerson'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  relinkPerson: {
    decidedBy: route('POST /api/integrations/relinkPerson'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  syncPerson: {
    decidedBy: route('POST /api/integrations/startImportPerson'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  setNewWage: {
    decidedBy: route('POST /api/wages'),
    input: (id) => ({
      employeeId: employee(id),
      startDate: '2001-01-01',
      type: 'EMPLOYEE_PAID_MONTHLY',
      rate: 3000,
      registrationCountryCode: 'BE',
    }),
  },
  updateWage: {
    decidedBy: route('POST /api/wages/{id}'),
    input: (id, f) => ({ wageId: toGlobalId('Wage', String(f.wageOf(id))) }),
  },
  terminateWage: {
    decidedBy: route('POST /api/wages/terminate'),
    input: (id) => ({ employeeId: employee(id), terminationDate: '2001-01-01' }),
  },
  addDaysOff: {
    decidedBy: route('POST /api/days_off/personal_days_off/add'),
    input: (id) => ({
      employeeId: employee(id),
      type: 'SICK_DAY',
      amPmHint: 'ALL_DAY',
      days: [{ date: `${YEAR}-06-26` }],
    }),
  },
  // Requests by id, not a person: their matrix is tests/integration/leaveRequests.test.ts'; the input is for the
  // tenant-isolation matrix.
  approveLeaveRequests: {
    decidedBy: route('POST /api/days_off/requests/approve'),
    input: () => ({ ids: [leaveRequest(MISSING_ID)] }),
  },
  declineLeaveRequests: {
    decidedBy: route('POST /api/days_off/requests/decline'),
    input: () => ({ ids: [leaveRequest(MISSING_ID)], reason: 'Matrix' }),
  },
  removeDaysOff: {
    decidedBy: route('POST /api/days_off/personal_days_off/remove'),
    input: (id) => ({ employeeId: employee(id), entryIds: [999999] }),
  },
  removeCompanyDayOff: {
    decidedBy: route('POST /api/days_off/company_days_off/remove_for_employee'),
    input: (id) => ({ employeeId: employee(id), date: `${YEAR}-12-25` }),
  },
  replanDaysOff: {
    decidedBy: route('POST /api/days_off/replan_all_rulesets'),
    input: (id) => ({ employeeId: employee(id) }),
  },
  // Company settings (part 1 §6 'day-off type management'): admins only, whoever the person.
  addDayOffType: {
    decidedBy: { rule: { settings: 'manageDayOffTypes' } },
    input: () => ({
      year: YEAR + 2,
      fields: { type: 'CUSTOM', name: `Access matrix ${Math.random()}`, limitation: 'UNLIMITED' },
    }),
  },
  updateDayOffType: {
    decidedBy: { rule: { settings: 'manageDayOffTypes' } },
    input: (_id, f) => ({ dayOffTypeId: toGlobalId('DayOffType', String(f.dayOffType)), fields: {} }),
  },
  copyMissingDayOffTypes: { decidedBy: { rule: { settings: 'manageDayOffTypes' } }, input: () => ({ year: YEAR + 1 }) },
  saveDayOffTypeException: {
    decidedBy: route('POST /api/days_off/day_off_types/{id}/exceptions'),
    input: (id, f) => ({
      dayOffTypeId: toGlobalId('DayOffType', String(f.dayOffType)),
      employeeId: employee(id),
      limitation: 'UNLIMITED',
    }),
  },
  addAccrualCorrection: {
    decidedBy: route('POST /api/days_off/day_off_types/{id}/accrual/corrections'),
    input: (id, f) => ({
      dayOffTypeId: toGlobalId('DayOffType', String(f.accrualType)),
      employeeId: employee(id),
      date: `${YEAR}-01-01`,
      minutes: 60,
    }),
  },
  addCompanyHoliday: {
    decidedBy: { rule: { settings: 'manageDayOffTypes' } },
    input: () => ({
      date: `${YEAR + 2}-03-0${1 + Math.floor(Math.random() * 9)}`,
      specialName: 'Access matrix',
      countryCode: 'BE',
    }),
  },
  // Verzuim: reporting is about a person; the others name a verzuim by id (tests/integration/verzuim.test.ts).
  reportVerzuim: {
    decidedBy: route('POST /api/days_off/personal_days_off/verzuim/reportVerzuimStart'),
    input: (id) => ({ employeeId: employee(id), startDate: `${YEAR}-06-29` }),
  },
  reportVerzuimPartialRecovery: {
    decidedBy: { rule: { none: 'a verzuim by id (verzuim.test.ts)' } },
    input: () => ({ verzuimId: toGlobalId('Verzuim', '999999'), startDate: `${YEAR}-06-30`, recoveryPercentage: 50 }),
  },
  editVerzuim: {
    decidedBy: { rule: { none: 'a verzuim by id (verzuim.test.ts)' } },
    input: () => ({ verzuimId: toGlobalId('Verzuim', '999999') }),
  },
  setVerzuimEndDate: {
    decidedBy: { rule: { none: 'a verzuim by id (verzuim.test.ts)' } },
    input: () => ({ verzuimId: toGlobalId('Verzuim', '999999'), endDate: `${YEAR}-06-30` }),
  },
  deleteVerzuim: {
    decidedBy: { rule: { none: 'a verzuim by id (verzuim.test.ts)' } },
    input: () => ({ verzuimId: toGlobalId('Verzuim', '999999') }),
  },
  deleteCompanyHoliday: {
    decidedBy: { rule: { settings: 'manageDayOffTypes' } },
    input: (_id, f) => ({ companyHolidayId: toGlobalId('CompanyHoliday', String(f.holiday)) }),
  },
  // Workflows. Templates are company settings for admins, refused before the template is looked for: a
  // template that does not exist gives a permitted caller its NOT_FOUND and changes nothing. Starting one is the
  // person's. A workflow or task by id decides on its person, which an input about a person cannot name: those are
  // covered by tests/integration/workflows.test.ts and the gateway test, their inputs serve the tenant matrix.
  addWorkflowTemplate: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({ type: 'OTHER', name: 'Access matrix' }),
  },
  updateWorkflowTemplate: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({ templateId: template(MISSING_ID), name: 'x' }),
  },
  deleteWorkflowTemplate: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({ templateId: template(MISSING_ID) }),
  },
  copyWorkflowTemplate: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({ templateId: template(MISSING_ID), name: 'x' }),
  },
  addWorkflowTemplateItem: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: (id) => ({
      templateId: template(MISSING_ID),
      name: 'x',
      forWho: 'USER',
      responsibleUserId: user(1),
      responsibleEmployeeId: employee(id),
    }),
  },
  updateWorkflowTemplateItem: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: (id) => ({
      itemId: toGlobalId('WorkflowTemplateItem', String(MISSING_ID)),
      responsibleUserId: user(1),
      responsibleEmployeeId: employee(id),
    }),
  },
  deleteWorkflowTemplateItem: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({ itemId: toGlobalId('WorkflowTemplateItem', String(MISSING_ID)) }),
  },
  reorderWorkflowTemplateItems: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({
      templateId: template(MISSING_ID),
      itemIds: [toGlobalId('WorkflowTemplateItem', String(MISSING_ID))],
    }),
  },
  // Users 1 and 2 are Demo Belgium's admin and manager; from the manager to the admin and back changes nobody's access.
  reassignWorkflowTemplateItems: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({ fromUserId: user(2), toUserId: user(1) }),
  },
  reassignWorkflowTasks: {
    decidedBy: { rule: { settings: 'manageWorkflowTemplates' } },
    input: () => ({ fromUserId: user(2), toUserId: user(1) }),
  },
  startWorkflow: {
    decidedBy: route('POST /api/workflows/startWorkflow'),
    input: (id) => ({ employeeId: employee(id), templateId: template(MISSING_ID), workflowDate: `${YEAR}-07-01` }),
  },
  deleteWorkflow: {
    decidedBy: { rule: { none: 'a workflow by id (workflows.test.ts)' } },
    input: () => ({ workflowId: toGlobalId('Workflow', String(MISSING_ID)) }),
  },
  closeWorkflowTask: {
    decidedBy: { rule: { none: 'a task by id (workflows.test.ts)' } },
    input: () => ({ taskId: task(MISSING_ID) }),
  },
  reopenWorkflowTask: {
    decidedBy: { rule: { none: 'a task by id (workflows.test.ts)' } },
    input: () => ({ taskId: task(MISSING_ID) }),
  },
  deleteWorkflowTask: {
    decidedBy: { rule: { none: 'a task by id (workflows.test.ts)' } },
    input: () => ({ taskId: task(MISSING_ID) }),
  },
  addWorkflowTask: {
    decidedBy: { rule: { none: 'a workflow by id (workflows.test.ts)' } },
    input: (id) => ({
      workflowId: toGlobalId('Workflow', String(MISSING_ID)),
      name: 'x',
      forWho: 'USER',
      responsibleUserId: user(1),
      responsibleEmployeeId: employee(id),
    }),
  },
  updateWorkflowTask: {
    decidedBy: { rule: { none: 'a task by id (workflows.test.ts)' } },
    input: (id) => ({ taskId: task(MISSING_ID), responsibleUserId: user(1), responsibleEmployeeId: employee(id) }),
  },
  // Budgets (a fresh budget or item of the person on every call, support/budgetFixtures.ts) and commutes.
  addBudget: {
    decidedBy: route('POST /api/budgets/add'),
    input: (id) => ({ employeeId: employee(id), budgetType: 'Access matrix', year: 2001, maximum: 10 }),
  },
  updateBudget: {
    decidedBy: route('POST /api/budgets/edit'),
    input: (id, f) => ({ budgetId: toGlobalId('Budget', String(f.budgetOf(id))), maximum: 100 }),
  },
  deleteBudget: {
    decidedBy: route('POST /api/budgets/delete'),
    input: (id, f) => ({ budgetId: toGlobalId('Budget', String(f.budgetOf(id))) }),
  },
  restoreBudget: {
    decidedBy: route('POST /api/budgets/restore'),
    input: () => ({ budgetId: toGlobalId('Budget', String(MISSING_ID)) }),
  },
  addBudgetItem: {
    decidedBy: route('POST /api/budgets/items/add'),
    input: (id, f) => ({ budgetId: toGlobalId('Budget', String(f.budgetOf(id))), itemName: 'Access matrix', cost: 1 }),
  },
  deleteBudgetItem: {
    decidedBy: route('POST /api/budgets/items/delete'),
    input: (id, f) => ({ budgetItemId: toGlobalId('BudgetItem', String(f.budgetItemOf(id))) }),
  },
  updateCommute: {
    decidedBy: route('POST /api/employees/commutes/updateCommute'),
    input: (id) => ({
      employeeId: employee(id),
      type: 'FIXED',
      transportType: 'CAR',
      distanceKm: 1,
      daysPerWeek: 1,
      startDate: '2001-01-01',
    }),
  },
  saveVariableCommuteDays: {
    decidedBy: route('POST /api/employee/{id}/saveVariableCommuteDays'),
    input: (id) => ({ employeeId: employee(id), year: 2001, month: 1, days: 1 }),
  },
  // Software (part 2 §6, §7): the catalogue is company data (manageSoftwareProducts); the fixture product has
  // active licenses and a taken name, so a permitted caller gets PRODUCT_EXISTS or PRODUCT_HAS_ACTIVE_LICENSES.
  addSoftwareProduct: {
    decidedBy: { rule: { settings: 'manageSoftwareProducts' } },
    input: () => ({ name: 'Access matrix' }),
  },
  updateSoftwareProduct: {
    decidedBy: { rule: { settings: 'manageSoftwareProducts' } },
    input: (_id, f) => ({ productId: product(f), name: 'Access matrix' }),
  },
  deleteSoftwareProduct: {
    decidedBy: { rule: { settings: 'manageSoftwareProducts' } },
    input: (_id, f) => ({ productId: product(f) }),
  },
  addLicense: {
    decidedBy: route('POST /api/software/licenses/add'),
    input: (id, f) => ({ employeeId: employee(id), productId: product(f) }),
  },
  updateLicense: {
    decidedBy: route('POST /api/software/licenses/edit'),
    input: (id, f) => ({ licenseId: license(f, id), username: 'access.matrix' }),
  },
  deactivateLicense: {
    decidedBy: route('POST /api/software/licenses/delete'),
    input: (id, f) => ({ licenseId: license(f, id) }),
  },
  reactivateLicense: {
    decidedBy: route('POST /api/software/licenses/reactivate'),
    input: (id, f) => ({ licenseId: license(f, id) }),
  },
  // Performance reviews: the fixture review is sent, so permitted changes answer REVIEW_ALREADY_SENT.
  addReview: {
    decidedBy: route('POST /api/performance_evaluations/add'),
    input: (id) => ({ employeeId: employee(id), dateEvaluation: '2026-09-01', evaluationTypeId: 999999 }),
  },
  updateReview: {
    decidedBy: route('POST /api/performance_evaluations/edit'),
    input: (id, f) => ({ reviewId: review(f, id), summary: 'x' }),
  },
  finishReview: {
    decidedBy: route('POST /api/performance_evaluations/finish'),
    input: (id, f) => ({ reviewId: review(f, id), reason: 'x' }),
  },
  finishAndSendReview: {
    decidedBy: route('POST /api/performance_evaluations/finishAndSendToEmployee'),
    input: (id, f) => ({ reviewId: review(f, id) }),
  },
  setReviewNotification: {
    decidedBy: route('POST /api/performance_evaluations/setNotification'),
    input: (id, f) => ({ reviewId: review(f, id), notifyEmployeeIds: [] }),
  },
  deleteReview: {
    decidedBy: route('POST /api/performance_evaluations/delete'),
    input: (id, f) => ({ reviewId: toGlobalId('Review', String(f.spareReviewOf(id))) }),
  },
  restoreReview: {
    decidedBy: route('POST /api/performance_evaluations/restore'),
    input: () => ({ reviewId: toGlobalId('Review', String(MISSING_ID)) }),
  },
  // Editing a person: a stale version, so a permitted caller gets EDIT_CONFLICT and nothing changes.
  updatePersonalDetails: {
    decidedBy: route('POST /api/employees/updatePersonalDetails'),
    input: (id) => ({ employeeId: employee(id), version: 999999, firstName: 'A', lastName: 'B' }),
  },
  updateContactDetails: {
    decidedBy: route('POST /api/employees/updateContact'),
    input: (id) => ({ employeeId: employee(id), version: 999999 }),
  },
  updateAddress: {
    decidedBy: route('POST /api/employees/updateAddress'),
    input: (id) => ({ employeeId: employee(id), version: 999999 }),
  },
  setTeam: {
    decidedBy: route('POST /api/employees/updateTeam'),
    input: (id) => ({ employeeId: employee(id), version: 999999, teamId: null }),
  },
  updateReportsTo: {
    decidedBy: route('POST /api/employees/updateReportsTo'),
    input: (id) => ({ employeeId: employee(id), version: 999999, reportsToId: null }),
  },
  addRole: {
    decidedBy: route('POST /api/employees/addRole'),
    input: (id) => ({ employeeId: employee(id), version: 999999, title: 'x', startDate: '2001-01-01' }),
  },
  editRole: {
    decidedBy: route('POST /api/employees/editRole'),
    input: (id) => ({ employeeId: employee(id), version: 999999, roleId: 1, title: 'x', startDate: '2001-01-01' }),
  },
  // Admins only; a blank last name, so the admin's call ends in FIELD_IS_REQUIRED and nobody is added.
  addEmployee: {
    decidedBy: { rule: { settings: 'addPerson' } },
    input: () => ({ firstName: 'Access', lastName: ' ' }),
  },
  // Managers, custom fields and reminders: a stale version where there is one, so a permitted caller gets
  // EDIT_CONFLICT and nothing changes.
  updateManagers: {
    decidedBy: route('POST /api/employees/updateManagers'),
    input: (id) => ({ employeeId: employee(id), version: 999999, startDate: '2001-01-01' }),
  },
  deleteManagerLine: {
    decidedBy: route('POST /api/employees/deleteManagerLine'),
    input: (id) => ({ employeeId: employee(id), version: 999999, lineId: MISSING_ID }),
  },
  updateCustomFields: {
    decidedBy: route('POST /api/employees/updateCustomFields'),
    input: (id) => ({ employeeId: employee(id), version: 999999, values: [] }),
  },
  addReminder: {
    decidedBy: route('POST /api/reminders/add'),
    input: (id) => ({ employeeId: employee(id), remindOn: '2001-01-01', text: 'access matrix' }),
  },
  // Decided on the reminder's person (personPages.test.ts); a missing reminder, so nothing changes.
  setReminderDone: {
    decidedBy: route('POST /api/reminders/setDone'),
    input: (id) => ({ employeeId: employee(id), reminderId: MISSING_ID, done: true }),
  },
  deleteReminder: {
    decidedBy: route('POST /api/reminders/delete'),
    input: (id) => ({ employeeId: employee(id), reminderId: MISSING_ID }),
  },
  // Assets (part 1 §2 /people/{id}/add/assets, /assets/{id}).
  addAsset: {
    decidedBy: route('POST /api/assets/add'),
    input: (id) => ({ employeeId: employee(id), assetName: 'Access matrix' }),
  },
  // Decided on the asset's person (personPages.test.ts); a missing asset, so nothing changes.
  updateAsset: {
    decidedBy: route('POST /api/assets/update'),
    input: () => ({ assetId: toGlobalId('Asset', String(MISSING_ID)), assetName: 'Access matrix' }),
  },
  // A training the person does not take part in, so nothing changes.
  updateTrainingParticipation: {
    decidedBy: route('POST /api/trainings/participations/update'),
    input: (id) => ({ employeeId: employee(id), trainingId: MISSING_ID, status: 'FOLLOWED', result: null }),
  },
  // Decided on the document's person (linkedChanges.test.ts); a missing document, so nothing changes.
  renameDocument: {
    decidedBy: route('POST /api/files/rename'),
    input: () => ({ documentId: toGlobalId('Document', String(MISSING_ID)), filename: 'Access matrix.pdf' }),
  },
  deleteDocument: {
    decidedBy: route('POST /api/files/delete'),
    input: () => ({ documentId: toGlobalId('Document', String(MISSING_ID)) }),
  },
  // Decided as its delete, on a deleted row only (softDelete.test.ts); a missing one, so nothing changes.
  restoreDocument: {
    decidedBy: route('POST /api/files/restore'),
    input: () => ({ documentId: toGlobalId('Document', String(MISSING_ID)) }),
  },
  // A vehicle added to the person (part 1 §2 /fleet/new).
  addVehicle: {
    decidedBy: route('POST /api/cars/add'),
    input: (id) => ({ employeeId: employee(id), type: 'BICYCLE', brand: 'Access', model: 'Matrix' }),
  },
  // Contracts: adding one is decided on the person; the others on one contract or the company's templates
  // (tests/integration/contractsGateway.test.ts).
  addContractToEmployee: {
    decidedBy: route('POST /api/contracts/addToEmployee'),
    input: (id) => ({
      employeeId: employee(id),
      contractName: 'Access matrix',
      fileType: 'HTML',
      contractTemplateId: toGlobalId('ContractTemplate', String(MISSING_ID)),
    }),
  },
  addAssetPolicy: {
    decidedBy: route('POST /api/assets/addAssetPolicy'),
    input: (id) => ({
      employeeId: employee(id),
      assetIds: [toGlobalId('Asset', String(MISSING_ID))],
      contractTemplateId: toGlobalId('ContractTemplate', String(MISSING_ID)),
    }),
  },
  addCarPolicy: {
    decidedBy: route('POST /api/cars/addCarPolicy'),
    input: () => ({
      vehicleId: toGlobalId('Vehicle', String(MISSING_ID)),
      contractTemplateId: toGlobalId('ContractTemplate', String(MISSING_ID)),
    }),
  },
  addContractTemplate: { decidedBy: route('POST /api/contract_template/add') },
  updateContractTemplate: {
    decidedBy: route('POST /api/contract_template/edit'),
    input: () => ({ contractTemplateId: missingTemplate(), name: 'x', contentHtml: 'x' }),
  },
  deleteContractTemplate: {
    decidedBy: route('POST /api/contract_template/delete'),
    input: () => ({ contractTemplateId: missingTemplate() }),
  },
  setContractTemplateSignatureRequirements: {
    decidedBy: route('POST /api/contract_template/editSignatureRequirements'),
    input: () => ({ contractTemplateId: missingTemplate(), internalSignatureRequired: false }),
  },
  previewContractTemplate: {
    decidedBy: route('POST /api/contract_template/preview'),
    input: (id) => ({ contractTemplateId: missingTemplate(), employeeId: employee(id) }),
  },
  convertWordToHtml: { decidedBy: route('POST /api/contract_templates/conversion/word-to-html') },
  reassignContracts: { decidedBy: route('POST /api/contracts/reassign') },
  updateContract: {
    decidedBy: route('POST /api/contracts/editName'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)), contractName: 'x' }),
  },
  setContractShortcodeValue: {
    decidedBy: route('POST /api/contracts/shortcodes/setCustomShortcodeValue'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)), shortcode: 'x', value: 'x' }),
  },
  setContractSigningMethod: {
    decidedBy: route('POST /api/contracts/setSigningMethod'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)), signers: ['INTERNAL'] }),
  },
  resetContractSigningMethod: {
    decidedBy: route('POST /api/contracts/{id}/resetSigningMethod'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)) }),
  },
  sendContractToEmployee: {
    decidedBy: route('POST /api/contracts/sendToEmployee'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)) }),
  },
  signContractInternally: {
    decidedBy: route('POST /api/contract/signInternally'),
    input: (id, f) => ({
      contractId: contract(f.deletedContractOf(id)),
      name: 'x',
      base64Signature: PNG_1X1,
      isSecondSigner: false,
    }),
  },
  processContractSignature: {
    decidedBy: route('POST /api/contracts/{id}/processSignicatContracts'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)) }),
  },
  deleteContract: {
    decidedBy: route('POST /api/contracts/delete'),
    input: (id, f) => ({ contractId: contract(f.deletedContractOf(id)) }),
  },
  undeleteContract: {
    decidedBy: route('POST /api/contracts/undelete'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)) }),
  },
  hardDeleteContract: {
    decidedBy: route('POST /api/contracts/hardDelete'),
    input: (id, f) => ({ contractId: contract(f.contractOf(id)) }),
  },
};

export const ruleOf = (c: MutationCase): Rule =>
  'route' in c.decidedBy ? ROUTES[c.decidedBy.route].rule : c.decidedBy.rule;
