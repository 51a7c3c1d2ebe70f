import type { AssetResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const Asset: AssetResolvers = {
  id: (a) => globalId('Asset', a.id),
  internalId: (a) => a.id,
  assetName: (a) => a.asset_name,
  imageUrl: (a) => a.image_url,
  // A batch read of the people of a page of them (one call), and the page of part 1 §2.
  employee: (a, _, ctx) => ctx.loaders.employee.load(a.employee_id),
  url: (a) => `/assets/${a.id}`,
  // Seen with the object (the REST API decides by domain DOCUMENT_RULES over its person); one call per page.
  documents: async (a, _, ctx) => (await ctx.loaders.assetDocuments.load(a.id))?.data ?? null,
};
