import { graphql } from 'react-relay';
import type { useRelinkPersonMutation } from '../../../__generated__/useRelinkPersonMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §4, §6: links the person to the payroll integration again (support users only). */
export function useRelinkPerson() {
  const [commit, isInFlight] = usePromiseMutation<useRelinkPersonMutation>(relinkPersonMutation);
  const relinkPerson = async (employeeId: string) => (await commit({ input: { employeeId } })).relinkPerson;
  return [relinkPerson, isInFlight] as const;
}

const relinkPersonMutation = graphql`
  mutation useRelinkPersonMutation($input: EmployeeIdInput!) {
    relinkPerson(input: $input) {
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
