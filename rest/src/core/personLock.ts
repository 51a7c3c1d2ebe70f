// A person's row lock and edit version (optimistic locking, migration 016): every area that changes a person locks
// their employees row for the transaction, and an edit made from a stale form (its `version` no longer the person's)
// answers 409 EDIT_CONFLICT and stores nothing. Each edit answers { id, version, changed } and writes its audit row.
import { EDIT_CONFLICT, EDIT_CONFLICT_MESSAGE } from '@people/domain/personEdit';
import type { ProfileAction } from '@people/domain/permissions';
import { fieldOf, type AuditSpec } from './audit';
import type { UserRow } from './auth';
import type { Queryable } from './db';
import { HttpError, notFound } from './errors';
import { personContext, requireAction } from './permissionContext';
import { int, obj, personErrors, str } from './schemas';

/** The person's version as the form read it (Employee.version). */
export const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const editAnswer = {
  200: obj({ id: int, version: int, changed: { type: 'array', items: str } }),
  ...personErrors,
};

/** The audit row of an edit: the fields it changed (field names, never values). */
export const editAudit: AuditSpec = {
  action: 'change',
  rows: (request, answer) => {
    const changed = (answer as { changed?: string[] } | undefined)?.changed ?? [];
    const employeeId = Number(fieldOf(request.body, 'id'));
    return [
      {
        employeeId: Number.isInteger(employeeId) && employeeId > 0 ? employeeId : null,
        fields: changed.length > 0 ? changed : ['(none)'],
      },
    ];
  },
};

export const editConflict = () => new HttpError(409, EDIT_CONFLICT, EDIT_CONFLICT_MESSAGE, { i18nCode: EDIT_CONFLICT });

/** The employees column of a field: as the spec names it, but for countryOfBirth. */
export const employeeColumn = (field: string) => (field === 'countryOfBirth' ? 'country_of_birth' : field);

/**
 * The person locked for the edit, after the permission check: 404 for someone the caller cannot find, 403 without the
 * action, 409 EDIT_CONFLICT when the version read is no longer the current one.
 */
export async function lockForEdit(
  tx: Queryable,
  user: UserRow,
  employeeId: number,
  expected: number,
  action: ProfileAction,
  columns: readonly string[],
) {
  requireAction(await personContext(tx, user, employeeId), action);
  const select = ['version', ...columns.map((f) => `${employeeColumn(f)} AS "${f}"`)].join(', ');
  const [row] = await tx.query<Record<string, unknown> & { version: number }>(
    `SELECT ${select} FROM employees WHERE company_id = $1 AND id = $2 FOR UPDATE`,
    [user.company_id, employeeId],
  );
  if (!row) throw notFound('This person does not exist.');
  if (row.version !== expected) throw editConflict();
  return row;
}

/**
 * The person locked (FOR UPDATE) for an edit whose permission the route has checked: 404 for someone not of the
 * caller's company, 409 EDIT_CONFLICT when the version the form read (if it sent one) is no longer the current one.
 */
export async function lockVersion(
  tx: Queryable,
  user: UserRow,
  employeeId: number,
  expected: number | undefined,
): Promise<void> {
  const [row] = await tx.query<{ version: number }>(
    'SELECT version FROM employees WHERE company_id = $1 AND id = $2 FOR UPDATE',
    [user.company_id, employeeId],
  );
  if (!row) throw notFound('This person does not exist.');
  if (expected !== undefined && row.version !== expected) throw editConflict();
}

/** Sets the columns given and counts the person's version up: the version the edit answers. */
export async function bumpVersion(
  tx: Queryable,
  user: UserRow,
  employeeId: number,
  sets: string[] = [],
  values: unknown[] = [],
): Promise<number> {
  const assignments = [...sets.map((s, i) => `${s} = $${i + 3}`), 'version = version + 1'].join(', ');
  const [row] = await tx.query<{ version: number }>(
    `UPDATE employees SET ${assignments} WHERE company_id = $1 AND id = $2 RETURNING version`,
    [user.company_id, employeeId, ...values],
  );
  return row.version;
}

/**
 * Locks the person (FOR UPDATE) for the rest of the transaction, so two changes of one person (a new wage and a
 * termination, two day-off requests) decide one after the other, each on what the other left. Null for someone not of
 * the company.
 */
export async function lockPerson(
  tx: Queryable,
  companyId: number,
  employeeId: number,
): Promise<{ name: string } | null> {
  const [row] = await tx.query<{ name: string }>(
    "SELECT first_name || ' ' || last_name AS name FROM employees WHERE company_id = $1 AND id = $2 FOR UPDATE",
    [companyId, employeeId],
  );
  return row ?? null;
}
