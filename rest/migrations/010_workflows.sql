-- Workflows (part 2 §3 "Workflow template", "Template task item", "Started workflow", "Workflow task"; §4
-- "Workflow tasks"). Composite foreign keys as in 002: a row can only point at rows of its own company.

-- part 2 §3: template_id, type, name, is_sequential (type's values are ours: domain workflows WORKFLOW_TEMPLATE_TYPES).
CREATE TABLE workflow_templates (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('onboarding', 'offboarding', 'other')),
  name text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 200),
  is_sequential smallint NOT NULL DEFAULT 0 CHECK (is_sequential IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);

-- part 2 §3 template task item. position orders the items (part 2 §4 "task order within a template can be changed");
-- only the responsible field for_who names is set (domain workflows normalizeResponsible). A responsible colleague or
-- user who is deleted leaves the field empty rather than taking the item or task with them.
CREATE TABLE workflow_template_items (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  template_id int NOT NULL,
  position int NOT NULL,
  name text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  timing_days int NOT NULL DEFAULT 0 CHECK (timing_days BETWEEN -3650 AND 3650),
  for_who text NOT NULL CHECK (for_who IN ('user', 'employee', 'person', 'email')),
  responsible_user_id int,
  responsible_employee_id int,
  responsible_email_address text CHECK (length(responsible_email_address) <= 254),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, template_id) REFERENCES workflow_templates (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, responsible_user_id) REFERENCES users (company_id, id) ON DELETE SET NULL (responsible_user_id),
  FOREIGN KEY (responsible_employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE SET NULL (responsible_employee_id)
);
CREATE INDEX workflow_template_items_template ON workflow_template_items (template_id, position);
CREATE INDEX workflow_template_items_user ON workflow_template_items (company_id, responsible_user_id);

-- part 2 §3 started workflow. The template's name, type and is_sequential are copied at the start, so a workflow keeps
-- its rules when its template is edited or deleted afterwards (workflow_template_id then becomes null).
CREATE TABLE workflows (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  workflow_template_id int REFERENCES workflow_templates (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('onboarding', 'offboarding', 'other')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  is_sequential smallint NOT NULL CHECK (is_sequential IN (0, 1)),
  workflow_date date NOT NULL,
  notify_assignees smallint NOT NULL DEFAULT 0 CHECK (notify_assignees IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX workflows_employee ON workflows (company_id, employee_id);

-- part 2 §3 workflow task; §4: open, then closed (date_closed), and reopened. A workflow is pending while any of its
-- tasks is open: done is derived from the tasks, never stored (domain workflows workflowPending).
CREATE TABLE workflow_tasks (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  workflow_id int NOT NULL,
  position int NOT NULL,
  name text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  due_date date NOT NULL,
  for_who text NOT NULL CHECK (for_who IN ('user', 'employee', 'person', 'email')),
  responsible_user_id int,
  responsible_employee_id int,
  responsible_email_address text CHECK (length(responsible_email_address) <= 254),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  date_closed date,
  closed_by_user_id int REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'closed') = (date_closed IS NOT NULL)),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, workflow_id) REFERENCES workflows (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, responsible_user_id) REFERENCES users (company_id, id) ON DELETE SET NULL (responsible_user_id),
  FOREIGN KEY (responsible_employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE SET NULL (responsible_employee_id)
);
CREATE INDEX workflow_tasks_workflow ON workflow_tasks (workflow_id, position);
CREATE INDEX workflow_tasks_user ON workflow_tasks (company_id, responsible_user_id) WHERE status = 'open';
CREATE INDEX workflow_tasks_employee ON workflow_tasks (company_id, responsible_employee_id) WHERE status = 'open';
