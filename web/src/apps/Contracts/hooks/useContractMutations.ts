// The contract mutations (part 2 §7 Contracts): each takes its input and resolves with its payload, which
// reads the contract afresh.
import { graphql } from 'react-relay';
import type { useContractMutationsAddMutation } from '../../../__generated__/useContractMutationsAddMutation.graphql';
import type { useContractMutationsAssetPolicyMutation } from '../../../__generated__/useContractMutationsAssetPolicyMutation.graphql';
import type { useContractMutationsCarPolicyMutation } from '../../../__generated__/useContractMutationsCarPolicyMutation.graphql';
import type { useContractMutationsChangeMutation } from '../../../__generated__/useContractMutationsChangeMutation.graphql';
import type { useContractMutationsDeleteMutation } from '../../../__generated__/useContractMutationsDeleteMutation.graphql';
import type { useContractMutationsHardDeleteMutation } from '../../../__generated__/useContractMutationsHardDeleteMutation.graphql';
import type { useContractMutationsSendMutation } from '../../../__generated__/useContractMutationsSendMutation.graphql';
import type { useContractMutationsSignMutation } from '../../../__generated__/useContractMutationsSignMutation.graphql';
import type { useContractMutationsUndeleteMutation } from '../../../__generated__/useContractMutationsUndeleteMutation.graphql';
import { useInputMutation } from '../../../relay/useMutationPayload';

export const useAddContract = () =>
  useInputMutation<useContractMutationsAddMutation, 'addContractToEmployee'>(addMutation, 'addContractToEmployee');
/** Part 2 §7 addAssetPolicy and addCarPolicy: a contract from a template naming the person's assets or car. */
export const useAddAssetPolicy = () =>
  useInputMutation<useContractMutationsAssetPolicyMutation, 'addAssetPolicy'>(assetPolicyMutation, 'addAssetPolicy');
export const useAddCarPolicy = () =>
  useInputMutation<useContractMutationsCarPolicyMutation, 'addCarPolicy'>(carPolicyMutation, 'addCarPolicy');
export const useUpdateContract = () =>
  useInputMutation<useContractMutationsChangeMutation, 'updateContract'>(changeMutation, 'updateContract');
export const useSendContract = () =>
  useInputMutation<useContractMutationsSendMutation, 'sendContractToEmployee'>(sendMutation, 'sendContractToEmployee');
export const useSignContract = () =>
  useInputMutation<useContractMutationsSignMutation, 'signContractInternally'>(signMutation, 'signContractInternally');

/** Soft delete, undelete and hard delete (part 2 §4): one busy flag for the three. */
export function useDeleteContract() {
  const [remove, deleting] = useInputMutation<useContractMutationsDeleteMutation, 'deleteContract'>(
    deleteMutation,
    'deleteContract',
  );
  const [undelete, undeleting] = useInputMutation<useContractMutationsUndeleteMutation, 'undeleteContract'>(
    undeleteMutation,
    'undeleteContract',
  );
  const [hardDelete, hardDeleting] = useInputMutation<useContractMutationsHardDeleteMutation, 'hardDeleteContract'>(
    hardDeleteMutation,
    'hardDeleteContract',
  );
  return { remove, undelete, hardDelete, busy: deleting || undeleting || hardDeleting };
}

const addMutation = graphql`
  mutation useContractMutationsAddMutation($input: AddContractToEmployeeInput!) {
    addContractToEmployee(input: $input) {
      contract {
        id
        internalId
        ...ContractDetail_contract
      }
      employee {
        ...ContractsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const assetPolicyMutation = graphql`
  mutation useContractMutationsAssetPolicyMutation($input: AddAssetPolicyInput!) {
    addAssetPolicy(input: $input) {
      contract {
        id
        internalId
        ...ContractDetail_contract
      }
      employee {
        ...ContractsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const carPolicyMutation = graphql`
  mutation useContractMutationsCarPolicyMutation($input: AddCarPolicyInput!) {
    addCarPolicy(input: $input) {
      contract {
        id
        internalId
        ...ContractDetail_contract
      }
      employee {
        ...ContractsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const changeMutation = graphql`
  mutation useContractMutationsChangeMutation($input: UpdateContractInput!) {
    updateContract(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const sendMutation = graphql`
  mutation useContractMutationsSendMutation($input: SendContractToEmployeeInput!) {
    sendContractToEmployee(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const signMutation = graphql`
  mutation useContractMutationsSignMutation($input: SignContractInternallyInput!) {
    signContractInternally(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useContractMutationsDeleteMutation($input: ContractIdInput!) {
    deleteContract(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      employee {
        ...ContractsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const undeleteMutation = graphql`
  mutation useContractMutationsUndeleteMutation($input: ContractIdInput!) {
    undeleteContract(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      employee {
        ...ContractsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const hardDeleteMutation = graphql`
  mutation useContractMutationsHardDeleteMutation($input: ContractIdInput!) {
    hardDeleteContract(input: $input) {
      deletedContractId @deleteRecord
      employee {
        ...ContractsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
