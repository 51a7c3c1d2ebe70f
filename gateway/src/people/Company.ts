import type { CompanyResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const Company: CompanyResolvers = {
  id: (c) => globalId('Company', c.id),
  internalId: (c) => c.id,
  countryCode: (c) => c.country_code,
};
