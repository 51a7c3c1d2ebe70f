// The SQL of the days-off routes (migration 005): day-off types per company and year, rulesets, personal
// days off, company days off with their removals per person, exceptions and accrual corrections. Every statement
// is scoped on the caller's company, so another company's ids read exactly like missing ones.
import { DEFAULT_HOLIDAY_COUNTRY, type AmPmHint, type DayOffKind, type Limitation } from '@people/domain/daysOff';
import type { Interpretation } from '@people/domain/interpretation';
import type { DayOffTypeSettings } from '@people/domain/daysOffUsageItem';
import type { Queryable } from '../core/db';

/** A day-off type row: the usage-item settings (domain DayOffTypeSettings) and our belgian_unemployment flag. */
export interface DayOffTypeRow extends DayOffTypeSettings {
  belgian_unemployment: number;
}

// numeric as float8: both engines then answer numbers, not strings.
export const TYPE_COLUMNS = `t.id, t.year, t.type, t.name, t.color, t.limitation, t.default_limitation, t.interpretation, t.is_work_type,
  t.approval_needed, t.allowed_selfservice, t.allowed_request_options, t.active, t.max_yearly_amount_days::float8 AS max_yearly_amount_days,
  t.max_yearly_amount_minutes, t.transfer_unused_amounts, t.transfer_amounts_expiry_months, t.note_required, t.accrual_minutes_per_month,
  t.belgian_unemployment`;

/** Types of one year, or with some ids, or of a span of years; by year then id. */
export async function dayOffTypes(
  db: Queryable,
  companyId: number,
  filter: { year: number } | { ids: number[] } | { fromYear: number; toYear: number },
): Promise<DayOffTypeRow[]> {
  const [where, params] =
    'ids' in filter
      ? ['t.id = ANY($2::int[])', [filter.ids]]
      : 'year' in filter
        ? ['t.year = $2', [filter.year]]
        : ['t.year BETWEEN $2 AND $3', [filter.fromYear, filter.toYear]];
  return db.query<DayOffTypeRow>(
    `SELECT ${TYPE_COLUMNS} FROM day_off_types t WHERE t.company_id = $1 AND ${where} ORDER BY t.year, t.id`,
    [companyId, ...params],
  );
}

export async function dayOffType(db: Queryable, companyId: number, id: number): Promise<DayOffTypeRow | null> {
  const [row] = await dayOffTypes(db, companyId, { ids: [id] });
  return row ?? null;
}

/** How the types of consecutive years continue each other: the same kind and name (case-insensitive). */
export const chainKey = (type: Pick<DayOffTypeRow, 'type' | 'name'>) => `${type.type}:${type.name.toLowerCase()}`;

export interface RulesetRow {
  id: number;
  name: string;
  /** The ruleset's types of the year, in priority order (the first is tried first). */
  day_off_type_ids: number[];
}

export async function rulesetsOfYear(
  db: Queryable,
  companyId: number,
  year: number,
  ids?: number[],
): Promise<RulesetRow[]> {
  const rows = await db.query<RulesetTypeRow>(
    `SELECT r.id, r.name, t.id AS type_id FROM day_off_rulesets r
       LEFT JOIN day_off_ruleset_types rt ON rt.ruleset_id = r.id AND rt.company_id = r.company_id
       LEFT JOIN day_off_types t ON t.id = rt.day_off_type_id AND t.company_id = r.company_id AND t.year = $2
      WHERE r.company_id = $1 ${ids ? 'AND r.id = ANY($3::int[])' : ''}
      ORDER BY r.id, rt.priority, rt.day_off_type_id`,
    ids ? [companyId, year, ids] : [companyId, year],
  );
  return groupRulesets(rows);
}

/**
 * Rulesets by id, for the gateway's node(id:): a ruleset has no year of its own, so it lists its types of every year,
 * by year and then priority (each type carries its year). Another company's ids are left out like missing ones.
 */
export async function rulesetsByIds(db: Queryable, companyId: number, ids: number[]): Promise<RulesetRow[]> {
  const rows = await db.query<RulesetTypeRow>(
    `SELECT r.id, r.name, t.id AS type_id FROM day_off_rulesets r
       LEFT JOIN day_off_ruleset_types rt ON rt.ruleset_id = r.id AND rt.company_id = r.company_id
       LEFT JOIN day_off_types t ON t.id = rt.day_off_type_id AND t.company_id = r.company_id
      WHERE r.company_id = $1 AND r.id = ANY($2::int[])
      ORDER BY r.id, t.year, rt.priority, rt.day_off_type_id`,
    [companyId, ids],
  );
  return groupRulesets(rows);
}

type RulesetTypeRow = { id: number; name: string; type_id: number | null };

function groupRulesets(rows: readonly RulesetTypeRow[]): RulesetRow[] {
  const rulesets = new Map<number, RulesetRow>();
  for (const row of rows) {
    const ruleset = rulesets.get(row.id) ?? { id: row.id, name: row.name, day_off_type_ids: [] };
    if (row.type_id !== null) ruleset.day_off_type_ids.push(row.type_id);
    rulesets.set(row.id, ruleset);
  }
  return [...rulesets.values()];
}

