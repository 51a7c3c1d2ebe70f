import { formatDate } from '@people/domain/dates';
import { isActivityEventType, type ActivityEventType } from '@people/domain/activity';
import { ACTIVITY_PAGE_SIZE } from '@people/domain/profile';
import type { UserRow } from './auth';
import type { Queryable } from './db';

/** Part 1 §3 "Activity item" as the REST API answers it; date_formatted is DD/MM/YYYY (part 1 §9). */
export interface ActivityItemRow {
  id: number;
  employee_id: number;
  event_type: string;
  event_info_json: Record<string, unknown>;
  related_user_id: number | null;
  real_name: string | null;
  user_avatar: string | null;
  created_at: string;
  date_formatted: string;
}

export interface ActivityChange {
  employeeId: number;
  eventType: ActivityEventType;
  info?: Record<string, unknown>;
}

/**
 * Writes the activity item of a change. Call it with the transaction of the change itself (part 1 §2:
 * every change writes its item in the same transaction), so either both are stored or neither.
 */
export async function writeActivity(tx: Queryable, user: UserRow, change: ActivityChange): Promise<number> {
  if (!isActivityEventType(change.eventType))
    throw new Error(`Unknown activity event type ${String(change.eventType)}`);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO activity_items (company_id, employee_id, event_type, event_info_json, related_user_id)
     VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
    [user.company_id, change.employeeId, change.eventType, JSON.stringify(change.info ?? {}), user.id],
  );
  return row.id;
}

const ITEM_COLUMNS = `a.id, a.employee_id, a.event_type, a.event_info_json, a.related_user_id, u.name AS real_name, ue.avatar AS user_avatar,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;
const ITEM_FROM = `activity_items a LEFT JOIN users u ON u.id = a.related_user_id LEFT JOIN employees ue ON ue.id = u.employee_id`;

const withDate = (row: Omit<ActivityItemRow, 'date_formatted'>): ActivityItemRow => ({
  ...row,
  date_formatted: formatDate(row.created_at),
});

/** One page (0-based) of a person's feed, newest first, ACTIVITY_PAGE_SIZE items (part 1 §9: 50). */
export async function activityPage(
  db: Queryable,
  companyId: number,
  employeeId: number,
  page: number,
): Promise<ActivityItemRow[]> {
  const rows = await db.query<Omit<ActivityItemRow, 'date_formatted'>>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM}
      WHERE a.company_id = $1 AND a.employee_id = $2
      ORDER BY a.created_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [companyId, employeeId, ACTIVITY_PAGE_SIZE, page * ACTIVITY_PAGE_SIZE],
  );
  return rows.map(withDate);
}

/** Activity items by id, of the caller's company (the caller checks who may see them). */
export async function activityItems(db: Queryable, companyId: number, ids: number[]): Promise<ActivityItemRow[]> {
  const rows = await db.query<Omit<ActivityItemRow, 'date_formatted'>>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE a.company_id = $1 AND a.id = ANY($2::int[]) ORDER BY a.id`,
    [companyId, ids],
  );
  return rows.map(withDate);
}
