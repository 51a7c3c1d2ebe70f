-- The access model (part 1 §6 "a manager's access covers the groups they have"; spec part 2 §6). A group is a
-- part of a company a manager looks after (an office, a site). Composite foreign keys as in 002: a person can only be in
-- a group of their own company, and a user can only cover groups of their own company.
CREATE TABLE groups (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 100),
  UNIQUE (company_id, id),
  UNIQUE (company_id, name)
);

-- A person without a group is covered by every user of the company (there is no group to be outside of).
ALTER TABLE employees ADD COLUMN group_id int;
ALTER TABLE employees ADD CONSTRAINT employees_group_fk FOREIGN KEY (company_id, group_id) REFERENCES groups (company_id, id);
CREATE INDEX employees_group_idx ON employees (company_id, group_id);

-- The groups a user's access covers. A user with no rows here covers every group of the company; an admin always
-- covers every group, whatever the rows say (rest/src/core/visibility.ts).
ALTER TABLE users ADD CONSTRAINT users_company_id_id_key UNIQUE (company_id, id);
CREATE TABLE user_groups (
  company_id int NOT NULL,
  user_id int NOT NULL,
  group_id int NOT NULL,
  PRIMARY KEY (user_id, group_id),
  FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, group_id) REFERENCES groups (company_id, id) ON DELETE CASCADE
);
