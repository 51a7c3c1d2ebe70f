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
