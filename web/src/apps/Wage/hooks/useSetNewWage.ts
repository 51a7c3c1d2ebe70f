import { graphql } from 'react-relay';
import type { SetNewWageInput, useSetNewWageMutation } from '../../../__generated__/useSetNewWageMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/**
 * Part 1 §2 /people/{id}/wage/new: sets a new wage or contract from a date. The payload's person refreshes the wage
 * box, the wage details, the actions menu (archive and terminate depend on the open contract, part 1 §4) and the
 * activity feed, so going back shows the new values without another fetch.
 */
export function useSetNewWage() {
  const [commit, isInFlight] = usePromiseMutation<useSetNewWageMutation>(setNewWageMutation);
  const setNewWage = async (input: SetNewWageInput) => (await commit({ input })).setNewWage;
  return [setNewWage, isInFlight] as const;
}

const setNewWageMutation = graphql`
  mutation useSetNewWageMutation($input: SetNewWageInput!) {
    setNewWage(input: $input) {
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
