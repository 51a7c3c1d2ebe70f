// The ids the access and tenant matrices need for software licenses and performance reviews, made in the
// test's own database: a product every person of Demo Belgium has an active license of (so adding another answers
// LICENSE_EXISTS and nothing is stored), a sent review per person (so edit, finish and send answer their state code)
// and spare planned reviews per person for the deletes, one per call.
import type { Db } from '@people/rest/core/db';

export interface SoftwareReviewFixtures {
  /** The person's active license of the access-matrix product. */
  licenseOf(person: number): number;
  /** The access-matrix product. */
  product: number;
  /** The person's sent review of the access matrix. */
  reviewOf(person: number): number;
  /** A review of the person not handed out before: a delete consumes it. */
  spareReviewOf(person: number): number;
  /** A review type of Demo Belgium. */
  reviewType: number;
}

const SPARES = 16;

export async function softwareReviewFixtures(db: Db, company = 1): Promise<SoftwareReviewFixtures> {
  const [product] = await db.query<{ id: number }>(
    "INSERT INTO software_products (company_id, name, name_key, url) VALUES ($1, 'Access matrix', 'access matrix', NULL) RETURNING id",
    [company],
  );
  const licenses = await db.query<{ id: number; employee_id: number }>(
    `INSERT INTO software_licenses (company_id, product_id, employee_id, date_enabled)
     SELECT $1, $2, id, '2026-01-01' FROM employees WHERE company_id = $1 RETURNING id, employee_id`,
    [company, product.id],
  );
  const [type] = await db.query<{ id: number }>(
    'SELECT id FROM performance_evaluation_types WHERE company_id = $1 ORDER BY id LIMIT 1',
    [company],
  );
  const sent = await db.query<{ id: number; employee_id: number }>(
    `INSERT INTO performance_evaluations (company_id, employee_id, evaluation_type_id, date_evaluation, status, date_finished, date_sent)
     SELECT $1, id, $2, '2026-01-10', 'sent', '2026-01-10', '2026-01-10' FROM employees WHERE company_id = $1 RETURNING id, employee_id`,
    [company, type.id],
  );
  const spares = await db.query<{ id: number; employee_id: number }>(
    `INSERT INTO performance_evaluations (company_id, employee_id, evaluation_type_id, date_evaluation)
     SELECT $1, e.id, $2, '2026-01-20' FROM employees e, generate_series(1, ${SPARES}) WHERE e.company_id = $1 RETURNING id, employee_id`,
    [company, type.id],
  );
  const pool = new Map<number, number[]>();
  for (const r of spares) pool.set(r.employee_id, [...(pool.get(r.employee_id) ?? []), r.id]);
  const find = (rows: { id: number; employee_id: number }[], person: number) =>
    rows.find((r) => r.employee_id === person)?.id ?? 999999;
  return {
    licenseOf: (person) => find(licenses, person),
    product: product.id,
    reviewOf: (person) => find(sent, person),
    spareReviewOf: (person) => pool.get(person)?.shift() ?? 999999,
    reviewType: type.id,
  };
}
