// Employee.personalDetailsHistory (part 1 §2 /history/personalDetails "history; admins only", §6 "Admin: …
// history link"): the person's audit log as a cursor connection. Decided by domain mayDo('historyLink'), the rule that
// shows the link: a viewer who may not follow it gets null with a FORBIDDEN error on the path and costs no REST call.
import { mayDo } from '@people/domain/permissions';
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { permissionContext } from '../core/permissions';
import { AnswerError } from '../core/answerError';

export const AUDIT_PAGE_SIZE = 50;
const MAX_FIRST = 100;
const CURSOR_PREFIX = 'audit:';

const badInput = (message: string) => new AnswerError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** A cursor is the entry's id: keyset paging, so entries recorded meanwhile never shift a page. */
export const auditCursor = (id: number) => Buffer.from(`${CURSOR_PREFIX}${id}`).toString('base64');

function cursorId(cursor: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const id = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badInput('after is not a cursor of this connection');
  return id;
}

export const employeeHistoryFields: Pick<Required<EmployeeResolvers>, 'personalDetailsHistory'> = {
  async personalDetailsHistory(e, { first, after }, ctx) {
    const size = first ?? AUDIT_PAGE_SIZE;
    if (!Number.isInteger(size) || size < 1 || size > MAX_FIRST)
      throw badInput(`first must be between 1 and ${MAX_FIRST}`);
    const beforeId = after ? cursorId(after) : null;
    const context = await permissionContext(e.id, ctx);
    if (!context) return null;
    if (!mayDo('historyLink', context)) {
      throw new AnswerError('Only admins may see the history of this person.', {
        extensions: { code: 'FORBIDDEN', action: 'historyLink' },
      });
    }
    const page = await ctx.loaders.auditPage.load({ employeeId: e.id, beforeId, size });
    if (!page) return null;
    const edges = page.data.map((node) => ({ cursor: auditCursor(node.id), node }));
    return {
      edges,
      pageInfo: {
        hasNextPage: page.has_more,
        hasPreviousPage: beforeId !== null,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  },
};
