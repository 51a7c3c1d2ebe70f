// The SQL of the history area: the audit log's pages (part 1 §2 /history/personalDetails) and the activity feed's own
// reads (part 1 §7 "Activity: get … answers items and relatedObjectData"; the items are core/activity.ts's). Every
// statement is scoped to the caller's company.
import type { AuditAction } from '../core/audit';
import type { Queryable } from '../core/db';

/** The person a feed is about, as relatedObjectData names them; undefined for another company's id. */
export async function feedPerson(db: Queryable, companyId: number, employeeId: number) {
  const [person] = await db.query<{ id: number; name: string; avatar: string | null }>(
    "SELECT id, first_name || ' ' || last_name AS name, avatar FROM employees WHERE company_id = $1 AND id = $2",
    [companyId, employeeId],
  );
  return person;
}

export interface AuditEntryRow {
  id: number;
  employee_id: number | null;
  actor_user_id: number;
  /** The actor's name now (joined at read time); null when the user no longer exists. */
  actor_name: string | null;
  action: AuditAction;
  fields: string[];
  route: string;
  created_at: string;
}

/** A page of the audit log as its route's query gives it: page and per_page always, by their defaults. */
export interface AuditPage {
  employee_id?: number;
  before_id?: number;
  page: number;
  per_page: number;
}

/** Whether the person has ever been in the caller's company: a row now, or history left by a hard-deleted one. */
export async function personKnown(db: Queryable, companyId: number, employeeId: number): Promise<boolean> {
  const [row] = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM employees WHERE company_id = $1 AND id = $2)
         OR EXISTS (SELECT 1 FROM audit_log WHERE company_id = $1 AND employee_id = $2) AS known`,
    [companyId, employeeId],
  );
  return row?.known === true;
}

/** One page of entries, newest first, with one entry more than asked so the caller knows whether more follow. */
export async function auditEntries(
  db: Queryable,
  companyId: number,
  q: AuditPage,
): Promise<{ data: AuditEntryRow[]; has_more: boolean }> {
  const params: unknown[] = [companyId];
  let where = 'a.company_id = $1';
  if (q.employee_id !== undefined) {
    params.push(q.employee_id);
    where += ` AND a.employee_id = $${params.length}`;
  }
  if (q.before_id !== undefined) {
    params.push(q.before_id);
    where += ` AND a.id < $${params.length}`;
  }
  params.push(q.per_page + 1, (q.page - 1) * q.per_page);
  const rows = await db.query<AuditEntryRow>(
    `SELECT a.id, a.employee_id, a.actor_user_id, u.name AS actor_name, a.action, a.fields, a.route,
       to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id AND u.company_id = a.company_id
     WHERE ${where} ORDER BY a.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { data: rows.slice(0, q.per_page), has_more: rows.length > q.per_page };
}
