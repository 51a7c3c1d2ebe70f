-- The person profile (part 1 §2, §3, §4, §6). Every table that belongs to a person carries the
-- company too, with a composite foreign key to (employees.id, employees.company_id): a row can never point
-- at a person of another company, and every read scopes on company_id without a join.

ALTER TABLE employees ADD CONSTRAINT employees_id_company UNIQUE (id, company_id);

-- Part 1 §1: parallel contracts of one person share a group id (the id of the group's first record).
ALTER TABLE employees ADD COLUMN parallel_group_id int;
CREATE INDEX employees_parallel_group ON employees (company_id, parallel_group_id) WHERE parallel_group_id IS NOT NULL;
-- Part 1 §2 warning 'pending Dimona': set while a Dimona declaration awaits an answer (part 2 fills it).
ALTER TABLE employees ADD COLUMN pending_dimona smallint NOT NULL DEFAULT 0 CHECK (pending_dimona IN (0, 1));
-- Part 1 §4 unlink/relink: the integration a person was unlinked from, so relink knows where to go back to.
ALTER TABLE employees ADD COLUMN unlinked_integration_id int REFERENCES payroll_integrations(id) ON DELETE SET NULL;

-- Part 1 §6 permissions the spec names without a flag (domain/permissions ViewerFlags).
ALTER TABLE users ADD COLUMN access_employee_details smallint NOT NULL DEFAULT 0 CHECK (access_employee_details IN (0, 1));
ALTER TABLE users ADD COLUMN access_calendar smallint NOT NULL DEFAULT 0 CHECK (access_calendar IN (0, 1));
ALTER TABLE users ADD COLUMN export_excel smallint NOT NULL DEFAULT 0 CHECK (export_excel IN (0, 1));
ALTER TABLE users ADD COLUMN replan_days_off smallint NOT NULL DEFAULT 0 CHECK (replan_days_off IN (0, 1));
ALTER TABLE users ADD COLUMN read_only smallint NOT NULL DEFAULT 0 CHECK (read_only IN (0, 1));
-- Admins that existed before these flags keep seeing the activity feed and the calendar.
UPDATE users SET access_employee_details = 1, access_calendar = 1 WHERE admin = 1;
-- Part 1 §6 'an impersonating support session': a property of the session, not of the user.
ALTER TABLE sessions ADD COLUMN impersonating smallint NOT NULL DEFAULT 0 CHECK (impersonating IN (0, 1));

-- Part 1 §3 Wage. Minimal here: it decides 'open contract' (part 1 §4); the wage issue builds on it.
CREATE TABLE wages (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  type text NOT NULL CHECK (type IN ('employee_paid_hourly', 'employee_paid_monthly', 'employee_paid_daily',
    'employee_paid_weekly', 'employee_paid_four_weekly', 'employee_paid_per_unit', 'freelancer_paid_hourly',
    'freelancer_paid_daily', 'freelancer_paid_monthly', 'intern_not_paid')),
  currency char(3) NOT NULL DEFAULT 'EUR',
  registration_country_code char(2) NOT NULL,
  start_date date NOT NULL,
  end_date date,
  -- [{ "description": …, "monthly_value": … }]
  custom_benefits jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(custom_benefits) = 'array'),
  payroll_data_json jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(payroll_data_json) = 'object'),
  is_dynamic_schedule smallint NOT NULL DEFAULT 0 CHECK (is_dynamic_schedule IN (0, 1)),
  rate numeric(14, 4) NOT NULL DEFAULT 0 CHECK (rate >= 0),
  -- Minutes per week.
  weekly_time_engagement int CHECK (weekly_time_engagement BETWEEN 0 AND 10080),
  contract_uid text,
  -- Part 1 §4: contract_create_pending until the payroll side created the contract.
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('contract_create_pending', 'active')),
  termination_date date,
  termination_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX wages_employee ON wages (company_id, employee_id, start_date DESC);

