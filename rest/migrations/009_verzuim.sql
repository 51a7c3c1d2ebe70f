-- Verzuim: Dutch sick leave (part 1 §3 Verzuim, §4 Verzuim states, §7 the verzuim calls). An item is a
-- report (initial) or a partial recovery that continues an open item (previous_verzuim_id; initial_verzuim_id names
-- the report a chain started with). Its sick days are personal days off of kind sick_day that point back at it
-- (personal_days_off.verzuim_id), so the calendar, the usage box and the verzuim list read the same rows.
CREATE TABLE verzuim_items (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  start_date date NOT NULL,
  -- part 1 §4: healthy when an end date exists.
  end_date date CHECK (end_date IS NULL OR end_date >= start_date),
  status text NOT NULL CHECK (status IN ('REPORTED_SICK', 'PARTIALLY_RECOVERED', 'REPORTED_HEALTHY')),
  duration_type text NOT NULL DEFAULT 'all_day' CHECK (duration_type IN ('all_day', 'custom')),
  vangnetbepaling smallint NOT NULL DEFAULT 0 CHECK (vangnetbepaling IN (0, 1)),
  work_accident smallint NOT NULL DEFAULT 0 CHECK (work_accident IN (0, 1)),
  traffic_accident smallint NOT NULL DEFAULT 0 CHECK (traffic_accident IN (0, 1)),
  duration_minutes_on_first_day int CHECK (duration_minutes_on_first_day BETWEEN 1 AND 1440),
  custom_duration_minutes_per_day int CHECK (custom_duration_minutes_per_day BETWEEN 1 AND 1440),
  expected_recovery_date date,
  notification_date date,
  -- 'HH:MM', 24h (part 1 §5 minutes picker).
  notification_time text CHECK (notification_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  recovery_percentage int CHECK (recovery_percentage BETWEEN 1 AND 99),
  average_weekly_minutes int CHECK (average_weekly_minutes BETWEEN 0 AND 10080),
  initial_verzuim_id int,
  previous_verzuim_id int,
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'PARTIALLY_RECOVERED') = (recovery_percentage IS NOT NULL)),
  -- A partial recovery names the report its chain started with.
  CHECK (previous_verzuim_id IS NULL OR initial_verzuim_id IS NOT NULL),
  UNIQUE (id, company_id),
  UNIQUE (id, company_id, employee_id),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE,
  -- A chain stays within one person: the items it continues are of the same person and company.
  FOREIGN KEY (previous_verzuim_id, company_id, employee_id) REFERENCES verzuim_items (id, company_id, employee_id),
  FOREIGN KEY (initial_verzuim_id, company_id, employee_id) REFERENCES verzuim_items (id, company_id, employee_id)
);
CREATE INDEX verzuim_items_employee ON verzuim_items (company_id, employee_id, start_date);
-- An item is continued at most once.
CREATE UNIQUE INDEX verzuim_items_previous ON verzuim_items (previous_verzuim_id) WHERE previous_verzuim_id IS NOT NULL;
-- part 1 §4 implies one open (ongoing) item per person; the route checks first, this is the backstop for a race.
CREATE UNIQUE INDEX verzuim_items_one_open ON verzuim_items (company_id, employee_id) WHERE end_date IS NULL;

ALTER TABLE personal_days_off ADD COLUMN verzuim_id int;
ALTER TABLE personal_days_off ADD CONSTRAINT personal_days_off_verzuim_fk
  FOREIGN KEY (verzuim_id, company_id, employee_id) REFERENCES verzuim_items (id, company_id, employee_id) ON DELETE CASCADE;
-- Only a sick day belongs to a verzuim.
ALTER TABLE personal_days_off ADD CONSTRAINT personal_days_off_verzuim_sick CHECK (verzuim_id IS NULL OR type = 'sick_day');
CREATE INDEX personal_days_off_verzuim ON personal_days_off (verzuim_id) WHERE verzuim_id IS NOT NULL;
