// Leave requests in the graph (domain leaveRequests.ts): "To approve" (Query.leaveRequestsToDecide), a person's history
// (Employee.leaveRequests) and the decisions (approveLeaveRequests, declineLeaveRequests). The REST API decides every
// refusal; its 4xx answers come back as userErrors, request_ids_n named as the input's ids[n].
import { MAX_REQUESTS_PER_DECISION } from '@people/domain/leaveRequests';
import type { EmployeeResolvers, MutationResolvers, QueryResolvers, UserError } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { fromGlobalId } from '../core/ids';
import type { LeaveRequestRow } from '../core/models';
import { attempt, clearLoaders, userError, type FieldMap } from '../core/mutationSupport';
import { connectionOf, pageWindow } from '../core/pages';
import { readSection, sectionRead } from '../core/permissions';
import { personYear } from '../core/batch';
import { checkYear } from './employee';

/** "To approve" pages like the directory: 25 by default, at most 100 (REST per_page). */
const TO_DECIDE_PAGE = 25;

export const queryLeaveRequestFields: Pick<Required<QueryResolvers>, 'leaveRequestsToDecide'> = {
  // One REST call for the page; the people of its rows share one batch read (LeaveRequest.employee).
  async leaveRequestsToDecide(_, { first, after }, ctx) {
    const { page, size, offset } = pageWindow(first, after, TO_DECIDE_PAGE, MAX_REQUESTS_PER_DECISION);
    const { data, total } = await ctx.rest.get('/api/days_off/requests/to_decide', { page, per_page: size });
    for (const row of data) ctx.loaders.leaveRequestNode.prime(row.id, row);
    return connectionOf(data, total, offset);
  },
};

export const leaveRequestReads = {
  leaveRequests: sectionRead('daysOffUsage', async (id, { year }: { year: number }, ctx) => {
    checkYear(year);
    return ctx.loaders.personLeaveRequests.load(personYear(id, year));
  }),
};

export const employeeLeaveRequestFields: Pick<Required<EmployeeResolvers>, 'leaveRequests'> = {
  leaveRequests: async (e, args, ctx) =>
    (await readSection(leaveRequestReads.leaveRequests, e.id, args, ctx))?.data ?? null,
};

interface Decoded {
  /** The REST ids, one per input id. */
  ids: number[];
  userErrors: UserError[];
}

/** The input's global ids as REST ids; a malformed id or another type's is NOT_FOUND on its index, like a missing one. */
function decode(ids: readonly string[]): Decoded {
  const userErrors: UserError[] = [];
  const decoded = ids.map((id, index) => {
    const ref = fromGlobalId(id, 'LeaveRequest');
    if (!ref) userErrors.push(userError('NOT_FOUND', 'This leave request does not exist.', ['ids', String(index)]));
    return ref?.id ?? 0;
  });
  return { ids: decoded, userErrors };
}

/** request_ids_n is the input's ids[n]; request_ids the list itself; the other fields camelCased. */
const decisionFields: FieldMap = (restField) => {
  const match = /^request_ids(?:_(\d+))?$/.exec(restField);
  if (match) return match[1] === undefined ? ['ids'] : ['ids', match[1]];
  if (restField === 'ignore_day_off_limits') return ['ignoreLimits'];
  return undefined;
};

type DecisionAnswer = { data: LeaveRequestRow[] };

async function decision(ctx: Context, ids: readonly string[], send: (restIds: number[]) => Promise<DecisionAnswer>) {
  const decoded = decode(ids);
  if (decoded.userErrors.length > 0) return { requests: null, userErrors: decoded.userErrors };
  const result = await attempt(() => send(decoded.ids), decisionFields);
  if (!result.ok) return { requests: null, userErrors: result.userErrors };
  // Every loaded answer may be stale now (the calendar, the usage, the history).
  clearLoaders(ctx);
  for (const row of result.value.data) ctx.loaders.leaveRequestNode.prime(row.id, row);
  return { requests: result.value.data, userErrors: [] };
}

export const leaveRequestMutations: Pick<
  Required<MutationResolvers>,
  'approveLeaveRequests' | 'declineLeaveRequests'
> = {
  approveLeaveRequests: (_, { input }, ctx) =>
    decision(ctx, input.ids, (requestIds) =>
      ctx.rest.post('/api/days_off/requests/approve', {
        request_ids: requestIds,
        ...(input.ignoreLimits ? { ignore_day_off_limits: 1 as const } : {}),
      }),
    ),
  declineLeaveRequests: (_, { input }, ctx) =>
    decision(ctx, input.ids, (requestIds) =>
      ctx.rest.post('/api/days_off/requests/decline', {
        request_ids: requestIds,
        ...(input.reason == null ? {} : { reason: input.reason }),
      }),
    ),
};
