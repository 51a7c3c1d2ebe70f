// The company-wide budget read (part 2 §7): the budget defaults of a year. It asks domain hasBudgetAccess on
// the viewer's context without a person first (gateway/permissions companyContext): hidden is null with a FORBIDDEN
// error on the path and costs no REST call.
import { hasBudgetAccess } from '@people/domain/permissions';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { companyContext, forbiddenSection } from '../core/permissions';

export const queryBudgetFields: Pick<Required<QueryResolvers>, 'budgetDefaults'> = {
  async budgetDefaults(_, { year }, ctx) {
    const context = await companyContext(ctx);
    if (!context) return null;
    if (!hasBudgetAccess(context.viewer)) throw forbiddenSection('budgets');
    return ctx.loaders.budgetDefaults.load(year);
  },
};
