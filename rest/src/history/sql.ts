// The SQL of the activity feed's own reads (part 1 §7 "Activity: get … answers items and relatedObjectData"); the
// items themselves are core/activity.ts's. Scoped to the caller's company.
import type { Queryable } from '../core/db';

/** The person a feed is about, as relatedObjectData names them; undefined for another company's id. */
export async function feedPerson(db: Queryable, companyId: number, employeeId: number) {
  const [person] = await db.query<{ id: number; name: string; avatar: string | null }>(
    "SELECT id, first_name || ' ' || last_name AS name, avatar FROM employees WHERE company_id = $1 AND id = $2",
    [companyId, employeeId],
  );
  return person;
}
