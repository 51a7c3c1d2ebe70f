import { isActivityEventType } from '../activity';
import {
  countReviews,
  reviewChangeRefusal,
  reviewPage,
  reviewStatusAfter,
  REVIEW_EVENT_TYPES,
  REVIEWS_PER_PAGE,
  type ReviewChange,
  type ReviewStatus,
} from '../reviews';

describe('performance review transitions (part 2 §4)', () => {
  it.each<[string, ReviewStatus, ReviewChange, string | null, ReviewStatus]>([
    ['part 2 §4: a created review is edited (hidden notes and summary)', 'planned', 'edit', null, 'planned'],
    ['part 2 §4: a created review is finished with a reason', 'planned', 'finish', null, 'finished'],
    ['part 2 §4: a created review is finished and sent to the employee', 'planned', 'finishAndSend', null, 'sent'],
    ['part 2 §4 (choice): a finished review is still edited', 'finished', 'edit', null, 'finished'],
    [
      'part 2 §4 (choice): a finished review is not finished twice',
      'finished',
      'finish',
      'REVIEW_ALREADY_FINISHED',
      'finished',
    ],
    ['part 2 §4 (choice): a finished review can be sent', 'finished', 'finishAndSend', null, 'sent'],
    ['part 2 §4 (choice): a sent review is not edited', 'sent', 'edit', 'REVIEW_ALREADY_SENT', 'sent'],
    ['part 2 §4 (choice): a sent review is not sent twice', 'sent', 'finishAndSend', 'REVIEW_ALREADY_SENT', 'sent'],
    ['part 2 §4: a notification target can be set in any state', 'sent', 'setNotification', null, 'sent'],
    ['part 2 §4: any review can be deleted', 'sent', 'delete', null, 'sent'],
  ])('%s', (_title, status, change, refusal, after) => {
    expect(reviewChangeRefusal(status, change)).toEqual(refusal);
    if (refusal === null) expect(reviewStatusAfter(status, change)).toEqual(after);
  });

  it('part 1 §3: every review change writes a perf_eval_* activity item', () => {
    expect(
      Object.values(REVIEW_EVENT_TYPES).every((type) => type.startsWith('perf_eval_') && isActivityEventType(type)),
    ).toBe(true);
  });
});

describe('review pages (part 2 §9: 3 per page)', () => {
  it.each([
    [0, 0, { offset: 0, hasNext: false, pages: 1 }],
    [0, 3, { offset: 0, hasNext: false, pages: 1 }],
    [0, 4, { offset: 0, hasNext: true, pages: 2 }],
    [1, 7, { offset: 3, hasNext: true, pages: 3 }],
    [2, 7, { offset: 6, hasNext: false, pages: 3 }],
  ])('page %p of %p reviews', (page, total, expected) => {
    expect(REVIEWS_PER_PAGE).toEqual(3);
    expect(reviewPage(page, total)).toEqual(expected);
  });

  it('part 2 §7 review reports: counts per state', () => {
    expect(countReviews(['planned', 'sent', 'sent', 'finished'])).toEqual({
      total: 4,
      planned: 1,
      finished: 1,
      sent: 2,
    });
  });
});
