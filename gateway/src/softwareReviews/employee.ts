// Employee.licenses and Employee.reviews (issue 19, part 2 §2 software and reviews boxes, §9 4 fetched / 3 per page).
// Each asks domain maySee first: a hidden section is null with a FORBIDDEN error on its path and costs no REST call.
import { SOFTWARE_BOX } from '@people/domain/software';
import { REVIEWS_PER_PAGE } from '@people/domain/reviews';
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { connectionOf, pageWindow } from '../core/pages';
import { readSection, sectionRead } from '../core/permissions';

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The licence and review reads, by field (the look-ahead of lookahead.ts starts them too). */
export const softwareReviewReads = {
  licenses: sectionRead('software', (id, { first, after }: PageArgs, ctx) => {
    const { page, size } = pageWindow(first, after, SOFTWARE_BOX.fetched);
    return ctx.loaders.licensesPage.load(`${id}:${page}:${size}`);
  }),
  reviews: sectionRead('performanceReviews', (id, { first, after }: PageArgs, ctx) => {
    const { page, size } = pageWindow(first, after, REVIEWS_PER_PAGE);
    return ctx.loaders.reviewsPage.load(`${id}:${page}:${size}`);
  }),
};

export const employeeSoftwareReviewFields: Pick<Required<EmployeeResolvers>, 'licenses' | 'reviews'> = {
  licenses: async (e, args, ctx) => {
    const { offset } = pageWindow(args.first, args.after, SOFTWARE_BOX.fetched);
    const answer = await readSection(softwareReviewReads.licenses, e.id, args, ctx);
    return answer ? connectionOf(answer.data, answer.total, offset) : null;
  },
  reviews: async (e, args, ctx) => {
    const { offset } = pageWindow(args.first, args.after, REVIEWS_PER_PAGE);
    const answer = await readSection(softwareReviewReads.reviews, e.id, args, ctx);
    return answer ? connectionOf(answer.data, answer.total, offset) : null;
  },
};
