// The SQL of the wage changes (part 1 §3 Wage, Weekly schedule): new wages, edits, schedules and terminations; the
// reads of the stored wages are core/wageRecords.ts. Every statement is scoped on the caller's company, so another
// company's wage is never changed.
import type { CustomBenefit, WageType } from '@people/domain/wage';
import type { Queryable } from '../core/db';
import { SCHEDULE_COLUMNS, type PayrollData, type WeeklyScheduleWeek } from '../core/wageRecords';

/** The fields a new wage or an edit sets (part 1 §3 Wage plus the cost inputs of migration 004). */
export interface WageFields {
  type: WageType;
  rate: number;
  currency: string;
  registration_country_code: string;
  weekly_time_engagement: number | null;
  is_dynamic_schedule: 0 | 1;
  custom_benefits: CustomBenefit[];
  car_monthly_cost: number | null;
  bonus_monthly: number | null;
  nettovergoeding: number | null;
  payroll_data_json: PayrollData;
}

const FIELD_NAMES = [
  'type',
  'rate',
  'currency',
  'registration_country_code',
  'weekly_time_engagement',
  'is_dynamic_schedule',
  'custom_benefits',
  'car_monthly_cost',
  'bonus_monthly',
  'nettovergoeding',
  'payroll_data_json',
] as const satisfies readonly (keyof WageFields)[];

const asParam = (field: keyof WageFields, value: unknown) =>
  field === 'custom_benefits' || field === 'payroll_data_json' ? JSON.stringify(value) : value;

export async function insertWage(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  startDate: string,
  fields: WageFields,
): Promise<number> {
  const params: unknown[] = [companyId, employeeId, startDate];
  const values = FIELD_NAMES.map((field) => `$${params.push(asParam(field, fields[field]))}`);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO wages (company_id, employee_id, start_date, ${FIELD_NAMES.join(', ')}, status)
     VALUES ($1, $2, $3::date, ${values.join(', ')}, 'active') RETURNING id`,
    params,
  );
  return row.id;
}

export async function updateWageFields(
  tx: Queryable,
  companyId: number,
  wageId: number,
  changes: Partial<WageFields>,
): Promise<void> {
  const fields = FIELD_NAMES.filter((field) => changes[field] !== undefined);
  if (fields.length === 0) return;
  const params: unknown[] = [companyId, wageId];
  const sets = fields.map((field) => `${field} = $${params.push(asParam(field, changes[field]))}`);
  await tx.query(`UPDATE wages SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2`, params);
}

/** The weekly schedule of a wage, replaced as a whole: the cycle is its list of weeks. */
export async function replaceWeeklySchedule(
  tx: Queryable,
  companyId: number,
  wageId: number,
  weeks: readonly WeeklyScheduleWeek[],
): Promise<void> {
  await tx.query('DELETE FROM wage_weekly_schedules WHERE company_id = $1 AND wage_id = $2', [companyId, wageId]);
  if (weeks.length === 0) return;
  const params: unknown[] = [companyId, wageId];
  const values = weeks.map(
    (week) =>
      `($1, $2, ${[week.week_nr, ...SCHEDULE_COLUMNS.map((c) => week[c])].map((v) => `$${params.push(v)}`).join(', ')})`,
  );
  await tx.query(
    `INSERT INTO wage_weekly_schedules (company_id, wage_id, week_nr, ${SCHEDULE_COLUMNS.join(', ')}) VALUES ${values.join(', ')}`,
    params,
  );
}

/** part 1 §4 set new wage: the wages a new one replaces end the day before it starts. */
export async function endWages(tx: Queryable, companyId: number, wageIds: number[], endDate: string): Promise<void> {
  if (wageIds.length === 0) return;
  await tx.query('UPDATE wages SET end_date = $3::date WHERE company_id = $1 AND id = ANY($2::int[])', [
    companyId,
    wageIds,
    endDate,
  ]);
}

/** part 1 §4 terminate: the wage ends on the termination date, which it keeps with the reason. */
export async function terminateWageRow(
  tx: Queryable,
  companyId: number,
  wageId: number,
  date: string,
  reason: string | null,
): Promise<void> {
  await tx.query(
    'UPDATE wages SET end_date = $3::date, termination_date = $3::date, termination_reason = $4 WHERE company_id = $1 AND id = $2',
    [companyId, wageId, date, reason],
  );
}

/** Locks a wage row for a change, after its person (core/personLock.ts lockPerson), so two edits apply in turn. */
export async function lockWage(tx: Queryable, companyId: number, wageId: number): Promise<void> {
  await tx.query('SELECT id FROM wages WHERE company_id = $1 AND id = $2 FOR UPDATE', [companyId, wageId]);
}
