// A person's schedule of each year (part 1 §7 "Weekly schedule (id, year)", domain schedule): what the days-off
// balances and requests count a day in, and what verzuim's sick days are written against. Read from the stored wages
// (core/wageRecords.ts) and the one-day contracts.
import { normalizeWeeklySchedule } from '@people/domain/wage';
import { yearSchedule, type ScheduleOneDayContract, type YearSchedule } from '@people/domain/schedule';
import type { Queryable } from './db';
import { recurringHolidayWeeks, wageRecords } from './wageRecords';

export interface PersonSchedules {
  byYear: Map<number, YearSchedule>;
  oneDayContracts: Map<number, ScheduleOneDayContract[]>;
}

/**
 * The schedule of each year (part 1 §7 "Weekly schedule (id, year)"): from the person's wages that are not pending
 * (part 1 §4: a contract_create_pending wage is not a contract yet), their weekly schedule and recurring holidays.
 */
export async function personSchedules(
  db: Queryable,
  companyId: number,
  employeeId: number,
  years: readonly number[],
): Promise<PersonSchedules> {
  return (await peopleSchedules(db, companyId, [employeeId], years)).get(employeeId) as PersonSchedules;
}

/** personSchedules of several people, in the same three reads whatever their number (a page of leave requests). */
export async function peopleSchedules(
  db: Queryable,
  companyId: number,
  employeeIds: readonly number[],
  years: readonly number[],
): Promise<Map<number, PersonSchedules>> {
  const from = `${Math.min(...years)}-01-01`;
  const to = `${Math.max(...years)}-12-31`;
  const records = (await wageRecords(db, companyId, { employeeIds: [...employeeIds] })).filter(
    (w) => w.status === 'active' && w.start_date <= to && (w.end_date === null || w.end_date >= from),
  );
  const [holidays, contracts] = await Promise.all([
    recurringHolidayWeeks(
      db,
      companyId,
      records.map((w) => w.id),
    ),
    db.query<ScheduleOneDayContract & { employee_id: number }>(
      `SELECT employee_id, date, contract_type, end_minutes - start_minutes AS minutes FROM one_day_contracts
        WHERE company_id = $1 AND employee_id = ANY($2::int[]) AND date BETWEEN $3::date AND $4::date ORDER BY date`,
      [companyId, [...employeeIds], from, to],
    ),
  ]);
  const schedules = new Map<number, PersonSchedules>();
  for (const employeeId of employeeIds) {
    const wages = records
      .filter((w) => w.employee_id === employeeId)
      .map((w) => ({
        id: w.id,
        start_date: w.start_date,
        end_date: w.end_date,
        weekly_time_engagement: w.weekly_time_engagement,
        weeks: normalizeWeeklySchedule(w.weekly_schedule),
        recurringHolidays: holidays.filter((h) => h.wage_id === w.id),
      }));
    const byYear = new Map<number, YearSchedule>();
    const oneDayContracts = new Map<number, ScheduleOneDayContract[]>();
    for (const year of new Set(years)) {
      const ofYear = contracts
        .filter((c) => c.employee_id === employeeId && c.date.startsWith(`${year}-`))
        .map(({ employee_id: _, ...c }) => c);
      oneDayContracts.set(year, ofYear);
      byYear.set(year, yearSchedule(wages, year, ofYear));
    }
    schedules.set(employeeId, { byYear, oneDayContracts });
  }
  return schedules;
}
