// A person's reporting lines (part 1 §3 current_reports_to, current_reports_to_extra): set from the profile's
// /edit/reports (profile/personEdits.ts) and the managers settings page (personPages/managers.ts) alike.
import { addDays } from '@people/domain/dates';
import type { ProfileAction } from '@people/domain/permissions';
import { validateReportsTo } from '@people/domain/personEdit';
import { writeActivity } from './activity';
import type { UserRow } from './auth';
import type { Queryable } from './db';
import { HttpError, invalid } from './errors';
import { bumpVersion, lockForEdit } from './personLock';

export interface ReportsToChange {
  id: number;
  version: number;
  reports_to_id: number | null;
  reports_to_extra_id: number | null;
}

/**
 * Sets a person's manager and extra manager from `day` on (part 1 §3 current_reports_to, current_reports_to_extra), for
 * /edit/reports (from today) and /settings/managers/{id} (from a chosen day, managers.ts): per kind, the line running on
 * `day` ends the day before, lines starting on or after it are replaced. One activity item reports_to_updated.
 */
export async function setReportsTo(
  tx: Queryable,
  user: UserRow,
  body: ReportsToChange,
  action: ProfileAction,
  day: string,
) {
  await lockForEdit(tx, user, body.id, body.version, action, []);
  const wanted = [body.reports_to_id, body.reports_to_extra_id].filter((m): m is number => m !== null);
  // A manager is a person of the caller's company (another company's id answers 404 like a missing one).
  const found = await tx.query<{ id: number; name: string }>(
    "SELECT id, first_name || ' ' || last_name AS name FROM employees WHERE company_id = $1 AND id = ANY($2::int[])",
    [user.company_id, wanted],
  );
  const missing = wanted.find((m) => !found.some((f) => f.id === m));
  if (missing !== undefined)
    throw new HttpError(404, 'NOT_FOUND', 'This manager does not exist.', {
      details: { field: missing === body.reports_to_id ? 'reports_to_id' : 'reports_to_extra_id' },
    });
  const current = await tx.query<{
    id: number;
    employee_id: number;
    manager_id: number;
    is_extra: number;
    start_date: string;
  }>(
    `SELECT r.id, r.employee_id, r.manager_id, r.is_extra, to_char(r.start_date, 'YYYY-MM-DD') AS start_date FROM reports_to r
       JOIN employees e ON e.id = r.employee_id AND e.company_id = $1
      WHERE r.start_date <= $2::date AND (r.end_date IS NULL OR r.end_date >= $2::date)`,
    [user.company_id, day],
  );
  const managers = new Map(current.filter((r) => r.is_extra === 0).map((r) => [r.employee_id, r.manager_id]));
  const problem = validateReportsTo(
    body.id,
    body.reports_to_id,
    body.reports_to_extra_id,
    (p) => managers.get(p) ?? null,
  );
  if (problem) throw invalid(problem);
  const later = await tx.query<{ id: number; is_extra: number }>(
    'SELECT id, is_extra FROM reports_to WHERE employee_id = $1 AND start_date > $2::date',
    [body.id, day],
  );
  const changed: string[] = [];
  const names: Record<string, string | null> = {};
  for (const [extra, field, managerId] of [
    [0, 'reports_to_id', body.reports_to_id],
    [1, 'reports_to_extra_id', body.reports_to_extra_id],
  ] as const) {
    const line = current.find((r) => r.employee_id === body.id && r.is_extra === extra);
    const replaced = later.filter((r) => r.is_extra === extra);
    if ((line?.manager_id ?? null) === managerId && replaced.length === 0) continue;
    changed.push(field);
    names[field] = found.find((f) => f.id === managerId)?.name ?? null;
    if (replaced.length > 0)
      await tx.query('DELETE FROM reports_to WHERE id = ANY($1::int[])', [replaced.map((r) => r.id)]);
    if ((line?.manager_id ?? null) === managerId) continue;
    // A line that started on `day` is replaced; an older one ends the day before (reports_to keeps end ≥ start).
    if (line && line.start_date >= day) await tx.query('DELETE FROM reports_to WHERE id = $1', [line.id]);
    else if (line)
      await tx.query('UPDATE reports_to SET end_date = $2::date WHERE id = $1', [line.id, addDays(day, -1)]);
    if (managerId !== null) {
      await tx.query(
        'INSERT INTO reports_to (employee_id, manager_id, is_extra, start_date) VALUES ($1, $2, $3, $4::date)',
        [body.id, managerId, extra, day],
      );
    }
  }
  if (changed.length === 0) return { id: body.id, version: body.version, changed };
  const next = await bumpVersion(tx, user, body.id);
  await writeActivity(tx, user, {
    employeeId: body.id,
    eventType: 'reports_to_updated',
    info: { person_name: names.reports_to_id ?? names.reports_to_extra_id ?? null, new_type: changed.join(', ') },
  });
  return { id: body.id, version: next, changed };
}
