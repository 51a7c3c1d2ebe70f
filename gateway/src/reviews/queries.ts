// Company-wide review reads (part 2 §7). The REST API decides who may read them (part 2 §6): its 403
// reaches the field as null with a FORBIDDEN error on its path.
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const queryReviewFields: Pick<Required<QueryResolvers>, 'reviewTypes' | 'reviewReports'> = {
  reviewTypes: async (_, __, ctx) => (await ctx.rest.get('/api/performance_evaluations/types')).data,
  reviewReports: async (_, { year }, ctx) =>
    (await ctx.rest.get('/api/stats/performance_evaluations/getReviewReports', { year: year ?? undefined })).data,
};
