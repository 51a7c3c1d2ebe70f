// The settings of a day-off type as the settings writes send them (part 1 §3 usage-item settings, §6 day-off type
// management): checked and completed before any SQL, so a bad combination is a 400 with the field, never a 500.
import { DEFAULT_TYPE_COLORS } from '@people/domain/daysOffUsageItem';
import { isDayBased, isMinuteBased, type DayOffKind, type Limitation } from '@people/domain/daysOff';
import type { Interpretation } from '@people/domain/interpretation';
import { WHEN_OPTIONS, type WhenOption } from '@people/domain/requestForm';
import type { Queryable } from '../core/db';
import { fieldError, HttpError } from '../core/errors';
import { TYPE_COLUMNS, type DayOffTypeRow } from '../core/dayOffTypes';

/** The stored settings of a type (DayOffTypeRow without id, year and the derived is_work_type). */
export interface TypeFields {
  type: DayOffKind;
  name: string;
  color: string;
  limitation: Limitation;
  default_limitation: Limitation;
  interpretation: Interpretation;
  approval_needed: number;
  allowed_selfservice: number;
  allowed_request_options: WhenOption[];
  active: number;
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
  transfer_unused_amounts: number;
  transfer_amounts_expiry_months: number | null;
  note_required: number;
  accrual_minutes_per_month: number | null;
  belgian_unemployment: number;
}

export const TYPE_FIELD_NAMES = [
  'type',
  'name',
  'color',
  'limitation',
  'default_limitation',
  'interpretation',
  'approval_needed',
  'allowed_selfservice',
  'allowed_request_options',
  'active',
  'max_yearly_amount_days',
  'max_yearly_amount_minutes',
  'transfer_unused_amounts',
  'transfer_amounts_expiry_months',
  'note_required',
  'accrual_minutes_per_month',
  'belgian_unemployment',
] as const satisfies readonly (keyof TypeFields)[];

export type TypeFieldsInput = Partial<Record<keyof TypeFields, unknown>>;

const required = (field: string) => fieldError(400, 'FIELD_IS_REQUIRED', `${field} is required`, field);
const invalid = (field: string, message: string) => fieldError(400, 'INVALID_INPUT', message, field);

function requestOptions(value: unknown): WhenOption[] {
  const list = Array.isArray(value)
    ? value.map(String)
    : String(value)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  const unknown = list.find((option) => !(WHEN_OPTIONS as readonly string[]).includes(option));
  if (unknown !== undefined || list.length === 0)
    throw invalid('allowed_request_options', `allowed_request_options takes ${WHEN_OPTIONS.join(', ')}.`);
  return WHEN_OPTIONS.filter((option) => list.includes(option));
}

/**
 * The settings after a create (`before` null) or an edit: the input over what was stored. part 1 §3 is silent on
 * defaults: we choose the kind's colour (part 1 §9), default_limitation equal to the limitation (days for an unlimited
 * type), every 'when' option, active, no approval, no transfer.
 */
export function typeFields(input: TypeFieldsInput, before: TypeFields | null): TypeFields {
  const given = Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && (TYPE_FIELD_NAMES as readonly string[]).includes(key),
    ),
  );
  for (const field of ['type', 'name', 'limitation'] as const) {
    if (before === null && (given[field] === undefined || given[field] === null)) throw required(field);
    if (given[field] === null) throw required(field);
  }
  const kind = (given.type ?? before?.type) as DayOffKind;
  const limitation = (given.limitation ?? before?.limitation) as Limitation;
  const fields: TypeFields = {
    type: kind,
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the value is a primitive from a parsed request
    name: String(given.name ?? before?.name).trim(),
    color:
      given.color === null || (given.color === undefined && before === null)
        ? DEFAULT_TYPE_COLORS[kind]
        : // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the value is a primitive from a parsed request
          String(given.color ?? before?.color)
            .replace('#', '')
            .toUpperCase(),
    limitation,
    default_limitation: (given.default_limitation ??
      (given.limitation !== undefined || before === null
        ? limitation === 'unlimited'
          ? 'limit_in_days'
          : limitation
        : before.default_limitation)) as Limitation,
    interpretation: (given.interpretation ?? before?.interpretation ?? 'time_off') as Interpretation,
    approval_needed: Number(given.approval_needed ?? before?.approval_needed ?? 0),
    allowed_selfservice: Number(given.allowed_selfservice ?? before?.allowed_selfservice ?? 0),
    allowed_request_options:
      given.allowed_request_options !== undefined
        ? requestOptions(given.allowed_request_options)
        : (before?.allowed_request_options ?? [...WHEN_OPTIONS]),
    active: Number(given.active ?? before?.active ?? 1),
    max_yearly_amount_days: (given.max_yearly_amount_days === undefined
      ? (before?.max_yearly_amount_days ?? null)
      : given.max_yearly_amount_days) as number | null,
    max_yearly_amount_minutes: (given.max_yearly_amount_minutes === undefined
      ? (before?.max_yearly_amount_minutes ?? null)
      : given.max_yearly_amount_minutes) as number | null,
    transfer_unused_amounts: Number(given.transfer_unused_amounts ?? before?.transfer_unused_amounts ?? 0),
    transfer_amounts_expiry_months: (given.transfer_amounts_expiry_months === undefined
      ? (before?.transfer_amounts_expiry_months ?? null)
      : given.transfer_amounts_expiry_months) as number | null,
    note_required: Number(given.note_required ?? before?.note_required ?? 0),
    accrual_minutes_per_month: (given.accrual_minutes_per_month === undefined
      ? (before?.accrual_minutes_per_month ?? null)
      : given.accrual_minutes_per_month) as number | null,
    belgian_unemployment: Number(given.belgian_unemployment ?? before?.belgian_unemployment ?? 0),
  };
  if (fields.name === '') throw required('name');
  checkLimit(fields);
  if (fields.limitation === 'leave_accrual' && fields.accrual_minutes_per_month === null)
    throw required('accrual_minutes_per_month');
  return fields;
}

