// Employee.licenses and Employee.reviews (issue 19, part 2 §2 software and reviews boxes, §9 4 fetched / 3 per page).
// Each asks domain maySee first: a hidden section is null with a FORBIDDEN error on its path and costs no REST call.
import { SOFTWARE_BOX } from '@people/domain/software';
import { REVIEWS_PER_PAGE } from '@people/domain/reviews';
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { connectionOf, pageWindow } from '../pages';
import { section } from '../permissions';

export const employeeSoftwareReviewFields: Pick<Required<EmployeeResolvers>, 'licenses' | 'reviews'> = {
  licenses: (e, { first, after }, ctx) => {
    const { page, size, offset } = pageWindow(first, after, SOFTWARE_BOX.fetched);
    return section(e.id, 'software', ctx, async () => {
      const answer = await ctx.loaders.licensesPage.load(`${e.id}:${page}:${size}`);
      return answer ? connectionOf(answer.data, answer.total, offset) : null;
    });
  },
  reviews: (e, { first, after }, ctx) => {
    const { page, size, offset } = pageWindow(first, after, REVIEWS_PER_PAGE);
    return section(e.id, 'performanceReviews', ctx, async () => {
      const answer = await ctx.loaders.reviewsPage.load(`${e.id}:${page}:${size}`);
      return answer ? connectionOf(answer.data, answer.total, offset) : null;
    });
  },
};
