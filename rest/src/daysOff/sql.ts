// The SQL of the days-off routes (migration 005): personal days off and company days off with their removals per
// person; the day-off types, rulesets, exceptions and corrections they count by are core/dayOffTypes.ts. Every
// statement is scoped on the caller's company, so another company's ids read exactly like missing ones.
import { DEFAULT_HOLIDAY_COUNTRY, type AmPmHint, type DayOffKind, type Limitation } from '@people/domain/daysOff';
import type { Interpretation } from '@people/domain/interpretation';
import type { Queryable } from '../core/db';

/** A personal day off with what its type says about it. */
export interface EntryRow {
  id: number;
  employee_id: number;
  date: string;
  year: number;
  day_off_type_id: number;
  type: DayOffKind;
  am_pm_hint: AmPmHint;
  start_minutes: number;
  duration_minutes: number | null;
  approved: number;
  ruleset_id: number | null;
  type_name: string;
  color: string;
  interpretation: Interpretation;
  limitation: Limitation;
  belgian_unemployment: number;
  /** The verzuim a sick day belongs to, else null. */
  verzuim_id: number | null;
  /** The leave request a day asked by someone belongs to (migration 033), else null. */
  leave_request_id: number | null;
}

const ENTRY_COLUMNS = `p.id, p.employee_id, p.date, p.year, p.day_off_type_id, p.type, p.am_pm_hint, p.start_minutes, p.duration_minutes, p.approved, p.ruleset_id, p.verzuim_id, p.leave_request_id,
  t.name AS type_name, t.color, t.interpretation, t.limitation, t.belgian_unemployment`;
const ENTRY_FROM =
  'personal_days_off p JOIN day_off_types t ON t.id = p.day_off_type_id AND t.company_id = p.company_id';

/** A person's days off in some years, by date. */
export async function personEntries(
  db: Queryable,
  companyId: number,
  employeeId: number,
  years: number[],
): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE p.company_id = $1 AND p.employee_id = $2 AND p.year = ANY($3::int[]) ORDER BY p.date, p.id`,
    [companyId, employeeId, years],
  );
}

/** The days off of some people in some years, by date: one read for a page of people. */
export async function peopleEntries(
  db: Queryable,
  companyId: number,
  employeeIds: readonly number[],
  years: number[],
): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE p.company_id = $1 AND p.employee_id = ANY($2::int[]) AND p.year = ANY($3::int[]) ORDER BY p.date, p.id`,
    [companyId, [...employeeIds], years],
  );
}

/** Days off by id that belong to this person of this company (others are left out). */
export async function entriesByIds(
  db: Queryable,
  companyId: number,
  employeeId: number,
  ids: number[],
): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE p.company_id = $1 AND p.employee_id = $2 AND p.id = ANY($3::int[]) ORDER BY p.date, p.id`,
    [companyId, employeeId, ids],
  );
}

export interface NewEntry {
  date: string;
  dayOffTypeId: number;
  type: DayOffKind;
  amPmHint: AmPmHint;
  startMinutes: number;
  durationMinutes: number | null;
  approved: number;
  rulesetId: number | null;
  note: string | null;
}

export async function insertEntries(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  userId: number,
  entries: readonly NewEntry[],
): Promise<number[]> {
  if (entries.length === 0) return [];
  const params: unknown[] = [companyId, employeeId, userId];
  const values = entries.map(
    (e) =>
      `($1, $2, $3, ${[
        e.date,
        Number(e.date.slice(0, 4)),
        e.dayOffTypeId,
        e.type,
        e.amPmHint,
        e.startMinutes,
        e.durationMinutes,
        e.approved,
        e.rulesetId,
        e.note,
      ]
        .map((v) => `$${params.push(v)}`)
        .join(', ')})`,
  );
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO personal_days_off (company_id, employee_id, created_by, date, year, day_off_type_id, type, am_pm_hint, start_minutes, duration_minutes,
       approved, ruleset_id, note) VALUES ${values.join(', ')} RETURNING id`,
    params,
  );
  return rows.map((r) => r.id);
}

/** The person's holiday country on a date: the registration country of the wage in force (part 1 §9, else BE). */
export async function holidaysCountry(
  db: Queryable,
  companyId: number,
  employeeId: number,
  date: string,
): Promise<string> {
  const [row] = await db.query<{ country: string }>(
    `SELECT registration_country_code AS country FROM wages
      WHERE company_id = $1 AND employee_id = $2 AND status = 'active' AND start_date <= $3::date
      ORDER BY (end_date IS NULL OR end_date >= $3::date) DESC, start_date DESC, id DESC LIMIT 1`,
    [companyId, employeeId, date],
  );
  return row?.country ?? DEFAULT_HOLIDAY_COUNTRY;
}

