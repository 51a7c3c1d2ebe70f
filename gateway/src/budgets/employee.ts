// Employee.budgets. It asks domain maySee('budgets') first (gateway/permissions): without budget access
// (admin or access_budgets, never light; part 1 §6) the field is null with a FORBIDDEN error on its path. A page of
// people costs one call per year asked (budgets/loaders).
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { budgetKey } from './loaders';
import { readSection, sectionRead } from '../core/permissions';

/** The budget read, by field (employee(id:) starts it beside the detail too: profile/lookaheadTable.ts). */
export const budgetReads = {
  budgets: sectionRead('budgets', (id, { year }: { year: number }, ctx) =>
    ctx.loaders.employeeBudgets.load(budgetKey(id, year)),
  ),
};

export const employeeBudgetFields: Pick<Required<EmployeeResolvers>, 'budgets'> = {
  budgets: (e, args, ctx) => readSection(budgetReads.budgets, e.id, args, ctx),
};
