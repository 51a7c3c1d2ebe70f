import type { CustomFieldResolvers } from '../__generated__/resolvers-types';

export const CustomField: CustomFieldResolvers = {
  cfName: (f) => f.cf_name,
  valueName: (f) => f.value_name,
};
