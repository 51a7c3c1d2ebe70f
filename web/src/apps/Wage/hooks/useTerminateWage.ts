import { graphql } from 'react-relay';
import type {
  TerminateWageInput,
  useTerminateWageMutation,
} from '../../../__generated__/useTerminateWageMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/**
 * Part 1 §2 /people/{id}/wage/end: terminates the open wage (offered only without end date, part 1 §4). The payload's
 * person refreshes the box with its termination notice, the actions menu (archive needs no open contract) and the
 * activity feed.
 */
export function useTerminateWage() {
  const [commit, isInFlight] = usePromiseMutation<useTerminateWageMutation>(terminateWageMutation);
  const terminateWage = async (input: TerminateWageInput) => (await commit({ input })).terminateWage;
  return [terminateWage, isInFlight] as const;
}

const terminateWageMutation = graphql`
  mutation useTerminateWageMutation($input: TerminateWageInput!) {
    terminateWage(input: $input) {
      wage {
        id
      }
      employee {
        id
        ...WageBox_employee
        ...WageDetails_employee
        ...ProfileActionsMenu_employee
        ...ProfileWarnings_employee
        ...ActivityFeed_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
