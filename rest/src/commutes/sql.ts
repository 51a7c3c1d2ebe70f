// SQL of the commutes, their variable days and their audit log (spec part 2 §3 Commute, §4 Commutes, §7;
// migration 011). Every change writes its audit-log row in the same transaction (who, when, before, after).
import type { CommuteType, TransportType } from '@people/domain/commutes';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';

export interface CommuteRow {
  id: number;
  employee_id: number;
  type: CommuteType;
  transport_type: TransportType;
  distance_km: number;
  days_per_week: number | null;
  start_date: string;
}

export interface VariableDaysRow {
  employee_id: number;
  year: number;
  month: number;
  days: number;
  type: TransportType;
}

const COMMUTE_COLUMNS =
  'id, employee_id, type, transport_type, distance_km::float8 AS distance_km, days_per_week, start_date';

/** The commutes of people or by id, each person's latest start first. */
export function commuteRows(
  db: Queryable,
  companyId: number,
  filter: { employeeIds: number[] } | { ids: number[] },
): Promise<CommuteRow[]> {
  const [column, values] = 'ids' in filter ? ['id', filter.ids] : ['employee_id', filter.employeeIds];
  return db.query<CommuteRow>(
    `SELECT ${COMMUTE_COLUMNS} FROM commutes WHERE company_id = $1 AND ${column} = ANY($2::int[]) ORDER BY employee_id, start_date DESC, id DESC`,
    [companyId, values],
  );
}

export async function variableDays(
  db: Queryable,
  companyId: number,
  employeeId: number,
  year: number,
  month: number,
): Promise<VariableDaysRow | null> {
  const [row] = await db.query<VariableDaysRow>(
    `SELECT employee_id, year, month, days, transport_type AS type FROM commute_variable_days
      WHERE company_id = $1 AND employee_id = $2 AND year = $3 AND month = $4`,
    [companyId, employeeId, year, month],
  );
  return row ?? null;
}

export type CommuteAuditAction = 'commute_updated' | 'variable_days_saved';

/** One row of the commute audit log: the state before (null when there was none) and after the change. */
export async function writeCommuteAudit(
  tx: Queryable,
  user: UserRow,
  employeeId: number,
  action: CommuteAuditAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `INSERT INTO commute_audit_log (company_id, employee_id, actor_user_id, action, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      user.company_id,
      employeeId,
      user.id,
      action,
      before === null ? null : JSON.stringify(before),
      JSON.stringify(after),
    ],
  );
}

export interface CommuteAuditRow {
  id: number;
  employee_id: number;
  employee_name: string;
  actor_user_id: number;
  actor_name: string | null;
  action: CommuteAuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  created_at: string;
}
