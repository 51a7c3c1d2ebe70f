// The SQL of the company's teams and departments, and of adding a person to it (part 1 §7 "Add employee").
import type { Queryable } from '../core/db';

/** The company's teams by name, for the add form. */
export async function companyTeams(db: Queryable, companyId: number): Promise<{ id: number; name: string }[]> {
  return db.query('SELECT id, name FROM teams WHERE company_id = $1 ORDER BY lower(name), id', [companyId]);
}

/** The company's teams among ids; other companies' ids are left out. */
export async function teamsByIds(
  db: Queryable,
  companyId: number,
  ids: number[],
): Promise<{ id: number; name: string }[]> {
  return db.query('SELECT id, name FROM teams WHERE company_id = $1 AND id = ANY($2::int[]) ORDER BY id', [
    companyId,
    ids,
  ]);
}

/** The company's departments among ids; other companies' ids are left out. */
export async function departmentsByIds(
  db: Queryable,
  companyId: number,
  ids: number[],
): Promise<{ id: number; description: string }[]> {
  return db.query('SELECT id, description FROM departments WHERE company_id = $1 AND id = ANY($2::int[]) ORDER BY id', [
    companyId,
    ids,
  ]);
}

export async function teamExists(db: Queryable, companyId: number, teamId: number): Promise<boolean> {
  const [team] = await db.query('SELECT id FROM teams WHERE company_id = $1 AND id = $2', [companyId, teamId]);
  return team !== undefined;
}

export interface NewPerson {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  team_id: number | null;
  /** YYYY-MM-DD or null. */
  join_date: string | null;
}

/** A new person of the company, living in the company's country until told otherwise. */
export async function insertPerson(tx: Queryable, companyId: number, person: NewPerson): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO employees (company_id, first_name, last_name, email, phone, team_id, join_date, address_country_code)
           SELECT $1, $2, $3, $4, $5, $6, $7::date, c.country_code FROM companies c WHERE c.id = $1 RETURNING id`,
    [companyId, person.first_name, person.last_name, person.email, person.phone, person.team_id, person.join_date],
  );
  return row.id;
}

/** The person's first role, from the day they join. */
export async function insertFirstRole(tx: Queryable, employeeId: number, title: string, startDate: string) {
  await tx.query('INSERT INTO role_history (employee_id, title, start_date) VALUES ($1, $2, $3::date)', [
    employeeId,
    title,
    startDate,
  ]);
}
