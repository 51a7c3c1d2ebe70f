// The contract page's signing steps (part 2 §3 Custom shortcode, §4 the signing method set and reset, the
// provider's processing and retry steps; §7 Contracts): each takes its input and resolves with its payload, which reads
// the contract afresh (its rendered content, shortcodes, signers and the steps it offers now).
import { graphql } from 'react-relay';
import type { useSigningMutationsProcessMutation } from '../../../__generated__/useSigningMutationsProcessMutation.graphql';
import type { useSigningMutationsResetMutation } from '../../../__generated__/useSigningMutationsResetMutation.graphql';
import type { useSigningMutationsShortcodeMutation } from '../../../__generated__/useSigningMutationsShortcodeMutation.graphql';
import type { useSigningMutationsSigningMethodMutation } from '../../../__generated__/useSigningMutationsSigningMethodMutation.graphql';
import { useInputMutation } from '../../../relay/useMutationPayload';

export const useSetShortcodeValue = () =>
  useInputMutation<useSigningMutationsShortcodeMutation, 'setContractShortcodeValue'>(
    shortcodeMutation,
    'setContractShortcodeValue',
  );
export const useSetSigningMethod = () =>
  useInputMutation<useSigningMutationsSigningMethodMutation, 'setContractSigningMethod'>(
    signingMethodMutation,
    'setContractSigningMethod',
  );
export const useResetSigningMethod = () =>
  useInputMutation<useSigningMutationsResetMutation, 'resetContractSigningMethod'>(
    resetMutation,
    'resetContractSigningMethod',
  );
export const useProcessSignature = () =>
  useInputMutation<useSigningMutationsProcessMutation, 'processContractSignature'>(
    processMutation,
    'processContractSignature',
  );

const shortcodeMutation = graphql`
  mutation useSigningMutationsShortcodeMutation($input: SetContractShortcodeValueInput!) {
    setContractShortcodeValue(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const signingMethodMutation = graphql`
  mutation useSigningMutationsSigningMethodMutation($input: SetContractSigningMethodInput!) {
    setContractSigningMethod(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const resetMutation = graphql`
  mutation useSigningMutationsResetMutation($input: ContractIdInput!) {
    resetContractSigningMethod(input: $input) {
      contract {
        ...ContractDetail_contract
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const processMutation = graphql`
  mutation useSigningMutationsProcessMutation($input: ProcessContractSignatureInput!) {
    processContractSignature(input: $input) {
      contract {
        status
        providerState
        ...ContractDetail_contract
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
