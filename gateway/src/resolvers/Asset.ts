import type { AssetResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../ids';

export const Asset: AssetResolvers = {
  id: (a) => globalId('Asset', a.id),
  internalId: (a) => a.id,
  assetName: (a) => a.asset_name,
  imageUrl: (a) => a.image_url,
};
