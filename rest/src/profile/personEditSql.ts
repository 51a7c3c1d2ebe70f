// The SQL of a person's edits beside the person's row lock (core/personLock.ts): the company's country, team names
// and the role history (part 1 §2 role and role history). Each runs after lockForEdit, inside its transaction.
import type { Queryable } from '../core/db';

/** The company's country code (undefined for none); domain personCountry gives the default. */
export async function companyCountryCode(db: Queryable, companyId: number): Promise<string | undefined> {
  const [row] = await db.query<{ country_code: string }>('SELECT country_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  return row?.country_code;
}

/** The names of the company's teams among ids. */
export async function teamNames(
  tx: Queryable,
  companyId: number,
  ids: number[],
): Promise<{ id: number; name: string }[]> {
  return tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM teams WHERE company_id = $1 AND id = ANY($2::int[])',
    [companyId, ids],
  );
}

/** The person's latest role (by start date); undefined for none. */
export async function latestRole(
  tx: Queryable,
  employeeId: number,
): Promise<{ id: number; title: string; start_date: string } | undefined> {
  const [latest] = await tx.query<{ id: number; title: string; start_date: string }>(
    "SELECT id, title, to_char(start_date, 'YYYY-MM-DD') AS start_date FROM role_history WHERE employee_id = $1 ORDER BY start_date DESC, id DESC LIMIT 1",
    [employeeId],
  );
  return latest;
}

/** Ends on endDate the person's roles still running on startDate, before a new role from startDate. */
export async function endRolesFrom(tx: Queryable, employeeId: number, endDate: string, startDate: string) {
  await tx.query(
    'UPDATE role_history SET end_date = $2::date WHERE employee_id = $1 AND (end_date IS NULL OR end_date >= $3::date)',
    [employeeId, endDate, startDate],
  );
}

export async function insertRole(tx: Queryable, employeeId: number, title: string, startDate: string) {
  await tx.query('INSERT INTO role_history (employee_id, title, start_date) VALUES ($1, $2, $3::date)', [
    employeeId,
    title,
    startDate,
  ]);
}

/** The title of one of the person's roles; undefined for none. */
export async function roleTitle(tx: Queryable, employeeId: number, roleId: number): Promise<string | undefined> {
  const [before] = await tx.query<{ title: string }>(
    'SELECT title FROM role_history WHERE id = $1 AND employee_id = $2',
    [roleId, employeeId],
  );
  return before?.title;
}

export async function updateRole(
  tx: Queryable,
  roleId: number,
  role: { title: string; start_date: string; end_date: string | null },
) {
  await tx.query('UPDATE role_history SET title = $2, start_date = $3::date, end_date = $4::date WHERE id = $1', [
    roleId,
    role.title,
    role.start_date,
    role.end_date,
  ]);
}