export async function personRulesetId(db: Queryable, companyId: number, employeeId: number): Promise<number | null> {
  const [row] = await db.query<{ ruleset_id: number }>(
    'SELECT ruleset_id FROM employee_day_off_rulesets WHERE company_id = $1 AND employee_id = $2',
    [companyId, employeeId],
  );
  return row?.ruleset_id ?? null;
}

/**
 * part 1 §7 "Day-off types list (for_who)", "Add day off": the types a person may have planned in a year, the active
 * types of their own ruleset and the ones outside every ruleset (a type of another ruleset is another group's). The
 * one rule of the for_who list and of a plain add.
 */
export async function requestableTypes(
  db: Queryable,
  companyId: number,
  employeeId: number,
  year: number,
): Promise<DayOffTypeRow[]> {
  const [types, rulesets, rulesetId] = await Promise.all([
    dayOffTypes(db, companyId, { year }),
    rulesetsOfYear(db, companyId, year),
    personRulesetId(db, companyId, employeeId),
  ]);
  const inRulesets = new Set(rulesets.flatMap((r) => r.day_off_type_ids));
  const mine = new Set(rulesets.find((r) => r.id === rulesetId)?.day_off_type_ids ?? []);
  return types.filter((t) => t.active === 1 && (mine.has(t.id) || !inRulesets.has(t.id)));
}

/** A personal day off with what its type says about it. */
export interface EntryRow {
  id: number;
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
}

const ENTRY_COLUMNS = `p.id, p.date, p.year, p.day_off_type_id, p.type, p.am_pm_hint, p.start_minutes, p.duration_minutes, p.approved, p.ruleset_id, p.verzuim_id,
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

export interface ExceptionRow {
  id: number;
  day_off_type_id: number;
  employee_id: number;
  employee_name: string;
  limitation: Limitation;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
}

// Sensitive profiles are for admins only (employeeSql's VISIBLE): their exceptions and corrections are left out too.
const VISIBLE_PERSON = `JOIN employees e ON e.id = x.employee_id AND e.company_id = x.company_id AND (e.sensitive_profile = 0 OR $3::boolean)`;

export async function exceptions(
  db: Queryable,
  companyId: number,
  filter: { typeIds: number[] } | { ids: number[] },
  admin: boolean,
): Promise<ExceptionRow[]> {
  return db.query<ExceptionRow>(
    `SELECT x.id, x.day_off_type_id, x.employee_id, e.first_name || ' ' || e.last_name AS employee_name, x.limitation,
        x.max_yearly_amount_days::float8 AS max_yearly_amount_days, x.max_yearly_amount_minutes
       FROM day_off_type_exceptions x ${VISIBLE_PERSON}
      WHERE x.company_id = $1 AND ${'ids' in filter ? 'x.id' : 'x.day_off_type_id'} = ANY($2::int[])
      ORDER BY x.day_off_type_id, lower(e.last_name), lower(e.first_name), x.id`,
    [companyId, 'ids' in filter ? filter.ids : filter.typeIds, admin],
  );
}

export interface CorrectionRow {
  id: number;
  day_off_type_id: number;
  employee_id: number;
  employee_name: string;
  date: string;
  minutes: number;
  note: string | null;
}

export async function corrections(
  db: Queryable,
  companyId: number,
  filter: { typeIds: number[] } | { ids: number[] },
  admin: boolean,
): Promise<CorrectionRow[]> {
  return db.query<CorrectionRow>(
    `SELECT x.id, x.day_off_type_id, x.employee_id, e.first_name || ' ' || e.last_name AS employee_name, x.date, x.minutes, x.note
       FROM accrual_corrections x ${VISIBLE_PERSON}
      WHERE x.company_id = $1 AND ${'ids' in filter ? 'x.id' : 'x.day_off_type_id'} = ANY($2::int[])
      ORDER BY x.day_off_type_id, x.date, x.id`,
    [companyId, 'ids' in filter ? filter.ids : filter.typeIds, admin],
  );
}

/** One person's exceptions and corrections of some types, for the ledger. */
export async function personLimits(db: Queryable, companyId: number, employeeId: number, typeIds: number[]) {
  const [exceptionRows, correctionRows] = await Promise.all([
    db.query<ExceptionRow>(
      `SELECT id, day_off_type_id, employee_id, '' AS employee_name, limitation, max_yearly_amount_days::float8 AS max_yearly_amount_days, max_yearly_amount_minutes
         FROM day_off_type_exceptions WHERE company_id = $1 AND employee_id = $2 AND day_off_type_id = ANY($3::int[])`,
      [companyId, employeeId, typeIds],
    ),
    db.query<{ day_off_type_id: number; date: string; minutes: number }>(
      'SELECT day_off_type_id, date, minutes FROM accrual_corrections WHERE company_id = $1 AND employee_id = $2 AND day_off_type_id = ANY($3::int[]) ORDER BY date, id',
      [companyId, employeeId, typeIds],
    ),
  ]);
  return { exceptions: exceptionRows, corrections: correctionRows };
}
