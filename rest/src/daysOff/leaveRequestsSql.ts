// The SQL of leave requests (migration 033, domain leaveRequests.ts): a request holds who asked, the message, the
// decision and a copy of its days; the days themselves stay rows of personal_days_off (leave_request_id), so the
// calendar and the balances read them as before. Every statement is scoped on the caller's company.
import type { AmPmHint } from '@people/domain/daysOff';
import type { LeaveRequestState } from '@people/domain/leaveRequests';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { visibleSql, visibleValues } from '../core/visibility';

/** A day of a request as asked (the jsonb copy). */
export interface RequestDayCopy {
  date: string;
  am_pm_hint: AmPmHint;
  start_minutes: number;
  duration_minutes: number | null;
}

export interface LeaveRequestRow {
  id: number;
  employee_id: number;
  employee_name: string;
  day_off_type_id: number | null;
  ruleset_id: number | null;
  type_name: string;
  state: LeaveRequestState;
  message: string | null;
  days: RequestDayCopy[];
  first_day: string;
  last_day: string;
  requested_by: number | null;
  requested_by_name: string | null;
  requested_at: string;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: string | null;
  decline_reason: string | null;
}

const ISO_TIME = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const REQUEST_COLUMNS = `r.id, r.employee_id, e.first_name || ' ' || e.last_name AS employee_name, r.day_off_type_id, r.ruleset_id,
  r.type_name, r.state, r.message, r.days, to_char(r.first_day, 'YYYY-MM-DD') AS first_day, to_char(r.last_day, 'YYYY-MM-DD') AS last_day,
  r.requested_by, rb.name AS requested_by_name, to_char(r.requested_at AT TIME ZONE 'UTC', ${ISO_TIME}) AS requested_at,
  r.decided_by, db.name AS decided_by_name, to_char(r.decided_at AT TIME ZONE 'UTC', ${ISO_TIME}) AS decided_at, r.decline_reason`;
const REQUEST_FROM = `leave_requests r JOIN employees e ON e.id = r.employee_id AND e.company_id = r.company_id
  LEFT JOIN users rb ON rb.id = r.requested_by LEFT JOIN users db ON db.id = r.decided_by`;

const sortedCopy = (days: readonly RequestDayCopy[]) =>
  [...days].sort((a, b) => a.date.localeCompare(b.date) || a.start_minutes - b.start_minutes);

export interface NewLeaveRequest {
  employeeId: number;
  dayOffTypeId: number;
  rulesetId: number | null;
  typeName: string;
  message: string | null;
  days: readonly RequestDayCopy[];
  dayIds: readonly number[];
}

/** Stores a request and links its days to it; call it in the transaction that stored the days. */
export async function insertLeaveRequest(tx: Queryable, user: UserRow, request: NewLeaveRequest): Promise<number> {
  const days = sortedCopy(request.days);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO leave_requests (company_id, employee_id, day_off_type_id, ruleset_id, type_name, message, days, first_day, last_day, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::date, $9::date, $10) RETURNING id`,
    [
      user.company_id,
      request.employeeId,
      request.dayOffTypeId,
      request.rulesetId,
      request.typeName,
      request.message,
      JSON.stringify(days),
      days[0].date,
      days[days.length - 1].date,
      user.id,
    ],
  );
  await tx.query(
    'UPDATE personal_days_off SET leave_request_id = $1 WHERE company_id = $2 AND employee_id = $3 AND id = ANY($4::int[])',
    [row.id, user.company_id, request.employeeId, request.dayIds],
  );
  return row.id;
}

/** The pending requests some days off belong to (read before the days are removed). */
export async function pendingRequestsOfDays(tx: Queryable, companyId: number, dayIds: number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT DISTINCT r.id FROM personal_days_off p JOIN leave_requests r ON r.id = p.leave_request_id AND r.company_id = p.company_id
      WHERE p.company_id = $1 AND p.id = ANY($2::int[]) AND r.state = 'pending' ORDER BY r.id`,
    [companyId, dayIds],
  );
  return rows.map((r) => r.id);
}

/**
 * After some days of pending requests were removed: each keeps a copy of the days it has left, and one with none left
 * was withdrawn (domain stateAfterRemoval); a withdrawn request keeps its last days for the person's history.
 */
export async function afterDaysRemoved(tx: Queryable, companyId: number, requestIds: number[]): Promise<void> {
  if (requestIds.length === 0) return;
  await tx.query(
    `UPDATE leave_requests r SET days = left_days.days, first_day = left_days.first_day, last_day = left_days.last_day
       FROM (SELECT p.leave_request_id AS id,
               jsonb_agg(jsonb_build_object('date', to_char(p.date, 'YYYY-MM-DD'), 'am_pm_hint', p.am_pm_hint,
                 'start_minutes', p.start_minutes, 'duration_minutes', p.duration_minutes) ORDER BY p.date, p.start_minutes) AS days,
               min(p.date) AS first_day, max(p.date) AS last_day
             FROM personal_days_off p WHERE p.company_id = $1 AND p.leave_request_id = ANY($2::int[]) GROUP BY p.leave_request_id) left_days
      WHERE r.company_id = $1 AND r.id = left_days.id`,
    [companyId, requestIds],
  );
  await tx.query(
    `UPDATE leave_requests r SET state = 'withdrawn'
      WHERE r.company_id = $1 AND r.id = ANY($2::int[]) AND r.state = 'pending'
        AND NOT EXISTS (SELECT 1 FROM personal_days_off p WHERE p.company_id = r.company_id AND p.leave_request_id = r.id)`,
    [companyId, requestIds],
  );
}

