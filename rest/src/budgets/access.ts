// Who may read and change a budget (part 2 §6 budget access; part 1 §6 add-budget links) and how one is found:
// a budget of someone the caller cannot find is a missing one.
import { fieldError, HttpError, notFound } from '../core/errors';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { personContext, requireAction, sectionContext } from '../core/permissionContext';
import { personErrors } from '../core/schemas';
import type { ProfileAction } from '@people/domain/permissions';
import { budgetAnswers, budgetRows, type BudgetRow } from './sql';

export const budgetNotFound = () => notFound('This budget does not exist.');
export const itemNotFound = () => notFound('This budget item does not exist.');
export const budgetErrors = { ...personErrors, 409: personErrors[400], 422: personErrors[400] };

/** A budget the caller may see: its person found and their budgets visible; else 404 as a missing one, 403 hidden. */
export async function visibleBudget(db: Queryable, user: UserRow, id: number): Promise<BudgetRow> {
  const [budget] = await budgetRows(db, user.company_id, { ids: [id] });
  if (!budget) throw budgetNotFound();
  await sectionContext(db, user, budget.employee_id, 'budgets').catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? budgetNotFound() : error;
  });
  return budget;
}

export async function requireBudgetAction(db: Queryable, user: UserRow, employeeId: number, action: ProfileAction) {
  const context = await personContext(db, user, employeeId);
  requireAction(context, action);
}

export async function oneBudget(db: Queryable, companyId: number, id: number) {
  const [answer] = await budgetAnswers(db, companyId, await budgetRows(db, companyId, { ids: [id] }));
  if (!answer) throw budgetNotFound();
  return answer;
}

// A unique violation of the one-budget-per-type index (a concurrent add) is the same refusal as the check before it.
export const budgetExists = (budgetType: string, year: number) =>
  fieldError(409, 'BUDGET_EXISTS', `This person has a ${budgetType} budget for ${year} already.`, 'budget_type');
