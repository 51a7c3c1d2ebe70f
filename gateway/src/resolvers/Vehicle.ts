import type { VehicleResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../ids';

export const Vehicle: VehicleResolvers = {
  id: (v) => globalId('Vehicle', v.id),
  internalId: (v) => v.id,
};
