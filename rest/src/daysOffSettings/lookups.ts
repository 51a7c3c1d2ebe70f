// What the day-off type settings' reads and changes share: a type of the company or 404, last year's types this year
// lacks (part 1 §7 missing types), and the refusal of a leave-accrual exception without an accrual rate (part 1 §5).
import type { Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { dayOffType, dayOffTypes, type DayOffTypeRow } from '../core/dayOffTypes';

/** part 1 §5: a leave-accrual exception accrues at the type's rate, so the type needs one (as a leave-accrual type does). */
export const noAccrualRate = () =>
  new HttpError(
    422,
    'DAY_OFF_TYPE_HAS_NO_ACCRUAL_RATE',
    'A leave-accrual exception needs a type with an accrual rate (accrual_minutes_per_month).',
    { details: { field: 'limitation' } },
  );

export async function typeOrNotFound(db: Queryable, companyId: number, typeId: number): Promise<DayOffTypeRow> {
  const type = await dayOffType(db, companyId, typeId);
  if (!type) throw notFound('This day-off type does not exist.');
  return type;
}

/** part 1 §7 missing types: last year's types whose name this year lacks. */
export async function missingTypes(db: Queryable, companyId: number, yearAsked: number) {
  const [last, current] = await Promise.all([
    dayOffTypes(db, companyId, { year: yearAsked - 1 }),
    dayOffTypes(db, companyId, { year: yearAsked }),
  ]);
  const names = new Set(current.map((t) => t.name.toLowerCase()));
  return { missing: last.filter((t) => !names.has(t.name.toLowerCase())), existing: current.length };
}
