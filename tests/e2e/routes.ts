// The routes of part 1 §2 and part 2 §2 that exist, visited by the app-shell browser test as each demo user
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
// Demo Belgium's car 1 (person 1) and asset 1 (person 2), each with one document (seed/documents.ts
// seedRelatedObjectDocuments: 141 and 142); Demo Nederland's car 23 and asset 92 (143 and 144). Person 34's document 49,
// wage 48, contract 37, budget 20, license 97, review 71, training 1; workflow 1 (person 41); day-off type 1 (of 2025) and its
// exception 1; Demo Nederland's verzuim 1 (person 62) and day-off type 28 with an accrual correction for person 62.
const BE_CAR = 1;
const BE_ASSET = 1;
const NL_CAR = 23;
const NL_ASSET = 92;
const back = (path: string) => `back=${encodeURIComponent(path)}`;

const person = (id: number, rest = '') => `/people/${id}${rest}`;

export const ROUTES: readonly VisitedRoute[] = [
  // Part 1 §2
  { path: '/people', company: 'be' },
  { path: person(BE_PERSON), company: 'be' },
  { path: person(BE_PERSON, '/wage'), company: 'be' },
  { path: person(BE_PERSON, '/wage/new'), company: 'be' },
  { path: person(BE_PERSON, '/wage/end'), company: 'be' },
  { path: person(BE_PERSON, '/wage/48/overview'), company: 'be' },
  { path: person(BE_PERSON, `/daysOff/bulk/confirm?dates=${YEAR}-07-06,${YEAR}-07-07`), company: 'be' },
  { path: person(BE_PERSON, `/calendar/bulk/delete?dates=${YEAR}-07-06`), company: 'be' },
  { path: person(BE_PERSON, '/contracts/37'), company: 'be' },
  { path: person(BE_PERSON, `/budget/20/${YEAR}`), company: 'be' },
  { path: person(BE_PERSON, `/daysOff?year=${YEAR}`), company: 'be' },
  { path: person(BE_PERSON, '/invite'), company: 'be' },
  { path: person(BE_PERSON, '/edit/contracts'), company: 'be' },
  { path: person(BE_PERSON, '/edit/commute'), company: 'be' },
  { path: person(BE_PERSON, '/assign/workflow'), company: 'be' },
  { path: person(BE_PERSON, '/add/software'), company: 'be' },
  {
    path: `/settings/budgets/add?employee_id=${BE_PERSON}&year=${YEAR}&back=%2Fpeople%2F${BE_PERSON}`,
    company: 'be',
  },
  { path: `/settings/daysOffTypes?year=${YEAR}`, company: 'be' },
  { path: `/settings/daysOffTypes/add?year=${YEAR}`, company: 'be' },
  { path: `/settings/daysOffTypes/1/2025/edit`, company: 'be' },
  {
    path: `/settings/daysOffTypes/1/2025/exceptions/add?employee_id=${BE_PERSON}&${back('/settings/daysOffTypes/1/2025/edit')}`,
    company: 'be',
  },
  { path: `/settings/daysOffTypes/1/2025/exceptions/1/edit`, company: 'be' },
  { path: `/settings/companyHolidays?year=${YEAR}`, company: 'be' },
  { path: '/history/personalDetails?person_id=12', company: 'be' },
  // Editing a person and adding one
  { path: person(BE_PERSON, '/edit/personal'), company: 'be' },
  { path: person(BE_PERSON, '/edit/contact'), company: 'be' },
  { path: person(BE_PERSON, '/edit/address'), company: 'be' },
  { path: person(BE_PERSON, '/edit/team'), company: 'be' },
  { path: person(BE_PERSON, '/edit/reports'), company: 'be' },
  { path: person(BE_PERSON, '/role'), company: 'be' },
  { path: person(BE_PERSON, '/role/edit'), company: 'be' },
  { path: '/people/add', company: 'be' },
  // The pages the profile links to
  { path: `/calendar/person/${BE_PERSON}/${YEAR}/6?highlight=${YEAR}-06-15`, company: 'be' },
  { path: `/employee/${BE_PERSON}/documents`, company: 'be' },
  { path: `/upload/employee/${BE_PERSON}?back=%2Fpeople%2F${BE_PERSON}`, company: 'be' },
  { path: person(BE_PERSON, '/trainings'), company: 'be' },
  { path: `/trainings/1/employees/${BE_PERSON}`, company: 'be' },
  { path: `/employee/${BE_PERSON}/documents/49`, company: 'be' },
  // A car's and an asset's pages and documents (the documents' rights follow the fleet and assets sections: a user who
  // may not see them gets the page's refusal, never the 404 page).
  { path: `/fleet/${BE_CAR}`, company: 'be' },
  { path: `/car/${BE_CAR}/documents`, company: 'be' },
  { path: `/car/${BE_CAR}/documents/141`, company: 'be' },
  { path: `/upload/car/${BE_CAR}?${back(`/fleet/${BE_CAR}`)}`, company: 'be' },
  { path: `/assets/${BE_ASSET}`, company: 'be' },
  { path: `/asset/${BE_ASSET}/documents`, company: 'be' },
  { path: `/asset/${BE_ASSET}/documents/142`, company: 'be' },
  { path: `/upload/asset/${BE_ASSET}?${back(`/assets/${BE_ASSET}`)}`, company: 'be' },
  { path: `/fleet/new?employee_id=${BE_PERSON}`, company: 'be' },
  { path: `/settings/managers/${BE_PERSON}`, company: 'be' },
  { path: `/reminders/employee/${BE_PERSON}?relatedEmployeeId=${BE_PERSON}`, company: 'be' },
  { path: person(BE_PERSON, '/edit/customFields'), company: 'be' },
  { path: person(BE_PERSON, '/add/assets'), company: 'be' },
  {
    path: person(BE_PERSON, `/daysOff/confirm/belgium_only/unemployment?firstDayInRequest=${YEAR}-07-06`),
    company: 'be',
  },
  {
    path: person(BE_PERSON, `/daysOff/confirm_cancel/belgium_only/unemployment?firstDayInRequest=${YEAR}-07-06`),
    company: 'be',
  },
  // The people directory's filters in the address
  { path: '/people?q=an&status=all&sort=join_date&order=desc', company: 'be' },
  // Part 2 §2
  { path: person(BE_PERSON, '/software'), company: 'be' },
  { path: `/evaluations/${BE_PERSON}`, company: 'be' },
  { path: `/evaluations/add?initialPersonId=${BE_PERSON}`, company: 'be' },
  { path: '/evaluations/detail/71', company: 'be' },
  { path: '/software/licenses/97', company: 'be' },
  { path: '/people/41/workflow/1', company: 'be' },
  { path: '/settings/workflows/1', company: 'be' },
  { path: '/tasks', company: 'be' },
  { path: '/settings/workflows', company: 'be' },
  { path: '/settings/workflows/reassign', company: 'be' },
  { path: '/auditlogs/commutes', company: 'be' },
  // Contracts
  { path: person(BE_PERSON, '/contracts/add'), company: 'be' },
  { path: '/settings/contracts/templates', company: 'be' },
  { path: '/contracts/pending', company: 'be' },
  { path: '/settings/contracts/templates/1', company: 'be' },
  // Demo Nederland
  { path: '/people', company: 'nl' },
  { path: person(NL_PERSON), company: 'nl' },
  { path: person(NL_PERSON, `/daysOff?year=${YEAR}`), company: 'nl' },
  { path: person(NL_PERSON, `/daysOff/thenetherlands_only/verzuim/report?date=${YEAR}-03-02`), company: 'nl' },
  { path: '/people/62/daysOff/thenetherlands_only/verzuim/1/edit', company: 'nl' },
  { path: `/settings/daysOffTypes/28/${YEAR}/accrual/corrections/add?employee_id=62`, company: 'nl' },
  { path: `/fleet/${NL_CAR}`, company: 'nl' },
  { path: `/car/${NL_CAR}/documents`, company: 'nl' },
  { path: `/car/${NL_CAR}/documents/143`, company: 'nl' },
  { path: `/assets/${NL_ASSET}`, company: 'nl' },
  { path: `/asset/${NL_ASSET}/documents/144`, company: 'nl' },
  { path: '/tasks', company: 'nl' },
];

/**
 * Linked pages built elsewhere (person edit pages, trainings, documents, fleet, assets, person calendar,
 * managers, reminders…): a link to one of these may still land on the 404 page. Remove a line when its page exists.
 */
export const PENDING_LINKED_PAGES: readonly RegExp[] = [];
