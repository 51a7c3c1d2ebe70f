// Company-wide software and review reads (issue 19, part 2 §7). The REST API decides who may read them (part 2 §6): its
// 403 reaches the field as null with a FORBIDDEN error on its path.
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const querySoftwareReviewFields: Pick<Required<QueryResolvers>, 'softwareProducts' | 'companySuggestions' | 'reviewTypes' | 'reviewReports'> = {
  softwareProducts: async (_, { keyword }, ctx) => (await ctx.rest.get('/api/software/products/list', { keyword: keyword ?? undefined })).data,
  companySuggestions: async (_, { query }, ctx) => (await ctx.rest.get('/v1/companies/suggest', { query })).data,
  reviewTypes: async (_, __, ctx) => (await ctx.rest.get('/api/performance_evaluations/types')).data,
  reviewReports: async (_, { year }, ctx) => (await ctx.rest.get('/api/stats/performance_evaluations/getReviewReports', { year: year ?? undefined })).data,
};
