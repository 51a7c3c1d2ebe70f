-- Part 1 §4 pincode: "a person who has not finished onboarding can be invited". One row per invitation sent, so
-- the profile can say when the latest one went out (SelfServiceStatus.invitedAt) and an invitation can be sent
-- again. The company is carried as in 002_profile.sql: the composite foreign key keeps a row in its person's company.
CREATE TABLE selfservice_invites (
  id serial PRIMARY KEY,
  employee_id int NOT NULL,
  company_id int NOT NULL,
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- At most 400 characters (domain/validation INVITE_MESSAGE_MAX_LENGTH); checked in code points there.
  optional_message text,
  invited_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
CREATE INDEX selfservice_invites_employee ON selfservice_invites (company_id, employee_id, created_at DESC, id DESC);
