import type { ContractListItemResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../ids';

export const ContractListItem: ContractListItemResolvers = {
  id: (c) => globalId('ContractListItem', c.id),
  internalId: (c) => c.id,
  contractName: (c) => c.contract_name,
  dateCreated: (c) => c.date_created,
  dateSigned: (c) => c.date_signed,
};
