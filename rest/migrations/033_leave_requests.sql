-- Leave requests (domain/src/leaveRequests.ts): the days one person asked at once that wait for a decision. The days
-- themselves stay rows of personal_days_off (approved = 0 while pending), so the calendar and the balances read them as
-- before; the request holds who asked, the message, the decision and a copy of its days, so a declined request (whose
-- days are removed and count no more) stays in the person's history with its dates and reason.
CREATE TABLE leave_requests (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  -- The type asked (or, by the priority scheme, the ruleset's first type) and its name when asked.
  day_off_type_id int,
  ruleset_id int,
  type_name text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'declined', 'withdrawn')),
  message text CHECK (length(message) <= 2000),
  -- [{date, am_pm_hint, start_minutes, duration_minutes}] as asked, sorted by date.
  days jsonb NOT NULL,
  first_day date NOT NULL,
  last_day date NOT NULL,
  requested_by int REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by int REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  -- domain DECLINE_REASON_MAX_LENGTH characters (400); length() counts characters.
  decline_reason text CHECK (length(decline_reason) <= 400),
  CHECK (first_day <= last_day),
  CHECK ((state IN ('approved', 'declined')) = (decided_at IS NOT NULL)),
  CHECK (decline_reason IS NULL OR state = 'declined'),
  UNIQUE (id, company_id),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (day_off_type_id, company_id) REFERENCES day_off_types (id, company_id) ON DELETE SET NULL (day_off_type_id),
  FOREIGN KEY (ruleset_id, company_id) REFERENCES day_off_rulesets (id, company_id) ON DELETE SET NULL (ruleset_id)
);
CREATE INDEX leave_requests_pending ON leave_requests (company_id, first_day) WHERE state = 'pending';
CREATE INDEX leave_requests_employee ON leave_requests (company_id, employee_id, first_day);

ALTER TABLE personal_days_off ADD COLUMN leave_request_id int;
ALTER TABLE personal_days_off ADD CONSTRAINT personal_days_off_leave_request_fk
  FOREIGN KEY (leave_request_id, company_id) REFERENCES leave_requests (id, company_id) ON DELETE SET NULL (leave_request_id);
CREATE INDEX personal_days_off_leave_request ON personal_days_off (leave_request_id) WHERE leave_request_id IS NOT NULL;

-- The days pending before this migration become requests: one per person, type, author and moment of asking (one add
-- stores its days in one transaction, so they share created_at). A verzuim's sick days are never requests.
INSERT INTO leave_requests
  (company_id, employee_id, day_off_type_id, ruleset_id, type_name, message, days, first_day, last_day, requested_by, requested_at)
SELECT p.company_id, p.employee_id, p.day_off_type_id, min(p.ruleset_id), min(t.name), min(p.note),
       jsonb_agg(jsonb_build_object('date', to_char(p.date, 'YYYY-MM-DD'), 'am_pm_hint', p.am_pm_hint,
                                    'start_minutes', p.start_minutes, 'duration_minutes', p.duration_minutes)
                 ORDER BY p.date, p.start_minutes),
       min(p.date), max(p.date), p.created_by, p.created_at
FROM personal_days_off p
JOIN day_off_types t ON t.id = p.day_off_type_id
WHERE p.approved = 0 AND p.verzuim_id IS NULL
GROUP BY p.company_id, p.employee_id, p.day_off_type_id, p.created_by, p.created_at;

UPDATE personal_days_off p SET leave_request_id = r.id
FROM leave_requests r
WHERE p.approved = 0 AND p.verzuim_id IS NULL AND r.company_id = p.company_id AND r.employee_id = p.employee_id
  AND r.day_off_type_id = p.day_off_type_id AND r.requested_by IS NOT DISTINCT FROM p.created_by
  AND r.requested_at = p.created_at;
