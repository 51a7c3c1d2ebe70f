// The people directory: the list's search, filters and sort as one SQL predicate and one ORDER BY, shared
// by the list (GET /api/employees), its export (GET /api/employees/export) and the filter options.
import type { Queryable } from '../core/db';

export const DIRECTORY_SORTS = ['name', 'first_name', 'join_date', 'employee_number', 'team', 'department'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_STATUSES = ['active', 'archived', 'all'] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];

/** The directory's search and filters as the REST API takes them (query string of GET /api/employees). */
export interface DirectoryFilters {
  search?: string;
  status: DirectoryStatus;
  team_id?: number;
  department_id?: number;
  /** A person's current manager (reports_to or reports_to_extra). */
  manager_id?: number;
  /** The current role's title, case-insensitive. */
  role?: string;
  /** The registration country of the current wage (part 1 §3 Wage registration_country_code). */
  country?: string;
  /** The current wage's type: a wage fact, so only for callers with wage access (the route checks it). */
  wage_type?: string;
}

export interface DirectoryOrder {
  sort: DirectorySort;
  order: 'asc' | 'desc';
}

/** At most this many words of a search count (each is one LIKE on the trigram index). */
const MAX_SEARCH_WORDS = 5;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const searchWords = (search: string | undefined) =>
  (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** The words of a search, each a LIKE pattern for people_search_normalize (migration 018). */
export const searchPatterns = (search: string | undefined) =>
  searchWords(search).map((word) => `%${escapeLike(word)}%`);

/** Whether the trigram index can narrow a search: a word of three characters or more has a trigram to look up. */
export const searchNarrowedByIndex = (search: string | undefined) =>
  searchWords(search).some((word) => [...word].length >= 3);

// The current wage and role as of $2 (today), the way the detail picks them (part 1 §3 current_wage, current_role).
const currentWage = (
  column: string,
) => `(SELECT w.${column} FROM wages w WHERE w.employee_id = e.id AND w.company_id = e.company_id
  AND w.start_date <= $2::date AND (w.end_date IS NULL OR w.end_date >= $2::date) ORDER BY w.start_date DESC, w.id DESC LIMIT 1)`;
export const CURRENT_ROLE_SQL = `(SELECT r.title FROM role_history r WHERE r.employee_id = e.id
  AND r.start_date <= $2::date AND (r.end_date IS NULL OR r.end_date >= $2::date) ORDER BY r.start_date DESC, r.id DESC LIMIT 1)`;
export const CURRENT_WAGE_TYPE_SQL = currentWage('type');
export const CURRENT_COUNTRY_SQL = currentWage('registration_country_code');

/**
 * The filters as SQL over `employees e`, appended to `where` with their values pushed on `params` ($1 company, $2
 * today are the caller's scope, already there). The search is served by the trigram index of migration 018.
 */
export function directoryWhere(where: string, params: unknown[], f: DirectoryFilters): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  if (f.status === 'active') where += ' AND e.deleted = 0';
  if (f.status === 'archived') where += ' AND e.deleted = 1';
  for (const pattern of searchPatterns(f.search))
    where += ` AND e.search_text LIKE people_search_normalize(${add(pattern)})`;
  if (f.team_id !== undefined) where += ` AND e.team_id = ${add(f.team_id)}`;
  if (f.department_id !== undefined) where += ` AND e.department_id = ${add(f.department_id)}`;
  if (f.manager_id !== undefined) {
    where += ` AND EXISTS (SELECT 1 FROM reports_to r WHERE r.manager_id = ${add(f.manager_id)} AND r.employee_id = e.id
      AND r.start_date <= $2::date AND (r.end_date IS NULL OR r.end_date >= $2::date))`;
  }
  if (f.role !== undefined) where += ` AND lower(${CURRENT_ROLE_SQL}) = lower(${add(f.role)})`;
  if (f.country !== undefined) where += ` AND ${CURRENT_COUNTRY_SQL} = ${add(f.country)}`;
  if (f.wage_type !== undefined) where += ` AND ${CURRENT_WAGE_TYPE_SQL} = ${add(f.wage_type)}`;
  return where;
}

// lower(last_name) and lower(first_name), stored (migration 028).
const LAST = 'e.last_name_sort';
const FIRST = 'e.first_name_sort';
/** How a key sorts: as the order asked, as asked with empty values last, or always A to Z (a tie-break by name). */
type KeyOrder = 'asked' | 'asked, nulls last' | 'asc';
const SORT_KEYS: Record<DirectorySort, [string, KeyOrder][]> = {
  name: [
    [LAST, 'asked'],
    [FIRST, 'asked'],
  ],
  first_name: [
    [FIRST, 'asked'],
    [LAST, 'asked'],
  ],
  join_date: [
    ['e.join_date', 'asked, nulls last'],
    [LAST, 'asc'],
    [FIRST, 'asc'],
  ],
  employee_number: [
    ['e.link_source_app_employee_number', 'asked, nulls last'],
    [LAST, 'asc'],
    [FIRST, 'asc'],
  ],
  team: [
    ['(SELECT lower(t.name) FROM teams t WHERE t.id = e.team_id)', 'asked, nulls last'],
    [LAST, 'asc'],
    [FIRST, 'asc'],
  ],
  department: [
    ['(SELECT lower(d.description) FROM departments d WHERE d.id = e.department_id)', 'asked, nulls last'],
    [LAST, 'asc'],
    [FIRST, 'asc'],
  ],
};

