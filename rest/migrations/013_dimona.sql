-- Dimona (part 2 §3 Integration and Dimona status, §7 Dimona calls).

-- part 2 §3: what the integration reports (parcoms, flexi_joint_committees, flexi_joint_committees_with_dates).
ALTER TABLE payroll_integrations ADD COLUMN reported_metadata_json jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(reported_metadata_json) = 'object');
-- part 1 §5, part 2 §4 "the integration's maximum" of extra shifts; part 2 §5 ties IVT, the risk class and the PC 124
-- numbers to "one integration" or "one specific payroll provider" without naming it: each integration says so itself.
ALTER TABLE payroll_integrations ADD COLUMN max_extra_shifts int NOT NULL DEFAULT 3 CHECK (max_extra_shifts BETWEEN 0 AND 20);
ALTER TABLE payroll_integrations ADD COLUMN dimona_offers_ivt smallint NOT NULL DEFAULT 0 CHECK (dimona_offers_ivt IN (0, 1));
ALTER TABLE payroll_integrations ADD COLUMN dimona_skips_risk_class smallint NOT NULL DEFAULT 0 CHECK (dimona_skips_risk_class IN (0, 1));
ALTER TABLE payroll_integrations ADD COLUMN dimona_skips_pc124_numbers smallint NOT NULL DEFAULT 0 CHECK (dimona_skips_pc124_numbers IN (0, 1));

-- part 2 §3 Dimona status of a one-day contract: hours may end after midnight (part 2 §4: end before start is the next
-- day, end 0 is midnight), with a pause, planned hours, the paritair comité and extra shifts.
ALTER TABLE one_day_contracts DROP CONSTRAINT IF EXISTS one_day_contracts_check;
ALTER TABLE one_day_contracts DROP CONSTRAINT IF EXISTS one_day_contracts_end_minutes_check;
ALTER TABLE one_day_contracts ADD CONSTRAINT one_day_contracts_end_minutes_range CHECK (end_minutes BETWEEN 0 AND 1440);
ALTER TABLE one_day_contracts ADD COLUMN pause_minutes int NOT NULL DEFAULT 0 CHECK (pause_minutes BETWEEN 0 AND 1440);
ALTER TABLE one_day_contracts ADD COLUMN planned_hours int CHECK (planned_hours BETWEEN 0 AND 24);
ALTER TABLE one_day_contracts ADD COLUMN parcom text CHECK (char_length(parcom) <= 20);
ALTER TABLE one_day_contracts ADD COLUMN extra_shifts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(extra_shifts) = 'array');
ALTER TABLE one_day_contracts ADD COLUMN is_service_coupe smallint NOT NULL DEFAULT 0 CHECK (is_service_coupe IN (0, 1));

-- A Dimona declaration sent for a one-day contract, with its lifecycle: submitted until the social-security
-- service answers accepted or refused; cancelled when its contract is deleted or a later edit replaces it.
CREATE TABLE dimona_declarations (
  id serial PRIMARY KEY,
  company_id int NOT NULL,
  employee_id int NOT NULL,
  integration_id int REFERENCES payroll_integrations(id) ON DELETE SET NULL,
  command_id text NOT NULL UNIQUE,
  action text NOT NULL CHECK (action IN ('in', 'update', 'cancel')),
  status text NOT NULL CHECK (status IN ('submitted', 'accepted', 'refused', 'cancelled')),
  contract_start_date date NOT NULL,
  -- The part 2 §7 payload as sent.
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  late_codes text[] NOT NULL DEFAULT '{}',
  refusal_code text,
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX dimona_declarations_person ON dimona_declarations (company_id, employee_id, contract_start_date);
CREATE INDEX dimona_declarations_submitted ON dimona_declarations (status) WHERE status = 'submitted';
