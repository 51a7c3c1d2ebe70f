-- Contracts: templates, the public library, contracts of a person, custom shortcode values and signatures
-- (part 2 §3 Contract, Contract template, Signing, Custom shortcode; §4 Contracts; §5; §7 Contracts).

-- part 2 §3 Contract template; §5: the internal signer requirements are part of the template.
CREATE TABLE contract_templates (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  -- The owner (part 2 §7 contract_template/count and reassign by user).
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  type text NOT NULL CHECK (type IN ('employment', 'fixed_term', 'student', 'freelance', 'other')),
  content_html text NOT NULL DEFAULT '' CHECK (char_length(content_html) <= 500000),
  internal_signature_required smallint NOT NULL DEFAULT 0 CHECK (internal_signature_required IN (0, 1)),
  internal_signer_user_id int REFERENCES users(id) ON DELETE SET NULL,
  second_internal_signer_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, company_id)
);
CREATE INDEX contract_templates_company ON contract_templates (company_id, lower(name));

-- The public library: templates shipped with the product, the same for every company (part 2 §3
-- public_library_contract_template_id; §7 public_library/list with keyword and type).
CREATE TABLE public_contract_templates (
  id int PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  country_code char(2) NOT NULL,
  language char(2) NOT NULL,
  description text NOT NULL,
  content_html text NOT NULL
);

