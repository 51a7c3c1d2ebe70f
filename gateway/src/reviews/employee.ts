// Employee.reviews (part 2 §2 reviews box, §9 3 per page). It asks domain maySee('performanceReviews')
// first: a hidden section is null with a FORBIDDEN error on its path.
import { REVIEWS_PER_PAGE } from '@people/domain/reviews';
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { connectionOf, pageWindow } from '../core/pages';
import { readSection, sectionRead } from '../core/permissions';

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The review read, by field (employee(id:) starts it beside the detail too: profile/lookaheadTable.ts). */
export const reviewReads = {
  reviews: sectionRead('performanceReviews', (id, { first, after }: PageArgs, ctx) => {
    const { page, size } = pageWindow(first, after, REVIEWS_PER_PAGE);
    return ctx.loaders.reviewsPage.load(`${id}:${page}:${size}`);
  }),
};

export const employeeReviewFields: Pick<Required<EmployeeResolvers>, 'reviews'> = {
  reviews: async (e, args, ctx) => {
    const { offset } = pageWindow(args.first, args.after, REVIEWS_PER_PAGE);
    const answer = await readSection(reviewReads.reviews, e.id, args, ctx);
    return answer ? connectionOf(answer.data, answer.total, offset) : null;
  },
};
