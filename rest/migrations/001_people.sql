-- Part 1 §3 and §6: a person, the viewer who looks at them, and what the profile header needs.
-- Flags are 0/1 smallints because the REST answers carry them that way (admin = 1, deleted = 0).

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  country_code char(2) NOT NULL DEFAULT 'BE',
  -- Part 1 §6 / part 2 §6 feature flags that are on.
  features text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE payroll_integrations (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  source text NOT NULL,
  title text NOT NULL,
  short_title text NOT NULL,
  image text,
  features text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX payroll_integrations_company ON payroll_integrations (company_id);

CREATE TABLE teams (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL
);
CREATE INDEX teams_company ON teams (company_id);

CREATE TABLE departments (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  description text NOT NULL
);
CREATE INDEX departments_company ON departments (company_id);

CREATE TABLE employees (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  avatar text,
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  sensitive_profile smallint NOT NULL DEFAULT 0 CHECK (sensitive_profile IN (0, 1)),
  sync_integration smallint NOT NULL DEFAULT 0 CHECK (sync_integration IN (0, 1)),
  link_integration_id int REFERENCES payroll_integrations(id) ON DELETE SET NULL,
  link_source_app_internal_id text,
  link_source_app_employee_number text,
  wages_synced_via_integration smallint NOT NULL DEFAULT 0 CHECK (wages_synced_via_integration IN (0, 1)),
  onboarding_finished smallint NOT NULL DEFAULT 0 CHECK (onboarding_finished IN (0, 1)),
  dob date,
  gender text CHECK (gender IN ('male', 'female', 'other')),
  civil_state text CHECK (civil_state IN ('single', 'married', 'widow', 'legally_separated', 'factually_separated', 'cohabiting', 'legally_cohabiting')),
  place_of_birth text,
  country_of_birth char(2),
  nationality_country_code char(2),
  social_security_nr text,
  rijks_register_nummer text,
  bank_account_iban text,
  bank_account_bic text,
  education_level text CHECK (education_level IN ('primary_school', 'secondary_education', 'higher_education', 'university_education', 'unknown')),
  last_name_composition text CHECK (last_name_composition IN ('birth_name_only', 'partner_name_only', 'combo_birth_name_partner_name', 'combo_partner_name_birth_name')),
  phone text,
  email text,
  personal_email text,
  emergency_contact_name text,
  emergency_contact_relation text CHECK (emergency_contact_relation IN ('family', 'friend', 'partner')),
  emergency_contact_phone text,
  address_line_1 text,
  address_line_2 text,
  address_zipcode text,
  address_city text,
  address_country_code char(2),
  partners_wage text,
  dependent_children int NOT NULL DEFAULT 0 CHECK (dependent_children >= 0),
  dependent_disabled_children int NOT NULL DEFAULT 0 CHECK (dependent_disabled_children >= 0),
  dependent_adults_below_65 int NOT NULL DEFAULT 0 CHECK (dependent_adults_below_65 >= 0),
  dependent_disabled_adults_below_65 int NOT NULL DEFAULT 0 CHECK (dependent_disabled_adults_below_65 >= 0),
  dependent_adults_above_65 int NOT NULL DEFAULT 0 CHECK (dependent_adults_above_65 >= 0),
  dependent_disabled_adults_above_65 int NOT NULL DEFAULT 0 CHECK (dependent_disabled_adults_above_65 >= 0),
  dependent_adults_needing_care_above_65 int NOT NULL DEFAULT 0 CHECK (dependent_adults_needing_care_above_65 >= 0),
  team_id int REFERENCES teams(id) ON DELETE SET NULL,
  department_id int REFERENCES departments(id) ON DELETE SET NULL,
  join_date date,
  -- Part 1 §2 'more info': where the join date comes from (contract, role, manual, integration).
  join_date_source text NOT NULL DEFAULT 'manual',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employees_company_name ON employees (company_id, lower(last_name), lower(first_name));

-- Part 1 §3: role_history; current_role is the one that runs today, future_role the next one.
CREATE TABLE role_history (
  id serial PRIMARY KEY,
  employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  title text NOT NULL,
  start_date date NOT NULL,
  end_date date,
  CHECK (end_date IS NULL OR end_date >= start_date)
);
CREATE INDEX role_history_employee ON role_history (employee_id, start_date);

-- Part 1 §3: current_reports_to and current_reports_to_extra.
CREATE TABLE reports_to (
  id serial PRIMARY KEY,
  employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  manager_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  is_extra smallint NOT NULL DEFAULT 0 CHECK (is_extra IN (0, 1)),
  start_date date NOT NULL,
  end_date date,
  CHECK (employee_id <> manager_id)
);
CREATE INDEX reports_to_employee ON reports_to (employee_id);

CREATE TABLE custom_fields (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  cf_name text NOT NULL,
  type text NOT NULL CHECK (type IN ('textfield', 'hyperlink', 'money')),
  priority int NOT NULL DEFAULT 0
);

CREATE TABLE custom_field_values (
  employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  custom_field_id int NOT NULL REFERENCES custom_fields(id) ON DELETE CASCADE,
  value text,
  value_name text,
  PRIMARY KEY (employee_id, custom_field_id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  employee_id int REFERENCES employees(id) ON DELETE SET NULL,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  admin smallint NOT NULL DEFAULT 0 CHECK (admin IN (0, 1)),
  access_wages smallint NOT NULL DEFAULT 0 CHECK (access_wages IN (0, 1)),
  access_budgets smallint NOT NULL DEFAULT 0 CHECK (access_budgets IN (0, 1)),
  access_payroll_provider smallint NOT NULL DEFAULT 0 CHECK (access_payroll_provider IN (0, 1)),
  access_performance_reviews smallint NOT NULL DEFAULT 0 CHECK (access_performance_reviews IN (0, 1)),
  group_access text NOT NULL DEFAULT 'full' CHECK (group_access IN ('full', 'light')),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'nl', 'fr')),
  role text NOT NULL DEFAULT 'all' CHECK (role IN ('default', 'team_only', 'all')),
  support smallint NOT NULL DEFAULT 0 CHECK (support IN (0, 1))
);
CREATE UNIQUE INDEX users_email ON users (lower(email));

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Whether the demo data was loaded, so the sign-in page may list the demo accounts.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