/**
 * SQL: the requests the caller may decide (domain permissions decideDaysOff past its company-wide part): pending, of a
 * person they can find (their groups, sensitive profiles for admins), not archived, and never their own.
 */
const TO_DECIDE = `r.state = 'pending' AND ${visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' })}
  AND e.id IS DISTINCT FROM $4::int AND e.deleted = 0`;

/** A page of the requests to decide, the earliest first day first. */
export async function requestsToDecide(
  db: Queryable,
  user: UserRow,
  page: { limit: number; offset: number },
): Promise<{ rows: LeaveRequestRow[]; total: number }> {
  const values = visibleValues(user);
  const [rows, [count]] = await Promise.all([
    db.query<LeaveRequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.company_id = $1 AND ${TO_DECIDE}
        ORDER BY r.first_day, r.requested_at, r.id LIMIT $5 OFFSET $6`,
      [...values, page.limit, page.offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM leave_requests r JOIN employees e ON e.id = r.employee_id AND e.company_id = r.company_id
        WHERE r.company_id = $1 AND ${TO_DECIDE}`,
      values,
    ),
  ]);
  return { rows, total: count.total };
}

/** How many requests the caller may decide. */
export async function requestsToDecideCount(db: Queryable, user: UserRow): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM leave_requests r JOIN employees e ON e.id = r.employee_id AND e.company_id = r.company_id
      WHERE r.company_id = $1 AND ${TO_DECIDE}`,
    visibleValues(user),
  );
  return row.total;
}

/** A person's requests whose days touch a year, the latest first. */
export async function personRequests(
  db: Queryable,
  companyId: number,
  employeeId: number,
  year: number,
): Promise<LeaveRequestRow[]> {
  return db.query<LeaveRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM}
      WHERE r.company_id = $1 AND r.employee_id = $2 AND r.first_day <= make_date($3, 12, 31) AND r.last_day >= make_date($3, 1, 1)
      ORDER BY r.first_day DESC, r.id DESC`,
    [companyId, employeeId, year],
  );
}

/** Requests by id of the caller's company (others are left out like missing ids); `lock` takes them FOR UPDATE. */
export async function requestsByIds(
  db: Queryable,
  companyId: number,
  ids: readonly number[],
  lock = false,
): Promise<LeaveRequestRow[]> {
  return db.query<LeaveRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.company_id = $1 AND r.id = ANY($2::int[]) ORDER BY r.id
      ${lock ? 'FOR UPDATE OF r' : ''}`,
    [companyId, ids],
  );
}

/** Locks people in id order: two decisions over the same people then wait for each other instead of deadlocking. */
export async function lockPeople(tx: Queryable, companyId: number, employeeIds: readonly number[]): Promise<void> {
  await tx.query('SELECT id FROM employees WHERE company_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE', [
    companyId,
    [...employeeIds],
  ]);
}

/** The ids of a request's days still stored. */
export async function requestDayIds(tx: Queryable, companyId: number, requestId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM personal_days_off WHERE company_id = $1 AND leave_request_id = $2 ORDER BY date, id',
    [companyId, requestId],
  );
  return rows.map((r) => r.id);
}

/** Approves requests: their days count as approved (part 1 §4 approved = 1). */
export async function approveRequests(tx: Queryable, user: UserRow, ids: readonly number[]): Promise<void> {
  await tx.query(
    'UPDATE personal_days_off SET approved = 1 WHERE company_id = $1 AND leave_request_id = ANY($2::int[])',
    [user.company_id, [...ids]],
  );
  await tx.query(
    `UPDATE leave_requests SET state = 'approved', decided_by = $3, decided_at = now()
      WHERE company_id = $1 AND id = ANY($2::int[])`,
    [user.company_id, [...ids], user.id],
  );
}

/** Declines a request: its days are removed (they count no more), the request stays with its reason. */
export async function declineRequest(tx: Queryable, user: UserRow, id: number, reason: string | null): Promise<void> {
  await tx.query('DELETE FROM personal_days_off WHERE company_id = $1 AND leave_request_id = $2', [
    user.company_id,
    id,
  ]);
  await tx.query(
    `UPDATE leave_requests SET state = 'declined', decided_by = $3, decided_at = now(), decline_reason = $4
      WHERE company_id = $1 AND id = $2`,
    [user.company_id, id, user.id, reason],
  );
}

/** A stored day of a request, as the limit check of an approval reads it. */
export interface RequestEntryRow {
  id: number;
  leave_request_id: number;
  day_off_type_id: number;
  date: string;
  am_pm_hint: AmPmHint;
  duration_minutes: number | null;
}

/** The stored days of some requests. */
export async function requestEntries(
  tx: Queryable,
  companyId: number,
  requestIds: readonly number[],
): Promise<RequestEntryRow[]> {
  return tx.query<RequestEntryRow>(
    `SELECT id, leave_request_id, day_off_type_id, to_char(date, 'YYYY-MM-DD') AS date, am_pm_hint, duration_minutes
       FROM personal_days_off WHERE company_id = $1 AND leave_request_id = ANY($2::int[]) ORDER BY date, id`,
    [companyId, [...requestIds]],
  );
}