/**
 * A limit needs its maximum (part 1 §3, §4). A maximum in days is whole or half days whatever the limitation: the
 * column keeps it for the unit an unlimited or minute-limited type falls back to, and holds that rule too.
 */
export function checkLimit(
  limit: Pick<TypeFields, 'limitation' | 'max_yearly_amount_days' | 'max_yearly_amount_minutes'>,
): void {
  if (isDayBased(limit.limitation) && limit.max_yearly_amount_days === null) throw required('max_yearly_amount_days');
  if (limit.max_yearly_amount_days !== null && !Number.isInteger(limit.max_yearly_amount_days * 2)) {
    throw invalid('max_yearly_amount_days', 'max_yearly_amount_days is a number of whole or half days.');
  }
  if (isMinuteBased(limit.limitation) && limit.max_yearly_amount_minutes === null)
    throw required('max_yearly_amount_minutes');
}

/** A stored type's settings, to edit them. */
export const storedFields = (row: DayOffTypeRow): TypeFields => ({
  ...row,
  color: row.color ?? DEFAULT_TYPE_COLORS[row.type],
  allowed_request_options: row.allowed_request_options as WhenOption[],
});

const duplicate = () =>
  new HttpError(409, 'DAY_OFF_TYPE_EXISTS', 'A day-off type of this name exists in this year already.', {
    details: { field: 'name' },
  });

async function nameTaken(
  tx: Queryable,
  companyId: number,
  year: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM day_off_types WHERE company_id = $1 AND year = $2 AND lower(name) = lower($3) AND id <> $4',
    [companyId, year, name, exceptId ?? 0],
  );
  return rows.length > 0;
}

const paramOf = (field: keyof TypeFields, fields: TypeFields) => fields[field];

/**
 * Adds a type; a name the year has (case-insensitively) answers 409 DAY_OFF_TYPE_EXISTS. ON CONFLICT on the name index
 * decides it, so two concurrent adds of one name cannot both pass a check and one fail on the index (a 500).
 */
export async function insertType(
  tx: Queryable,
  companyId: number,
  year: number,
  fields: TypeFields,
): Promise<DayOffTypeRow> {
  const row = await insertTypeUnlessNamed(tx, companyId, year, fields);
  if (!row) throw duplicate();
  return row;
}

/** Adds a type unless the year has one of that name (then null). */
export async function insertTypeUnlessNamed(
  tx: Queryable,
  companyId: number,
  year: number,
  fields: TypeFields,
): Promise<DayOffTypeRow | null> {
  const params: unknown[] = [companyId, year];
  const values = TYPE_FIELD_NAMES.map((field) => `$${params.push(paramOf(field, fields))}`);
  const [row] = await tx.query<DayOffTypeRow>(
    `INSERT INTO day_off_types AS t (company_id, year, ${TYPE_FIELD_NAMES.join(', ')}) VALUES ($1, $2, ${values.join(', ')})
     ON CONFLICT (company_id, year, lower(name)) DO NOTHING RETURNING ${TYPE_COLUMNS}`,
    params,
  );
  return row ?? null;
}

const UNIQUE_VIOLATION = '23505';

export async function updateType(
  tx: Queryable,
  companyId: number,
  type: DayOffTypeRow,
  fields: TypeFields,
): Promise<DayOffTypeRow> {
  if (await nameTaken(tx, companyId, type.year, fields.name, type.id)) throw duplicate();
  const params: unknown[] = [companyId, type.id];
  const sets = TYPE_FIELD_NAMES.map((field) => `${field} = $${params.push(paramOf(field, fields))}`);
  // A rename racing an add of the same name passes the check and meets the name index: the same 409.
  const rows = await tx
    .query<DayOffTypeRow>(
      `UPDATE day_off_types AS t SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2 RETURNING ${TYPE_COLUMNS}`,
      params,
    )
    .catch((error: unknown) => {
      throw (error as { code?: unknown }).code === UNIQUE_VIOLATION ? duplicate() : error;
    });
  return rows[0];
}
