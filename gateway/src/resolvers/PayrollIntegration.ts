import type { PayrollIntegrationResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../ids';

export const PayrollIntegration: PayrollIntegrationResolvers = {
  id: (i) => globalId('PayrollIntegration', i.id),
  internalId: (i) => i.id,
  shortTitle: (i) => i.short_title,
};
