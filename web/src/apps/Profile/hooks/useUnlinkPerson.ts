import { graphql } from 'react-relay';
import type { useUnlinkPersonMutation } from '../../../__generated__/useUnlinkPersonMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §4, §6: unlinks the person from the payroll integration (support users only). */
export function useUnlinkPerson() {
  const [commit, isInFlight] = usePromiseMutation<useUnlinkPersonMutation>(unlinkPersonMutation);
  const unlinkPerson = async (employeeId: string) => (await commit({ input: { employeeId } })).unlinkPerson;
  return [unlinkPerson, isInFlight] as const;
}

const unlinkPersonMutation = graphql`
  mutation useUnlinkPersonMutation($input: EmployeeIdInput!) {
    unlinkPerson(input: $input) {
      employee {
        id
        # The change wrote its activity item on the server: the feed shows it.
        ...ActivityFeed_employee
        ...ProfileActionsMenu_employee
        ...ProfileWarnings_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
