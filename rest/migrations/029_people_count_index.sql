-- "the people list's first page at 10,000 people as at 100". The page itself walks the name index of
-- migration 028 and stops after 25 rows; its count (rest/src/profile/employeeSql.ts countEmployees:
-- `SELECT count(*)::int AS total FROM employees e WHERE e.company_id = $1 AND … AND e.deleted = 0`) read every row of the
-- company's wide table, 2 ms at 10,000 people. This narrow index of the people not archived answers it from the
-- index alone (an index-only scan, once VACUUM has marked the table's pages all-visible, as autovacuum does).
CREATE INDEX employees_company_live ON employees (company_id) WHERE deleted = 0;
