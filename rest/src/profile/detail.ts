import { daysWithUs } from '@people/domain/dates';
import { currentAndFutureRole, sortCustomFields } from '@people/domain/profile';
import type { Queryable } from '../core/db';
import type { EmployeeRow } from '../people/employeeSql';
import type { EmployeeWagesAnswer } from '../wage/facts';

interface RoleRow {
  id: number;
  title: string;
  start_date: string;
  end_date: string | null;
}

interface ReportsToRow {
  person_id: number;
  person_name: string;
  group_id: number;
}

/** Part 1 §3 current_wage: the keys the spec names, with the wage's id, status and start. */
function currentWageOf(wages: EmployeeWagesAnswer) {
  const wage = wages.wages.find((w) => w.id === wages.current_wage_id);
  if (!wage) return null;
  const { id, status, type, start_date, end_date, registration_country_code, payroll_data_json } = wage;
  return { id, status, type, start_date, end_date, registration_country_code, payroll_data_json };
}

/**
 * Part 1 §3 "Employee detail response", for a person the caller may see (checked by the caller). `wages` answers null
 * for a caller without wage access (part 1 §6): the wage keys then answer null. A promise, so the wage read runs
 * beside the detail's own.
 */
export async function employeeDetail(
  db: Queryable,
  employee: EmployeeRow,
  today: string,
  wagesRead: Promise<EmployeeWagesAnswer | null>,
) {
  const [roles, managers, team, department, customFields, wages] = await Promise.all([
    db.query<RoleRow>(
      'SELECT id, title, start_date, end_date FROM role_history WHERE employee_id = $1 ORDER BY start_date DESC',
      [employee.id],
    ),
    db.query<ReportsToRow>(
      // Named even when the caller does not cover their group (plain text, part 1 §6); 0 for no group.
      `SELECT e.id AS person_id, e.first_name || ' ' || e.last_name AS person_name, COALESCE(e.group_id, 0) AS group_id
         FROM employees e WHERE e.id = ANY($1::int[])`,
      [[employee.reports_to_id, employee.reports_to_extra_id].filter((id) => id !== null)],
    ),
    employee.team_id === null
      ? []
      : db.query<{ id: number; name: string }>('SELECT id, name FROM teams WHERE id = $1', [employee.team_id]),
    employee.department_id === null
      ? []
      : db.query<{ id: number; description: string }>('SELECT id, description FROM departments WHERE id = $1', [
          employee.department_id,
        ]),
    db.query<{ cf_name: string; type: string; priority: number; value: string | null; value_name: string | null }>(
      `SELECT f.cf_name, f.type, f.priority, v.value, v.value_name
         FROM custom_field_values v JOIN custom_fields f ON f.id = v.custom_field_id
        WHERE v.employee_id = $1`,
      [employee.id],
    ),
    wagesRead,
  ]);
  const { current_role: currentRole, future_role: futureRole } = currentAndFutureRole(roles, today);
  const manager = (id: number | null) => managers.find((m) => m.person_id === id) ?? null;
  return {
    employee,
    current_role: currentRole,
    future_role: futureRole,
    role_history: roles,
    team: team[0] ?? null,
    current_reports_to: manager(employee.reports_to_id),
    current_reports_to_extra: manager(employee.reports_to_extra_id),
    current_department: department[0] ?? null,
    days_with_us: employee.join_date ? daysWithUs(employee.join_date, today) : null,
    termination_info: { days_since_termination: wages?.termination_info.days_since_termination ?? null },
    current_wage: wages ? currentWageOf(wages) : null,
    weekly_schedule_exceptions: [],
    average_weekly_minutes: wages?.average_weekly_minutes ?? null,
    current_wage_total_costs: wages?.current_wage_total_costs ?? null,
    custom_fields: sortCustomFields(customFields),
  };
}
