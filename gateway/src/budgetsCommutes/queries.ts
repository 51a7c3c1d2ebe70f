// The company-wide budget and commute reads (issue 20, part 2 §7): the budget defaults of a year, the commute audit log
// as a connection and its first timestamp, and whether the group has variable commutes. Each asks domain maySee on the
// viewer's context without a person first (gateway/permissions requireCompanySection): hidden is null with a FORBIDDEN
// error on the path and costs no REST call.
import { hasBudgetAccess } from '@people/domain/permissions';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { companyContext, forbiddenSection, requireCompanySection } from '../core/permissions';
import { auditConnection, auditPageKey } from './commuteAuditLog';

type Fields = 'budgetDefaults' | 'commuteAuditLog' | 'commuteAuditLogFirstTimestamp' | 'groupHasVariableCommutes';

export const queryBudgetCommuteFields: Pick<Required<QueryResolvers>, Fields> = {
  async budgetDefaults(_, { year }, ctx) {
    const context = await companyContext(ctx);
    if (!context) return null;
    if (!hasBudgetAccess(context.viewer)) throw forbiddenSection('budgets');
    return ctx.loaders.budgetDefaults.load(year);
  },

  async commuteAuditLog(_, { first, after, yearMonth }, ctx) {
    const page = auditPageKey(first, after, yearMonth, null);
    if (!(await requireCompanySection('commute', ctx))) return null;
    return auditConnection(page, await ctx.loaders.commuteAuditPage.load(page));
  },

  async commuteAuditLogFirstTimestamp(_, __, ctx) {
    if (!(await requireCompanySection('commute', ctx))) return null;
    return (await ctx.rest.get('/api/auditlogs/commutes/firstLogTimestamp')).first_log_timestamp ?? null;
  },

  async groupHasVariableCommutes(_, __, ctx) {
    if (!(await requireCompanySection('commute', ctx))) return null;
    return (await ctx.rest.get('/api/commutes/groupHasVariableCommutes')).has_variable_commutes === 1;
  },
};
