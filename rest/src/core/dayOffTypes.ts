// The company's day-off types per year, their rulesets, and people's exceptions and accrual corrections (migration 005,
// part 1 §3 usage-item settings, §5, §6 "day-off type management"): the day-off settings write them, days off counts
// every request and balance by them. Their rows, reads and answer schemas. Every statement is scoped on the caller's
// company, so another company's ids read exactly like missing ones.
import type { Limitation } from '@people/domain/daysOff';
import type { DayOffTypeSettings } from '@people/domain/daysOffUsageItem';
import { WHEN_OPTIONS } from '@people/domain/requestForm';
import type { Queryable } from './db';
import { fieldErrorSchema, flag, int, named, nullableInt, nullableStr, obj, personErrors, str } from './schemas';

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
  return peopleLimits(db, companyId, [employeeId], typeIds);
}

/** The exceptions and accrual corrections of some people for some types, in two reads whatever their number. */
export async function peopleLimits(
  db: Queryable,
  companyId: number,
  employeeIds: readonly number[],
  typeIds: number[],
) {
  const [exceptionRows, correctionRows] = await Promise.all([
    db.query<ExceptionRow>(
      `SELECT id, day_off_type_id, employee_id, '' AS employee_name, limitation, max_yearly_amount_days::float8 AS max_yearly_amount_days, max_yearly_amount_minutes
         FROM day_off_type_exceptions WHERE company_id = $1 AND employee_id = ANY($2::int[]) AND day_off_type_id = ANY($3::int[])`,
      [companyId, [...employeeIds], typeIds],
    ),
    db.query<{ employee_id: number; day_off_type_id: number; date: string; minutes: number }>(
      'SELECT employee_id, day_off_type_id, date, minutes FROM accrual_corrections WHERE company_id = $1 AND employee_id = ANY($2::int[]) AND day_off_type_id = ANY($3::int[]) ORDER BY date, id',
      [companyId, [...employeeIds], typeIds],
    ),
  ]);
  return { exceptions: exceptionRows, corrections: correctionRows };
}

const LIMITATIONS = [
  'unlimited',
  'limit_in_days',
  'limit_in_half_days',
  'limit_in_minutes',
  'limit_by_overtime',
  'leave_accrual',
] as const;
const INTERPRETATIONS = ['time_off', 'activity', 'working_time'] as const;
const KINDS = ['custom', 'sick_day', 'education'] as const;

/** The enums of a type's settings; the days-off schemas answer them too. */
export const limitation = { type: 'string', enum: LIMITATIONS } as const;
export const interpretation = { type: 'string', enum: INTERPRETATIONS } as const;
export const kind = { type: 'string', enum: KINDS } as const;
export const color = { type: 'string', pattern: '^#?[0-9A-Fa-f]{6}$' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const strings = { type: 'array', items: str } as const;

/** The answers a days-off route may give besides 200: 422 for the limits and what a day can hold (part 1 §8). */
export const daysOffErrors = { ...personErrors, 409: fieldErrorSchema, 422: fieldErrorSchema } as const;

/** Call 4's DayOffTypeRow, with our accrual rate and belgian_unemployment flag. */
export const dayOffTypeSchema = named(
  'DayOffType',
  obj({
    id: int,
    year: int,
    type: kind,
    name: str,
    color: str,
    limitation,
    default_limitation: limitation,
    interpretation,
    is_work_type: flag,
    approval_needed: flag,
    allowed_selfservice: flag,
    allowed_request_options: strings,
    active: flag,
    max_yearly_amount_days: nullableNumber,
    max_yearly_amount_minutes: nullableInt,
    transfer_unused_amounts: flag,
    transfer_amounts_expiry_months: nullableInt,
    note_required: flag,
    accrual_minutes_per_month: nullableInt,
    belgian_unemployment: flag,
  }),
);

export const rulesetSchema = named(
  'DayOffRuleset',
  obj({ id: int, name: str, day_off_type_ids: { type: 'array', items: int } }),
);

export const exceptionSchema = named(
  'DayOffTypeException',
  obj({
    id: int,
    day_off_type_id: int,
    employee_id: int,
    employee_name: str,
    limitation,
    max_yearly_amount_days: nullableNumber,
    max_yearly_amount_minutes: nullableInt,
  }),
);

export const correctionSchema = named(
  'AccrualCorrection',
  obj({
    id: int,
    day_off_type_id: int,
    employee_id: int,
    employee_name: str,
    date: str,
    minutes: int,
    note: nullableStr,
  }),
);

/** The settings of a type as a write sends them; every one optional on an edit (null clears a maximum or expiry). */
export const typeFieldsSchema = {
  type: kind,
  name: { type: 'string', minLength: 1, maxLength: 100 },
  color: { anyOf: [color, { type: 'null' }] },
  limitation,
  default_limitation: limitation,
  interpretation,
  approval_needed: flag,
  allowed_selfservice: flag,
  // A form sends a list as repeated fields or one comma-joined string.
  allowed_request_options: {
    anyOf: [
      { type: 'array', items: { type: 'string', enum: WHEN_OPTIONS }, minItems: 1, maxItems: 4 },
      { type: 'string', maxLength: 100 },
    ],
  },
  active: flag,
  max_yearly_amount_days: { type: ['number', 'null'], minimum: 0, maximum: 366 },
  max_yearly_amount_minutes: { type: ['integer', 'null'], minimum: 0, maximum: 527040 },
  transfer_unused_amounts: flag,
  transfer_amounts_expiry_months: { type: ['integer', 'null'], minimum: 0, maximum: 60 },
  note_required: flag,
  accrual_minutes_per_month: { type: ['integer', 'null'], minimum: 0, maximum: 44640 },
  belgian_unemployment: flag,
} as const;
