// Demo leave requests (domain leaveRequests.ts): the seed's pending days, grouped as a person would have asked them,
// one request per person, type and week, asked by the user linked to the person (else by nobody known), so "To
// approve" has rows for the deciders and the demo employee has a request of their own.
import type { Queryable } from '../core/db';

export async function seedLeaveRequests(tx: Queryable, companyId: number): Promise<void> {
  await tx.query(
    `INSERT INTO leave_requests
       (company_id, employee_id, day_off_type_id, ruleset_id, type_name, days, first_day, last_day, requested_by, requested_at)
     SELECT p.company_id, p.employee_id, p.day_off_type_id, min(p.ruleset_id), min(t.name),
            jsonb_agg(jsonb_build_object('date', to_char(p.date, 'YYYY-MM-DD'), 'am_pm_hint', p.am_pm_hint,
                                         'start_minutes', p.start_minutes, 'duration_minutes', p.duration_minutes)
                      ORDER BY p.date, p.start_minutes),
            min(p.date), max(p.date),
            (SELECT u.id FROM users u WHERE u.company_id = p.company_id AND u.employee_id = p.employee_id ORDER BY u.id LIMIT 1),
            now() - interval '3 days'
       FROM personal_days_off p JOIN day_off_types t ON t.id = p.day_off_type_id
      WHERE p.company_id = $1 AND p.approved = 0 AND p.verzuim_id IS NULL AND p.leave_request_id IS NULL
      GROUP BY p.company_id, p.employee_id, p.day_off_type_id, date_trunc('week', p.date)`,
    [companyId],
  );
  await tx.query(
    `UPDATE personal_days_off p SET leave_request_id = r.id
       FROM leave_requests r
      WHERE p.company_id = $1 AND p.approved = 0 AND p.verzuim_id IS NULL AND p.leave_request_id IS NULL
        AND r.company_id = p.company_id AND r.employee_id = p.employee_id AND r.day_off_type_id = p.day_off_type_id
        AND r.state = 'pending' AND p.date BETWEEN r.first_day AND r.last_day`,
    [companyId],
  );
}
