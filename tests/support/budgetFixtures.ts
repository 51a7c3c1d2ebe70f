// Budgets and items for the access matrices. A request by a budget's or item's id decides on its person, and a
// permitted delete removes it: every call takes a fresh one of the person's, so no caller meets another's change.
import type { Db } from '@people/rest/core/db';

const PER_PERSON = 40;

export interface BudgetFixtures {
  budgetOf(person: number): number;
  budgetItemOf(person: number): number;
}

/** Inserts, for every person of the company, PER_PERSON budgets of 2002 and one budget of 2003 with PER_PERSON items. */
export async function budgetFixtures(db: Db, companyId = 1): Promise<BudgetFixtures> {
  const budgets = await db.query<{ id: number; employee_id: number }>(
    `INSERT INTO budgets (company_id, employee_id, budget_type, year, maximum)
     SELECT e.company_id, e.id, 'Access matrix ' || n, 2002, 100 FROM employees e, generate_series(1, ${PER_PERSON}) n WHERE e.company_id = $1
     RETURNING id, employee_id`,
    [companyId],
  );
  await db.query(
    `INSERT INTO budgets (company_id, employee_id, budget_type, year, maximum)
     SELECT company_id, id, 'Access matrix items', 2003, 100 FROM employees WHERE company_id = $1`,
    [companyId],
  );
  await db.query(
    `INSERT INTO budget_items (company_id, budget_id, item_name, cost)
     SELECT b.company_id, b.id, 'Access matrix item ' || n, 1 FROM budgets b, generate_series(1, ${PER_PERSON}) n
      WHERE b.company_id = $1 AND b.year = 2003 AND b.budget_type = 'Access matrix items'`,
    [companyId],
  );
  const items = await db.query<{ id: number; employee_id: number }>(
    `SELECT i.id, b.employee_id FROM budget_items i JOIN budgets b ON b.id = i.budget_id
      WHERE b.company_id = $1 AND b.year = 2003 AND b.budget_type = 'Access matrix items' ORDER BY i.id`,
    [companyId],
  );
  const pools = (rows: { id: number; employee_id: number }[]) => {
    const byPerson = new Map<number, number[]>();
    for (const row of rows) byPerson.set(row.employee_id, [...(byPerson.get(row.employee_id) ?? []), row.id]);
    return (person: number) => byPerson.get(person)?.shift() ?? 999999;
  };
  return { budgetOf: pools(budgets), budgetItemOf: pools(items) };
}
