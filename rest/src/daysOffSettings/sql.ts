// The SQL of the day-off type settings beside core/dayOffTypes.ts (the reads every area shares) and typeFields.ts
// (a type's own row): ruleset places of a copied type, the type's lock, people's exceptions and accrual corrections.
// Every statement is scoped to the caller's company.
import type { Queryable } from '../core/db';

/** part 1 §7 missing types: the copy takes the ruleset places of the type it copies. */
export async function copyRulesetPlaces(tx: Queryable, companyId: number, fromTypeId: number, toTypeId: number) {
  await tx.query(
    `INSERT INTO day_off_ruleset_types (ruleset_id, day_off_type_id, company_id, priority)
             SELECT ruleset_id, $3, company_id, priority FROM day_off_ruleset_types WHERE company_id = $1 AND day_off_type_id = $2`,
    [companyId, fromTypeId, toTypeId],
  );
}

/** Locks a type of the company; false when there is none. */
export async function lockDayOffType(tx: Queryable, companyId: number, typeId: number): Promise<boolean> {
  const [type] = await tx.query<{ id: number }>(
    'SELECT id FROM day_off_types WHERE company_id = $1 AND id = $2 FOR UPDATE',
    [companyId, typeId],
  );
  return type !== undefined;
}

/** part 1 §5: whether any person's exception to the type accrues leave. */
export async function hasAccrualException(db: Queryable, companyId: number, typeId: number): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM day_off_type_exceptions WHERE company_id = $1 AND day_off_type_id = $2 AND limitation = 'leave_accrual' LIMIT 1",
    [companyId, typeId],
  );
  return rows.length > 0;
}

export interface ExceptionValues {
  employee_id: number;
  limitation: string;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
}

const exceptionParams = (companyId: number, typeId: number, e: ExceptionValues) => [
  companyId,
  typeId,
  e.employee_id,
  e.limitation,
  e.max_yearly_amount_days,
  e.max_yearly_amount_minutes,
];

/** Edits an exception of the type, unless the person holds another one; undefined when none was changed. */
export async function updateException(
  db: Queryable,
  companyId: number,
  typeId: number,
  exceptionId: number,
  values: ExceptionValues,
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `UPDATE day_off_type_exceptions SET employee_id = $3, limitation = $4, max_yearly_amount_days = $5, max_yearly_amount_minutes = $6
              WHERE company_id = $1 AND day_off_type_id = $2 AND id = $7
                AND NOT EXISTS (SELECT 1 FROM day_off_type_exceptions o WHERE o.day_off_type_id = $2 AND o.employee_id = $3 AND o.id <> $7)
              RETURNING id`,
    [...exceptionParams(companyId, typeId, values), exceptionId],
  );
  return row?.id;
}

/** Adds the person's exception to the type, or edits the one they hold (one per person and type). */
export async function upsertException(
  db: Queryable,
  companyId: number,
  typeId: number,
  values: ExceptionValues,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO day_off_type_exceptions (company_id, day_off_type_id, employee_id, limitation, max_yearly_amount_days, max_yearly_amount_minutes)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (day_off_type_id, employee_id) DO UPDATE SET limitation = $4, max_yearly_amount_days = $5, max_yearly_amount_minutes = $6
             RETURNING id`,
    exceptionParams(companyId, typeId, values),
  );
  return row.id;
}

/** part 1 §5: a leave-accrual correction of a person, in minutes, by the user. */
export async function insertCorrection(
  tx: Queryable,
  companyId: number,
  typeId: number,
  correction: { employee_id: number; date: string; minutes: number; note: string | null },
  userId: number,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO accrual_corrections (company_id, day_off_type_id, employee_id, date, minutes, note, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [companyId, typeId, correction.employee_id, correction.date, correction.minutes, correction.note, userId],
  );
  return row.id;
}
