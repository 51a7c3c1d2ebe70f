import { graphql } from 'react-relay';
import type { useDeleteOneDayContractMutation } from '../../../__generated__/useDeleteOneDayContractMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §2 modal "delete a one-day contract" (part 1 §7: employee_id, contract_start_date). */
export function useDeleteOneDayContract() {
  const [commit, isInFlight] = usePromiseMutation<useDeleteOneDayContractMutation>(deleteOneDayContractMutation);
  /** `contractStartDate` is ISO (YYYY-MM-DD). */
  const deleteOneDayContract = async (employeeId: string, contractStartDate: string) =>
    (await commit({ input: { employeeId, contractStartDate } })).deleteOneDayContract;
  return [deleteOneDayContract, isInFlight] as const;
}

const deleteOneDayContractMutation = graphql`
  mutation useDeleteOneDayContractMutation($input: DeleteOneDayContractInput!) {
    deleteOneDayContract(input: $input) {
      employee {
        id
        # The change wrote its activity item on the server: the feed shows it.
        ...ActivityFeed_employee
        ...ContractsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
