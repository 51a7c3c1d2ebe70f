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
  const from = `${Math.min(...years)}-01-01`;
  const to = `${Math.max(...years)}-12-31`;
  const records = (await wageRecords(db, companyId, { employeeIds: [employeeId] })).filter(
    (w) => w.status === 'active' && w.start_date <= to && (w.end_date === null || w.end_date >= from),
  );
  const [holidays, contracts] = await Promise.all([
    recurringHolidayWeeks(
      db,
      companyId,
      records.map((w) => w.id),
    ),
    db.query<ScheduleOneDayContract>(
      `SELECT date, contract_type, end_minutes - start_minutes AS minutes FROM one_day_contracts
        WHERE company_id = $1 AND employee_id = $2 AND date BETWEEN $3::date AND $4::date ORDER BY date`,
      [companyId, employeeId, from, to],
    ),
  ]);
  const wages = records.map((w) => ({
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
    const ofYear = contracts.filter((c) => c.date.startsWith(`${year}-`));
    oneDayContracts.set(year, ofYear);
    byYear.set(year, yearSchedule(wages, year, ofYear));
  }
  return { byYear, oneDayContracts };
}