-- Part 1 §3 calendar one_day_contracts; part 1 §9: Flex and Extra are editable, Student only deletable.
CREATE TABLE one_day_contracts (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  date date NOT NULL,
  contract_type text NOT NULL CHECK (contract_type IN ('Flex', 'Extra', 'Student')),
  start_minutes int NOT NULL DEFAULT 540 CHECK (start_minutes BETWEEN 0 AND 1439),
  end_minutes int NOT NULL DEFAULT 1020 CHECK (end_minutes BETWEEN 1 AND 1440),
  UNIQUE (employee_id, date),
  CHECK (end_minutes > start_minutes),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);

-- Part 1 §3 Activity item. related_user_id is who made the change.
CREATE TABLE activity_items (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  event_type text NOT NULL CHECK (event_type ~ '^[a-z0-9_]+$'),
  event_info_json jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(event_info_json) = 'object'),
  related_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX activity_items_employee ON activity_items (company_id, employee_id, created_at DESC, id DESC);

-- Part 1 §3 File (documents of a person). The content arrives with the upload page (/upload/…).
CREATE TABLE files (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  filesize_bytes int NOT NULL CHECK (filesize_bytes >= 0),
  document_type text,
  uploaded_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX files_employee ON files (company_id, employee_id);

-- Part 1 §3 Contract (list).
CREATE TABLE contracts (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  contract_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'sent', 'signed', 'declined')),
  date_created timestamptz NOT NULL DEFAULT now(),
  date_signed timestamptz,
  CHECK ((status = 'signed') = (date_signed IS NOT NULL)),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX contracts_employee ON contracts (company_id, employee_id);

-- Part 1 §3 Training participation.
CREATE TABLE trainings (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  start_date date,
  UNIQUE (id, company_id)
);

CREATE TABLE training_participations (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  training_id int NOT NULL,
  employee_id int NOT NULL,
  status text NOT NULL CHECK (status IN ('followed', 'not_pursued', 'not_fitting', 'reserved')),
  result text CHECK (result IN ('passed', 'not_passed', 'interrupted', 'no_result', 'to_be_completed')),
  UNIQUE (training_id, employee_id),
  FOREIGN KEY (training_id, company_id) REFERENCES trainings (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX training_participations_employee ON training_participations (company_id, employee_id);

-- Part 1 §3 Asset and Vehicle: the company's, assigned to a person or not; a deleted person gives them back.
CREATE TABLE assets (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  employee_id int,
  asset_name text NOT NULL,
  price numeric(12, 2) CHECK (price >= 0),
  image_url text,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE SET NULL (employee_id)
);
CREATE INDEX assets_employee ON assets (company_id, employee_id);

CREATE TABLE vehicles (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  employee_id int,
  type text NOT NULL CHECK (type IN ('car', 'motorbike', 'bicycle')),
  brand text NOT NULL,
  model text NOT NULL,
  plate text,
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE SET NULL (employee_id)
);
CREATE INDEX vehicles_employee ON vehicles (company_id, employee_id);

-- Part 1 §4 pincode: a row means a pincode is set; blocked after a blocked social security number.
CREATE TABLE selfservice_pincodes (
  employee_id int PRIMARY KEY,
  company_id int NOT NULL,
  pincode_hash text NOT NULL,
  blocked smallint NOT NULL DEFAULT 0 CHECK (blocked IN (0, 1)),
  failed_attempts int NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);

-- Part 1 §3 Seniority date, with the integration it came from when an integration reported it.
CREATE TABLE seniority_dates (
  employee_id int PRIMARY KEY,
  company_id int NOT NULL,
  seniority_date date NOT NULL,
  integration_id int REFERENCES payroll_integrations(id) ON DELETE SET NULL,
  source_app_internal_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);

-- Part 1 §2 avatar, stored in the database so PGlite and PostgreSQL behave alike and backups hold it.
-- The file name is random and unguessable: an <img> loads it without a bearer token.
CREATE TABLE avatars (
  file_name text PRIMARY KEY CHECK (file_name ~ '^[A-Za-z0-9_-]{20,64}\.(png|jpg)$'),
  company_id int NOT NULL,
  employee_id int NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX avatars_employee ON avatars (employee_id);
