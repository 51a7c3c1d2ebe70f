import { cursorToOffset, offsetToCursor } from 'graphql-relay';
import type { QueryResolvers } from './__generated__/resolvers-types';
import { fromGlobalId } from './core/ids';
import { isInternalId } from './Node';
import { primeFromDetail, profilePlan, startPlannedReads } from './profile/lookahead';
import { resolveNode, resolveNodeByInternalId } from './Node';
import { queryDaysOffFields } from './daysOff/queries';
import { queryLeaveRequestFields } from './daysOff/leaveRequests';
import { queryWorkflowFields } from './workflows/queries';
import { queryBudgetFields } from './budgets/queries';
import { queryCommuteFields } from './commutes/queries';
import { querySoftwareFields } from './software/queries';
import { queryReviewFields } from './reviews/queries';
import { directoryQuery, queryDirectoryFields } from './people/queries';
import { queryPersonEditFields } from './personEdit/PersonEdit';
import { queryContractFields } from './contracts/queries';
import { AnswerError } from './core/answerError';

export const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;

function pageOffset(after: string | null | undefined) {
  if (!after) return 0;
  const offset = cursorToOffset(after);
  if (!Number.isInteger(offset) || offset < 0)
    throw new AnswerError('after is not a cursor of this connection', { extensions: { code: 'BAD_USER_INPUT' } });
  return offset + 1;
}

/** A REST id as a reference, or null for a number no row can have (it answers like a missing id, with no REST call). */
function validInternalId(internalId: number | null | undefined) {
  return internalId != null && isInternalId(internalId) ? { id: internalId } : null;
}

export const Query: QueryResolvers = {
  node: (_, { id }, ctx) => resolveNode(id, ctx),

  nodeByInternalId: (_, { type, internalId }, ctx) => resolveNodeByInternalId(type, internalId, ctx),

  viewer: (_, __, ctx) => ctx.loaders.viewer(),

  async employees(_, { first, after, search, includeArchived, filter, orderBy }, ctx) {
    const limit = first ?? DEFAULT_PAGE;
    if (limit < 1 || limit > MAX_PAGE)
      throw new AnswerError(`first must be between 1 and ${MAX_PAGE}`, { extensions: { code: 'BAD_USER_INPUT' } });
    const offset = pageOffset(after);
    const { data, total } = await ctx.rest.get('/api/employees', {
      offset,
      limit,
      search: search ?? undefined,
      include_archived: includeArchived ? 1 : 0,
      ...directoryQuery(filter, orderBy),
    });
    for (const employee of data) ctx.loaders.employee.prime(employee.id, employee);
    const edges = data.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
    return {
      edges,
      totalCount: total,
      pageInfo: {
        hasNextPage: offset + data.length < total,
        hasPreviousPage: offset > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  },

  async employee(_, { id, internalId }, ctx, info) {
    // Partners pass the global id, the app the number its addresses carry (part 1 §2 /people/{id}).
    if ((id == null) === (internalId == null))
      throw new AnswerError('employee takes exactly one of id and internalId', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    const ref = id != null ? fromGlobalId(id, 'Employee') : validInternalId(internalId);
    if (!ref) return null;
    // What the query selects of the person is read with the detail or beside it, not after it (lookahead.ts).
    const plan = profilePlan(info);
    // The detail first: every field of the person waits for it, and the REST API takes requests in order.
    const read = plan.embed
      ? ctx.loaders.employeeDetailEmbedding.load(`${ref.id}:${plan.embed}`)
      : ctx.loaders.employeeDetail.load(ref.id);
    startPlannedReads(ref.id, plan, ctx);
    const detail = await read;
    if (!detail) return null;
    primeFromDetail(ref.id, detail, ctx);
    return detail.employee;
  },

  async demoSignIns(_, __, ctx) {
    const { data } = await ctx.rest.get('/api/auth/demo');
    return data;
  },

  ...queryDaysOffFields,
  ...queryLeaveRequestFields,
  ...queryWorkflowFields,
  ...queryBudgetFields,
  ...queryCommuteFields,
  ...querySoftwareFields,
  ...queryReviewFields,
  ...queryDirectoryFields,
  ...queryPersonEditFields,
  ...queryContractFields,
};
