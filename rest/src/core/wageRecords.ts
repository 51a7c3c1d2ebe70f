// A person's stored wages (part 1 §3 Wage, Weekly schedule, Recurring holidays): the wages table of migration 002 with
// the cost inputs of 004, one wage_weekly_schedules row per week of the cycle, and wage_recurring_holidays. The wage
// routes answer them, and the days-off balances and the profile's detail build on them, so they are read here once.
// Every statement is scoped on the caller's company, so another company's wage is never read.
import { DAY_NAMES, type CustomBenefit, type RecurringHolidayEntry, type WageType } from '@people/domain/wage';
import type { Queryable } from './db';

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