export interface CompanyDayOffRow {
  id: number;
  date: string;
  special_name: string;
  color: string | null;
  country_code: string;
}

const COMPANY_DAY_COLUMNS = 'c.id, c.date, c.special_name, c.color, c.country_code';

/** Company days off of a year (and country), by date. */
export async function companyDaysOff(
  db: Queryable,
  companyId: number,
  year: number,
  country: string | null,
): Promise<CompanyDayOffRow[]> {
  return db.query<CompanyDayOffRow>(
    `SELECT ${COMPANY_DAY_COLUMNS} FROM company_days_off c
      WHERE c.company_id = $1 AND c.date BETWEEN make_date($2, 1, 1) AND make_date($2, 12, 31) AND ($3::text IS NULL OR c.country_code = $3)
      ORDER BY c.date, c.country_code, c.id`,
    [companyId, year, country],
  );
}

/** A person's company days off between two dates: their country's, minus the ones removed for them. */
export async function personCompanyDaysOff(
  db: Queryable,
  companyId: number,
  employeeId: number,
  country: string,
  from: string,
  to: string,
): Promise<CompanyDayOffRow[]> {
  return db.query<CompanyDayOffRow>(
    `SELECT ${COMPANY_DAY_COLUMNS} FROM company_days_off c
      WHERE c.company_id = $1 AND c.country_code = $3 AND c.date BETWEEN $4::date AND $5::date
        AND NOT EXISTS (SELECT 1 FROM company_day_off_removals r WHERE r.company_day_off_id = c.id AND r.employee_id = $2)
      ORDER BY c.date, c.id`,
    [companyId, employeeId, country, from, to],
  );
}

/** Company days off by id, by date; another company's ids are left out like missing ones. */
export async function companyDaysOffByIds(
  db: Queryable,
  companyId: number,
  ids: number[],
): Promise<CompanyDayOffRow[]> {
  return db.query<CompanyDayOffRow>(
    `SELECT ${COMPANY_DAY_COLUMNS} FROM company_days_off c WHERE c.company_id = $1 AND c.id = ANY($2::int[]) ORDER BY c.date, c.country_code, c.id`,
    [companyId, ids],
  );
}

export async function companyDayOff(db: Queryable, companyId: number, id: number): Promise<CompanyDayOffRow | null> {
  const [row] = await companyDaysOffByIds(db, companyId, [id]);
  return row ?? null;
}

/** Removes the person's days off of these ids (part 1 §7 remove day off). */
export async function deleteEntries(tx: Queryable, companyId: number, employeeId: number, ids: readonly number[]) {
  await tx.query('DELETE FROM personal_days_off WHERE company_id = $1 AND employee_id = $2 AND id = ANY($3::int[])', [
    companyId,
    employeeId,
    ids,
  ]);
}

/** Moves a day off to another type of its ruleset (part 1 §7 replan): the type and its kind. */
export async function moveEntry(tx: Queryable, companyId: number, id: number, typeId: number, kind: string) {
  await tx.query('UPDATE personal_days_off SET day_off_type_id = $3, type = $4 WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
    typeId,
    kind,
  ]);
}

/** Takes one company day off away from one person (part 1 §7 "a separate call removes a company day off"). */
export async function removeCompanyDayOffFor(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  companyDayOffId: number,
  removedBy: number,
) {
  await tx.query(
    'INSERT INTO company_day_off_removals (company_day_off_id, employee_id, company_id, removed_by) VALUES ($1, $2, $3, $4)',
    [companyDayOffId, employeeId, companyId, removedBy],
  );
}

/** Adds a company day off of a country; undefined when the country has one on that date already. */
export async function insertCompanyDayOff(
  db: Queryable,
  companyId: number,
  day: { date: string; name: string; color: string | null; countryCode: string },
) {
  const [row] = await db.query<CompanyDayOffRow>(
    `INSERT INTO company_days_off AS c (company_id, date, special_name, color, country_code) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, country_code, date) DO NOTHING RETURNING c.id, c.date, c.special_name, c.color, c.country_code`,
    [companyId, day.date, day.name, day.color, day.countryCode],
  );
  return row;
}

/** Deletes a company day off. */
export async function deleteCompanyDayOff(db: Queryable, companyId: number, id: number) {
  await db.query('DELETE FROM company_days_off WHERE company_id = $1 AND id = $2', [companyId, id]);
}
