-- "the people search at 10,000 people as at 100". A search reads the people it matches once, through the
-- trigram index of migration 018, and orders them for the page (rest/src/profile/employeeSql.ts searchEmployees:
-- `WITH matches AS MATERIALIZED (SELECT e.id, <sort keys> FROM employees e WHERE … AND e.search_text LIKE …)`).
--
-- A GIN index adds new entries to a pending list that every search reads in full until a VACUUM (or a list of 4 MB)
-- moves them into the index, and the planner counts the list's pages in the index's cost: after a bulk load (seed:large,
-- an import) each search was slower and the planner scanned the whole table instead, reading the search text of every
-- person (the last column of a wide row). People are added and edited a few at a time: their entries go straight into
-- the index.
ALTER INDEX employees_search_trgm SET (fastupdate = off);

-- The name order's keys, stored (directorySql.ts SORT_KEYS): a search orders every person it matches by them, and
-- lower() of each name, twice per match, was a third of a search's time at 10,000 people. Adding the columns rewrites
-- the table, which rebuilds the trigram index without a pending list.
ALTER TABLE employees
  ADD COLUMN last_name_sort text GENERATED ALWAYS AS (lower(last_name)) STORED,
  ADD COLUMN first_name_sort text GENERATED ALWAYS AS (lower(first_name)) STORED;

-- Serves the plain list's name order within a company (directoryOrderBy: walk the index, stop after the page); it was
-- on lower(last_name), lower(first_name), the same values.
DROP INDEX employees_company_name;
CREATE INDEX employees_company_name ON employees (company_id, last_name_sort, first_name_sort);
