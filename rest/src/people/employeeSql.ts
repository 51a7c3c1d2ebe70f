// A person's directory card, the detail's parts and the personal details, read for many ids at once: the people
// directory answers them, and the profile's detail (a composition, CONTRIBUTING.md) builds on them.
import type { Queryable } from '../core/db';
import type { UserRow } from '../core/auth';
import { PERSONAL_DETAIL_FIELDS, type PersonalDetailField } from '@people/domain/personalData';
import { visibleSql, visibleValues } from '../core/visibility';
import {
  CURRENT_COUNTRY_SQL,
  CURRENT_ROLE_SQL,
  directoryOptions,
  directoryOrderBy,
  directoryOrderBySortColumns,
  directorySortColumns,
  directoryWhere,
  searchNarrowedByIndex,
  type DirectoryFilters,
  type DirectoryOrder,
} from './directorySql';

/**
 * A person's directory card as the REST API answers it in lists and batch reads: every field of part 1 §3
 * "Employee" that is not personal information (domain personalData), plus the ids of what the gateway loads by batch
 * (team, department, managers, group).
 */
export interface EmployeeRow {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  deleted: number;
  sensitive_profile: number;
  sync_integration: number;
  link_integration_id: number | null;
  link_source_app_internal_id: string | null;
  link_source_app_employee_number: string | null;
  /** The integration an unlink removed, so a relink goes back to it (part 1 §4). */
  unlinked_integration_id: number | null;
  wages_synced_via_integration: number;
  onboarding_finished: number;
  phone: string | null;
  email: string | null;
  team_id: number | null;
  department_id: number | null;
  group_id: number | null;
  join_date: string | null;
  join_date_source: string;
  reports_to_id: number | null;
  reports_to_extra_id: number | null;
  /** The optimistic-locking version every edit sends back. */
  version: number;
}

/** A person's personal information (domain PERSONAL_DETAIL_FIELDS), seen only under maySee('personalInformation'). */
export type PersonalDetailsRow = { id: number } & Record<PersonalDetailField, string | number | null>;

const EMPLOYEE_COLUMNS = `e.id, e.first_name || ' ' || e.last_name AS name, e.first_name, e.last_name, e.avatar, e.deleted,
  e.sensitive_profile, e.sync_integration, e.link_integration_id, e.link_source_app_internal_id,
  e.link_source_app_employee_number, e.unlinked_integration_id, e.wages_synced_via_integration, e.onboarding_finished,
  e.phone, e.email, e.team_id, e.department_id, e.group_id, e.join_date, e.join_date_source, e.version,
  (SELECT r.manager_id FROM reports_to r WHERE r.employee_id = e.id AND r.is_extra = 0 AND r.start_date <= $2::date
     AND (r.end_date IS NULL OR r.end_date >= $2::date) ORDER BY r.start_date DESC LIMIT 1) AS reports_to_id,
  (SELECT r.manager_id FROM reports_to r WHERE r.employee_id = e.id AND r.is_extra = 1 AND r.start_date <= $2::date
     AND (r.end_date IS NULL OR r.end_date >= $2::date) ORDER BY r.start_date DESC LIMIT 1) AS reports_to_extra_id`;

// The column of each personal field: they are named as the spec names them, but for countryOfBirth.
const PERSONAL_COLUMNS = PERSONAL_DETAIL_FIELDS.map((field) =>
  field === 'countryOfBirth' ? 'e.country_of_birth AS "countryOfBirth"' : `e.${field}`,
).join(', ');

/**
 * Who the caller may find at all (rest/src/core/visibility.ts): $1 is always the caller's company id, $2 today, $3 whether
 * sensitive profiles show, $4 the groups the caller covers, $5 the caller's own person.
 */
const VISIBLE = visibleSql('e', { company: '$1', admin: '$3', groups: '$4', self: '$5' });

const scope = (user: UserRow, today: string) => {
  const [company, admin, groups, self] = visibleValues(user);
  return [company, today, admin, groups, self];
};

export interface ListQuery extends DirectoryFilters, DirectoryOrder {
  offset: number;
  limit: number;
}

