// SQL of the commutes, their variable days and their audit log (spec part 2 §3 Commute, §4 Commutes, §7;
// migration 011). Every change writes its audit-log row in the same transaction (who, when, before, after).
import { COMMUTE_AUDIT_PAGE_SIZE, type CommuteType, type TransportType } from '@people/domain/commutes';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { visibleSql, visibleValues } from '../core/visibility';

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

/** part 2 §4: the person's variable days of a month, saved or replaced. */
export async function saveVariableDays(tx: Queryable, companyId: number, row: VariableDaysRow & { type: string }) {
  await tx.query(
    `INSERT INTO commute_variable_days (company_id, employee_id, year, month, days, transport_type) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (company_id, employee_id, year, month) DO UPDATE SET days = EXCLUDED.days, transport_type = EXCLUDED.transport_type, updated_at = now()`,
    [companyId, row.employee_id, row.year, row.month, row.days, row.type],
  );
}

/** part 2 §4 "the latest commute may be checked for being variable": any person the user sees whose latest one is. */
export async function hasVariableCommutes(db: Queryable, user: UserRow): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
           SELECT 1 FROM employees e JOIN LATERAL (
             SELECT type FROM commutes c WHERE c.company_id = e.company_id AND c.employee_id = e.id ORDER BY start_date DESC, id DESC LIMIT 1
           ) latest ON true
           WHERE ${visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' })} AND e.deleted = 0 AND latest.type = 'variable'
         ) AS found`,
    visibleValues(user),
  );
  return row.found;
}

/** The values of a commute in the order of its columns type, transport_type, distance_km, days_per_week. */
type CommuteValues = Pick<CommuteRow, 'type' | 'transport_type' | 'distance_km' | 'days_per_week'>;
const commuteParams = (c: CommuteValues) => [c.type, c.transport_type, c.distance_km, c.days_per_week];

/** The commute of the same start date changed in place (part 2 §7 updateCommute). */
export async function updateCommute(tx: Queryable, companyId: number, id: number, values: CommuteValues) {
  const [row] = await tx.query<{ id: number }>(
    'UPDATE commutes SET type = $3, transport_type = $4, distance_km = $5, days_per_week = $6 WHERE company_id = $1 AND id = $2 RETURNING id',
    [companyId, id, ...commuteParams(values)],
  );
  return row.id;
}

/** A new commute of the person's history from its start date (part 2 §7 updateCommute). */
export async function insertCommute(tx: Queryable, companyId: number, values: Omit<CommuteRow, 'id'>) {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO commutes (company_id, employee_id, type, transport_type, distance_km, days_per_week, start_date) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [companyId, values.employee_id, ...commuteParams(values), values.start_date],
  );
  return row.id;
}

/** part 2 §7 auditlogs/commutes/list: a page of the log of the people the user sees, newest first, and the total. */
export async function commuteAuditPage(
  db: Queryable,
  user: UserRow,
  filter: { employeeId?: number; yearMonth?: string },
  page: number,
): Promise<{ rows: CommuteAuditRow[]; total: number }> {
  const params: unknown[] = [...visibleValues(user)];
  const conditions = [visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' })];
  if (filter.employeeId !== undefined) conditions.push(`l.employee_id = $${params.push(filter.employeeId)}`);
  if (filter.yearMonth !== undefined)
    conditions.push(`to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM') = $${params.push(filter.yearMonth)}`);
  const from = `commute_audit_log l JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id LEFT JOIN users u ON u.id = l.actor_user_id WHERE l.company_id = $1 AND ${conditions.join(' AND ')}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query<CommuteAuditRow>(
      `SELECT l.id::int AS id, l.employee_id, e.first_name || ' ' || e.last_name AS employee_name, l.actor_user_id, u.name AS actor_name,
                  l.action, l.before, l.after, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
             FROM ${from} ORDER BY l.created_at DESC, l.id DESC LIMIT ${COMMUTE_AUDIT_PAGE_SIZE} OFFSET ${page * COMMUTE_AUDIT_PAGE_SIZE}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, params),
  ]);
  return { rows, total };
}

/** When the first log row of the people the user sees was written (null for none). */
export async function firstCommuteAuditTimestamp(db: Queryable, user: UserRow): Promise<string | null> {
  const [row] = await db.query<{ first: string | null }>(
    `SELECT to_char(min(l.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first
           FROM commute_audit_log l JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
          WHERE l.company_id = $1 AND ${visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' })}`,
    visibleValues(user),
  );
  return row.first;
}
