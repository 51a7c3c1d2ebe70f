-- "The people directory" and "search answers in ≤ 50 ms at 10,000 people".
-- The directory's search (rest/src/people/directorySql.ts directoryWhere: `e.search_text LIKE
-- people_search_normalize($n)` once per word of the search) matches name, work e-mail and employee number,
-- without regard to case or accents, through a trigram index.
--
-- Accents and case are folded by a fixed table (translate), not by unaccent() or lower(): lower() of a non-ASCII
-- letter depends on the database's locale (PGlite runs in C, a server often in a UTF-8 locale), so only a table
-- written here gives the same answer on both engines.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION people_search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(
    replace(replace(replace(replace(replace(replace(value, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'ĳ', 'ij'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅàáâãäåÇçĆćČčÈÉÊËèéêëĘęĚěÌÍÎÏìíîïÑñŃńŇňÒÓÔÕÖØòóôõöøŘřŠšŚśŞşÙÚÛÜùúûüŮůÝýÿŸŽžŹźŻżĐđŁłĞğ',
    'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaacccccceeeeeeeeeeeeiiiiiiiinnnnnnoooooooooooorrssssssuuuuuuuuuuyyyyzzzzzzddllgg'
  )
$$;

-- What the search looks in: first and last name, work e-mail, employee number (part 1 §3 Employee
-- link_source_app_employee_number). Personal e-mail is personal information and is not searched.
ALTER TABLE employees ADD COLUMN search_text text GENERATED ALWAYS AS (
  people_search_normalize(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(link_source_app_employee_number, ''))
) STORED;

-- Serves directoryWhere's `e.search_text LIKE people_search_normalize($n)` (a word of three characters or more).
CREATE INDEX employees_search_trgm ON employees USING gin (search_text gin_trgm_ops);

-- Serves the directory's filters (directoryWhere: team_id = $n, department_id = $n) within a company.
CREATE INDEX employees_company_team ON employees (company_id, team_id);
CREATE INDEX employees_company_department ON employees (company_id, department_id);
-- Serves the manager filter: `EXISTS (SELECT 1 FROM reports_to r WHERE r.manager_id = $n AND r.employee_id = e.id …)`.
CREATE INDEX reports_to_manager ON reports_to (manager_id, employee_id);
