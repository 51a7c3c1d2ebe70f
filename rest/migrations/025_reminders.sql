-- Reminders about a person (part 1 §2 /reminders/employee/{id}?relatedEmployeeId={id} "manage reminders",
-- hidden for light group access, §6). The spec names the page only: a reminder is a date and a text about a person,
-- written by a user, open until it is marked done (rest/src/personPages/reminders.ts).
CREATE TABLE reminders (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  employee_id int NOT NULL,
  remind_on date NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  done smallint NOT NULL DEFAULT 0 CHECK (done IN (0, 1)),
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A reminder is about a person of its own company (composite key as in 002 and 007).
  FOREIGN KEY (employee_id, company_id) REFERENCES employees (id, company_id) ON DELETE CASCADE
);
-- Serves the batch read `WHERE company_id = $1 AND employee_id = ANY($2)` ordered by date.
CREATE INDEX reminders_employee ON reminders (company_id, employee_id, remind_on);
