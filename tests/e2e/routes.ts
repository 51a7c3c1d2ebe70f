// Issue 21: the routes of part 1 §2 and part 2 §2 that exist, visited by the app-shell browser test as each demo user
// at both widths (appShell.spec.ts). An area that adds a page appends its route here; ids are the demo data's.

export type Company = 'be' | 'nl';

export type VisitedRoute = {
  /** The address, with the spec's numeric ids. */
  path: string;
  /** The demo company whose data the address names. */
  company: Company;
};

// Demo people: 34 has a wage (Belgium), 85 is in Demo Nederland (verzuim), 12 has an audit log.
const BE_PERSON = 34;
const NL_PERSON = 85;
const YEAR = 2026;

const person = (id: number, rest = '') => `/people/${id}${rest}`;
const employeeGlobalId = (id: number) => Buffer.from(`Employee:${id}`).toString('base64');

export const ROUTES: readonly VisitedRoute[] = [
  // Part 1 §2
  { path: '/people', company: 'be' },
  { path: person(BE_PERSON), company: 'be' },
  { path: person(BE_PERSON, '/wage'), company: 'be' },
  { path: person(BE_PERSON, '/wage/new'), company: 'be' },
  { path: person(BE_PERSON, '/wage/end'), company: 'be' },
  { path: person(BE_PERSON, `/daysOff?year=${YEAR}`), company: 'be' },
  { path: person(BE_PERSON, '/invite'), company: 'be' },
  { path: person(BE_PERSON, '/edit/contracts'), company: 'be' },
  { path: person(BE_PERSON, '/edit/commute'), company: 'be' },
  { path: person(BE_PERSON, '/assign/workflow'), company: 'be' },
  { path: person(BE_PERSON, '/add/software'), company: 'be' },
  { path: `/settings/budgets/add?employee_id=${encodeURIComponent(employeeGlobalId(BE_PERSON))}&year=${YEAR}&back=%2Fpeople%2F${BE_PERSON}`, company: 'be' },
  { path: `/settings/daysOffTypes?year=${YEAR}`, company: 'be' },
  { path: `/settings/daysOffTypes/add?year=${YEAR}`, company: 'be' },
  { path: `/settings/companyHolidays?year=${YEAR}`, company: 'be' },
  { path: '/history/personalDetails?person_id=12', company: 'be' },
  // Editing a person and adding one (issue 21)
  { path: person(BE_PERSON, '/edit/personal'), company: 'be' },
  { path: person(BE_PERSON, '/edit/contact'), company: 'be' },
  { path: person(BE_PERSON, '/edit/address'), company: 'be' },
  { path: person(BE_PERSON, '/edit/team'), company: 'be' },
  { path: person(BE_PERSON, '/edit/reports'), company: 'be' },
  { path: person(BE_PERSON, '/role'), company: 'be' },
  { path: person(BE_PERSON, '/role/edit'), company: 'be' },
  { path: '/people/add', company: 'be' },
  // The pages the profile links to (issue 21)
  { path: `/calendar/person/${BE_PERSON}/${YEAR}/6?highlight=${YEAR}-06-15`, company: 'be' },
  { path: `/employee/${BE_PERSON}/documents`, company: 'be' },
  { path: `/upload/employee/${BE_PERSON}?back=%2Fpeople%2F${BE_PERSON}`, company: 'be' },
  { path: person(BE_PERSON, '/trainings'), company: 'be' },
  { path: `/fleet/new?employee_id=${BE_PERSON}`, company: 'be' },
  { path: `/settings/managers/${BE_PERSON}`, company: 'be' },
  { path: `/reminders/employee/${BE_PERSON}?relatedEmployeeId=${BE_PERSON}`, company: 'be' },
  { path: person(BE_PERSON, '/edit/customFields'), company: 'be' },
  { path: person(BE_PERSON, '/add/assets'), company: 'be' },
  { path: person(BE_PERSON, `/daysOff/confirm/belgium_only/unemployment?firstDayInRequest=${YEAR}-07-06`), company: 'be' },
  { path: person(BE_PERSON, `/daysOff/confirm_cancel/belgium_only/unemployment?firstDayInRequest=${YEAR}-07-06`), company: 'be' },
  // The people directory's filters in the address (issue 21)
  { path: '/people?q=an&status=all&sort=join_date&order=desc', company: 'be' },
  // Part 2 §2
  { path: person(BE_PERSON, '/software'), company: 'be' },
  { path: `/evaluations/${BE_PERSON}`, company: 'be' },
  { path: '/tasks', company: 'be' },
  { path: '/settings/workflows', company: 'be' },
  { path: '/settings/workflows/reassign', company: 'be' },
  { path: '/auditlogs/commutes', company: 'be' },
  // Contracts (issue 18)
  { path: person(BE_PERSON, '/contracts/add'), company: 'be' },
  { path: '/settings/contracts/templates', company: 'be' },
  { path: '/contracts/pending', company: 'be' },
  // Demo Nederland
  { path: '/people', company: 'nl' },
  { path: person(NL_PERSON), company: 'nl' },
  { path: person(NL_PERSON, `/daysOff?year=${YEAR}`), company: 'nl' },
  { path: person(NL_PERSON, `/daysOff/thenetherlands_only/verzuim/report?date=${YEAR}-03-02`), company: 'nl' },
  { path: '/tasks', company: 'nl' },
];

/**
 * Linked pages other parts of issue 21 build (person edit pages, trainings, documents, fleet, assets, person calendar,
 * managers, reminders…): a link to one of these may still land on the 404 page. Remove a line when its page exists.
 */
export const PENDING_LINKED_PAGES: readonly RegExp[] = [];
