// The company-wide commute reads (part 2 §7): the commute audit log as a connection and its first timestamp,
// and whether the group has variable commutes. Each asks domain maySee('commute') on the viewer's context without a
// person first (gateway/permissions requireCompanySection): hidden is null with a FORBIDDEN error on the path and
// costs no REST call.
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { requireCompanySection } from '../core/permissions';
import { auditConnection, auditPageKey } from './commuteAuditLog';

type Fields = 'commuteAuditLog' | 'commuteAuditLogFirstTimestamp' | 'groupHasVariableCommutes';

export const queryCommuteFields: Pick<Required<QueryResolvers>, Fields> = {
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
