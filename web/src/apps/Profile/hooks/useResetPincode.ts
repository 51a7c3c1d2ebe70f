import { graphql } from 'react-relay';
import type { useResetPincodeMutation } from '../../../__generated__/useResetPincodeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §4 pincode: resets a blocked pincode (POST /api/selfservice_pincodes/removePincode). */
export function useResetPincode() {
  const [commit, isInFlight] = usePromiseMutation<useResetPincodeMutation>(resetPincodeMutation);
  const resetPincode = async (employeeId: string) => (await commit({ input: { employeeId } })).resetPincode;
  return [resetPincode, isInFlight] as const;
}

const resetPincodeMutation = graphql`
  mutation useResetPincodeMutation($input: EmployeeIdInput!) {
    resetPincode(input: $input) {
      employee {
        id
        # The change wrote its activity item on the server: the feed shows it.
        ...ActivityFeed_employee
        selfServiceStatus {
          pincodeSet
          blocked
          onboardingFinished
        }
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
