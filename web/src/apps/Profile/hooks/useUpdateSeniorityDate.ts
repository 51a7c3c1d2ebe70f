import { graphql } from 'react-relay';
import type { useUpdateSeniorityDateMutation } from '../../../__generated__/useUpdateSeniorityDateMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §4: the seniority date is edited inline in the 'more info' modal, then saved. */
export function useUpdateSeniorityDate() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateSeniorityDateMutation>(updateSeniorityDateMutation);
  /** `seniorityDate` is ISO (YYYY-MM-DD); null clears it. */
  const updateSeniorityDate = async (employeeId: string, seniorityDate: string | null) =>
    (await commit({ input: { employeeId, seniorityDate } })).updateSeniorityDate;
  return [updateSeniorityDate, isInFlight] as const;
}

const updateSeniorityDateMutation = graphql`
  mutation useUpdateSeniorityDateMutation($input: UpdateSeniorityDateInput!) {
    updateSeniorityDate(input: $input) {
      employee {
        id
        # The change wrote its activity item on the server: the feed shows it.
        ...ActivityFeed_employee
        seniority {
          joinDate
          joinDateSource
          seniorityDate
        }
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
