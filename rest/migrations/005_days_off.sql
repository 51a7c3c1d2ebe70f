-- Days off (part 1 §3 day-off usage item, calendar data, day off, company day off, request payload; §4; §5;
-- §9). Every row carries its company, with composite foreign keys as in 002: a day off can never point at a type,
-- ruleset or person of another company. A day-off type belongs to one year; the type of the next year with the same
-- name and kind continues it (transfers of unused amounts, missing types).

-- Part 1 §3 usage-item fields that are settings. Flags are 0/1 as the REST answers carry them.
CREATE TABLE day_off_types (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  year int NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  type text NOT NULL CHECK (type IN ('custom', 'sick_day', 'education')),
  name text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 100),
  -- Hex without '#'; part 1 §9 fallback 1C99FC is the column default.
  color char(6) NOT NULL DEFAULT '1C99FC' CHECK (color ~ '^[0-9A-F]{6}$'),
  limitation text NOT NULL CHECK (limitation IN ('unlimited', 'limit_in_days', 'limit_in_half_days', 'limit_in_minutes', 'limit_by_overtime', 'leave_accrual')),
  -- The unit an unlimited type is shown in (domain daysOff balanceDisplay).
  default_limitation text NOT NULL CHECK (default_limitation IN ('unlimited', 'limit_in_days', 'limit_in_half_days', 'limit_in_minutes', 'limit_by_overtime', 'leave_accrual')),
  interpretation text NOT NULL DEFAULT 'time_off' CHECK (interpretation IN ('time_off', 'activity', 'working_time')),
  -- A working_time type counts as work, not as time off.
  is_work_type smallint GENERATED ALWAYS AS (CASE WHEN interpretation = 'working_time' THEN 1 ELSE 0 END) STORED,
  approval_needed smallint NOT NULL DEFAULT 0 CHECK (approval_needed IN (0, 1)),
  allowed_selfservice smallint NOT NULL DEFAULT 0 CHECK (allowed_selfservice IN (0, 1)),
  -- The request form's 'when' options the type allows (domain requestForm WHEN_OPTIONS).
  allowed_request_options text[] NOT NULL DEFAULT '{allDay,morning,afternoon,custom}'
    CHECK (allowed_request_options <@ ARRAY['allDay', 'morning', 'afternoon', 'custom']::text[] AND cardinality(allowed_request_options) >= 1),
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- Whole or half days.
  max_yearly_amount_days numeric(5, 1) CHECK (max_yearly_amount_days BETWEEN 0 AND 366 AND max_yearly_amount_days * 2 = trunc(max_yearly_amount_days * 2)),
  max_yearly_amount_minutes int CHECK (max_yearly_amount_minutes BETWEEN 0 AND 527040),
  transfer_unused_amounts smallint NOT NULL DEFAULT 0 CHECK (transfer_unused_amounts IN (0, 1)),
  transfer_amounts_expiry_months int CHECK (transfer_amounts_expiry_months BETWEEN 0 AND 60),
  note_required smallint NOT NULL DEFAULT 0 CHECK (note_required IN (0, 1)),
  -- Leave accrual: minutes earned per month (the accrual rate).
  accrual_minutes_per_month int CHECK (accrual_minutes_per_month BETWEEN 0 AND 44640),
  -- Our choice for the Belgium-only unemployment follow-up (part 1 §2, §4): adding or removing a day of such a type
  -- for a person whose holiday country is BE asks the web for the follow-up page.
  belgian_unemployment smallint NOT NULL DEFAULT 0 CHECK (belgian_unemployment IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A limit needs its maximum; leave accrual needs its rate.
  CHECK (limitation NOT IN ('limit_in_days', 'limit_in_half_days') OR max_yearly_amount_days IS NOT NULL),
  CHECK (limitation NOT IN ('limit_in_minutes', 'limit_by_overtime') OR max_yearly_amount_minutes IS NOT NULL),
  CHECK (limitation <> 'leave_accrual' OR accrual_minutes_per_month IS NOT NULL),
  UNIQUE (id, company_id),
  -- Personal days off repeat the type's kind and year, so both are checked by their foreign key.
  UNIQUE (id, company_id, type, year)
);
CREATE UNIQUE INDEX day_off_types_name ON day_off_types (company_id, year, lower(name));

-- Rulesets (priority schemes): ordered types, the first with balance left takes a day (part 1 §2 replan priority rules).
CREATE TABLE day_off_rulesets (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 100),
  UNIQUE (id, company_id)
);
CREATE UNIQUE INDEX day_off_rulesets_name ON day_off_rulesets (company_id, lower(name));

