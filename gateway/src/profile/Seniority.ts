import type { SeniorityResolvers } from '../__generated__/resolvers-types';

export const Seniority: SeniorityResolvers = {
  joinDate: (s) => s.join_date,
  joinDateSource: (s) => s.join_date_source,
  seniorityDate: (s) => s.seniority_date,
  integrationId: (s) => s.integration_id,
  sourceAppInternalId: (s) => s.source_app_internal_id,
};
