// The SQL of self-service (part 1 §4 pincode, invitation): a person's invitations and pincode. Every statement is
// scoped to the caller's company.
import type { Queryable } from '../core/db';

export interface SelfServiceInviteRow {
  id: number;
  employee_id: number;
  email: string;
  optional_message: string | null;
  invited_by: number | null;
  created_at: string;
}

const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

/** ISO timestamp of a person's latest invitation, or null when none was sent. */
export async function latestInvitationAt(db: Queryable, companyId: number, employeeId: number): Promise<string | null> {
  const [row] = await db.query<{ created_at: string }>(
    `SELECT ${CREATED_AT} FROM selfservice_invites WHERE company_id = $1 AND employee_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [companyId, employeeId],
  );
  return row?.created_at ?? null;
}

/** The addresses a person can be invited at, and whether their onboarding is finished; undefined for none. */
export async function inviteeOf(
  db: Queryable,
  companyId: number,
  employeeId: number,
): Promise<{ email: string | null; personal_email: string | null; onboarding_finished: number } | undefined> {
  const [person] = await db.query<{
    email: string | null;
    personal_email: string | null;
    onboarding_finished: number;
  }>('SELECT email, personal_email, onboarding_finished FROM employees WHERE company_id = $1 AND id = $2', [
    companyId,
    employeeId,
  ]);
  return person;
}

export async function insertInvite(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  email: string,
  message: string | null,
  userId: number,
): Promise<SelfServiceInviteRow> {
  const [invite] = await tx.query<SelfServiceInviteRow>(
    `INSERT INTO selfservice_invites (employee_id, company_id, email, optional_message, invited_by) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, employee_id, email, optional_message, invited_by, ${CREATED_AT}`,
    [employeeId, companyId, email, message, userId],
  );
  return invite;
}

/** The person's pincode, blocked or not; undefined when none is set. */
export async function pincodeRow(
  db: Queryable,
  companyId: number,
  employeeId: number,
): Promise<{ blocked: number } | undefined> {
  const [row] = await db.query<{ blocked: number }>(
    'SELECT blocked FROM selfservice_pincodes WHERE company_id = $1 AND employee_id = $2',
    [companyId, employeeId],
  );
  return row;
}

/** Removes the person's pincode; answers whether it was blocked, undefined when there was none. */
export async function removePincode(
  tx: Queryable,
  companyId: number,
  employeeId: number,
): Promise<{ blocked: number } | undefined> {
  const [removed] = await tx.query<{ blocked: number }>(
    'DELETE FROM selfservice_pincodes WHERE company_id = $1 AND employee_id = $2 RETURNING blocked',
    [companyId, employeeId],
  );
  return removed;
}
