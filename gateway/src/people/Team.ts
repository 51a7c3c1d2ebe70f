import type { TeamResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const Team: TeamResolvers = {
  id: (t) => globalId('Team', t.id),
  internalId: (t) => t.id,
};
