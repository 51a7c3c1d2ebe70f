// Company-wide software reads (part 2 §7). The REST API decides who may read them (part 2 §6): its 403
// reaches the field as null with a FORBIDDEN error on its path.
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const querySoftwareFields: Pick<Required<QueryResolvers>, 'softwareProducts' | 'companySuggestions'> = {
  softwareProducts: async (_, { keyword }, ctx) =>
    (await ctx.rest.get('/api/software/products/list', { keyword: keyword ?? undefined })).data,
  companySuggestions: async (_, { query }, ctx) => (await ctx.rest.get('/v1/companies/suggest', { query })).data,
};
