import type { Queryable } from '../db';
import type { UserRow } from '../auth';
import { PERSONAL_DETAIL_FIELDS, type PersonalDetailField } from '@people/domain/personalData';
import { visibleSql, visibleValues } from '../visibility';

/**
 * A person's directory card as the REST API answers it in lists and batch reads (issue 11): every field of part 1 §3
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
  /** Issue 21: the optimistic-locking version every edit sends back. */
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
const PERSONAL_COLUMNS = PERSONAL_DETAIL_FIELDS.map((field) => (field === 'countryOfBirth' ? 'e.country_of_birth AS "countryOfBirth"' : `e.${field}`)).join(', ');

/**
 * Who the caller may find at all (rest/src/visibility.ts): $1 is always the caller's company id, $2 today, $3 whether
 * sensitive profiles show, $4 the groups the caller covers, $5 the caller's own person.
 */
const VISIBLE = visibleSql('e', { company: '$1', admin: '$3', groups: '$4', self: '$5' });

const scope = (user: UserRow, today: string) => {
  const [company, admin, groups, self] = visibleValues(user);
  return [company, today, admin, groups, self];
};

export interface ListQuery {
  search?: string;
  offset: number;
  limit: number;
  includeArchived: boolean;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listEmployees(db: Queryable, user: UserRow, today: string, q: ListQuery) {
  const params: unknown[] = [...scope(user, today)];
  let where = VISIBLE;
  if (!q.includeArchived) where += ' AND e.deleted = 0';
  const term = q.search?.trim();
  if (term) {
    params.push(likePattern(term));
    where += ` AND (e.first_name || ' ' || e.last_name ILIKE $${params.length} OR e.last_name || ' ' || e.first_name ILIKE $${params.length})`;
  }
  // The count shares the parameter list, so it names $2 (today) too: PostgreSQL refuses an untyped unused parameter.
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM employees e WHERE ${where} AND $2::date IS NOT NULL`, params);
  params.push(q.limit, q.offset);
  const data = await db.query<EmployeeRow>(
    `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${where}
     ORDER BY lower(e.last_name), lower(e.first_name), e.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { data, total };
}

export async function employeesByIds(db: Queryable, user: UserRow, today: string, ids: number[]) {
  return db.query<EmployeeRow>(`SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${VISIBLE} AND e.id = ANY($6::int[])`, [
    ...scope(user, today),
    ids,
  ]);
}

export async function employeeById(db: Queryable, user: UserRow, today: string, id: number): Promise<EmployeeRow | null> {
  const [row] = await employeesByIds(db, user, today, [id]);
  return row ?? null;
}

/** The personal information of people the caller may find (whether they may see it is the route's maySee). */
export async function personalDetailsByIds(db: Queryable, user: UserRow, ids: number[]) {
  const visible = visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' });
  return db.query<PersonalDetailsRow>(`SELECT e.id, ${PERSONAL_COLUMNS} FROM employees e WHERE ${visible} AND e.id = ANY($5::int[])`, [...visibleValues(user), ids]);
}
