// Demo data of the managers and reminders pages (part 1 §2 /settings/managers/{id}, /reminders/employee/{id}):
// reminders about every third person (one of them done), and a former manager for people whose reporting line started
// after they joined, so the managers page has history to show. Custom fields are seeded with the company (demo.ts).
import { addDays } from '@people/domain/dates';
import type { Queryable } from '../core/db';

const REMINDERS = [
  ['Ask how the first month went', 7],
  ['Renew the first-aid certificate', 30],
  ['Check the bike lease offer', -3],
] as const;

export async function seedPersonPages(tx: Queryable, companyId: number, today: string): Promise<void> {
  const people = await tx.query<{ id: number }>(
    'SELECT id FROM employees WHERE company_id = $1 AND deleted = 0 ORDER BY id',
    [companyId],
  );
  const [admin] = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE company_id = $1 AND admin = 1 ORDER BY id LIMIT 1',
    [companyId],
  );
  const rows: unknown[] = [];
  const values: string[] = [];
  people.forEach((person, i) => {
    if (i % 3 !== 0) return;
    REMINDERS.forEach(([text, days], j) => {
      const base = rows.length;
      rows.push(companyId, person.id, addDays(today, days), text, j === 2 ? 1 : 0, admin?.id ?? null);
      values.push(`($${base + 1}, $${base + 2}, $${base + 3}::date, $${base + 4}, $${base + 5}, $${base + 6}::int)`);
    });
  });
  if (values.length > 0)
    await tx.query(
      `INSERT INTO reminders (company_id, employee_id, remind_on, text, done, created_by) VALUES ${values.join(', ')}`,
      rows,
    );
  // A former manager: the line before the current one, from the join date to the day before it started.
  await tx.query(
    `INSERT INTO reports_to (employee_id, manager_id, is_extra, start_date, end_date)
     SELECT r.employee_id, former.id, 0, e.join_date, r.start_date - 1
       FROM reports_to r JOIN employees e ON e.id = r.employee_id
       JOIN LATERAL (SELECT m.id FROM employees m WHERE m.company_id = e.company_id AND m.id NOT IN (e.id, r.manager_id) ORDER BY m.id LIMIT 1) former ON true
      WHERE e.company_id = $1 AND r.is_extra = 0 AND r.end_date IS NULL AND e.join_date IS NOT NULL AND r.start_date > e.join_date
        AND NOT EXISTS (SELECT 1 FROM reports_to p WHERE p.employee_id = r.employee_id AND p.is_extra = 0 AND p.start_date < r.start_date)`,
    [companyId],
  );
}
