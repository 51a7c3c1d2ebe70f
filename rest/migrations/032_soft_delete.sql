-- Documents, budgets (their items go with them) and performance reviews are deleted softly: deleted_at is set, every
-- read leaves the row out, a restore clears it within 30 days, and the housekeeping run purges the rows deleted before
-- that (domain retention, rest/src/core/housekeeping.ts). deleted_at holds the moment of the delete on the product's clock.
ALTER TABLE files ADD COLUMN deleted_at timestamptz;
ALTER TABLE budgets ADD COLUMN deleted_at timestamptz;
ALTER TABLE performance_evaluations ADD COLUMN deleted_at timestamptz;

-- One budget of a type per person and year among the ones not deleted: a deleted budget does not block adding it
-- again (its restore is then refused with BUDGET_EXISTS).
DROP INDEX budgets_one_per_type;
CREATE UNIQUE INDEX budgets_one_per_type ON budgets (company_id, employee_id, year, lower(budget_type)) WHERE deleted_at IS NULL;

CREATE INDEX files_deleted ON files (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX budgets_deleted ON budgets (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX performance_evaluations_deleted ON performance_evaluations (deleted_at) WHERE deleted_at IS NOT NULL;
