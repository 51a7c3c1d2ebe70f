import type { DepartmentResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const Department: DepartmentResolvers = {
  id: (d) => globalId('Department', d.id),
  internalId: (d) => d.id,
};
