// The SQL of the person-page boxes of this area (part 1 §2): reminders, custom fields and reporting lines. Every
// statement is scoped to the caller's company, or to a person the handler found in it and locked.
import type { CustomFieldType } from '@people/domain/customFields';
import type { Queryable } from '../core/db';

export interface ReminderRow {
  id: number;
  employee_id: number;
  remind_on: string;
  text: string;
  done: number;
  created_by_name: string | null;
  created_at: string;
}

/** The reminders of some people of the company, unsorted (domain sortReminders orders them). */
export async function reminderRows(db: Queryable, companyId: number, employeeIds: number[]): Promise<ReminderRow[]> {
  return db.query<ReminderRow>(
    `SELECT r.id, r.employee_id, to_char(r.remind_on, 'YYYY-MM-DD') AS remind_on, r.text, r.done, u.name AS created_by_name,
                to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
           FROM reminders r LEFT JOIN users u ON u.id = r.created_by
          WHERE r.company_id = $1 AND r.employee_id = ANY($2::int[])`,
    [companyId, employeeIds],
  );
}

/** The person of a reminder of the company; undefined for none. */
export async function reminderPerson(
  db: Queryable,
  companyId: number,
  reminderId: number,
): Promise<number | undefined> {
  const [row] = await db.query<{ employee_id: number }>(
    'SELECT employee_id FROM reminders WHERE company_id = $1 AND id = $2',
    [companyId, reminderId],
  );
  return row?.employee_id;
}

export async function insertReminder(
  db: Queryable,
  companyId: number,
  reminder: { employee_id: number; remind_on: string; text: string },
  userId: number,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO reminders (company_id, employee_id, remind_on, text, created_by) VALUES ($1, $2, $3::date, $4, $5) RETURNING id',
    [companyId, reminder.employee_id, reminder.remind_on, reminder.text, userId],
  );
  return row.id;
}

export async function setReminderDone(db: Queryable, companyId: number, reminderId: number, done: number) {
  await db.query('UPDATE reminders SET done = $3 WHERE company_id = $1 AND id = $2', [companyId, reminderId, done]);
}

export async function deleteReminder(db: Queryable, companyId: number, reminderId: number) {
  await db.query('DELETE FROM reminders WHERE company_id = $1 AND id = $2', [companyId, reminderId]);
}

export interface CustomFieldRow {
  id: number;
  cf_name: string;
  type: CustomFieldType;
  priority: number;
}

/** The company's custom fields, unsorted (domain sortCustomFields orders them). */
export async function customFieldRows(db: Queryable, companyId: number): Promise<CustomFieldRow[]> {
  return db.query<CustomFieldRow>('SELECT id, cf_name, type, priority FROM custom_fields WHERE company_id = $1', [
    companyId,
  ]);
}

export interface CustomFieldValueRow {
  employee_id: number;
  custom_field_id: number;
  value: string | null;
  value_name: string | null;
}

/** The custom-field values of some people of the company, by person and field. */
export async function customFieldValues(
  db: Queryable,
  companyId: number,
  employeeIds: number[],
): Promise<CustomFieldValueRow[]> {
  return db.query<CustomFieldValueRow>(
    `SELECT v.employee_id, v.custom_field_id, v.value, v.value_name FROM custom_field_values v JOIN custom_fields f ON f.id = v.custom_field_id
          WHERE f.company_id = $1 AND v.employee_id = ANY($2::int[]) ORDER BY v.employee_id, v.custom_field_id`,
    [companyId, employeeIds],
  );
}

/** One person's custom-field values (a person the handler found and locked). */
export async function personCustomFieldValues(
  tx: Queryable,
  employeeId: number,
): Promise<Omit<CustomFieldValueRow, 'employee_id'>[]> {
  return tx.query<{ custom_field_id: number; value: string | null; value_name: string | null }>(
    'SELECT custom_field_id, value, value_name FROM custom_field_values WHERE employee_id = $1',
    [employeeId],
  );
}

/** A custom-field value set (or replaced), or removed when value is null. */
export async function saveCustomFieldValue(
  tx: Queryable,
  employeeId: number,
  fieldId: number,
  value: string | null,
  valueName: string | null,
) {
  if (value === null)
    await tx.query('DELETE FROM custom_field_values WHERE employee_id = $1 AND custom_field_id = $2', [
      employeeId,
      fieldId,
    ]);
  else
    await tx.query(
      `INSERT INTO custom_field_values (employee_id, custom_field_id, value, value_name) VALUES ($1, $2, $3, $4)
               ON CONFLICT (employee_id, custom_field_id) DO UPDATE SET value = EXCLUDED.value, value_name = EXCLUDED.value_name`,
      [employeeId, fieldId, value, valueName],
    );
}

export interface ManagerLineRow {
  id: number;
  employee_id: number;
  manager_id: number;
  manager_name: string;
  group_id: number;
  is_extra: number;
  start_date: string;
  end_date: string | null;
}

/** The reporting lines of some people of the company, newest first; the manager named whatever the viewer covers. */
export async function managerLines(db: Queryable, companyId: number, employeeIds: number[]): Promise<ManagerLineRow[]> {
  return db.query<ManagerLineRow>(
    `SELECT r.id, r.employee_id, r.manager_id, m.first_name || ' ' || m.last_name AS manager_name, COALESCE(m.group_id, 0) AS group_id, r.is_extra,
                to_char(r.start_date, 'YYYY-MM-DD') AS start_date, to_char(r.end_date, 'YYYY-MM-DD') AS end_date
           FROM reports_to r JOIN employees e ON e.id = r.employee_id JOIN employees m ON m.id = r.manager_id
          WHERE e.company_id = $1 AND r.employee_id = ANY($2::int[])
          ORDER BY r.employee_id, r.start_date DESC, r.is_extra, r.id`,
    [companyId, employeeIds],
  );
}

/** Deletes one reporting line of a (locked) person; answers its manager's name and kind, undefined for none. */
export async function deleteManagerLine(
  tx: Queryable,
  employeeId: number,
  lineId: number,
): Promise<{ manager_name: string; is_extra: number } | undefined> {
  const [line] = await tx.query<{ manager_name: string; is_extra: number }>(
    `DELETE FROM reports_to r USING employees m WHERE r.id = $1 AND r.employee_id = $2 AND m.id = r.manager_id
           RETURNING m.first_name || ' ' || m.last_name AS manager_name, r.is_extra`,
    [lineId, employeeId],
  );
  return line;
}
