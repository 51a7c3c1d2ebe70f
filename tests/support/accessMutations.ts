// Issue 11: every GraphQL mutation with the rule that decides it and an input about a person.
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

// Inputs a permitted caller's change ends in a state code for where it can (a wage before the current one, an entry
// that does not exist), so the rows change as little as they can.
export const MUTATIONS: Record<string, MutationCase> = {
  signIn: { decidedBy: { rule: { none: 'sign-in' } } },
  // Confirmed (an unticked box is refused before any rule); the people have an open contract, so a permitted caller
  // gets its state code and nothing is archived.
  archiveEmployee: { decidedBy: route('POST /api/employees/delete'), input: (id) => ({ employeeId: employee(id), confirmed: true }) },
  unarchiveEmployee: { decidedBy: route('POST /api/employees/reactivate'), input: (id) => ({ employeeId: employee(id) }) },
  deleteEmployeePermanently: { decidedBy: route('POST /api/employees/hardDelete'), input: (id) => ({ employeeId: employee(id) }) },
  setSensitiveProfile: { decidedBy: route('POST /api/employees/setSensitive'), input: (id) => ({ employeeId: employee(id), sensitive: false }) },
  resetPincode: { decidedBy: route('POST /api/selfservice_pincodes/removePincode'), input: (id) => ({ employeeId: employee(id) }) },
  updateSeniorityDate: { decidedBy: route('POST /api/seniority_dates/update'), input: (id) => ({ employeeId: employee(id), seniorityDate: '2015-03-01' }) },
  addActivityNote: { decidedBy: route('POST /api/activity/addNote'), input: (id) => ({ employeeId: employee(id), note: 'access matrix' }) },
  deleteOneDayContract: { decidedBy: route('POST /api/contracts/deleteOneDayContract'), input: (id) => ({ employeeId: employee(id), contractStartDate: '2001-01-01' }) },
  // Issue 16: a day without a one-day contract, so a permitted caller gets 404 for the day and nothing changes.
  editDayContract: {
    decidedBy: route('POST /api/dimona/editContract'),
    input: (id) => ({ employeeId: employee(id), contractStartDate: '2001-01-01', startingHour: 540, endingHour: 1020, contractType: 'FLEX', parcom: '302' }),
  },
  inviteToSelfService: { decidedBy: route('POST /api/selfservice/invite'), input: (id) => ({ employeeId: employee(id) }) },
  unlinkPerson: { decidedBy: route('POST /api/integrations/unlinkPerson'), input: (id) => ({ employeeId: employee(id) }) },
  relinkPerson: { decidedBy: route('POST /api/integrations/relinkPerson'), input: (id) => ({ employeeId: employee(id) }) },
  syncPerson: { decidedBy: route('POST /api/integrations/startImportPerson'), input: (id) => ({ employeeId: employee(id) }) },
  setNewWage: {
    decidedBy: route('POST /api/wages'),
    input: (id) => ({ employeeId: employee(id), startDate: '2001-01-01', type: 'EMPLOYEE_PAID_MONTHLY', rate: 3000, registrationCountryCode: 'BE' }),
  },
  updateWage: { decidedBy: route('POST /api/wages/{id}'), input: (id, f) => ({ wageId: toGlobalId('Wage', String(f.wageOf(id))) }) },
  terminateWage: { decidedBy: route('POST /api/wages/terminate'), input: (id) => ({ employeeId: employee(id), terminationDate: '2001-01-01' }) },
  addDaysOff: {
    decidedBy: route('POST /api/days_off/personal_days_off/add'),
    input: (id) => ({ employeeId: employee(id), type: 'SICK_DAY', amPmHint: 'ALL_DAY', days: [{ date: `${YEAR}-06-26` }] }),
  },
  removeDaysOff: { decidedBy: route('POST /api/days_off/personal_days_off/remove'), input: (id) => ({ employeeId: employee(id), entryIds: [999999] }) },
  removeCompanyDayOff: { decidedBy: route('POST /api/days_off/company_days_off/remove_for_employee'), input: (id) => ({ employeeId: employee(id), date: `${YEAR}-12-25` }) },
  replanDaysOff: { decidedBy: route('POST /api/days_off/replan_all_rulesets'), input: (id) => ({ employeeId: employee(id) }) },
  // Company settings (part 1 §6 'day-off type management'): admins only, whoever the person.
  addDayOffType: {
    decidedBy: { rule: { settings: 'manageDayOffTypes' } },
    input: () => ({ year: YEAR + 2, fields: { type: 'CUSTOM', name: `Access matrix ${Math.random()}`, limitation: 'UNLIMITED' } }),
  },
  updateDayOffType: { decidedBy: { rule: { settings: 'manageDayOffTypes' } }, input: (_id, f) => ({ dayOffTypeId: toGlobalId('DayOffType', String(f.dayOffType)), fields: {} }) },
  copyMissingDayOffTypes: { decidedBy: { rule: { settings: 'manageDayOffTypes' } }, input: () => ({ year: YEAR + 1 }) },
  saveDayOffTypeException: {
    decidedBy: route('POST /api/days_off/day_off_types/{id}/exceptions'),
    input: (id, f) => ({ dayOffTypeId: toGlobalId('DayOffType', String(f.dayOffType)), employeeId: employee(id), limitation: 'UNLIMITED' }),
  },
  addAccrualCorrection: {
    decidedBy: route('POST /api/days_off/day_off_types/{id}/accrual/corrections'),
    input: (id, f) => ({ dayOffTypeId: toGlobalId('DayOffType', String(f.accrualType)), employeeId: employee(id), date: `${YEAR}-01-01`, minutes: 60 }),
  },
  addCompanyHoliday: {
    decidedBy: { rule: { settings: 'manageDayOffTypes' } },
    input: () => ({ date: `${YEAR + 2}-03-0${1 + Math.floor(Math.random() * 9)}`, specialName: 'Access matrix', countryCode: 'BE' }),
  },
  deleteCompanyHoliday: { decidedBy: { rule: { settings: 'manageDayOffTypes' } }, input: (_id, f) => ({ companyHolidayId: toGlobalId('CompanyHoliday', String(f.holiday)) }) },
};

export const ruleOf = (c: MutationCase): Rule => ('route' in c.decidedBy ? ROUTES[c.decidedBy.route].rule : c.decidedBy.rule);