/** A page of the people directory: its search, filters and sort are directorySql's. */
export async function listEmployees(db: Queryable, user: UserRow, today: string, q: ListQuery) {
  const params: unknown[] = [...scope(user, today)];
  const where = directoryWhere(VISIBLE, params, q);
  if (searchNarrowedByIndex(q.search)) return searchEmployees(db, where, params, q);
  // The count shares the parameter list, so it names $2 (today) too: PostgreSQL refuses an untyped unused parameter.
  // The count and the page are read side by side (two connections of the pool on PostgreSQL).
  const paged = [...params, q.limit, q.offset];
  const [total, data] = await Promise.all([
    countEmployees(db, where, params),
    db.query<EmployeeRow>(
      `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${where}
       ORDER BY ${directoryOrderBy(q)} LIMIT $${paged.length - 1} OFFSET $${paged.length}`,
      paged,
    ),
  ]);
  return { data, total };
}

const countEmployees = async (db: Queryable, where: string, params: unknown[]) =>
  (
    await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM employees e WHERE ${where} AND $2::date IS NOT NULL`,
      params,
    )
  )[0].total;

/**
 * A search reads the people it matches once, through the trigram index (migration 018), and takes both the
 * count and the page from them: only their ids and sort keys (stored, migration 028) are kept, and only the page's
 * rows are read in full. The plain list's shape (walk the name index, stop after the page) would read every person in
 * name order up to the page's last match: most of the company when the matches sit in one part of the alphabet (a
 * surname). A search of only one- and two-letter words has no trigram to look up and matches most people: the plain
 * list's shape, which stops after the page, serves it better.
 */
async function searchEmployees(db: Queryable, where: string, params: unknown[], q: ListQuery) {
  params.push(q.limit, q.offset);
  const rows = await db.query<EmployeeRow & { total: number }>(
    `WITH matches AS MATERIALIZED (SELECT e.id, ${directorySortColumns(q)} FROM employees e WHERE ${where})
     SELECT ${EMPLOYEE_COLUMNS}, (SELECT count(*) FROM matches)::int AS total
       FROM (SELECT * FROM matches m ORDER BY ${directoryOrderBySortColumns(q, 'm')} LIMIT $${params.length - 1} OFFSET $${params.length}) m
       JOIN employees e ON e.id = m.id
      ORDER BY ${directoryOrderBySortColumns(q, 'm')}`,
    params,
  );
  const data = rows.map(({ total: _, ...row }) => row);
  // A page past the last match has no row to carry the count.
  const total = rows[0]?.total ?? (q.offset === 0 ? 0 : await countEmployees(db, where, params.slice(0, -2)));
  return { data, total };
}

/** A directory row of the export: the card, the names of its team, department and manager, its current role and wage. */
export type DirectoryExportRow = EmployeeRow & {
  team_name: string | null;
  department_name: string | null;
  manager_name: string | null;
  role_title: string | null;
  country: string | null;
  wage_type: string | null;
  wage_rate: string | null;
  wage_currency: string | null;
  weekly_time_engagement: number | null;
};

/** Every person of the filtered directory, up to `max`, for the export; wage facts only when `withWages`. */
export async function exportEmployees(
  db: Queryable,
  user: UserRow,
  today: string,
  q: DirectoryFilters & DirectoryOrder,
  max: number,
  withWages: boolean,
) {
  const params: unknown[] = [...scope(user, today)];
  const where = directoryWhere(VISIBLE, params, q);
  params.push(max);
  const wage = (column: string) =>
    withWages
      ? `(SELECT w.${column} FROM wages w WHERE w.employee_id = e.id AND w.company_id = e.company_id AND w.start_date <= $2::date
           AND (w.end_date IS NULL OR w.end_date >= $2::date) ORDER BY w.start_date DESC, w.id DESC LIMIT 1)`
      : 'NULL';
  return db.query<DirectoryExportRow>(
    `SELECT ${EMPLOYEE_COLUMNS},
       (SELECT t.name FROM teams t WHERE t.id = e.team_id) AS team_name,
       (SELECT d.description FROM departments d WHERE d.id = e.department_id) AS department_name,
       (SELECT m.first_name || ' ' || m.last_name FROM reports_to r JOIN employees m ON m.id = r.manager_id
         WHERE r.employee_id = e.id AND r.is_extra = 0 AND r.start_date <= $2::date AND (r.end_date IS NULL OR r.end_date >= $2::date)
         ORDER BY r.start_date DESC LIMIT 1) AS manager_name,
       ${CURRENT_ROLE_SQL} AS role_title,
       ${CURRENT_COUNTRY_SQL} AS country,
       ${wage('type')} AS wage_type, ${wage('rate')}::text AS wage_rate, ${wage('currency')}::text AS wage_currency,
       ${wage('weekly_time_engagement')} AS weekly_time_engagement
     FROM employees e WHERE ${where}
     ORDER BY ${directoryOrderBy(q)} LIMIT $${params.length}`,
    params,
  );
}

/** What the directory's filters offer: directorySql's directoryOptions over the people the caller may find. */
export const employeeDirectoryOptions = (db: Queryable, user: UserRow, today: string, withWages: boolean) =>
  directoryOptions(db, VISIBLE, scope(user, today), withWages);

interface RoleHistoryRow {
  employee_id: number;
  id: number;
  title: string;
  start_date: string;
  end_date: string | null;
}

/** Part 1 §3 current_reports_to: a manager named even outside the caller's groups (plain text); 0 for no group. */
interface ManagerRow {
  person_id: number;
  person_name: string;
  group_id: number;
}

/**
 * What the detail (part 1 §3) says of each person the caller may find beside the card: the role history (latest
 * first), the managers, the team and the department, in one read per table for many ids (a page of the
 * directory costs one call for all of it). Ids the caller cannot find are left out.
 */
export async function detailPartsByIds(db: Queryable, user: UserRow, today: string, ids: number[]) {
  const people = await employeesByIds(db, user, today, ids);
  const distinct = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const found = people.map((p) => p.id);
  const [roles, managers, teams, departments] = await Promise.all([
    db.query<RoleHistoryRow>(
      `SELECT employee_id, id, title, start_date, end_date FROM role_history WHERE employee_id = ANY($1::int[])
        ORDER BY employee_id, start_date DESC, id DESC`,
      [found],
    ),
    db.query<ManagerRow>(
      `SELECT e.id AS person_id, e.first_name || ' ' || e.last_name AS person_name, COALESCE(e.group_id, 0) AS group_id
         FROM employees e WHERE e.company_id = $1 AND e.id = ANY($2::int[])`,
      [user.company_id, distinct(people.flatMap((p) => [p.reports_to_id, p.reports_to_extra_id]))],
    ),
    db.query<{ id: number; name: string }>('SELECT id, name FROM teams WHERE company_id = $1 AND id = ANY($2::int[])', [
      user.company_id,
      distinct(people.map((p) => p.team_id)),
    ]),
    db.query<{ id: number; description: string }>(
      'SELECT id, description FROM departments WHERE company_id = $1 AND id = ANY($2::int[])',
      [user.company_id, distinct(people.map((p) => p.department_id))],
    ),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const [teamById, departmentById] = [byId(teams), byId(departments)];
  const manager = (id: number | null) => managers.find((m) => m.person_id === id) ?? null;
  const history = new Map<number, Omit<RoleHistoryRow, 'employee_id'>[]>(found.map((id) => [id, []]));
  for (const { employee_id, ...role } of roles) history.get(employee_id)?.push(role);
  return people.map((p) => ({
    id: p.id,
    role_history: history.get(p.id) ?? [],
    current_reports_to: manager(p.reports_to_id),
    current_reports_to_extra: manager(p.reports_to_extra_id),
    team: p.team_id === null ? null : (teamById.get(p.team_id) ?? null),
    current_department: p.department_id === null ? null : (departmentById.get(p.department_id) ?? null),
  }));
}

export async function employeesByIds(db: Queryable, user: UserRow, today: string, ids: number[]) {
  return db.query<EmployeeRow>(
    `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${VISIBLE} AND e.id = ANY($6::int[])`,
    [...scope(user, today), ids],
  );
}

export async function employeeById(
  db: Queryable,
  user: UserRow,
  today: string,
  id: number,
): Promise<EmployeeRow | null> {
  const [row] = await employeesByIds(db, user, today, [id]);
  return row ?? null;
}

/** The personal information of people the caller may find (whether they may see it is the route's maySee). */
export async function personalDetailsByIds(db: Queryable, user: UserRow, ids: number[]) {
  const visible = visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' });
  return db.query<PersonalDetailsRow>(
    `SELECT e.id, ${PERSONAL_COLUMNS} FROM employees e WHERE ${visible} AND e.id = ANY($5::int[])`,
    [...visibleValues(user), ids],
  );
}
