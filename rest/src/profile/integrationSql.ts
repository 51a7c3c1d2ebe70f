// The SQL of what a payroll integration supplies of a person (part 1 §3 "Seniority date", §4 relink and unlink): the
// seniority date and the person's link. Every statement is scoped to the caller's company.
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';

export interface SeniorityRow {
  employee_id: number;
  seniority_date: string | null;
  integration_id: number | null;
  source_app_internal_id: string | null;
  join_date: string | null;
  join_date_source: string;
}

export async function seniority(db: Queryable, user: UserRow, employeeId: number): Promise<SeniorityRow> {
  const [row] = await db.query<SeniorityRow>(
    `SELECT e.id AS employee_id, s.seniority_date, s.integration_id, s.source_app_internal_id, e.join_date, e.join_date_source
       FROM employees e LEFT JOIN seniority_dates s ON s.employee_id = e.id AND s.company_id = e.company_id
      WHERE e.company_id = $1 AND e.id = $2`,
    [user.company_id, employeeId],
  );
  return row;
}

export async function integrationExists(db: Queryable, companyId: number, integrationId: number): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM payroll_integrations WHERE company_id = $1 AND id = $2', [
    companyId,
    integrationId,
  ]);
  return found.length > 0;
}

export async function deleteSeniorityDate(tx: Queryable, companyId: number, employeeId: number) {
  await tx.query('DELETE FROM seniority_dates WHERE company_id = $1 AND employee_id = $2', [companyId, employeeId]);
}

/** The person's seniority date set or replaced, with the integration that supplied it. */
export async function saveSeniorityDate(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  date: { seniority_date: string; integration_id: number | null; source_app_internal_id: string | null },
) {
  await tx.query(
    `INSERT INTO seniority_dates (employee_id, company_id, seniority_date, integration_id, source_app_internal_id)
             VALUES ($2, $1, $3::date, $4, $5)
             ON CONFLICT (employee_id) DO UPDATE SET seniority_date = excluded.seniority_date, integration_id = excluded.integration_id,
               source_app_internal_id = excluded.source_app_internal_id, updated_at = now()`,
    [companyId, employeeId, date.seniority_date, date.integration_id, date.source_app_internal_id],
  );
}

export interface LinkRow {
  link_integration_id: number | null;
  link_source_app_internal_id: string | null;
  title: string;
}

/** The person's link and the integration's title; undefined when the integration is not of the company. */
export async function linkRow(
  db: Queryable,
  companyId: number,
  integrationId: number,
  personId: number,
): Promise<LinkRow | undefined> {
  const [row] = await db.query<LinkRow>(
    `SELECT e.link_integration_id, e.link_source_app_internal_id, i.title
       FROM employees e JOIN payroll_integrations i ON i.company_id = e.company_id AND i.id = $3
      WHERE e.company_id = $1 AND e.id = $2`,
    [companyId, personId, integrationId],
  );
  return row;
}

/** Whether another active person of the company is linked to the same employee of the integration. */
export async function sourceLinkTaken(
  db: Queryable,
  companyId: number,
  personId: number,
  integrationId: number,
  sourceId: string,
): Promise<boolean> {
  const taken = await db.query(
    `SELECT 1 FROM employees WHERE company_id = $1 AND id <> $2 AND deleted = 0 AND link_integration_id = $3 AND link_source_app_internal_id = $4`,
    [companyId, personId, integrationId, sourceId],
  );
  return taken.length > 0;
}

/** Part 1 §4 unlink: the integration is remembered as the one unlinked. */
export async function unlinkPerson(tx: Queryable, companyId: number, personId: number) {
  await tx.query(
    'UPDATE employees SET unlinked_integration_id = link_integration_id, link_integration_id = NULL WHERE company_id = $1 AND id = $2',
    [companyId, personId],
  );
}

/** Part 1 §4 relink. */
export async function relinkPerson(tx: Queryable, companyId: number, personId: number, integrationId: number) {
  await tx.query(
    'UPDATE employees SET link_integration_id = $3, unlinked_integration_id = NULL WHERE company_id = $1 AND id = $2',
    [companyId, personId, integrationId],
  );
}
