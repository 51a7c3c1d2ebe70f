// SQL of the budgets (spec part 2 §3 Budget, Budget item; migration 011). Amounts are numeric(12, 2) stored,
// float8 answered; usage is computed from the items (domain budgets budgetUsage), never stored.
import { BUDGET_CURRENCY, budgetUsage, isOverMaximum } from '@people/domain/budgets';
import type { Queryable } from '../core/db';

export interface BudgetRow {
  id: number;
  employee_id: number;
  budget_type: string;
  year: number;
  maximum: number;
}

export interface BudgetItemRow {
  item_id: number;
  budget_id: number;
  employee_id: number;
  budget_type: string;
  year: number;
  item_name: string;
  cost: number;
  created_at: string;
}

/** part 2 §3 Budget as the REST API answers it: usage (the items' sum), EUR and whether usage exceeds the maximum. */
export interface BudgetAnswer extends BudgetRow {
  usage: number;
  currency: string;
  over_maximum: 0 | 1;
}

type BudgetFilter = { ids: number[] } | { employeeIds: number[]; year?: number };

export async function budgetRows(db: Queryable, companyId: number, filter: BudgetFilter): Promise<BudgetRow[]> {
  const [where, params] =
    'ids' in filter
      ? ['b.id = ANY($2::int[])', [filter.ids]]
      : filter.year === undefined
        ? ['b.employee_id = ANY($2::int[])', [filter.employeeIds]]
        : ['b.employee_id = ANY($2::int[]) AND b.year = $3', [filter.employeeIds, filter.year]];
  return db.query<BudgetRow>(
    `SELECT b.id, b.employee_id, b.budget_type, b.year, b.maximum::float8 AS maximum FROM budgets b
      WHERE b.company_id = $1 AND b.deleted_at IS NULL AND ${where} ORDER BY b.employee_id, b.year DESC, lower(b.budget_type), b.id`,
    [companyId, ...params],
  );
}

const ITEM_COLUMNS = `i.id AS item_id, i.budget_id, b.employee_id, b.budget_type, b.year, i.item_name, i.cost::float8 AS cost,
  to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

type ItemFilter = { budgetIds: number[] } | { itemIds: number[] };

export function budgetItemRows(db: Queryable, companyId: number, filter: ItemFilter): Promise<BudgetItemRow[]> {
  const where = 'budgetIds' in filter ? 'i.budget_id = ANY($2::int[])' : 'i.id = ANY($2::int[])';
  return db.query<BudgetItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM budget_items i JOIN budgets b ON b.company_id = i.company_id AND b.id = i.budget_id
      WHERE i.company_id = $1 AND b.deleted_at IS NULL AND ${where} ORDER BY i.budget_id, i.created_at, i.id`,
    [companyId, 'budgetIds' in filter ? filter.budgetIds : filter.itemIds],
  );
}

/** The budgets with their usage: one read of all their items. */
export async function budgetAnswers(
  db: Queryable,
  companyId: number,
  rows: readonly BudgetRow[],
): Promise<BudgetAnswer[]> {
  if (rows.length === 0) return [];
  const items = await budgetItemRows(db, companyId, { budgetIds: rows.map((r) => r.id) });
  return rows.map((row) => {
    const usage = budgetUsage(items.filter((i) => i.budget_id === row.id));
    return { ...row, usage, currency: BUDGET_CURRENCY, over_maximum: isOverMaximum(usage, row.maximum) ? 1 : 0 };
  });
}

export interface BudgetDefaultRow {
  year: number;
  budget_type: string;
  maximum: number;
}

export function budgetDefaults(db: Queryable, companyId: number, year: number): Promise<BudgetDefaultRow[]> {
  return db.query<BudgetDefaultRow>(
    'SELECT year, budget_type, maximum::float8 AS maximum FROM budget_defaults WHERE company_id = $1 AND year = $2 ORDER BY lower(budget_type)',
    [companyId, year],
  );
}

/** Locks one budget row of the company for a change; null when there is none. */
export async function lockBudget(tx: Queryable, companyId: number, id: number): Promise<BudgetRow | null> {
  const [row] = await tx.query<BudgetRow>(
    'SELECT id, employee_id, budget_type, year, maximum::float8 AS maximum FROM budgets WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE',
    [companyId, id],
  );
  return row ?? null;
}

export async function budgetOfType(
  db: Queryable,
  companyId: number,
  employeeId: number,
  year: number,
  budgetType: string,
): Promise<BudgetRow | null> {
  const [row] = await db.query<BudgetRow>(
    `SELECT id, employee_id, budget_type, year, maximum::float8 AS maximum FROM budgets
      WHERE company_id = $1 AND employee_id = $2 AND year = $3 AND lower(budget_type) = lower($4) AND deleted_at IS NULL`,
    [companyId, employeeId, year, budgetType],
  );
  return row ?? null;
}

/** part 2 §7 add: a person's budget of a type and year, with its maximum in EUR. */
export async function insertBudget(
  tx: Queryable,
  companyId: number,
  budget: { employee_id: number; budget_type: string; year: number; maximum: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO budgets (company_id, employee_id, budget_type, year, maximum) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [companyId, budget.employee_id, budget.budget_type, budget.year, budget.maximum],
  );
  return row.id;
}

/** part 2 §7 edit: the maximum in EUR. */
export async function setBudgetMaximum(tx: Queryable, companyId: number, budgetId: number, maximum: number) {
  await tx.query('UPDATE budgets SET maximum = $3 WHERE company_id = $1 AND id = $2', [companyId, budgetId, maximum]);
}

/** Another budget not deleted of the same person, type and year as a deleted one (it blocks the restore). */
export async function sameTypeBudget(
  tx: Queryable,
  companyId: number,
  budgetId: number,
): Promise<{ employee_id: number; budget_type: string; year: number } | undefined> {
  const [other] = await tx.query<{ employee_id: number; budget_type: string; year: number }>(
    `SELECT b.employee_id, o.budget_type, o.year FROM budgets b JOIN budgets o ON o.company_id = b.company_id AND o.employee_id = b.employee_id
             AND o.year = b.year AND lower(o.budget_type) = lower(b.budget_type) AND o.deleted_at IS NULL
            WHERE b.company_id = $1 AND b.id = $2`,
    [companyId, budgetId],
  );
  return other;
}

/** part 2 §7 items/add: an item (name, cost in EUR) of a budget, by the user. */
export async function insertBudgetItem(
  tx: Queryable,
  companyId: number,
  budgetId: number,
  item: { item_name: string; cost: number },
  userId: number,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO budget_items (company_id, budget_id, item_name, cost, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [companyId, budgetId, item.item_name, item.cost, userId],
  );
  return row.id;
}

/** part 2 §7 items/delete: false when there was no such item. */
export async function deleteBudgetItem(tx: Queryable, companyId: number, itemId: number): Promise<boolean> {
  const deleted = await tx.query('DELETE FROM budget_items WHERE company_id = $1 AND id = $2 RETURNING id', [
    companyId,
    itemId,
  ]);
  return deleted.length > 0;
}
