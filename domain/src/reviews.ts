// Performance reviews (part 2 §2 reviews box, §3 Performance review, §4 "Created, edited (hidden notes and summary),
// finished (with a reason), finished and sent to the employee, or deleted. A notification target can be set. Any
// further status values: not shown", §7 Performance evaluations, §9 "Reviews: 3 per page"; part 1 §2 perf_eval_*).
import type { ActivityEventType } from './activity';
import { REVIEWS_PER_PAGE } from './workflows';

export { REVIEWS_PER_PAGE };

/** part 2 §4: created (planned), finished, or finished and sent to the employee. */
export const REVIEW_STATUSES = ['planned', 'finished', 'sent'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type ReviewChange = 'edit' | 'finish' | 'finishAndSend' | 'delete' | 'setNotification';

/** part 1 §3 "several perf_eval_* events": the item each review change writes to the person's feed. */
export const REVIEW_EVENT_TYPES = {
  add: 'perf_eval_added',
  edit: 'perf_eval_updated',
  finish: 'perf_eval_finished',
  finishAndSend: 'perf_eval_sent_to_employee',
  delete: 'perf_eval_deleted',
  setNotification: 'perf_eval_notification_set',
} as const satisfies Record<ReviewChange | 'add', ActivityEventType>;

export type ReviewRefusal = 'REVIEW_ALREADY_FINISHED' | 'REVIEW_ALREADY_SENT' | null;

/**
 * part 2 §4 transitions. The spec shows no server rule: we choose that a planned review can be edited, finished or
 * finished and sent; a finished one can still be edited (hidden notes, summary) and sent; a sent one is closed to
 * everything but its notification target and deletion. Answers the refusal's code, or null when the change applies.
 */
export function reviewChangeRefusal(status: ReviewStatus, change: ReviewChange): ReviewRefusal {
  if (change === 'delete' || change === 'setNotification') return null;
  if (status === 'sent') return 'REVIEW_ALREADY_SENT';
  if (change === 'finish' && status === 'finished') return 'REVIEW_ALREADY_FINISHED';
  return null;
}

/** The status after a change that applies. */
export function reviewStatusAfter(status: ReviewStatus, change: ReviewChange): ReviewStatus {
  if (change === 'finish') return 'finished';
  if (change === 'finishAndSend') return 'sent';
  return status;
}

/** part 2 §9: a page (0-based) of a person's reviews, 3 per page: the offset and whether another page follows. */
export function reviewPage(
  page: number,
  total: number,
  perPage: number = REVIEWS_PER_PAGE,
): { offset: number; hasNext: boolean; pages: number } {
  return {
    offset: page * perPage,
    hasNext: (page + 1) * perPage < total,
    pages: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** part 2 §7 finish "with a reason": we choose a reason of 1 to 1000 characters after trimming. */
export const MAX_FINISH_REASON = 1000;
/** part 2 §3 hidden_notes and summary: we choose 10 000 characters each. */
export const MAX_REVIEW_TEXT = 10000;

export interface ReviewCounts {
  total: number;
  planned: number;
  finished: number;
  sent: number;
}

/** The review reports (part 2 §7 getReviewReports): per person, how many reviews are in each state. */
export function countReviews(statuses: readonly ReviewStatus[]): ReviewCounts {
  const counts: ReviewCounts = { total: statuses.length, planned: 0, finished: 0, sent: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
}
