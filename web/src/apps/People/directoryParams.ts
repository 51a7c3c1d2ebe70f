// The people directory's state lives in the address: search, filters, sort and page size are query
// parameters of /people, so Back, a reload or a shared link shows the same list. Ids are the spec's numeric ids.
import type {
  EmployeeSortField,
  EmployeeStatusFilter,
  PeopleRouteQuery$variables,
  SortDirection,
  WageType,
} from '../../__generated__/PeopleRouteQuery.graphql';
import { PEOPLE_PAGE_SIZE } from './peoplePageSize';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORT_FIELDS = [
  'NAME',
  'FIRST_NAME',
  'JOIN_DATE',
  'EMPLOYEE_NUMBER',
  'TEAM',
  'DEPARTMENT',
] as const satisfies readonly EmployeeSortField[];
const STATUSES: EmployeeStatusFilter[] = ['ACTIVE', 'ARCHIVED', 'ALL'];
const WAGE_TYPES: WageType[] = [
  'EMPLOYEE_PAID_HOURLY',
  'EMPLOYEE_PAID_MONTHLY',
  'EMPLOYEE_PAID_DAILY',
  'EMPLOYEE_PAID_WEEKLY',
  'EMPLOYEE_PAID_FOUR_WEEKLY',
  'EMPLOYEE_PAID_PER_UNIT',
  'FREELANCER_PAID_HOURLY',
  'FREELANCER_PAID_DAILY',
  'FREELANCER_PAID_MONTHLY',
  'INTERN_NOT_PAID',
];

export interface DirectoryState {
  q: string;
  status: EmployeeStatusFilter;
  team: string | null;
  department: string | null;
  manager: string | null;
  role: string | null;
  country: string | null;
  wageType: WageType | null;
  sort: (typeof SORT_FIELDS)[number];
  order: SortDirection;
  size: number;
}

export const DEFAULT_STATE: DirectoryState = {
  q: '',
  status: 'ACTIVE',
  team: null,
  department: null,
  manager: null,
  role: null,
  country: null,
  wageType: null,
  sort: 'NAME',
  order: 'ASC',
  size: PEOPLE_PAGE_SIZE,
};

/** `value` in capitals when it is one of `values`, else null. */
const known = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value.toUpperCase()) ? (value.toUpperCase() as T) : null;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  known(values, value) ?? fallback;
const numericId = (value: string | null) => (value !== null && /^[1-9][0-9]{0,8}$/.test(value) ? value : null);
const text = (value: string | null, max: number) => (value ? value.slice(0, max) : null);

/** The state an address asks for; what it cannot read falls back to the default, never to an error page. */
export function readDirectoryState(params: URLSearchParams): DirectoryState {
  const size = Number(params.get('size'));
  const country = params.get('country');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: oneOf(STATUSES, params.get('status'), 'ACTIVE'),
    team: numericId(params.get('team')),
    department: numericId(params.get('department')),
    manager: numericId(params.get('manager')),
    role: text(params.get('role'), 200),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
    wageType: known(WAGE_TYPES, params.get('wageType')),
    sort: oneOf(SORT_FIELDS, params.get('sort'), 'NAME'),
    order: oneOf<SortDirection>(['ASC', 'DESC'], params.get('order'), 'ASC'),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PEOPLE_PAGE_SIZE,
  };
}

/** The address of a state: only what differs from the default, so a plain /people stays plain. */
export function directorySearchParams(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_STATE) as (keyof DirectoryState)[]) {
    const value = state[key];
    if (value !== null && value !== '' && value !== DEFAULT_STATE[key]) params.set(key, String(value));
  }
  return params;
}

/** The route query's variables of a state. */
export function directoryVariables(state: DirectoryState): PeopleRouteQuery$variables {
  return {
    count: state.size,
    search: state.q.trim() || null,
    filter: {
      status: state.status,
      teamId: state.team,
      departmentId: state.department,
      managerId: state.manager,
      role: state.role,
      country: state.country,
      wageType: state.wageType,
    },
    orderBy: { field: state.sort, direction: state.order },
  };
}

/** The REST export's query string of a state (rest/src/people/directory.ts: the same filters, in REST's spelling). */
export function exportQuery(state: DirectoryState, format: 'xlsx' | 'csv'): string {
  const params = new URLSearchParams({
    format,
    status: state.status.toLowerCase(),
    sort: state.sort.toLowerCase(),
    order: state.order.toLowerCase(),
  });
  const optional: [string, string | null][] = [
    ['search', state.q.trim() || null],
    ['team_id', state.team],
    ['department_id', state.department],
    ['manager_id', state.manager],
    ['role', state.role],
    ['country', state.country],
    ['wage_type', state.wageType?.toLowerCase() ?? null],
  ];
  for (const [key, value] of optional) if (value) params.set(key, value);
  return params.toString();
}
