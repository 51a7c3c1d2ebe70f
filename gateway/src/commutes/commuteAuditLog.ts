// The commute audit log as a connection (part 2 §7 GET /api/auditlogs/commutes/list with page,
// employee_filter, year_month_filter): the REST list pages by 25, so a cursor is the entry's offset and `first` is 25.
import { cursorToOffset, offsetToCursor } from 'graphql-relay';
import { COMMUTE_AUDIT_PAGE_SIZE } from '@people/domain/commutes';
import type { CommuteAuditKey } from './loaders';
import type { CommuteAuditPageAnswer } from '../core/models';
import { AnswerError } from '../core/answerError';

const badInput = (message: string) => new AnswerError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The REST page a connection's arguments ask for; bad arguments are a BAD_USER_INPUT error. */
export function auditPageKey(
  first: number | null | undefined,
  after: string | null | undefined,
  yearMonth: string | null | undefined,
  employeeId: number | null,
): CommuteAuditKey {
  if (first !== null && first !== undefined && first !== COMMUTE_AUDIT_PAGE_SIZE)
    throw badInput(`first must be ${COMMUTE_AUDIT_PAGE_SIZE}: the log pages by ${COMMUTE_AUDIT_PAGE_SIZE}`);
  if (yearMonth && !/^\d{4}-(0[1-9]|1[0-2])$/.test(yearMonth)) throw badInput('yearMonth must be YYYY-MM');
  let page = 0;
  if (after) {
    const last = cursorToOffset(after);
    if (!Number.isInteger(last) || last < 0 || (last + 1) % COMMUTE_AUDIT_PAGE_SIZE !== 0)
      throw badInput('after is not a cursor of this connection');
    page = (last + 1) / COMMUTE_AUDIT_PAGE_SIZE;
  }
  return { page, employeeId, yearMonth: yearMonth || null };
}

export function auditConnection(key: CommuteAuditKey, answer: CommuteAuditPageAnswer | null) {
  const offset = key.page * COMMUTE_AUDIT_PAGE_SIZE;
  const data = answer?.data ?? [];
  const total = answer?.total ?? 0;
  const edges = data.map((node, i) => ({ cursor: offsetToCursor(offset + i), node }));
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
}
