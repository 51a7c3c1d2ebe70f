import type { OneDayContractResolvers } from '../__generated__/resolvers-types';

export const OneDayContract: OneDayContractResolvers = {
  contractType: (c) => c.contract_type,
};
