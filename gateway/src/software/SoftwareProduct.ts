import type { SoftwareProductResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const SoftwareProduct: SoftwareProductResolvers = {
  id: (p) => globalId('SoftwareProduct', p.id),
  internalId: (p) => p.id,
  licensesCount: (p) => p.licenses_count,
  activeLicensesCount: (p) => p.active_licenses_count,
  customFields: async (p, _, ctx) => (await ctx.loaders.productCustomFields.load(p.id))?.data ?? [],
};
