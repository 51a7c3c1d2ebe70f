// Soft delete of documents, budgets (with their items) and performance reviews (migration 031; domain retention): a
// delete sets deleted_at, every read leaves such rows out, a restore within RESTORE_DAYS clears it, and the
// housekeeping run purges the rows past it. A row past its restore days answers 404 as a missing one, purged or not.
import { BUSINESS_TIME_ZONE } from '@people/domain/dates';
import { mayRestore, purgeDeletedBefore } from '@people/domain/retention';
import { clockNow, today } from './clock';
import type { Queryable } from './db';

export type SoftDeletable = 'files' | 'budgets' | 'performance_evaluations';
const TABLES: readonly SoftDeletable[] = ['files', 'budgets', 'performance_evaluations'];

/** The day of a delete in the business time zone, as domain retention counts it. */
const deletedOn = (column: string) => `to_char((${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date, 'YYYY-MM-DD')`;

export async function markDeleted(tx: Queryable, table: SoftDeletable, companyId: number, id: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET deleted_at = $3 WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL`, [
    companyId,
    id,
    clockNow(),
  ]);
}

/**
 * A deleted row that may still be restored, locked for the restore; null when there is none (missing, another
 * company's, not deleted, or past its restore days).
 */
export async function restorable(
  tx: Queryable,
  table: SoftDeletable,
  companyId: number,
  id: number,
): Promise<{ id: number } | null> {
  const [row] = await tx.query<{ id: number; deleted_on: string }>(
    `SELECT id, ${deletedOn('deleted_at')} AS deleted_on FROM ${table} WHERE company_id = $1 AND id = $2 AND deleted_at IS NOT NULL FOR UPDATE`,
    [companyId, id],
  );
  return row && mayRestore(row.deleted_on, today()) ? { id: row.id } : null;
}

export async function markRestored(tx: Queryable, table: SoftDeletable, companyId: number, id: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET deleted_at = NULL WHERE company_id = $1 AND id = $2`, [companyId, id]);
}

/**
 * Purges the rows deleted before today's restore days (a budget's items go with it, ON DELETE CASCADE). Plain DELETEs
 * of rows no request can reach any more: several REST processes may run it at once, each deletes what is left.
 */
export async function purgeDeleted(db: Queryable, day: string = today()): Promise<Record<SoftDeletable, number>> {
  const before = purgeDeletedBefore(day);
  const counts = {} as Record<SoftDeletable, number>;
  for (const table of TABLES) {
    const rows = await db.query(
      `DELETE FROM ${table} WHERE deleted_at IS NOT NULL AND ${deletedOn('deleted_at')} < $1 RETURNING id`,
      [before],
    );
    counts[table] = rows.length;
  }
  return counts;
}