INSERT INTO public_contract_templates (id, name, type, country_code, language, description, content_html) VALUES
(1, 'Employment contract for an indefinite period (Belgium)', 'employment', 'BE', 'en',
 'Employee, open-ended, full or part time; joint committee and working hours to complete.',
 '<h1>Employment contract for an indefinite period</h1>
<p>Between <strong>{company_name}</strong>, the employer, and <strong>{full_name}</strong>, born on {date_of_birth}, living at {address}, the employee.</p>
<h2>1. Position and start</h2><p>The employee is engaged as {job_title} from {start_date} for an indefinite period.</p>
<h2>2. Working time</h2><p>The weekly working time is {weekly_hours} hours, in the schedule of the work rules.</p>
<h2>3. Pay</h2><p>The gross pay is {wage}, paid monthly by bank transfer.</p>
<h2>4. Notice</h2><p>Either party ends the contract by notice under the Belgian law on employment contracts of 3 July 1978.</p>
<p>Drawn up in two copies on {today}.</p>'),
(2, 'Fixed-term employment contract (Belgium)', 'fixed_term', 'BE', 'en',
 'Employee, for a set period with an end date; successive fixed-term contracts are limited by law.',
 '<h1>Fixed-term employment contract</h1>
<p>Between <strong>{company_name}</strong>, the employer, and <strong>{full_name}</strong>, living at {address}, the employee.</p>
<h2>1. Position and term</h2><p>The employee is engaged as {job_title} from {start_date} until {end_date}.</p>
<h2>2. Working time</h2><p>The weekly working time is {weekly_hours} hours.</p>
<h2>3. Pay</h2><p>The gross pay is {wage}.</p>
<h2>4. End</h2><p>The contract ends on its end date without notice.</p>
<p>Drawn up in two copies on {today}.</p>'),
(3, 'Student employment contract (Belgium)', 'student', 'BE', 'en',
 'Student work under the student contingent; to be signed at the latest when work starts.',
 '<h1>Student employment contract</h1>
<p>Between <strong>{company_name}</strong>, the employer, and <strong>{full_name}</strong>, born on {date_of_birth}, the student.</p>
<h2>1. Work and period</h2><p>The student works as {job_title} from {start_date}.</p>
<h2>2. Working time and pay</h2><p>{weekly_hours} hours a week; the gross pay is {wage}.</p>
<h2>3. Trial period</h2><p>The first three working days are a trial period.</p>
<p>Drawn up in two copies on {today}.</p>'),
(4, 'Arbeidsovereenkomst voor onbepaalde tijd (Nederland)', 'employment', 'NL', 'nl',
 'Employment contract for the Netherlands, indefinite period, in Dutch.',
 '<h1>Arbeidsovereenkomst voor onbepaalde tijd</h1>
<p>Tussen <strong>{company_name}</strong>, de werkgever, en <strong>{full_name}</strong>, wonende te {address}, de werknemer.</p>
<h2>1. Functie en aanvang</h2><p>De werknemer treedt in dienst als {job_title} per {start_date} voor onbepaalde tijd.</p>
<h2>2. Arbeidsduur</h2><p>De arbeidsduur bedraagt {weekly_hours} uur per week.</p>
<h2>3. Salaris</h2><p>Het bruto salaris bedraagt {wage}.</p>
<h2>4. Opzegging</h2><p>Opzegging geschiedt met inachtneming van de wettelijke opzegtermijn (Burgerlijk Wetboek boek 7).</p>
<p>Opgemaakt in tweevoud op {today}.</p>');

-- part 2 §3 Contract: content_html or an uploaded PDF (file_type), signature flags, signers; status draft → sent → signed.
ALTER TABLE contracts
  ADD COLUMN user_id int REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN content_html text NOT NULL DEFAULT '' CHECK (char_length(content_html) <= 500000),
  ADD COLUMN file_type text NOT NULL DEFAULT 'html' CHECK (file_type IN ('html', 'pdf')),
  ADD COLUMN pdf bytea,
  ADD COLUMN pdf_internal_signature_required smallint NOT NULL DEFAULT 0 CHECK (pdf_internal_signature_required IN (0, 1)),
  ADD COLUMN pdf_employee_signature_required smallint NOT NULL DEFAULT 0 CHECK (pdf_employee_signature_required IN (0, 1)),
  ADD COLUMN internal_signer_user_id int REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN second_internal_signer_user_id int REFERENCES users(id) ON DELETE SET NULL,
  -- The signing method (part 2 §7 setSigningMethod `signers`): 'internal', 'employee' in order; empty = not set.
  ADD COLUMN signers text[] NOT NULL DEFAULT '{}' CHECK (signers <@ ARRAY['internal', 'employee']::text[]),
  ADD COLUMN contract_template_id int REFERENCES contract_templates(id) ON DELETE SET NULL,
  ADD COLUMN public_library_contract_template_id int REFERENCES public_contract_templates(id),
  ADD COLUMN additional_contract_template_info_id int NOT NULL DEFAULT -1,
  ADD COLUMN deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ADD COLUMN date_sent timestamptz,
  ADD COLUMN optional_message text CHECK (char_length(optional_message) <= 5000),
  ADD COLUMN preferred_email_address_type text CHECK (preferred_email_address_type IN ('work', 'personal')),
  -- The external provider's state (part 2 §7 processSignicatContracts, retry): see rest/src/contracts/signingProvider.ts.
  ADD COLUMN provider_reference text,
  ADD COLUMN provider_state text CHECK (provider_state IN ('pending', 'signed', 'failed')),
  ADD COLUMN provider_attempts int NOT NULL DEFAULT 0,
  ADD CONSTRAINT contracts_id_company UNIQUE (id, company_id),
  ADD CONSTRAINT contracts_pdf_file CHECK (file_type = 'html' OR pdf IS NOT NULL OR status = 'draft');
CREATE INDEX contracts_user ON contracts (company_id, user_id);

-- part 2 §3 Custom shortcode: a value set on one contract wins over the person's.
CREATE TABLE contract_shortcode_values (
  contract_id int NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  shortcode text NOT NULL CHECK (shortcode ~ '^[a-z][a-z0-9_]{0,49}$'),
  value text NOT NULL CHECK (char_length(value) <= 2000),
  PRIMARY KEY (contract_id, shortcode)
);

-- part 2 §3 Signing: name, base64_signature (stored as the PNG bytes), is_second_signer; the employee's by the provider.
CREATE TABLE contract_signatures (
  id serial PRIMARY KEY,
  contract_id int NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  signer text NOT NULL CHECK (signer IN ('first', 'second', 'employee')),
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  signature_png bytea,
  signed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, signer)
);