CREATE TABLE day_off_ruleset_types (
  ruleset_id int NOT NULL,
  day_off_type_id int NOT NULL,
  company_id int NOT NULL,
  -- 1 is tried first.
  priority int NOT NULL CHECK (priority BETWEEN 1 AND 1000),
  PRIMARY KEY (ruleset_id, day_off_type_id),
  FOREIGN KEY (ruleset_id, company_id) REFERENCES day_off_rulesets (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (day_off_type_id, company_id) REFERENCES day_off_types (id, company_id) ON DELETE CASCADE
);
CREATE INDEX day_off_ruleset_types_type ON day_off_ruleset_types (day_off_type_id);

-- The ruleset a person plans by (at most one).
CREATE TABLE employee_day_off_rulesets (
  employee_id int PRIMARY KEY,
  company_id int NOT NULL,
  ruleset_id int NOT NULL,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (ruleset_id, company_id) REFERENCES day_off_rulesets (id, company_id) ON DELETE CASCADE
);

-- Part 1 §5 exception links: a person's own limit for a type.
CREATE TABLE day_off_type_exceptions (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  day_off_type_id int NOT NULL,
  employee_id int NOT NULL,
  limitation text NOT NULL CHECK (limitation IN ('unlimited', 'limit_in_days', 'limit_in_half_days', 'limit_in_minutes', 'limit_by_overtime', 'leave_accrual')),
  max_yearly_amount_days numeric(5, 1) CHECK (max_yearly_amount_days BETWEEN 0 AND 366 AND max_yearly_amount_days * 2 = trunc(max_yearly_amount_days * 2)),
  max_yearly_amount_minutes int CHECK (max_yearly_amount_minutes BETWEEN 0 AND 527040),
  CHECK (limitation NOT IN ('limit_in_days', 'limit_in_half_days') OR max_yearly_amount_days IS NOT NULL),
  CHECK (limitation NOT IN ('limit_in_minutes', 'limit_by_overtime') OR max_yearly_amount_minutes IS NOT NULL),
  UNIQUE (day_off_type_id, employee_id),
  FOREIGN KEY (day_off_type_id, company_id) REFERENCES day_off_types (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);

-- Part 1 §5 'apply correction' for leave-accrual types: minutes added to (or taken off) a person's balance.
CREATE TABLE accrual_corrections (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  day_off_type_id int NOT NULL,
  employee_id int NOT NULL,
  date date NOT NULL,
  minutes int NOT NULL CHECK (minutes <> 0 AND minutes BETWEEN -527040 AND 527040),
  note text CHECK (length(note) <= 400),
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (day_off_type_id, company_id) REFERENCES day_off_types (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX accrual_corrections_type ON accrual_corrections (day_off_type_id, employee_id);

-- Part 1 §3 company day off (special_name, color) per holiday country (part 1 §9: BE, NL, FR, DE, ES, GB, LU).
CREATE TABLE company_days_off (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  date date NOT NULL,
  special_name text NOT NULL CHECK (special_name = btrim(special_name) AND length(special_name) BETWEEN 1 AND 100),
  color char(6) CHECK (color ~ '^[0-9A-F]{6}$'),
  country_code char(2) NOT NULL CHECK (country_code IN ('BE', 'NL', 'FR', 'DE', 'ES', 'GB', 'LU')),
  UNIQUE (company_id, country_code, date),
  UNIQUE (id, company_id)
);

-- A company day off removed for one person (part 1 §7 'a separate call removes a company day off for an employee').
CREATE TABLE company_day_off_removals (
  company_day_off_id int NOT NULL,
  employee_id int NOT NULL,
  company_id int NOT NULL,
  removed_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_day_off_id, employee_id),
  FOREIGN KEY (company_day_off_id, company_id) REFERENCES company_days_off (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);

-- Part 1 §3 day off: one slot of a day (a day may hold several). type and year repeat the type's, checked by the
-- composite foreign key, so an entry cannot claim another kind or lie outside its type's year.
CREATE TABLE personal_days_off (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  date date NOT NULL,
  year int NOT NULL CHECK (year = CAST(EXTRACT(YEAR FROM date) AS int)),
  day_off_type_id int NOT NULL,
  type text NOT NULL CHECK (type IN ('custom', 'sick_day', 'education')),
  am_pm_hint text NOT NULL CHECK (am_pm_hint IN ('all_day', 'am', 'pm', 'custom')),
  start_minutes int NOT NULL CHECK (start_minutes BETWEEN 0 AND 1439),
  -- null for all_day (part 1 §4: the all-day duration is the word all_day).
  duration_minutes int CHECK (duration_minutes BETWEEN 1 AND 1440),
  -- part 1 §4: pending when approved = 0.
  approved smallint NOT NULL DEFAULT 1 CHECK (approved IN (0, 1)),
  -- Set when the day was planned by a ruleset (priority scheme), so a replan may move it to another of its types.
  ruleset_id int,
  note text CHECK (length(note) <= 2000),
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((am_pm_hint = 'all_day') = (duration_minutes IS NULL)),
  CHECK (duration_minutes IS NULL OR start_minutes + duration_minutes <= 1440),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (day_off_type_id, company_id, type, year) REFERENCES day_off_types (id, company_id, type, year) ON UPDATE CASCADE,
  FOREIGN KEY (ruleset_id, company_id) REFERENCES day_off_rulesets (id, company_id) ON DELETE SET NULL (ruleset_id)
);
CREATE INDEX personal_days_off_employee ON personal_days_off (company_id, employee_id, date);
CREATE INDEX personal_days_off_type ON personal_days_off (day_off_type_id);
