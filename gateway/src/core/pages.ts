// A cursor connection over a REST list answered in pages (page, per_page, total): the window [offset, offset + first)
// is one REST page when offset is a multiple of first, as a connection paged forward with one `first` always is.
import { cursorToOffset, offsetToCursor } from 'graphql-relay';
import { AnswerError } from './answerError';

const badInput = (message: string) => new AnswerError(message, { extensions: { code: 'BAD_USER_INPUT' } });

export function pageWindow(
  first: number | null | undefined,
  after: string | null | undefined,
  fallback: number,
  max = 100,
) {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) throw badInput(`first must be between 1 and ${max}`);
  let offset = 0;
  if (after) {
    const last = cursorToOffset(after);
    if (!Number.isInteger(last) || last < 0) throw badInput('after is not a cursor of this connection');
    offset = last + 1;
  }
  if (offset % size !== 0) throw badInput('after must end a page of the same first');
  return { page: offset / size, size, offset };
}

export function connectionOf<T>(data: readonly T[], total: number, offset: number) {
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
