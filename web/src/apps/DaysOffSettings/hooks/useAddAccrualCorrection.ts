import { graphql } from 'react-relay';
import type {
  AddAccrualCorrectionInput,
  useAddAccrualCorrectionMutation,
} from '../../../__generated__/useAddAccrualCorrectionMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §5 apply correction: a leave-accrual correction for a person (writes leave_accrual_correction_added). */
export function useAddAccrualCorrection() {
  const [commit, isInFlight] = usePromiseMutation<useAddAccrualCorrectionMutation>(addAccrualCorrectionMutation);
  const addAccrualCorrection = async (input: AddAccrualCorrectionInput) =>
    (
      await commit(
        { input },
        // The person's accrual balance and activity feed changed: they fetch again when next shown.
        { updater: (store) => store.invalidateStore() },
      )
    ).addAccrualCorrection;
  return [addAccrualCorrection, isInFlight] as const;
}

const addAccrualCorrectionMutation = graphql`
  mutation useAddAccrualCorrectionMutation($input: AddAccrualCorrectionInput!) {
    addAccrualCorrection(input: $input) {
      dayOffType {
        id
        ...AccrualCorrections_dayOffType
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
