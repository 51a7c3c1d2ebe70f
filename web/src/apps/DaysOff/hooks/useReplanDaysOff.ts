import { graphql } from 'react-relay';
import type { useReplanDaysOffMutation } from '../../../__generated__/useReplanDaysOffMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §7 "replan days off for all rulesets" (POST /api/days_off/replan_all_rulesets): answers success. */
export function useReplanDaysOff() {
  const [commit, isInFlight] = usePromiseMutation<useReplanDaysOffMutation>(replanDaysOffMutation);
  const replanDaysOff = async (employeeId: string) => (await commit({ input: { employeeId } })).replanDaysOff;
  return [replanDaysOff, isInFlight] as const;
}

const replanDaysOffMutation = graphql`
  mutation useReplanDaysOffMutation($input: EmployeeIdInput!) {
    replanDaysOff(input: $input) {
      success
      employee {
        id
        # The replanning wrote its activity item (days_off_replanned): the feed shows it.
        ...ActivityFeed_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
