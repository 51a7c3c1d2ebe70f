import type { Queryable } from '../db';
import type { UserRow } from '../auth';

/**
 * The employee as the REST API answers it: every field of part 1 §3 "Employee" and "Dependent counts",
 * plus the ids of what the gateway loads by batch (team, department, managers).
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
  dob: string | null;
  gender: string | null;
  civil_state: string | null;
  place_of_birth: string | null;
  countryOfBirth: string | null;
  nationality_country_code: string | null;
  social_security_nr: string | null;
  rijks_register_nummer: string | null;
  bank_account_iban: string | null;
  bank_account_bic: string | null;
  education_level: string | null;
  last_name_composition: string | null;
  phone: string | null;
  email: string | null;
  personal_email: string | null;
  emergency_contact_name: string | null;
  emergency_contact_relation: string | null;
  emergency_contact_phone: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  address_zipcode: string | null;
  address_city: string | null;
  address_country_code: string | null;
  partners_wage: string | null;
  dependent_children: number;
  dependent_disabled_children: number;
  dependent_adults_below_65: number;
  dependent_disabled_adults_below_65: number;
  dependent_adults_above_65: number;
  dependent_disabled_adults_above_65: number;
  dependent_adults_needing_care_above_65: number;
  team_id: number | null;
  department_id: number | null;
  join_date: string | null;
  join_date_source: string;
  reports_to_id: number | null;
  reports_to_extra_id: number | null;
}

const EMPLOYEE_COLUMNS = `e.id, e.first_name || ' ' || e.last_name AS name, e.first_name, e.last_name, e.avatar, e.deleted,
  e.sensitive_profile, e.sync_integration, e.link_integration_id, e.link_source_app_internal_id,
  e.link_source_app_employee_number, e.unlinked_integration_id, e.wages_synced_via_integration, e.onboarding_finished, e.dob, e.gender,
  e.civil_state, e.place_of_birth, e.country_of_birth AS "countryOfBirth", e.nationality_country_code,
  e.social_security_nr, e.rijks_register_nummer, e.bank_account_iban, e.bank_account_bic, e.education_level,
  e.last_name_composition, e.phone, e.email, e.personal_email, e.emergency_contact_name,
  e.emergency_contact_relation, e.emergency_contact_phone, e.address_line_1, e.address_line_2, e.address_zipcode,
  e.address_city, e.address_country_code, e.partners_wage, e.dependent_children, e.dependent_disabled_children,
  e.dependent_adults_below_65, e.dependent_disabled_adults_below_65, e.dependent_adults_above_65,
  e.dependent_disabled_adults_above_65, e.dependent_adults_needing_care_above_65, e.team_id, e.department_id,
  e.join_date, e.join_date_source,
  (SELECT r.manager_id FROM reports_to r WHERE r.employee_id = e.id AND r.is_extra = 0 AND r.start_date <= $2::date
     AND (r.end_date IS NULL OR r.end_date >= $2::date) ORDER BY r.start_date DESC LIMIT 1) AS reports_to_id,
  (SELECT r.manager_id FROM reports_to r WHERE r.employee_id = e.id AND r.is_extra = 1 AND r.start_date <= $2::date
     AND (r.end_date IS NULL OR r.end_date >= $2::date) ORDER BY r.start_date DESC LIMIT 1) AS reports_to_extra_id`;

/**
 * Who the caller may see at all: people of their own company; a sensitive profile ("invisible", part 1 §4)
 * only for admins. $1 is always the caller's company id, $2 today, $3 whether sensitive profiles show.
 */
const VISIBLE = `e.company_id = $1 AND (e.sensitive_profile = 0 OR $3::boolean)`;

const scope = (user: UserRow, today: string) => [user.company_id, today, user.admin === 1];

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
  return db.query<EmployeeRow>(`SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${VISIBLE} AND e.id = ANY($4::int[])`, [
    ...scope(user, today),
    ids,
  ]);
}

export async function employeeById(db: Queryable, user: UserRow, today: string, id: number): Promise<EmployeeRow | null> {
  const [row] = await employeesByIds(db, user, today, [id]);
  return row ?? null;
}
