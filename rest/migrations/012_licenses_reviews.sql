-- Software products and licenses, performance reviews (part 2 §3, §4, §7).

-- part 2 §3 Software product: name, url. A name is unique per company (part 2 §7 return_existing compares names as
-- domain productNameKey does: trimmed, spaces collapsed, lower case).
CREATE TABLE software_products (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  name_key text NOT NULL,
  url text CHECK (length(url) <= 500),
  insert_method text NOT NULL DEFAULT 'manual' CHECK (insert_method IN ('manual', 'excel')),
  excel_import_id int,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, company_id),
  UNIQUE (company_id, name_key)
);

-- part 2 §7 products/{id}/custom-fields: what the company records about a product (a plan, a renewal date…).
CREATE TABLE software_product_custom_fields (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  product_id int NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  value text CHECK (length(value) <= 2000),
  priority int NOT NULL DEFAULT 0,
  FOREIGN KEY (product_id, company_id) REFERENCES software_products (id, company_id) ON DELETE CASCADE
);

-- part 2 §3 Software license: active, date_enabled, date_deactivated; payload product_id, employee_id, username.
-- part 2 §4: deactivated once date_deactivated is set; reactivating clears it. One active license of a product per
-- person (our choice).
CREATE TABLE software_licenses (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  product_id int NOT NULL,
  employee_id int NOT NULL,
  username text CHECK (length(username) <= 200),
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  date_enabled date NOT NULL,
  date_deactivated date,
  insert_method text NOT NULL DEFAULT 'manual' CHECK (insert_method IN ('manual', 'excel')),
  excel_import_id int,
  CHECK ((active = 1) = (date_deactivated IS NULL)),
  FOREIGN KEY (product_id, company_id) REFERENCES software_products (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX software_licenses_one_active ON software_licenses (product_id, employee_id) WHERE date_deactivated IS NULL;
CREATE INDEX software_licenses_employee ON software_licenses (company_id, employee_id);

-- part 2 §3 evaluation_type_id: the kinds of review a company holds; type_name is the type's name.
CREATE TABLE performance_evaluation_types (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  UNIQUE (id, company_id)
);

-- part 2 §3 Performance review; §4 planned (created), finished with a reason, or sent (finished and sent to the
-- employee); a notification target (notify_employees_id) can be set.
CREATE TABLE performance_evaluations (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  evaluation_type_id int NOT NULL,
  date_evaluation date NOT NULL,
  questionnaires text[] NOT NULL DEFAULT '{}',
  include_manager smallint NOT NULL DEFAULT 0 CHECK (include_manager IN (0, 1)),
  include_extra_manager smallint NOT NULL DEFAULT 0 CHECK (include_extra_manager IN (0, 1)),
  hidden_notes text CHECK (length(hidden_notes) <= 10000),
  summary text CHECK (length(summary) <= 10000),
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'finished', 'sent')),
  finish_reason text CHECK (length(finish_reason) <= 1000),
  date_finished date,
  date_sent date,
  notify_employees_id int[] NOT NULL DEFAULT '{}',
  created_by_user_id int,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE,
  FOREIGN KEY (evaluation_type_id, company_id) REFERENCES performance_evaluation_types (id, company_id)
);
CREATE INDEX performance_evaluations_employee ON performance_evaluations (company_id, employee_id, date_evaluation DESC);
