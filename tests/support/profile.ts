// Helpers of the person-profile tests: find demo people in a given state, read what a change wrote.
import { toGlobalId } from 'graphql-relay';
import type { Db } from '@people/rest/core/db';

/** Demo Belgium is company 1, Demo Nederland company 2 (seed order). */
export const BELGIUM = 1;
export const NETHERLANDS = 2;
export const MISSING = 999999;

export const gid = (id: number) => toGlobalId('Employee', String(id));

/** The latest wage that is not pending decides 'open contract' (part 1 §4), as the REST API reads it. */
const LATEST_WAGE = `LEFT JOIN LATERAL (SELECT end_date, contract_uid FROM wages w WHERE w.employee_id = e.id AND w.status = 'active'
  ORDER BY w.start_date DESC, w.id DESC LIMIT 1) w ON true`;

/** Conditions a test may combine to pick people; all of them visible, active people unless asked otherwise. */
export const WHERE = {
  openContract: `w.end_date IS NULL AND EXISTS (SELECT 1 FROM wages x WHERE x.employee_id = e.id AND x.status = 'active')`,
  noOpenContract: `NOT (w.end_date IS NULL AND EXISTS (SELECT 1 FROM wages x WHERE x.employee_id = e.id AND x.status = 'active'))`,
  manager: `EXISTS (SELECT 1 FROM reports_to r JOIN employees s ON s.id = r.employee_id AND s.deleted = 0 WHERE r.manager_id = e.id AND r.start_date <= '2026-06-15' AND (r.end_date IS NULL OR r.end_date >= '2026-06-15'))`,
  notManager: `NOT EXISTS (SELECT 1 FROM reports_to r JOIN employees s ON s.id = r.employee_id AND s.deleted = 0 WHERE r.manager_id = e.id AND r.start_date <= '2026-06-15' AND (r.end_date IS NULL OR r.end_date >= '2026-06-15'))`,
  pincode: `EXISTS (SELECT 1 FROM selfservice_pincodes p WHERE p.employee_id = e.id)`,
  noPincode: `NOT EXISTS (SELECT 1 FROM selfservice_pincodes p WHERE p.employee_id = e.id)`,
  noFutureOneDay: `NOT EXISTS (SELECT 1 FROM one_day_contracts o WHERE o.employee_id = e.id AND o.date >= '2026-06-15')`,
  futureOneDay: `EXISTS (SELECT 1 FROM one_day_contracts o WHERE o.employee_id = e.id AND o.date >= '2026-06-15')`,
  linked: 'e.link_integration_id IS NOT NULL',
  contractUid: 'w.contract_uid IS NOT NULL',
  noPendingDimona: 'e.pending_dimona = 0',
  started: "e.join_date <= '2026-06-15'",
  notParallel: 'e.parallel_group_id IS NULL',
  documents: 'EXISTS (SELECT 1 FROM files f WHERE f.employee_id = e.id)',
  trainings: 'EXISTS (SELECT 1 FROM training_participations t WHERE t.employee_id = e.id)',
  assets: 'EXISTS (SELECT 1 FROM assets a WHERE a.employee_id = e.id)',
  vehicles: 'EXISTS (SELECT 1 FROM vehicles v WHERE v.employee_id = e.id AND v.deleted = 0)',
  onboarded: 'e.onboarding_finished = 1',
  notOnboarded: 'e.onboarding_finished = 0',
} as const;

/** Active, visible (not sensitive) people of a company meeting every condition, by id; `skip` leaves some out. */
export async function people(
  db: Db,
  conditions: (keyof typeof WHERE)[],
  options: { company?: number; skip?: number[]; archived?: boolean } = {},
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT e.id FROM employees e ${LATEST_WAGE}
      WHERE e.company_id = $1 AND e.deleted = $2 AND e.sensitive_profile = 0 AND NOT (e.id = ANY($3::int[]))
        ${conditions.map((c) => `AND ${WHERE[c]}`).join(' ')}
      ORDER BY e.id`,
    [options.company ?? BELGIUM, options.archived ? 1 : 0, options.skip ?? []],
  );
  return rows.map((r) => r.id);
}

export async function person(
  db: Db,
  conditions: (keyof typeof WHERE)[],
  options: Parameters<typeof people>[2] = {},
): Promise<number> {
  const [id] = await people(db, conditions, options);
  if (id === undefined) throw new Error(`the demo data has no person with ${conditions.join(', ')}`);
  return id;
}

export async function activityOf(
  db: Db,
  employeeId: number,
): Promise<
  { id: number; event_type: string; event_info_json: Record<string, unknown>; related_user_id: number | null }[]
> {
  return db.query(
    'SELECT id, event_type, event_info_json, related_user_id FROM activity_items WHERE employee_id = $1 ORDER BY created_at DESC, id DESC',
    [employeeId],
  );
}

/** A trigger that makes one statement fail inside the REST API's transaction (to prove what rolls back). */
export async function failOn(
  db: Db,
  event: 'INSERT' | 'UPDATE',
  table: string,
  when: string,
): Promise<() => Promise<void>> {
  await db.exec(`
    CREATE OR REPLACE FUNCTION people_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'failing on purpose'; END $$;
    CREATE TRIGGER people_test_fail BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION people_test_fail();`);
  return async () => db.exec(`DROP TRIGGER people_test_fail ON ${table}; DROP FUNCTION people_test_fail();`);
}
