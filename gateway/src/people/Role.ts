import type { RoleResolvers } from '../__generated__/resolvers-types';

export const Role: RoleResolvers = {
  startDate: (r) => r.start_date,
  endDate: (r) => r.end_date,
  future: (r) => r.future ?? false,
  internalId: (r) => r.id,
};