/** A sort's keys, each an SQL expression over `e` and its direction; the id last, so pages never overlap. */
function sortKeys({ sort, order }: DirectoryOrder): { sql: string; direction: string }[] {
  const asked = order === 'desc' ? 'DESC' : 'ASC';
  const direction = (how: KeyOrder) => (how === 'asc' ? 'ASC' : how === 'asked' ? asked : `${asked} NULLS LAST`);
  return [
    ...SORT_KEYS[sort].map(([sql, how]) => ({ sql, direction: direction(how) })),
    { sql: 'e.id', direction: asked },
  ];
}

/** ORDER BY of a sort over `e`. */
export const directoryOrderBy = (order: DirectoryOrder) =>
  sortKeys(order)
    .map((key) => `${key.sql} ${key.direction}`)
    .join(', ');

/** A sort's keys as columns sort_0, sort_1, … of a SELECT over `e`, for a query that orders rows it read before. */
export const directorySortColumns = (order: DirectoryOrder) =>
  sortKeys(order)
    .map((key, i) => `${key.sql} AS sort_${i}`)
    .join(', ');

/** ORDER BY of a sort over the columns of directorySortColumns, read from `alias`. */
export const directoryOrderBySortColumns = (order: DirectoryOrder, alias: string) =>
  sortKeys(order)
    .map((key, i) => `${alias}.sort_${i} ${key.direction}`)
    .join(', ');

/** What the directory's filters can choose from, among the people the caller may find (`visible`, over `e`). */
export async function directoryOptions(db: Queryable, visible: string, scope: unknown[], withWages: boolean) {
  const [teams, departments, managers, roles, wages] = await Promise.all([
    db.query<{ id: number; name: string }>(
      `SELECT t.id, t.name FROM teams t WHERE t.company_id = $1 AND EXISTS (SELECT 1 FROM employees e WHERE e.team_id = t.id AND ${visible} AND $2::date IS NOT NULL)
        ORDER BY lower(t.name), t.id`,
      scope,
    ),
    db.query<{ id: number; description: string }>(
      `SELECT d.id, d.description FROM departments d WHERE d.company_id = $1
          AND EXISTS (SELECT 1 FROM employees e WHERE e.department_id = d.id AND ${visible} AND $2::date IS NOT NULL)
        ORDER BY lower(d.description), d.id`,
      scope,
    ),
    db.query<{ id: number; name: string }>(
      `SELECT e.id, e.first_name || ' ' || e.last_name AS name FROM employees e WHERE ${visible}
          AND EXISTS (SELECT 1 FROM reports_to r WHERE r.manager_id = e.id AND r.start_date <= $2::date AND (r.end_date IS NULL OR r.end_date >= $2::date))
        ORDER BY e.last_name_sort, e.first_name_sort, e.id`,
      scope,
    ),
    // Each person's current role and wage in one pass over the table (DISTINCT ON, a hash join), not one
    // subquery per person: at 10,000 people a subquery each took 45–57 ms per option list.
    db.query<{ title: string }>(
      `SELECT DISTINCT current.title FROM (
         SELECT DISTINCT ON (r.employee_id) r.title FROM role_history r JOIN employees e ON e.id = r.employee_id
          WHERE ${visible} AND r.start_date <= $2::date AND (r.end_date IS NULL OR r.end_date >= $2::date)
          ORDER BY r.employee_id, r.start_date DESC, r.id DESC) current
       WHERE current.title IS NOT NULL ORDER BY 1`,
      scope,
    ),
    db.query<{ countries: string[]; wage_types: string[] }>(
      `WITH current AS (
         SELECT DISTINCT ON (w.employee_id) w.registration_country_code::text AS country, w.type::text AS type
           FROM wages w JOIN employees e ON e.id = w.employee_id AND e.company_id = w.company_id
          WHERE ${visible} AND w.start_date <= $2::date AND (w.end_date IS NULL OR w.end_date >= $2::date)
          ORDER BY w.employee_id, w.start_date DESC, w.id DESC)
       SELECT ARRAY(SELECT DISTINCT country FROM current WHERE country IS NOT NULL ORDER BY 1) AS countries,
              ARRAY(SELECT DISTINCT type FROM current WHERE type IS NOT NULL ORDER BY 1) AS wage_types`,
      scope,
    ),
  ]);
  const [{ countries, wage_types }] = wages;
  return {
    teams,
    departments,
    managers,
    roles: roles.map((r) => r.title),
    countries,
    wage_types: withWages ? wage_types : null,
  };
}
