// The SQL of the wage routes (part 1 §3 Wage, Weekly schedule, Recurring holidays): the wages table of migration
// 002 with the cost inputs of 004, one wage_weekly_schedules row per week of the cycle, and wage_recurring_holidays.
// Every statement is scoped on the caller's company, so another company's wage is never read or changed.
import { DAY_NAMES, type CustomBenefit, type RecurringHolidayEntry, type WageType } from '@people/domain/wage';
import type { Queryable } from '../core/db';

export const SCHEDULE_COLUMNS = DAY_NAMES.map((day) => `time_engagement_${day}` as const);
type ScheduleColumn = (typeof SCHEDULE_COLUMNS)[number];

/** part 1 §3 Weekly schedule: one week of the cycle, minutes per weekday. */
export type WeeklyScheduleWeek = { week_nr: number } & Record<ScheduleColumn, number>;

/** part 1 §3 payroll_data_json; other keys the payroll side stores are kept as they are. */
export interface PayrollData {
  is_contractless_employment_continuation: boolean;
  [key: string]: unknown;
}

export type WageStatus = 'active' | 'contract_create_pending';

/** A stored wage with its weekly schedule, as the wage routes answer it before the derived fields (wageFacts). */
export interface WageRecord {
  id: number;
  employee_id: number;
  type: WageType;
  currency: string;
  registration_country_code: string;
  start_date: string;
  end_date: string | null;
  custom_benefits: CustomBenefit[];
  payroll_data_json: PayrollData;
  is_dynamic_schedule: 0 | 1;
  rate: number;
  weekly_time_engagement: number | null;
  contract_uid: string | null;
  status: WageStatus;
  termination_date: string | null;
  termination_reason: string | null;
  car_monthly_cost: number | null;
  bonus_monthly: number | null;
  nettovergoeding: number | null;
  weekly_schedule: WeeklyScheduleWeek[];
}

/** part 1 §3 Recurring holidays: one week of the cycle, recurring_holiday_0 (Monday) to _6 (Sunday), each a list. */
export type RecurringHolidayWeek = { wage_id: number; week_nr: number } & Record<
  `recurring_holiday_${0 | 1 | 2 | 3 | 4 | 5 | 6}`,
  RecurringHolidayEntry[]
>;

// numeric columns as float8: both engines then answer numbers, not strings.
const WAGE_COLUMNS = `w.id, w.employee_id, w.type, w.currency, w.registration_country_code, w.start_date, w.end_date, w.custom_benefits,
  w.payroll_data_json, w.is_dynamic_schedule, w.rate::float8 AS rate, w.weekly_time_engagement, w.contract_uid, w.status, w.termination_date,
  w.termination_reason, w.car_monthly_cost::float8 AS car_monthly_cost, w.bonus_monthly::float8 AS bonus_monthly,
  w.nettovergoeding::float8 AS nettovergoeding`;

/** Latest start first, as the wage details page lists them. */
const WAGE_ORDER = 'w.employee_id, w.start_date DESC, w.id DESC';

function payrollData(stored: Record<string, unknown> | null): PayrollData {
  const value = stored ?? {};
  const flag = value.is_contractless_employment_continuation;
  return { ...value, is_contractless_employment_continuation: flag === true || flag === 1 || flag === '1' };
}

/** The wages of some people, or the wages with some ids, of one company, each with its weekly schedule sorted by week. */
export async function wageRecords(
  db: Queryable,
  companyId: number,
  filter: { employeeIds: number[] } | { ids: number[] },
): Promise<WageRecord[]> {
  const byIds = 'ids' in filter;
  const wages = await db.query<Omit<WageRecord, 'weekly_schedule'>>(
    `SELECT ${WAGE_COLUMNS} FROM wages w
      WHERE w.company_id = $1 AND ${byIds ? 'w.id' : 'w.employee_id'} = ANY($2::int[])
      ORDER BY ${WAGE_ORDER}`,
    [companyId, byIds ? filter.ids : filter.employeeIds],
  );
  if (wages.length === 0) return [];
  const weeks = await db.query<WeeklyScheduleWeek & { wage_id: number }>(
    `SELECT wage_id, week_nr, ${SCHEDULE_COLUMNS.join(', ')} FROM wage_weekly_schedules
      WHERE company_id = $1 AND wage_id = ANY($2::int[]) ORDER BY wage_id, week_nr`,
    [companyId, wages.map((w) => w.id)],
  );
  const byWage = new Map<number, WeeklyScheduleWeek[]>();
  for (const { wage_id: wageId, ...week } of weeks) byWage.set(wageId, [...(byWage.get(wageId) ?? []), week]);
  return wages.map((w) => ({
    ...w,
    payroll_data_json: payrollData(w.payroll_data_json),
    weekly_schedule: byWage.get(w.id) ?? [],
  }));
}

/** part 1 §7 "Recurring holidays by wage id": per wage and week of the cycle, the entries of each weekday. */
export async function recurringHolidayWeeks(
  db: Queryable,
  companyId: number,
  wageIds: number[],
): Promise<RecurringHolidayWeek[]> {
  if (wageIds.length === 0) return [];
  const rows = await db.query<{ wage_id: number; week_nr: number; weekday: number } & RecurringHolidayEntry>(
    `SELECT wage_id, week_nr, weekday, starting_point, hours, interpretation FROM wage_recurring_holidays
      WHERE company_id = $1 AND wage_id = ANY($2::int[]) ORDER BY wage_id, week_nr, weekday, starting_point NULLS FIRST, id`,
    [companyId, wageIds],
  );
  const weeks = new Map<string, RecurringHolidayWeek>();
  for (const { wage_id: wageId, week_nr: weekNr, weekday, ...entry } of rows) {
    const key = `${wageId}:${weekNr}`;
    let week = weeks.get(key);
    if (!week) {
      week = { wage_id: wageId, week_nr: weekNr } as RecurringHolidayWeek;
      for (let day = 0; day < 7; day += 1) week[`recurring_holiday_${day as 0}`] = [];
      weeks.set(key, week);
    }
    week[`recurring_holiday_${weekday as 0}`].push(entry);
  }
  return [...weeks.values()];
}

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
