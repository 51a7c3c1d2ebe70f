// The contract mutations (issue 18, part 2 §7 Contracts) as promise hooks; each payload reads the contract afresh.
import { graphql } from 'react-relay';
import type { useContractMutationsAddMutation, AddContractToEmployeeInput } from '../../../__generated__/useContractMutationsAddMutation.graphql';
import type { useContractMutationsChangeMutation } from '../../../__generated__/useContractMutationsChangeMutation.graphql';
import type { useContractMutationsDeleteMutation } from '../../../__generated__/useContractMutationsDeleteMutation.graphql';
import type { useContractMutationsHardDeleteMutation } from '../../../__generated__/useContractMutationsHardDeleteMutation.graphql';
import type { useContractMutationsSendMutation } from '../../../__generated__/useContractMutationsSendMutation.graphql';
import type { useContractMutationsSignMutation } from '../../../__generated__/useContractMutationsSignMutation.graphql';
import type { useContractMutationsUndeleteMutation } from '../../../__generated__/useContractMutationsUndeleteMutation.graphql';
import type { useContractMutationsUploadMutation } from '../../../__generated__/useContractMutationsUploadMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export function useAddContract() {
  const [commit, busy] = usePromiseMutation<useContractMutationsAddMutation>(addMutation);
  return [async (input: AddContractToEmployeeInput) => (await commit({ input })).addContractToEmployee, busy] as const;
}

export function useUpdateContract() {
  const [commit, busy] = usePromiseMutation<useContractMutationsChangeMutation>(changeMutation);
  return [async (contractId: string, change: { contractName?: string; contentHtml?: string }) => (await commit({ input: { contractId, ...change } })).updateContract, busy] as const;
}

export function useSendContract() {
  const [commit, busy] = usePromiseMutation<useContractMutationsSendMutation>(sendMutation);
  return [async (contractId: string, optionalMessage: string) => (await commit({ input: { contractId, optionalMessage } })).sendContractToEmployee, busy] as const;
}

export function useSignContract() {
  const [commit, busy] = usePromiseMutation<useContractMutationsSignMutation>(signMutation);
  const sign = async (contractId: string, name: string, base64Signature: string, isSecondSigner: boolean) =>
    (await commit({ input: { contractId, name, base64Signature, isSecondSigner } })).signContractInternally;
  return [sign, busy] as const;
}

export function useUploadContractPdf() {
  const [commit, busy] = usePromiseMutation<useContractMutationsUploadMutation>(uploadMutation);
  return [async (contractId: string, base64Pdf: string) => (await commit({ input: { contractId, base64Pdf } })).uploadContractPdf, busy] as const;
}

export function useDeleteContract() {
  const [commitDelete, deleting] = usePromiseMutation<useContractMutationsDeleteMutation>(deleteMutation);
  const [commitUndelete, undeleting] = usePromiseMutation<useContractMutationsUndeleteMutation>(undeleteMutation);
  const [commitHard, hardDeleting] = usePromiseMutation<useContractMutationsHardDeleteMutation>(hardDeleteMutation);
  return {
    remove: async (contractId: string) => (await commitDelete({ input: { contractId } })).deleteContract,
    undelete: async (contractId: string) => (await commitUndelete({ input: { contractId } })).undeleteContract,
    hardDelete: async (contractId: string) => (await commitHard({ input: { contractId } })).hardDeleteContract,
    busy: deleting || undeleting || hardDeleting,
  };
}

const addMutation = graphql`
  mutation useContractMutationsAddMutation($input: AddContractToEmployeeInput!) {
    addContractToEmployee(input: $input) {
      contract {
        id
        ...ContractDetail_contract
      }
      employee {
        ...ContractsSection_employee
      }
      userErrors {
        code
        message
        field
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
        code
        message
        field
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
        code
        message
        field
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
        code
        message
        field
      }
    }
  }
`;

const uploadMutation = graphql`
  mutation useContractMutationsUploadMutation($input: UploadContractPdfInput!) {
    uploadContractPdf(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      userErrors {
        code
        message
        field
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
        code
        message
        field
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
        code
        message
        field
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
        code
        message
        field
      }
    }
  }
`;
