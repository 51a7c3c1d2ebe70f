import { REVIEW_STATUSES, type ReviewStatus } from '@people/domain/reviews';
import type { MessageKey } from '../../i18n/I18nProvider';
import { specValueIn } from '../../graphqlEnums';

const LABELS: Record<ReviewStatus, MessageKey> = {
  planned: 'REVIEW_STATUS_PLANNED',
  finished: 'REVIEW_STATUS_FINISHED',
  sent: 'REVIEW_STATUS_SENT',
};

/** Part 2 §4 review states: the domain's status of the GraphQL value, or null for one this app does not know. */
export const reviewStatus = (value: string): ReviewStatus | null => specValueIn(REVIEW_STATUSES, value);

export function reviewStatusLabel(value: string): MessageKey | null {
  const status = reviewStatus(value);
  return status === null ? null : LABELS[status];
}

/** The cursor that ends page `page - 1` of `perPage`: the `after` of a 0-based page (graphql-relay's offset cursor). */
export function pageCursor(page: number, perPage: number): string | null {
  return page > 0 ? btoa(`arrayconnection:${page * perPage - 1}`) : null;
}
