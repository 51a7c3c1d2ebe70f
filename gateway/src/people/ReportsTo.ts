import type { ReportsToResolvers } from '../__generated__/resolvers-types';

export const ReportsTo: ReportsToResolvers = {
  personId: (r) => r.person_id,
  personName: (r) => r.person_name,
  groupId: (r) => r.group_id,
  person: (r, _, ctx) => ctx.loaders.employee.load(r.person_id),
};
