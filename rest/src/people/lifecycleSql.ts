// The SQL of a person's life in the company (part 1 §4, §6, §7): archiving, reactivating, deleting for good and the
// sensitive flag. Every statement is scoped to the caller's company.
import type { Queryable } from '../core/db';

/** The person's full name, for the activity item ('' for none). */
export async function personName(db: Queryable, companyId: number, employeeId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    "SELECT first_name || ' ' || last_name AS name FROM employees WHERE company_id = $1 AND id = $2",
    [companyId, employeeId],
  );
  return row?.name ?? '';
}

/** Part 1 §4: what archiving would cut off on the day, each a confirmation code of domain/profile. */
export async function archiveFacts(db: Queryable, companyId: number, employeeId: number, day: string) {
  const [row] = await db.query<{ manages_others: boolean; future_one_day: boolean; selfservice: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM reports_to r JOIN employees s ON s.id = r.employee_id AND s.deleted = 0
                WHERE r.manager_id = $2 AND r.start_date <= $3::date AND (r.end_date IS NULL OR r.end_date >= $3::date)) AS manages_others,
       EXISTS (SELECT 1 FROM one_day_contracts WHERE company_id = $1 AND employee_id = $2 AND date >= $3::date) AS future_one_day,
       EXISTS (SELECT 1 FROM selfservice_pincodes WHERE company_id = $1 AND employee_id = $2) AS selfservice`,
    [companyId, employeeId, day],
  );
  return {
    managesOthers: row.manages_others,
    futureOneDayContracts: row.future_one_day,
    selfServiceAccess: row.selfservice,
  };
}

/** Part 1 §4 archive (true) or reactivate (false); false when the person was already so. */
export async function setArchived(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  archived: boolean,
): Promise<boolean> {
  const changed = archived
    ? await tx.query(
        'UPDATE employees SET deleted = 1 WHERE company_id = $1 AND id = $2 AND deleted = 0 RETURNING id',
        [companyId, employeeId],
      )
    : await tx.query(
        'UPDATE employees SET deleted = 0 WHERE company_id = $1 AND id = $2 AND deleted = 1 RETURNING id',
        [companyId, employeeId],
      );
  return changed.length > 0;
}

/** Part 1 §4 hard delete of an archived person (their feed, documents and contracts cascade); false for none. */
export async function deleteArchivedPerson(db: Queryable, companyId: number, employeeId: number): Promise<boolean> {
  const deleted = await db.query(
    'DELETE FROM employees WHERE company_id = $1 AND id = $2 AND deleted = 1 RETURNING id',
    [companyId, employeeId],
  );
  return deleted.length > 0;
}

/** Locks the person's row and answers their sensitive flag. */
export async function lockedSensitiveFlag(tx: Queryable, companyId: number, employeeId: number): Promise<number> {
  const [before] = await tx.query<{ sensitive_profile: number }>(
    'SELECT sensitive_profile FROM employees WHERE company_id = $1 AND id = $2 FOR UPDATE',
    [companyId, employeeId],
  );
  return before.sensitive_profile;
}

export async function setSensitiveFlag(tx: Queryable, companyId: number, employeeId: number, sensitive: number) {
  await tx.query('UPDATE employees SET sensitive_profile = $3 WHERE company_id = $1 AND id = $2', [
    companyId,
    employeeId,
    sensitive,
  ]);
}
