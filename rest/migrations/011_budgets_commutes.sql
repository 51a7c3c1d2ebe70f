-- Per-person yearly budgets with their items, and commutes with their variable days and audit log
-- (spec part 2 §3 Budget, Budget item, Commute; §4 Commutes; §7 Commutes and Budgets; part 1 §3, §9 budgets in EUR).

-- Part 2 §7 GET /api/budgets/{year}/defaults: the budget types a company offers in a year, with the default maximum.
CREATE TABLE budget_defaults (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  year int NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  budget_type text NOT NULL CHECK (budget_type = btrim(budget_type) AND length(budget_type) BETWEEN 1 AND 100),
  maximum numeric(12, 2) NOT NULL CHECK (maximum BETWEEN 0 AND 1000000),
  UNIQUE (company_id, year, budget_type)
);

-- Part 2 §3 Budget: id, employee_id, budget_type, year, maximum (EUR, part 1 §9). One budget of a type per person
-- and year. Usage is not stored: it is the sum of the items (domain budgets budgetUsage).
CREATE TABLE budgets (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  budget_type text NOT NULL CHECK (budget_type = btrim(budget_type) AND length(budget_type) BETWEEN 1 AND 100),
  year int NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  maximum numeric(12, 2) NOT NULL CHECK (maximum BETWEEN 0 AND 1000000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX budgets_one_per_type ON budgets (company_id, employee_id, year, lower(budget_type));

-- Part 2 §3 Budget item: item_id, item_name, cost (EUR).
CREATE TABLE budget_items (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  budget_id int NOT NULL,
  item_name text NOT NULL CHECK (item_name = btrim(item_name) AND length(item_name) BETWEEN 1 AND 200),
  cost numeric(12, 2) NOT NULL CHECK (cost > 0 AND cost <= 1000000),
  created_by int,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, budget_id) REFERENCES budgets (company_id, id) ON DELETE CASCADE
);
CREATE INDEX budget_items_budget ON budget_items (company_id, budget_id);

-- Part 2 §3 Commute, §4: fixed or variable; part 1 §3 display transport_type and distance in km. A change starts a new
-- row from its start date (the history); a change on the same start date replaces that row.
CREATE TABLE commutes (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  type text NOT NULL CHECK (type IN ('fixed', 'variable')),
  transport_type text NOT NULL CHECK (transport_type IN ('car', 'carpool', 'public_transport', 'bicycle', 'motorbike', 'walking')),
  distance_km numeric(5, 1) NOT NULL CHECK (distance_km > 0 AND distance_km <= 500),
  -- A fixed commute's days per week; null for a variable one (its days are per month).
  days_per_week smallint CHECK (days_per_week BETWEEN 1 AND 7),
  start_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'fixed') = (days_per_week IS NOT NULL)),
  UNIQUE (company_id, id),
  UNIQUE (company_id, employee_id, start_date),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);

-- Part 2 §4 "For variable ones, days are saved per month and year"; §7 saveVariableCommuteDays (days, type, month, year).
CREATE TABLE commute_variable_days (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  year int NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  month int NOT NULL CHECK (month BETWEEN 1 AND 12),
  days int NOT NULL CHECK (days BETWEEN 0 AND 31),
  transport_type text NOT NULL CHECK (transport_type IN ('car', 'carpool', 'public_transport', 'bicycle', 'motorbike', 'walking')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, employee_id, year, month),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);

-- Part 2 §7 GET /api/auditlogs/commutes/list: every commute change, who, when, before and after (the values, unlike
-- the access audit_log of 006: this log is the commute's own history). Kept when the person or user is removed, so
-- it references nothing, and append-only like audit_log.
CREATE TABLE commute_audit_log (
  id bigserial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  actor_user_id int NOT NULL,
  action text NOT NULL CHECK (action IN ('commute_updated', 'variable_days_saved')),
  before jsonb CHECK (before IS NULL OR jsonb_typeof(before) = 'object'),
  after jsonb NOT NULL CHECK (jsonb_typeof(after) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commute_audit_log_company ON commute_audit_log (company_id, created_at DESC, id DESC);
CREATE INDEX commute_audit_log_person ON commute_audit_log (company_id, employee_id, id DESC);

CREATE FUNCTION commute_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'commute_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER commute_audit_log_no_update_delete BEFORE UPDATE OR DELETE ON commute_audit_log
  FOR EACH ROW EXECUTE FUNCTION commute_audit_log_append_only();
